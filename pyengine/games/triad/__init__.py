"""Triad (Cameron Browne, 2002), for three players.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation`` and ``view``.
"""
