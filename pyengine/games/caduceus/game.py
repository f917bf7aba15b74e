"""Caduceus: the game put together from its parts (imported when it is first opened:
pyengine/core/registry.py)."""
from __future__ import annotations

from typing import Any, Sequence

from pyengine.core import Action, RuleError, State, register
from pyengine.core.actions import is_draw_action, is_resignation
from pyengine.core.parts import GameFromParts
from pyengine.core.replay import position
from pyengine.games.caduceus import notation, view
from pyengine.games.caduceus.info import INFO
from pyengine.games.caduceus.rules import CONFIGS, Config, new_state

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return CONFIGS[INFO.normalize_options(options)["size"]]


class Caduceus(GameFromParts):
    """The parts, plus the source's ``resign`` in the record and a chain move typed at once."""

    def write_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None,
                     states: Sequence[State] | None = None) -> str:
        if not (actions and is_resignation(actions[-1])):
            return super().write_record(actions, options, states)
        keep = [i for i, a in enumerate(actions) if not is_draw_action(a)]
        kept = None if states is None else [states[i] for i in keep] + [states[keep[-1] + 1]]
        return self.format_record([actions[i] for i in keep], options, states=kept)

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
