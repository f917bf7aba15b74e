"""The engine contract: what every game implements and what the app may call
(docs/ADDING_A_GAME.md, "3. The contract"). Read in this order:

- :mod:`~pyengine.contract.actions`: an :class:`Action` (what a person clicks, its text in the
  game's notation), the errors, the match's own actions (resignations, draws).
- :mod:`~pyengine.contract.state`: :class:`GameInfo` (metadata as data) and :class:`State`, an
  immutable value that says who acts, which actions are legal and what follows from one.
- :mod:`~pyengine.contract.parts`: what a game package provides, its ``PARTS``
  (:class:`~pyengine.contract.parts.GameParts`), typed so that mypy checks every package.
- :mod:`~pyengine.contract.game`: :class:`Game`, what the app calls (made from the parts by
  :class:`pyengine.kit.fromparts.GameFromParts`).
- :mod:`~pyengine.contract.replay`: the match layer, how a game ends beyond its rules
  (resignation, agreed draws) and records with it.

Everything else -- controller, AI, command line, browser -- talks to games only through this
package. The kit (:mod:`pyengine.kit`, helpers a game may use), the catalogue of games
(:mod:`pyengine.catalogue`) and everything else lie above it: the contract imports nothing of them.
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
from pyengine.contract.state import GameInfo, Option, Sample, Seating, State, find_action
from pyengine.contract.replay import apply, replay_texts, resigned

__all__ = [
    "CHANCE",
    "Action",
    "Game",
    "GameInfo",
    "Option",
    "Sample",
    "Seating",
    "RecordError",
    "RuleError",
    "State",
    "apply",
    "find_action",
    "is_resignation",
    "replay_texts",
    "resignation",
    "resigned",
]
