"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "LADDER", "GERMAN"]

JOURNEY = {"option": ("n", "5"), "marks": "never"}

#: The bars of the AI's ladders (bench/bench_ai.py): easy against random has one.
LADDER = {"easy_bar": True}

#: Its German, as a German page shows it (tests/test_i18n.py): the beginnings of its end reasons
#: (how its result reads) and a word in the names read aloud for its board's places at the start.
GERMAN = {"ends": ("Spieler 1 gewinnt", "Spieler 2 gewinnt"), "place_word": "verbunden"}
