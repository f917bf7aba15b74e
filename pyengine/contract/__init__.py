"""The engine contract every game implements (docs/ADDING_A_GAME.md, "3. The contract").

A :class:`Game` carries metadata as data (:class:`GameInfo`) and makes states; a
:class:`State` is an immutable value that says who acts, which :class:`Action` s are
legal and what follows from one.  Everything else -- controller, AI, command line,
browser -- talks to games only through this module. The catalogue of games
(:mod:`pyengine.catalogue`) and everything else lie above it: the core imports nothing of them.
"""

from __future__ import annotations

from pyengine.contract.actions import (
    CHANCE,
    Action,
    RecordError,
    RuleError,
    is_resignation,
    resignation,
)
from pyengine.contract.game import Game
from pyengine.contract.state import GameInfo, Option, Sample, State
from pyengine.contract.replay import apply, replay_texts, resigned

__all__ = [
    "CHANCE",
    "Action",
    "Game",
    "GameInfo",
    "Option",
    "Sample",
    "RecordError",
    "RuleError",
    "State",
    "apply",
    "is_resignation",
    "replay_texts",
    "resignation",
    "resigned",
]
