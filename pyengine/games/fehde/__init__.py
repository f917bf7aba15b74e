"""Fehde, a German tactical game of two knights and nine squires per side (rules translated by
Fred Horn), on a board reconstructed from the rules text.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``refusals``, ``notation``, ``view`` and the AI's
``playout``.
"""
