"""Transvaal's evaluation for a search cut short (the ``evaluate`` hook of
pyengine/contract/parts.py): the exact result, from the solved table (solve.py).

Every position after the setup is in the table: the English moves the English need to shut the
Boer in against his best defence (``INF``: never). With ``k`` English moves made, the English
win exactly when that distance is at most ``limit - k``; during the setup, when the best
completion of the placements has such a distance. So the evaluation knows the winner; it
scores him from 0.9 to 0.99 by his margin, the English moves to spare (or lacking) under best
play, which best play keeps and every mistake changes: the search prefers the sure win that
leaves the most room for the other side's mistakes, and the loser the longest defence. In the
match of two games (option ``match``) each game's score is the English moves needed, under
best play that distance (the limit + 1 if the Boer survives), and the fresh second game's is
the best setup's; the evaluation is the match's result by the predicted totals (the lowest
wins, equal totals draw), scored by the margin in the same way. There is nothing to play on
before a position is quiet (no captures; a half-made setup is judged by its best completion),
so no ``noisy``. The first call builds the table (a third of a second on CPython).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from pyengine.games.transvaal.rules import (
    BOARD,
    BOER,
    CENTRE,
    INNER,
    STONES,
    TransvaalMatch,
    TransvaalState,
)
from pyengine.games.transvaal.solve import INF, distance
from pyengine.i18n import _, ngettext

__all__ = ["evaluate", "english_margin", "predicted_score", "sure", "solved"]


@lru_cache(maxsize=None)
def _setup_distance(english: tuple[int, ...], inner: bool) -> int:
    """The fewest English moves to shut in the Boer (on C, to move) from the placed stones
    ``english`` (sorted) and the best places for the rest."""
    where = INNER if inner else BOARD.nodes
    free = [v for v in where if v != CENTRE and v not in english]
    return min(
        (
            distance(CENTRE, tuple(sorted(english + extra)), BOER)
            for extra in combinations(free, STONES - len(english))
        ),
        default=INF,
    )


def _distance(game: TransvaalState) -> int:
    """The English moves still needed under best play (INF: never)."""
    if game.placing:
        return _setup_distance(game.english, game.config.setup == "inner")
    return distance(game.boer, game.english, game.mover)


def english_margin(game: TransvaalState) -> int:
    """The English moves to spare under best play in a game that goes on: at least 0 when the
    English win, negative when the Boer does (the most negative when the English never can)."""
    d = _distance(game)
    if d >= INF:
        return -(game.config.limit + 2)
    return game.config.limit - game.english_moves - d


def predicted_score(game: TransvaalState) -> int:
    """The game's English score (the match's) under best play: the English moves needed, or
    the limit + 1 when the Boer wins."""
    if game.result:
        return game.english_score()
    limit = game.config.limit
    return limit + 1 if english_margin(game) < 0 else game.english_moves + _distance(game)


def sure(margin: float) -> float:
    """The payoff of a side that wins (``margin`` > 0) or loses (< 0) under best play: 0.9 to
    0.99 by how much; 0.5 for a draw."""
    if margin == 0:
        return 0.5
    size = abs(margin)
    won = 0.9 + 0.09 * (size - 0.5) / (size + 3)
    return won if margin > 0 else 1 - won


def evaluate(state: TransvaalState | TransvaalMatch) -> tuple[float, ...]:
    """(Boer, English) payoffs of a single game; a match's (player A, player B)."""
    if state.is_over():
        return state.returns()
    if isinstance(state, TransvaalMatch):
        return _match(state)
    english = sure(english_margin(state) + 0.5)  # a margin of 0 is still the English's
    return (1 - english, english)


def _match(match: TransvaalMatch) -> tuple[float, ...]:
    """Player A is the Boer in the first game and the English in the second; each player's
    total is his English score; the lowest wins."""
    game = match.current
    fresh = _setup_distance((), game.config.setup == "inner")
    second = min(fresh, game.config.limit + 1)  # the second game from its start
    if match.round_no == 0:
        a, b = second, (match.totals[1] if game.is_over() else predicted_score(game))
    else:
        a, b = predicted_score(game), match.totals[1]
    p = sure(b - a)
    return (p, 1 - p)


def solved(state: TransvaalState | TransvaalMatch) -> tuple[tuple[float, ...], str] | None:
    """A single game's exact result under best play from a position that goes on (the
    ``solved`` hook: the analysis of a game), and it in words; None for a match of two games
    (its totals are a prediction, not the table's) and for a game that is over."""
    if isinstance(state, TransvaalMatch) or state.is_over():
        return None
    if english_margin(state) < 0:
        return (1.0, 0.0), _("The Boer wins from here.")
    n = _distance(state)
    words = ngettext(
        "The English win in %(n)d move from here.", "The English win in %(n)d moves from here.", n
    ) % {"n": n}
    return (0.0, 1.0), words
