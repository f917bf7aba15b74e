"""Transvaal: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.transvaal import evaluation, notation, plan, playout, view
from pyengine.games.transvaal.info import INFO
from pyengine.games.transvaal.rules import Config, new_state

__all__ = ["INFO", "PARTS", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    """The rules' configuration for (possibly partial) options."""
    o = INFO.normalize_options(options)
    return Config(o["setup"], int(o["limit"]), o["match"])


#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    config_of=config_of,
    new_state=new_state,
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        record_options=notation.record_options,
        board_text=notation.board_text,
        list_turn=notation.list_turn,
    ),
    render=view.render,
    search=SearchHooks(
        playout=playout.playout,
        evaluate=evaluation.evaluate,
        # medium and strong move by the solved table (plan.py): MCTS let narrow wins slip
        plan=plan.plan,
        searcher="plan",
        solved=evaluation.solved,  # the analysis's exact results (pyengine/ai/analysis.py)
        # not measured in Chromium: the plan's 92,500 positions/s on CPython (loaded machine,
        # 2026-11-27) times the page/CPython ratio of its playouts (0.6); a budget never binds it
        nodes_per_second=55000,
        iterations_per_second=490,  # measured in Chromium, 2026-11-26 (487): docs/BENCHMARKS.md
        plain_iterations_per_second=850,  # easy's plain random playouts: 847 it/s in the page (2026-11-26)
    ),
)

GAME = register(GameFromParts(PARTS))
