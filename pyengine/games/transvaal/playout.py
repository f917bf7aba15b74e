"""The search's hooks for Transvaal (pyengine/contract/parts.py): a playout that plays both sides
from the solved table (pyengine/games/transvaal/solve.py) with a little noise.

Plain random playouts tell the English little: a random Boer stumbles home to the centre, and a
random English never shuts anyone in (strong as the English won 14 of 20 against random with
them, 2026-11-26). In this playout the English make the move that shuts the Boer in soonest and
the Boer the move that puts it off longest (home when he can), each but one move in
``NOISE`` at random, so that the search still tells a sure win from a likely one. The levels
with the game's knowledge (medium, strong) searched with it until 2026-11-27; they now move by
the table itself (plan.py: MCTS let narrow wins slip); easy keeps plain random playouts.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations

from pyengine.contract import Action
from pyengine.kit.rounds import NEXT
from pyengine.games.transvaal.rules import BOER, CENTRE, Place, Step, TransvaalMatch, TransvaalState
from pyengine.games.transvaal.solve import INF, distance

__all__ = ["playout", "best_actions"]

NOISE = 0.15


@lru_cache(maxsize=None)
def _setup_value(english: tuple[int, ...]) -> int:
    """The fewest English moves to shut the Boer (on the centre, to move) in, from the English
    stones ``english`` (sorted) and the best places for the rest (the setup has 1,351 such sets)."""
    free = [v for v in range(21) if v != CENTRE and v not in english]
    rest = 3 - len(english)
    return min(
        (distance(CENTRE, tuple(sorted(english + extra)), BOER) for extra in combinations(free, rest)),
        default=INF,
    )


def best_actions(game: TransvaalState) -> list[Action]:
    """The side to move's best actions by the table: the English's shut the Boer in soonest, the
    Boer's put it off longest (or take him home)."""
    actions = list(game.legal_actions())
    if game.placing:
        scores = [
            _setup_value(tuple(sorted(game.english + (a.data.at,))))
            for a in actions
            if isinstance(a.data, Place)
        ]
        best = min(scores)
        return [a for a, s in zip(actions, scores) if s == best]
    if game.mover == BOER:
        home = [a for a in actions if isinstance(a.data, Step) and a.data.to == CENTRE]
        if home:
            return home
        scores = [distance(a.data.to, game.english, 1) for a in actions]
        best = max(scores)
        return [a for a, s in zip(actions, scores) if s == best]
    scores = []
    for a in actions:
        moved = tuple(sorted(a.data.to if s == a.data.frm else s for s in game.english))
        scores.append(distance(game.boer, moved, BOER))
    best = min(scores)
    return [a for a, s in zip(actions, scores) if s == best]


def playout(state: TransvaalState | TransvaalMatch, rng: random.Random) -> tuple[tuple[float, ...], int]:
    """Play to the end (a match: both games) by the table, with ``NOISE``; (payoffs, plies)."""
    plies = 0
    while not state.is_over():
        if isinstance(state, TransvaalMatch) and state.between:
            action = NEXT
        else:
            game = state.current if isinstance(state, TransvaalMatch) else state
            pool = game.legal_actions() if rng.random() < NOISE else best_actions(game)
            action = rng.choice(pool)
        state = state.apply(action)
        plies += 1
    return state.returns(), plies
