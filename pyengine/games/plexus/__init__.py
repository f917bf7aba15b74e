"""Plexus Via Midpoints And Endpoints (Leroy Quet, 2011): two players grow one tree on a dot
lattice, the second mover copying the first's kind of dot.

The package: ``info``, ``game``, ``rules``, ``notation`` and ``view``.
"""
