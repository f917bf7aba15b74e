"""A game assembled from its parts: metadata, a rules factory, notation, view and playout
modules. Replaces the hand-written delegation of each game's ``Game`` class; the parts see the
game's own position (:func:`pyengine.contract.replay.position` unwraps resignations and draws here,
and nowhere else).

A game package then reads::

    GAME = register(GameFromParts(INFO, config_of=config_of, new_state=rules.new_state,
                                  notation=notation, view=view, playout=playout))

``notation`` offers ``parse_record(text, config)``, ``format_record(actions, config, states=None)``
(``states``: the positions a match holds, see :func:`pyengine.contract.replay.positions`) and
optionally ``record_options(text)``, ``board_text(state)``, ``list_turn(before, actions,
after, numbered)`` (a turn in the move list: :meth:`Game.list_turn`), ``typed_actions(state,
text)`` (a whole move typed at once) and ``listed(action)`` (an action worded otherwise in the
move list than in links); ``view`` offers
``render(state, ui)``; ``playout`` (optional) the search's hooks as functions of their names
(pyengine/contract/parts.py: ``playout``, ``random_playout``, ``priors``, ``decisive_action``).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, cast
from collections.abc import Callable, Sequence

from pyengine.contract.actions import Action
from pyengine.contract.game import Game
from pyengine.contract.state import GameInfo, State
from pyengine.contract.parts import SearchHooks
from pyengine.contract.replay import position

__all__ = ["GameFromParts"]


class GameFromParts(Game):
    """See the module docstring. Subclasses override what their game does differently."""

    def __init__(
        self,
        info: GameInfo,
        *,
        new_state: Callable[[Any], State],
        notation: ModuleType | Any,
        view: ModuleType | Any,
        config_of: Callable[[dict[str, Any] | None], Any] | None = None,
        playout: ModuleType | Any = None,
    ) -> None:
        self.info = info
        self.rules_new_state = new_state
        self.notation, self.view = notation, view
        self._config_of = config_of or info.normalize_options
        self.hooks = SearchHooks.of_module(playout, position)

    def config_of(self, options: dict[str, Any] | None) -> Any:
        """The rules' configuration for (possibly partial) ``options``."""
        return self._config_of(options)

    def new_state(self, options: dict[str, Any] | None = None) -> State:
        return self.rules_new_state(self.config_of(options))

    def render(self, state: State, ui: dict[str, Any] | None = None) -> str:
        inner = position(state)
        if state.is_over() and not inner.is_over():  # ended by resignation or agreement:
            ui = {**(ui or {}), "ended": state.end_reason()}  # the view's turn panel says so
        return cast(str, self.view.render(inner, ui))  # the game's view module (typed ModuleType | Any)

    def action_text(self, before: State, action: Action, after: State) -> str:
        """The notation's ``listed(action)`` where it words an action for the move list
        differently from its record text (else the text)."""
        listed: Callable[[Action], str | None] | None = getattr(self.notation, "listed", None)
        return (listed(action) if listed else None) or action.text

    def typed_actions(self, state: State, text: str) -> list[Action] | None:
        """The notation's ``typed_actions(position, text)`` where it reads whole moves."""
        read = getattr(self.notation, "typed_actions", None)
        return None if read is None else list(read(position(state), text))

    def list_turn(
        self, states: Sequence[State], actions: Sequence[Action], span: range, numbered: int
    ) -> tuple[int | None, str]:
        """The notation's ``list_turn(before, actions, after, numbered)`` on the game's own
        positions, where it has one (see :meth:`Game.list_turn`)."""
        hook: Callable[[State, list[Action], State, int], tuple[int | None, str]] | None = getattr(
            self.notation, "list_turn", None
        )
        if hook is None:
            return super().list_turn(states, actions, span, numbered)
        return hook(
            position(states[span.start]), [actions[i] for i in span], position(states[span.stop]), numbered
        )

    def action_words(self, before: State, action: Action, after: State) -> str:
        say: Callable[[str], str] | None = getattr(self.notation, "action_words", None)
        text = self.action_text(before, action, after)
        return say(text) if say else text

    def board_text(self, state: State) -> str:
        show: Callable[[State], str] | None = getattr(self.notation, "board_text", None)
        return show(position(state)) if show else repr(position(state))

    def record_options(self, text: str) -> dict[str, Any]:
        read: Callable[[str], dict[str, Any]] | None = getattr(self.notation, "record_options", None)
        return read(text) if read else {}

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        # the game's notation module (typed ModuleType | Any): its parse_record gives a list of actions
        return cast(list[Action], self.notation.parse_record(text, self.config_of(options)))

    def format_record(
        self,
        actions: Sequence[Action],
        options: dict[str, Any] | None = None,
        states: Sequence[State] | None = None,
    ) -> str:
        # the game's notation module (typed ModuleType | Any): its format_record gives the text
        return cast(str, self.notation.format_record(actions, self.config_of(options), states=states))
