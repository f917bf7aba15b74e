"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "COLOURS", "LADDER", "GERMAN"]

JOURNEY = {"option": ("limit", "40"), "marks": "always"}

#: The two seats' colours and their board's (CSS variables; tests/test_themes.py).
COLOURS = ("seat0", "seat4", "square")

#: The bars of the AI's ladders (bench/bench_ai.py): each side against random has one; the
#: balance between two strong players is measured with both limits.
LADDER = {"sides": True, "balance": ({"limit": 30}, {"limit": 40})}

#: Its German, as a German page shows it (tests/test_i18n.py): the beginnings of its end reasons
#: (how its result reads) and a word in the names read aloud for its board's places at the start.
GERMAN = {"ends": ("Der Bure ist", "Der Bure kann", "Die Engländer können"), "place_word": "frei"}
