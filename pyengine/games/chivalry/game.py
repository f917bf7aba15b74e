"""Chivalry: the game put together from its parts (imported when it is first opened:
pyengine/core/registry.py)."""
from __future__ import annotations

from typing import Any, Sequence

from pyengine.core import Action, State, is_resignation, register
from pyengine.core.actions import is_draw_action
from pyengine.core.parts import GameFromParts
from pyengine.core.replay import position
from pyengine.games.chivalry import notation, playout, view
from pyengine.games.chivalry.info import INFO
from pyengine.games.chivalry.rules import new_state

__all__ = ["INFO", "GAME", "Chivalry"]


class Chivalry(GameFromParts):
    """The parts, plus the WCF's "resign" in the record and a whole move typed at once."""

    def write_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None,
                     states: Sequence[State] | None = None) -> str:
        if not (actions and is_resignation(actions[-1])):
            return super().write_record(actions, options, states)
        # "resign" ends the record (spec section 7); declined draw offers are not written.
        keep = [i for i, a in enumerate(actions) if not is_draw_action(a)]
        kept = None if states is None else [states[i] for i in keep] + [states[keep[-1] + 1]]
        return self.format_record([actions[i] for i in keep], options, states=kept)

    def typed_actions(self, state: State, text: str) -> list[Action]:
        """A whole move typed in the move box (``E6-C8-A8``), or the rest of one under way."""
        return notation.parse_move(position(state), text)

    # -- AI hook (pyengine/ai/mcts.py): try captures, castle entries and advances first
    def priors(self, state: State, actions: Sequence[Action]) -> list[float]:
        return playout.priors(position(state), actions)


GAME = register(Chivalry(INFO, new_state=lambda config: new_state(), notation=notation, view=view, playout=playout))
