"""Shuttle's lessons (docs/ADDING_A_GAME.md, "Lessons"): the rules of rules.py's docstring, each
taught by a task the engine checks."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over
from pyengine.i18n import N_
from pyengine.games.example.rules import ShuttleState

__all__ = ["SERIES"]

RULES = {
    "2.board": "2. A 4×4 board; b2 and c3 are gold cells; one token, shared, starts on a1.",
    "3.start": "3. Red begins.",
    "4.distance": "4. A turn: type a distance of at least 1 king step...",
    "4.move": "4. ...then move the token exactly that many king steps.",
    "4.gold": "4. Landing on gold scores a point.",
    "5.win": "5. The first to 3 points wins.",
    "5.repetition": "5. A position (token, player to move) seen the third time since the last point: a draw.",
    "9.offer": "9. Players may offer draws (the page's Offer draw).",
}


def _scored(turn: Turn) -> str | None:
    before, after = turn.before, turn.after
    assert isinstance(before, ShuttleState) and isinstance(after, ShuttleState)
    if after.points[turn.seat] > before.points[turn.seat]:
        return None
    return N_("That move is legal, but the token is not on gold: b2 is one king step from a1.")


def _far(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ShuttleState)
    if after.token == 15:  # d4
        return None
    return N_("That move is legal, but it is not d4: type 3, the longest a king can go here.")


def _won(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ShuttleState)
    if after.is_over() and after.returns()[turn.seat] == 1:
        return None
    return N_("That move is legal, but it scores nothing: c3 is gold and one step away.")


def _drawn(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ShuttleState)
    if after.drawn:
        return None
    return N_("That move is legal, but this position is new: a1 with Red to move has been seen twice.")


SERIES = Series(
    sections={
        "2": "Board",
        "3": "Setup",
        "4": "Turn structure and legal moves",
        "5": "End of game",
        "9": "Decisions (docs/ADDING_A_GAME.md)",
    },
    rules=RULES,
    lessons=(
        Lesson(
            id="gold",
            title=N_("Score on gold"),
            text=N_(
                "Type a distance, then click a cell exactly that many king steps away. Land on gold to score."
            ),
            task=_scored,
            rules=("2.board", "3.start", "4.distance", "4.move", "4.gold"),
        ),
        Lesson(
            id="far",
            title=N_("Long steps"),
            text=N_("A distance counts king steps, straight or diagonal. Go to d4 in one move."),
            task=_far,
            rules=("4.distance", "4.move"),
        ),
        Lesson(
            id="win",
            title=N_("Three points win"),
            text=N_("Red has two points. Win the game with a third."),
            task=_won,
            setup="1. 1 b2 2. 2 d4 3. 1 c3 4. 1 d4",
            rules=("5.win", "4.gold"),
        ),
        Lesson(
            id="repeat",
            title=N_("Three times the same"),
            text=N_(
                "A position seen the third time since the last point ends the game drawn. "
                "Draw the game: bring the token back to a1."
            ),
            task=_drawn,
            setup="1. 1 b1 2. 1 a1 3. 1 b1",
            rules=("5.repetition",),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_("Play a game against the easy computer. A draw may also be offered."),
            task=game_over,
            play=True,
            rules=("9.offer",),
        ),
    ),
)
