"""Subdivide, The Game (Leroy Quet, 2008): join dots without crossings; the offensive player of a
round scores the largest undivided polygon.

The package: ``info``, ``game``, ``rules`` (with ``geometry``), ``notation`` and ``view``.
"""
