"""A game assembled from the parts its package declares (``PARTS``:
:class:`pyengine.contract.parts.GameParts`): the :class:`~pyengine.contract.game.Game` the app
calls. The parts see the game's own position (:func:`pyengine.contract.replay.position` unwraps
resignations and draws here, and nowhere else).

A game package then reads::

    PARTS = GameParts(info=INFO, config_of=config_of, new_state=rules.new_state, notation=Notation(...),
                      render=view.render, search=SearchHooks(...))
    GAME = register(GameFromParts(PARTS))
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar, cast
from collections.abc import Sequence

from pyengine.contract.actions import Action
from pyengine.contract.game import Game
from pyengine.contract.parts import GameParts
from pyengine.contract.state import State
from pyengine.contract.replay import position

__all__ = ["GameFromParts"]

S = TypeVar("S", bound=State)
C = TypeVar("C")


class GameFromParts(Game, Generic[S, C]):
    """See the module docstring. Subclasses override what their game does differently."""

    def __init__(self, parts: GameParts[S, C]) -> None:
        self.parts = parts
        self.info = parts.info
        self.notation = parts.notation
        self.hooks = parts.search.seeing(self.own)

    def own(self, state: State) -> S:
        """The game's own position inside a match's ``state`` (its parts' position type)."""
        return cast(S, position(state))

    def config_of(self, options: dict[str, Any] | None) -> C:
        """The rules' configuration for (possibly partial) ``options``."""
        if self.parts.config_of is None:
            return cast(C, self.info.normalize_options(options))  # GameParts: no config_of, options
        return self.parts.config_of(options)

    def new_state(self, options: dict[str, Any] | None = None) -> State:
        return self.parts.new_state(self.config_of(options))

    def render(self, state: State, ui: dict[str, Any] | None = None) -> str:
        inner = self.own(state)
        if state.is_over() and not inner.is_over():  # ended by resignation or agreement:
            ui = {**(ui or {}), "ended": state.end_reason()}  # the view's turn panel says so
        return self.parts.render(inner, ui)

    def action_text(self, before: State, action: Action, after: State) -> str:
        """The notation's ``listed(action, after)`` where it words an action for the move list
        differently from its record text (else the text)."""
        listed = self.notation.listed
        return (listed(action, self.own(after)) if listed else None) or action.text

    def exports(self, actions: Sequence[Action], states: Sequence[State] | None = None) -> dict[str, str]:
        """The notation's ``exports(actions, states)`` where it has further formats."""
        export = self.notation.exports
        if export is None:
            return {}
        return export(actions, None if states is None else [self.own(s) for s in states])

    def typed_actions(self, state: State, text: str) -> list[Action] | None:
        """The notation's ``typed_actions(position, text)`` where it reads whole moves."""
        read = self.notation.typed_actions
        return None if read is None else list(read(self.own(state), text))

    def list_turn(
        self, states: Sequence[State], actions: Sequence[Action], span: range, numbered: int
    ) -> tuple[int | None, str]:
        """The notation's ``list_turn(before, actions, after, numbered)`` on the game's own
        positions, where it has one (see :meth:`Game.list_turn`)."""
        hook = self.notation.list_turn
        if hook is None:
            return super().list_turn(states, actions, span, numbered)
        before, after = self.own(states[span.start]), self.own(states[span.stop])
        return hook(before, [actions[i] for i in span], after, numbered)

    def action_words(self, before: State, action: Action, after: State) -> str:
        say = self.notation.action_words
        text = self.action_text(before, action, after)
        return say(text) if say else text

    def board_text(self, state: State) -> str:
        show = self.notation.board_text
        return show(self.own(state)) if show else repr(self.own(state))

    def record_options(self, text: str) -> dict[str, Any]:
        read = self.notation.record_options
        return read(text) if read else {}

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        return self.notation.parse_record(text, self.config_of(options))

    def format_record(
        self,
        actions: Sequence[Action],
        options: dict[str, Any] | None = None,
        states: Sequence[State] | None = None,
    ) -> str:
        own = None if states is None else [self.own(s) for s in states]
        return self.notation.format_record(actions, self.config_of(options), own)
