"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "COLOURS", "ONE_CLICK"]

JOURNEY = {"option": ("size", "5"), "marks": "always"}

#: The two seats' colours and their board's (CSS variables; tests/test_themes.py).
COLOURS = ("seat0", "seat1", "cell")

#: Every action of this game is one click: no click only selects (tests/test_controller.py).
ONE_CLICK = True
