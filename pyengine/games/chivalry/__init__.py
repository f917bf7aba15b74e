"""Chivalry (George S. Parker, 1887) under the World Camelot Federation's rules.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation``, ``view`` and the AI's ``playout``.
"""
