"""(Not)Divisors Or (Not)Multiples (Leroy Quet, 2011): integers on a grid, related orthogonally,
unrelated diagonally; the last to place wins.

The package: ``info``, ``game``, ``rules`` (with ``arith``, exact integer arithmetic),
``notation`` and ``view``.
"""
