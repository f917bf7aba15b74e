"""Caduceus (Bill Taylor, 2011): two chains of stones per player, like TRON's light cycles.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation`` and ``view``.
"""
