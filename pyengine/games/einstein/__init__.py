"""EinStein würfelt nicht! (Ingo Althöfer, 2004): the dice race Karls Rennen is built on.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation``, ``view`` and the AI's ``playout``.
"""
