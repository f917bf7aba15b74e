"""Schneider von Gent (Ingo Althöfer, 2013): the taylor and Mr. Button on an alternating plane graph.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation``, ``view`` and the AI's ``playout``.
"""
