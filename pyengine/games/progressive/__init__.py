"""One-Hit Progressive Chess (Trabsact Sagme Diaries, 2011), on python-chess.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation``, ``view`` and the AI's ``playout``.
"""
