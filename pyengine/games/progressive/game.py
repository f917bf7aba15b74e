"""One-Hit Progressive Chess: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.progressive import notation, plan, playout, view
from pyengine.games.progressive.rules import new_state
from pyengine.games.progressive.info import INFO

__all__ = ["INFO", "PARTS", "GAME"]


#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    new_state=lambda config: new_state(),
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        board_text=notation.board_text,
        list_turn=notation.list_turn,
        action_words=notation.action_words,
        listed=notation.listed,
        exports=notation.exports,
    ),
    render=view.render,
    search=SearchHooks(
        playout=playout.playout,
        random_playout=playout.random_playout,
        decisive_action=playout.decisive_action,
        evaluate=playout.evaluate,
        # medium and strong plan whole series (plan.py): strong by MCTS over single moves won 2
        # of 10 against the bench's baseline, by the plan 4 of 10 (2026-11-27, docs/BENCHMARKS.md)
        plan=plan.plan,
        searcher="plan",
        # not measured in Chromium: the plan's 11,200 positions/s on CPython (loaded machine,
        # 2026-11-27) times Chivalry's alpha-beta page/CPython ratio (3,362 / 9,034)
        nodes_per_second=4200,
        iterations_per_second=150,  # measured in Chromium (156 it/s, machine loaded): docs/BENCHMARKS.md
        plain_iterations_per_second=14,
    ),
)

GAME = register(GameFromParts(PARTS))
