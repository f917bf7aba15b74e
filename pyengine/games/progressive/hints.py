"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "COLOURS", "PLAY", "PHONE_PICTURE", "GERMAN"]

# Random chess games rarely end: a short link to a mate in one series.
JOURNEY = {"option": None, "marks": "checkmated", "finish": ("moves=e4+f6+g5", ["sq:d1", "sq:h5"])}

#: The two seats' colours and their board's (CSS variables; tests/test_themes.py).
COLOURS = ("seat0", "seat1", "cell")

#: How much play the shared tests afford this game, where a game of chess is slow to play out and
#: to search (the defaults: tests/game_hints.py): random games per option set (tests/test_every_game.py
#: "always has a legal action"), rounds and actions of the record round trips, the search's nodes
#: to find the golden wins (tests/wins.py), the fewest of them within the easy level's time
#: (tests/test_wins.py), and the actions of the random game every meta action is tried at
#: (tests/test_meta_actions.py).
PLAY = {"games": 12, "rounds": 4, "max_actions": 120, "win_nodes": 3000, "easy_wins": 1, "meta_actions": 24}

#: tests/test_phone.py keeps a picture of its board's finger-wide targets on a phone (390 px).
PHONE_PICTURE = True

#: Its German, as a German page shows it (tests/test_i18n.py): the beginnings of its end reasons
#: (how its result reads) and a word in the names read aloud for its board's places at the start.
GERMAN = {"ends": ("Weiß gewinnt", "Schwarz gewinnt", "Remis"), "place_word": "weißer"}
