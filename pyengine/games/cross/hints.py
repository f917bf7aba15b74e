"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "COLOURS", "ONE_CLICK", "DENSE", "GERMAN"]

JOURNEY = {"option": ("size", "5"), "marks": "always"}

#: The two seats' colours and their board's (CSS variables; tests/test_themes.py).
COLOURS = ("seat0", "seat1", "cell")

#: Every action of this game is one click: no click only selects (tests/test_controller.py).
ONE_CLICK = True

#: Its places cannot all be a finger wide on a phone (390 px: Cross's 11 hexes in a row): a tap on the board
#: opens the magnifier (tests/test_phone.py).
DENSE = True

#: Its German, as a German page shows it (tests/test_i18n.py): the beginnings of its end reasons
#: (how its result reads) and a word in the names read aloud for its board's places at the start.
GERMAN = {"ends": ("Schwarz (x) hat", "Weiß (o) hat", "Das Brett ist voll"), "place_word": "frei"}
