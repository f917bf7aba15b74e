"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "DENSE", "GERMAN"]

JOURNEY = {"option": ("board", "ghent17"), "marks": "never"}

#: Its places cannot all be a finger wide on a phone (390 px: its nodes and buttons): a tap on the board
#: opens the magnifier (tests/test_phone.py).
DENSE = True

#: Its German, as a German page shows it (tests/test_i18n.py): the beginnings of its end reasons
#: (how its result reads) and a word in the names read aloud for its board's places at the start.
GERMAN = {"ends": ("Schneiderpunkte", "Beide Schneider"), "place_word": "Fläche"}
