"""Cross: random play of complete games with invariants checked after every action.

The oracle below recomputes groups and sides from the spec's coordinate formulas
(section 2) with its own flood fill, independently of the rules module.
"""

from __future__ import annotations

import random

import pytest

from pyengine.catalogue import get_game
from pyengine.games.cross.rules import EMPTY, CrossState

GAME = get_game("cross")


def oracle_structures(state: CrossState, colour: int) -> tuple[bool, bool]:
    """(has a Y, has a cross) for ``colour``, by brute force over coordinates."""
    s = state.config.size
    cells = {state.board.cells[i]: v for i, v in enumerate(state.stones)}
    side_tests = {
        "T": lambda c, r: r == 1,
        "UR": lambda c, r: c - r == 3 * s - 3,
        "LR": lambda c, r: c + r == 5 * s - 3,
        "B": lambda c, r: r == 2 * s - 1,
        "LL": lambda c, r: c - r == 1 - s,
        "UL": lambda c, r: c + r == s + 1,
    }
    seen: set[tuple[int, int]] = set()
    has_y = has_cross = False
    for start, v in cells.items():
        if v != colour or start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            c, r = todo.pop()
            for dc, dr in ((2, 0), (-2, 0), (1, 1), (1, -1), (-1, 1), (-1, -1)):
                n = (c + dc, r + dr)
                if cells.get(n) == colour and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        sides = {name for name, test in side_tests.items() if any(test(c, r) for c, r in group)}
        has_y |= {"T", "LR", "LL"} <= sides or {"UR", "B", "UL"} <= sides
        has_cross |= {"T", "B"} <= sides or {"UR", "LL"} <= sides or {"LR", "UL"} <= sides
    return has_y, has_cross


def check_turn_restriction(state: CrossState, strict: bool) -> None:
    """After each placement no group holds two of this turn's stones (strict reading, F2)."""
    turn_cells = state.placed or state.last_turn
    if strict and len(turn_cells) == 2:
        assert state.group_of(turn_cells[0]) != state.group_of(turn_cells[1]), "group restriction broken"


def play_random_game(seed: int, options: dict) -> CrossState:
    rng = random.Random(seed)
    state = GAME.new_state(options)
    plies = 0
    while not state.is_over():
        before = state
        action = rng.choice(state.legal_actions())
        state = state.apply(action)
        plies += 1
        mover = before.player
        strict = options.get("rules") != "browne" and options.get("group_restriction", "strict") == "strict"
        check_turn_restriction(state, strict)
        if state.turn != before.turn:
            y, x = oracle_structures(state, mover + 1)
            if y:
                assert state.over and state.winner == mover and state.reason == "y"
            elif x and options.get("cross_rule", "immediate") == "immediate":
                assert state.over and state.winner == 1 - mover and state.reason == "cross"
            elif EMPTY in state.stones:
                assert not state.over
        # Stones only ever appear: the mover's stone count grows by one per action.
        assert sum(1 for v in state.stones if v) == sum(1 for v in before.stones if v) + 1
    returns = state.returns()
    assert state.reason != "full" or EMPTY not in state.stones
    if state.reason != "full":
        assert sorted(returns) == [0.0, 1.0], "exactly one winner"
    return state


def test_one_thousand_random_games_of_12star_cross_end_with_exactly_one_winner():
    """Sized by what random play finds (defects put in and counted, games until the first failing
    one from other seeds): a cross judged before a Y 2-6 games, only the turn's last stone's
    group judged 1-2, the group restriction lost or read as old groups 1-2; a board taken for
    full one cell early once in 174 games, in none of 400 for 4 of 5 seeds: a rare position
    needs the 1,000 games."""
    reasons = {"y": 0, "cross": 0, "full": 0}
    for seed in range(1000):
        reasons[play_random_game(seed, {}).reason] += 1
    # Both ways of ending occur (so both detections were exercised), and no draw:
    assert reasons["y"] > 50 and reasons["cross"] > 50 and reasons["full"] == 0


@pytest.mark.parametrize(
    "options",
    [
        {"size": 5},
        {"size": 7},
        {"group_restriction": "old-groups"},
        {"cross_rule": "deferred"},
        {"rules": "browne", "swap": "off"},
    ],
    ids=["size5", "size7", "old-groups", "deferred", "browne"],
)
def test_random_games_with_options_keep_the_invariants(options):
    for seed in range(150):
        play_random_game(10_000 + seed, options)
