"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "COLOURS", "GERMAN"]

JOURNEY = {"option": ("match", "best-of-3"), "marks": "reached"}

#: The two seats' colours and their board's (CSS variables; tests/test_themes.py).
COLOURS = ("c-blue", "c-red", "square")

#: Its German, as a German page shows it (tests/test_i18n.py): the beginnings of its end reasons
#: (how its result reads) and a word in the names read aloud for its board's places at the start.
GERMAN = {"ends": ("Blau gewinnt", "Rot gewinnt"), "place_word": "frei"}
