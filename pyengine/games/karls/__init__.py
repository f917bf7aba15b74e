"""Karls Rennen (Ingo Althöfer, 2006/2015): EinStein's die rule on Karl Scherer's 21 squares.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation``, ``view`` and the AI's ``playout``.
"""
