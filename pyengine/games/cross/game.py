"""Cross: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.cross import evaluation, notation, playout, view
from pyengine.games.cross.rules import Config, new_state
from pyengine.games.cross.info import INFO

__all__ = ["INFO", "PARTS", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    """The rules configuration for (possibly partial) ``options``."""
    o = INFO.normalize_options(options)
    return Config(o["size"], o["rules"], o["group_restriction"], o["cross_rule"], o["swap"] == "on")


#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    config_of=config_of,
    new_state=new_state,
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        board_text=notation.board_text,
        list_turn=notation.list_turn,
    ),
    render=view.render,
    search=SearchHooks(
        playout=playout.playout,
        amaf_playout=playout.amaf_playout,
        evaluate=evaluation.evaluate,
        noisy=evaluation.noisy,
        # 790 measured in Chromium before the RAVE statistics (docs/BENCHMARKS.md); with them a
        # search does 0.72-0.78 of the iterations natively (start position, 3 runs of 4 s,
        # 2026-11-28), and the page's search/playout ratio fell alike: 790 x 0.75, rounded down
        iterations_per_second=590,
        plain_iterations_per_second=100,  # easy's plain random playouts in the page (2026-11-23)
    ),
)

GAME = register(GameFromParts(PARTS))
