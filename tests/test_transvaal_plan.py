"""Transvaal's medium and strong levels move by the solved table (pyengine/games/transvaal/plan.py):
a won game stays won, even where one move only keeps it."""

from __future__ import annotations

import random

from pyengine.ai import LEVELS
from pyengine.ai.agents import plans
from pyengine.catalogue import get_game
from pyengine.games.transvaal.evaluation import english_margin
from pyengine.games.transvaal.plan import plan
from pyengine.games.transvaal.rules import (
    ADJACENT,
    BOER,
    CENTRE,
    CENTRE_REACHED,
    ENGLISH,
    Config,
    TransvaalState,
)

GAME = get_game("transvaal")

#: From a game of medium (the English) against the bench's baseline (seed 1009, its 50th turn):
#: no English move to spare, one move of nine keeps the win; MCTS chose one that loses.
NARROW = TransvaalState(
    Config(), boer=13, english=(3, 10, 14), mover=ENGLISH, english_moves=24, boer_moves=25
)


def test_medium_and_strong_plan_and_easy_searches() -> None:
    assert plans(LEVELS["medium"], GAME) and plans(LEVELS["strong"], GAME)
    assert not plans(LEVELS["easy"], GAME)


def test_the_only_move_keeping_a_narrow_win_is_chosen() -> None:
    assert english_margin(NARROW) == 0
    keeping = [a for a in NARROW.legal_actions() if english_margin(NARROW.apply(a)) >= 0]
    assert len(keeping) == 1
    for seed in range(3):
        action, value, looked, _ = plan(NARROW, 490, None, None, random.Random(seed))
        assert action == keeping[0] and value > 0.5 and looked == len(NARROW.legal_actions())


def test_the_boer_goes_home_when_he_can() -> None:
    boer = ADJACENT[CENTRE][0]
    english = tuple(sorted(v for v in range(len(ADJACENT)) if v not in (boer, CENTRE))[-3:])
    state = TransvaalState(Config(), boer=boer, english=english, mover=BOER)
    action = plan(state, None, None, None, random.Random(1))[0]
    assert state.apply(action).result == CENTRE_REACHED
