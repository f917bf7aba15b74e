"""A game: its metadata, the factory of its states, its notation and records (the records'
endings, resignations and agreed draws, are the match layer's: pyengine/contract/replay.py)."""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

from pyengine.contract import replay
from pyengine.contract.actions import Action
from pyengine.contract.parts import SearchHooks
from pyengine.contract.state import GameInfo, State

__all__ = ["Game"]


class Game:
    """A game: :attr:`info` plus the factory and notation of its states.

    Subclasses set :attr:`info` and implement :meth:`new_state`, :meth:`render` and
    the record functions.
    """

    info: GameInfo
    #: What the game tells the computer's search (pyengine/contract/parts.py); none by default.
    hooks: SearchHooks[State] = SearchHooks()

    def new_state(self, options: dict[str, Any] | None = None) -> State:
        raise NotImplementedError

    def seat_names(self, options: dict[str, Any] | None = None) -> tuple[str, ...]:
        """The seats in play with ``options`` (metadata: ``GameInfo.seat_names_by``)."""
        return self.info.seat_names_for(options)

    def seat_colours(self, options: dict[str, Any] | None = None) -> tuple[str, ...]:
        """A colour word per seat for the page's seat marks (``black``, ``blue``, ...): the
        game's ``colours`` for its own seats, else the seat name's first word where it is a
        colour, else ``seat<i>``."""
        names = self.seat_names(options)
        if self.info.colours and names == self.info.seats:
            return self.info.colours
        out = []
        for i, name in enumerate(names):
            word = name.split(" ")[0].lower()
            out.append(word if word in _COLOURS else f"seat{i}")
        return tuple(out)

    def render(self, state: State, ui: dict[str, Any] | None = None) -> str:
        """The board as an SVG string (see docs/ADDING_A_GAME.md, "4. Boards and views")."""
        raise NotImplementedError

    def record_options(self, text: str) -> dict[str, Any]:
        """Options a record names itself (e.g. a ``[board ...]`` header); none by default."""
        return {}

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        """All actions of a record in the game's notation, validated.

        :raises RecordError: naming the first bad action in the game's own counting.
        """
        raise NotImplementedError

    def format_record(
        self,
        actions: Sequence[Action],
        options: dict[str, Any] | None = None,
        states: Sequence[State] | None = None,
    ) -> str:
        """A record in the game's notation; ``states`` (the states before each action and after
        the last, as a match holds them) spare the replay."""
        raise NotImplementedError

    def action_text(self, before: State, action: Action, after: State) -> str:
        """How the move list shows ``action`` (as the record writes it: e.g. a mate's ``#``,
        known only once the move is played)."""
        return action.text

    def typed_actions(self, state: State, text: str) -> list[Action] | None:
        """The actions of a whole move typed at once in the game's notation (Chivalry's
        ``E6-C8-A8``, (Not)Divisors' ``15@d1``), or None where a typed token is one action.

        :raises RuleError: with the rules' reason."""
        return None

    def list_turn(
        self, states: Sequence[State], actions: Sequence[Action], span: range, numbered: int
    ) -> tuple[int | None, str]:
        """How the move list shows the turn made by ``actions[span]`` (``states[i]`` before
        action i; the turn may be under way): its number as records number it (None: not
        numbered) and its text in the game's notation. ``numbered``: the numbered turns before
        it. By default turns are numbered 1, 2, ... and their actions' texts joined."""
        return numbered + 1, " ".join(self.action_text(states[i], actions[i], states[i + 1]) for i in span)

    def action_words(self, before: State, action: Action, after: State) -> str:
        """``action`` in words for a screen reader (the page announces each action); by
        default its text as the move list shows it. Notations that read badly aloud (SAN)
        say it in words."""
        return self.action_text(before, action, after)

    def write_record(
        self,
        actions: Sequence[Action],
        options: dict[str, Any] | None = None,
        states: Sequence[State] | None = None,
    ) -> str:
        """The record the program writes: :meth:`format_record` of the moves and the game's end
        beyond them, a resignation or an agreed draw (:func:`pyengine.contract.replay.write_record`).
        ``states``: as for :meth:`format_record`."""
        return replay.write_record(self, actions, options, states)

    def read_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        """The actions of a record as :meth:`write_record` writes it (and as people write it).

        :raises RecordError: naming the first bad action, or a resignation by a seat that was
            not to move (:func:`pyengine.contract.replay.read_record`).
        """
        return replay.read_record(self, text, options)

    def board_text(self, state: State) -> str:
        """A plain-text picture of the position (command line)."""
        return repr(state)

    def exports(self, actions: Sequence[Action], states: Sequence[State] | None = None) -> dict[str, str]:
        """Further formats of a game for other programs (e.g. ``{"pgn": ...}``); none by default.
        ``states``: as for :meth:`format_record`."""
        return {}


_COLOURS = frozenset({"black", "white", "blue", "red", "green", "yellow"})
