"""A fast playout for the search (the ``playout`` hook of pyengine/ai/mcts.py).

The rules of rules.py on plain ints, without building actions: random walks and button
moves; the taylor takes an offered button nine times in ten (declining is rarely right and
uniform choice makes playouts too pessimistic for her). tests/test_schneider.py checks the
playout's end positions against the rules.
"""

from __future__ import annotations

import random

from pyengine.games.schneider.rules import (
    MOVE,
    REWARD,
    START,
    WALK,
    SchneiderMatch,
    SchneiderState,
    fresh_game,
    board_tables,
    game_of,
)

__all__ = ["playout"]

TAKE = 0.9


def _play_game(
    state: SchneiderState, rng: random.Random, trace: list[tuple[str | int, ...]] | None
) -> tuple[int, int]:
    """Play the current game of ``state`` to its end: (taylor score, actions)."""
    around, edge_faces, across = board_tables(state.config.board)
    degrees = state.board.degrees
    n_faces = len(state.board.faces)
    phase, thimble = state.phase, state.thimble
    seamed, buttons, prisoners = state.seamed, state.buttons, state.prisoners
    left, walked = state.left, state.walked
    plies = 0

    def walks() -> list[tuple[int, int]]:
        return [(w, e) for w, e in around[thimble] if not seamed >> e & 1 and not prisoners >> w & 1]

    while True:
        if phase == START:
            thimble = rng.randrange(len(degrees))
            phase = WALK
            plies += 1
            if trace is not None:
                trace.append(("start", thimble))
        elif phase == WALK:
            options = walks()
            w, e = options[rng.randrange(len(options))]
            left, walked, thimble = thimble, e, w
            seamed |= 1 << e
            phase = REWARD
            plies += 1
            if trace is not None:
                trace.append(("walk", w, e))
        elif phase == REWARD:
            faces = [f for f in edge_faces[walked] if buttons >> f & 1]
            plies += 1 if faces else 0  # no faces: the reward step is skipped
            if faces and rng.random() < TAKE:
                f = faces[rng.randrange(len(faces))]
                buttons &= ~(1 << f)
                prisoners |= 1 << left
                if trace is not None:
                    trace.append(("take", f))
            elif faces and trace is not None:
                trace.append(("decline",))
            if not walks() or buttons == 0:
                break
            phase = MOVE
        else:  # MOVE
            moves = [
                (f, g)
                for f in range(n_faces)
                if buttons >> f & 1
                for g, e in across[f]
                if not seamed >> e & 1 and not buttons >> g & 1
            ]
            pick = rng.randrange(len(moves) + 1)
            if pick < len(moves):
                f, g = moves[pick]
                buttons = (buttons & ~(1 << f)) | (1 << g)
            plies += 1
            if trace is not None:
                trace.append(("move", f, g) if pick < len(moves) else ("pass",))
            phase = WALK
    score = sum(d for v, d in enumerate(degrees) if prisoners >> v & 1)
    return score, plies


def playout(
    state: SchneiderState | SchneiderMatch,
    rng: random.Random,
    trace: list[tuple[str | int, ...]] | None = None,
) -> tuple[tuple[float, ...], int]:
    """Payoffs (player A, player B) and the number of actions of a random playout of a game or
    a match; ``trace`` (for tests) receives each action's data as in rules.py."""
    if state.is_over():
        return state.returns(), 0
    game = game_of(state)
    score, plies = _play_game(game, rng, trace)
    if not isinstance(state, SchneiderMatch):
        s = score / sum(state.board.degrees)
        return (s, 1.0 - s), plies
    scores = state.scores + (score,)
    if len(scores) < 2:
        second, more = _play_game(fresh_game(game.config), rng, trace)
        scores, plies = scores + (second,), plies + more
    a, b = scores
    return ((1.0, 0.0) if a >= b else (0.0, 1.0)), plies
