"""Shuttle: the example game of docs/ADDING_A_GAME.md, registered but not in the catalogue
(it opens at play.html?game=example, for the platform's tests).

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation``, ``view`` and the search's ``evaluation``.
"""
