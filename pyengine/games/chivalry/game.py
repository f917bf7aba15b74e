"""Chivalry: the game put together from its parts (imported when it is first opened:
pyengine/core/registry.py)."""
from __future__ import annotations

from pyengine.core import Action, State, register
from pyengine.core.parts import GameFromParts
from pyengine.core.replay import position
from pyengine.games.chivalry import notation, playout, view
from pyengine.games.chivalry.info import INFO
from pyengine.games.chivalry.rules import new_state

__all__ = ["INFO", "GAME", "Chivalry"]


class Chivalry(GameFromParts):
    """The parts, plus a whole move typed at once (the WCF's "resign" ends the record: flag
    "resign-in-notation" in info.py)."""

    def typed_actions(self, state: State, text: str) -> list[Action]:
        """A whole move typed in the move box (``E6-C8-A8``), or the rest of one under way."""
        return notation.parse_move(position(state), text)


GAME = register(Chivalry(INFO, new_state=lambda config: new_state(), notation=notation, view=view, playout=playout))
