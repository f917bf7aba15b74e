"""Fehde: the game put together from its parts (imported when it is first opened:
pyengine/core/registry.py)."""
from __future__ import annotations

from typing import Any

from pyengine.core import Action, State, register
from pyengine.core.parts import GameFromParts
from pyengine.games.fehde import notation, view
from pyengine.games.fehde.info import INFO
from pyengine.games.fehde.rules import SEATS, Config, new_state

__all__ = ["INFO", "GAME", "Fehde", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return Config(INFO.normalize_options(options)["first"])


class Fehde(GameFromParts):
    """The parts, with the lot shown in words in the move list (its text ``first:White`` stays
    in links)."""

    def action_text(self, before: State, action: Action, after: State) -> str:
        data = action.data if isinstance(action.data, tuple) else ()
        if data[:1] == ("lot",):
            return f"{SEATS[data[1]]} begins (lot)"
        return action.text


GAME = register(Fehde(INFO, config_of=config_of, new_state=new_state, notation=notation, view=view))
