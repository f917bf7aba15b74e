"""A fast playout for the search (the ``playout`` hook of pyengine/ai/mcts.py).

The rules of rules.py on a plain list, without building actions. The policy: a move onto the
goal if there is one, else a capture of an opposing stone half of the time, else two times in
three a move to a square nearest the goal (fewest moves left), else a random move (random
playouts alone overlook the goal one step away). tests/test_karls_rennen.py
checks the playout's games against the rules.
"""

from __future__ import annotations

import random
from functools import lru_cache

from pyengine.contract.state import seat_payoffs
from pyengine.kit.dice import movable
from pyengine.games.karls.rules import MOVE, OVER, Config, KarlsRennenState, board_tables, teams_of

__all__ = ["playout", "distances"]


@lru_cache(maxsize=None)
def distances(config: Config) -> tuple[tuple[int, ...], ...]:
    """Per seat, the fewest moves from each square to the seat's goal (its own directions)."""
    out = []
    for _, goal, targets in board_tables(config):
        dist = [99] * len(targets)
        dist[goal] = 0
        changed = True
        while changed:
            changed = False
            for x, ys in enumerate(targets):
                d = min((dist[y] + 1 for y in ys), default=99)
                if d < dist[x]:
                    dist[x], changed = d, True
        out.append(tuple(dist))
    return tuple(out)


def playout(
    state: KarlsRennenState, rng: random.Random, trace: list[tuple[int, int, int, int]] | None = None
) -> tuple[tuple[float, ...], int]:
    """Payoffs and the number of actions of a playout; ``trace`` (tests) gets (seat, roll, x, y)."""
    if state.phase == OVER:
        return state.returns(), 0
    config = state.config
    tables = board_tables(config)
    sizes = [sq.size for sq in state.tiling.squares]
    teams = teams_of(config)
    team_of = {s: t for t in teams for s in t}
    owner = list(state.owner)
    seat, n = state.seat, config.players
    roll = state.roll if state.phase == MOVE else 0
    plies = 0
    while True:
        stones = [x for x, o in enumerate(owner) if o == seat]
        if not stones:
            seat = (seat + 1) % n  # four players: a pass
            plies += 1
            continue
        if not roll:
            roll = rng.randrange(1, 7)
            plies += 1
        _, goal, targets = tables[seat]
        moves = [(x, y) for x in movable(((x, sizes[x]) for x in stones), roll) for y in targets[x]]
        pick = None
        for x, y in moves:
            if y == goal:
                pick = (x, y)
                break
        if pick is None and rng.random() < 0.5:
            mine = team_of[seat]
            hits = [(x, y) for x, y in moves if owner[y] >= 0 and owner[y] not in mine]
            if hits:
                pick = hits[rng.randrange(len(hits))]
        if pick is None and rng.random() < 0.67:
            dist = distances(config)[seat]
            best = min(dist[y] for _, y in moves)
            nearest = [(x, y) for x, y in moves if dist[y] == best]
            pick = nearest[rng.randrange(len(nearest))]
        if pick is None:
            pick = moves[rng.randrange(len(moves))]
        x, y = pick
        owner[y], owner[x] = seat, -1
        plies += 1
        if trace is not None:
            trace.append((seat, roll, x, y))
        mine = team_of[seat]
        if y == goal or all(o < 0 or o in mine for o in owner):
            return seat_payoffs(n, mine), plies
        seat, roll = (seat + 1) % n, 0
