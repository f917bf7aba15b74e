"""Chivalry's searching levels do not walk into the multi-jumps that lost games to the peer
(issue 53: "No level ever hands the opponent a win it could have prevented within its budget").

tests/peer_dangers.json (written by tests/peer_dangers.py from docs/peer-games.jsonl) holds the
positions of the games the old MCTS lost to the peer where its whole move let the peer's next
move take two pieces or more, while another move kept the best reply to at most one. Each level
plays its whole turn there with its native budget (positions, reproducible: the iterations
equal to its browser time, shared by the turn's legs as the page shares them), and the
opponent's best reply to it must take no more than the least possible, or one piece: a single
piece can be a trade that the search sees through (in the games it is often taken back at once),
a multi-jump never is in these positions. Nor may the reply win at once.

Not marked ``timing``: the budget is counted in positions, so what a level plays does not
depend on the machine; each level and position is a test of its own (about 1 to 3 s) so that
build.py's workers share them.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from peer_dangers import replay, threat, whole_moves
from pyengine.ai import Agent
from pyengine.app.arena import play_turn
from pyengine.catalogue import get_game
from pyengine.games.chivalry.notation import move_text
from pyengine.games.chivalry.rules import ChivalryState

GAME = get_game("chivalry")
CASES: list[dict[str, Any]] = json.loads(Path(__file__).with_name("peer_dangers.json").read_text())
IDS = [f"{c['game'].replace(' ', '')}-move{len(c['moves']) + 1}" for c in CASES]


def position(case: dict[str, Any]) -> ChivalryState:
    """The position before the blunder (Kabinett to move)."""
    *_, (_n, state, _text, _after) = replay([*case["moves"], case["blunder"]])
    return state


def test_the_golden_positions_are_blunders_that_another_move_avoided() -> None:
    """Each position replays by our rules; the move played there lets the best reply take
    ``lost`` pieces (two or more) or the game, and the move named safe keeps it to ``best``."""
    assert 5 <= len(CASES) <= 12, len(CASES)
    for case in CASES:
        state = position(case)
        assert state.mover == case["seat"]
        after = {text: a for text, a in whole_moves(state)}
        assert threat(after[case["blunder"]]) == (case["lost"], case["wins"]), case
        assert case["lost"] >= 2 or case["wins"], case
        assert threat(after[case["safe"]]) == (case["best"], False), case
        assert case["best"] <= 1 or case["wins"], case


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize("level", ["medium", "strong"])
def test_no_level_lets_the_reply_take_two_pieces_where_a_move_keeps_it_to_one(
    level: str, case: dict[str, Any]
) -> None:
    """Within its native budget, a level's whole move lets the opponent's best reply take at
    most max(best, 1) pieces, and not win at once."""
    actions, after = play_turn(GAME, Agent(GAME, level, random.Random(1)), position(case))
    assert isinstance(after, ChivalryState)
    lost, wins = threat(after)
    played = move_text(actions)
    said = f"{level} plays {played}: the reply takes {lost} (best {case['best']}, the game {case['blunder']})"
    assert not wins, said
    assert lost <= max(case["best"], 1), said
