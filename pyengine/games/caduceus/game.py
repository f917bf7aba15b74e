"""Caduceus: the game put together from its parts (imported when it is first opened:
pyengine/core/registry.py)."""
from __future__ import annotations

from typing import Any

from pyengine.core import Action, RuleError, State, register
from pyengine.core.parts import GameFromParts
from pyengine.core.replay import position
from pyengine.games.caduceus import notation, view
from pyengine.games.caduceus.info import INFO
from pyengine.games.caduceus.rules import CONFIGS, Config, new_state

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return CONFIGS[INFO.normalize_options(options)["size"]]


class Caduceus(GameFromParts):
    """The parts, plus a chain move typed at once (the source's ``resign`` ends the record: flag
    "resign-in-notation" in info.py)."""

    def typed_actions(self, state: State, text: str) -> list[Action]:
        """A chain move typed in the move box: ``es`` (the next chain in column order) or ``N:nw``."""
        inner = position(state)
        try:
            return notation.parse_move(inner, text)
        except RuleError:
            for action in inner.legal_actions():  # one step as the move list writes it (J:e, s)
                if action.text == text.strip():
                    return [action]
            raise


GAME = register(Caduceus(INFO, config_of=config_of, new_state=new_state, notation=notation, view=view))
