"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "LADDER"]

JOURNEY = {"option": ("n", "5"), "marks": "never"}

#: The bars of the AI's ladders (bench/benchmarks.py): easy against random has one.
LADDER = {"easy_bar": True}
