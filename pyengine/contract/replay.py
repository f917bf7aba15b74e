"""The match layer: how a game ends beyond its rules (resignation, a draw offered and agreed),
applying and replaying actions with them, and records with them (PGN's result is outside its
moves too): :func:`write_record`, :func:`read_record`.

These wrap a game's position in a state of their own (:class:`Resigned`, :class:`DrawOffered`,
:class:`Drawn`); :func:`position` unwraps them, the one place that knows they exist.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, cast
from collections.abc import Iterable, Sequence

from pyengine.i18n import _, of_game
from pyengine.contract.actions import (
    DRAW_ACCEPT,
    DRAW_DECLINE,
    DRAW_OFFER,
    Action,
    Meta,
    RecordError,
    RuleError,
    draw_answer,
    draw_offer,
    is_agreed_draw,
    is_draw_action,
    is_meta,
    is_resignation,
    resignation,
)
from pyengine.contract.state import GameInfo, Seating, State, seat_names_in, seat_payoffs, seats_of, team_of

__all__ = [
    "Resigned",
    "DrawOffered",
    "Drawn",
    "resigned",
    "resigner",
    "resignation_in",
    "apply",
    "replay_texts",
    "position",
    "positions",
    "controller_action",
    "write_record",
    "read_record",
    "meta_words",
]


class Notated(Protocol):
    """What the record functions need of a game (:class:`pyengine.contract.game.Game` has it; the
    game module imports this one, so this one names only the methods it calls)."""

    info: GameInfo

    def new_state(self, options: dict[str, Any] | None = None) -> State: ...

    def seat_names(self, options: dict[str, Any] | None = None) -> tuple[str, ...]: ...

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]: ...

    def format_record(
        self,
        actions: Sequence[Action],
        options: dict[str, Any] | None = None,
        states: Sequence[State] | None = None,
    ) -> str: ...


class _Wrapper(State):
    """A match-level state around a game's position ``inner``. It forwards nothing by magic:
    it answers the :class:`State` interface, and whoever needs the game's own position (views,
    notation, the search's hooks) asks :func:`position` for it."""

    inner: State
    info: GameInfo

    def turn_number(self) -> int | tuple[object, ...] | None:
        return self.inner.turn_number()

    def seating(self) -> Seating | None:
        return self.inner.seating()

    def _names(self) -> tuple[str, ...]:
        return seat_names_in(self.inner, self.info)

    def seat_scores(self) -> tuple[float, ...] | None:
        return self.inner.seat_scores()

    def decisive_targets(self) -> tuple[str, ...]:
        return ()


def position(state: State) -> State:
    """The game's own position inside any controller-level wrappers."""
    while isinstance(state, _Wrapper):
        state = state.inner
    return state


_S = TypeVar("_S", bound=State)


def positions(start: _S, actions: Sequence[Action], states: Sequence[State] | None = None) -> list[_S]:
    """The game's positions before each action and after the last (``len(actions) + 1``), for
    notation: the ``states`` a match already holds where the caller passes them (no replay),
    else replayed from ``start``. A resignation or draw action leaves the position as it was."""
    if states is not None:
        if len(states) != len(actions) + 1:
            raise ValueError(f"{len(states)} states for {len(actions)} actions")
        return [cast(_S, position(s)) for s in states]  # the game's own positions, as ``start``
    out = [start]
    for action in actions:
        out.append(out[-1] if is_meta(action) else cast(_S, out[-1].apply(action)))
    return out


class _Finished(_Wrapper):
    """A game the controller ended (by resignation or agreement) in the position ``inner``."""

    def to_move(self) -> int | None:
        return None

    def legal_actions(self) -> tuple[Action, ...]:
        return ()

    def apply(self, action: Action) -> State:
        raise RuleError(_("the game is over"))

    def status(self) -> str:
        return self.end_reason()


@dataclass(frozen=True)
class Resigned(_Finished):
    """A finished game: ``seat`` resigned in ``inner`` (views draw ``inner``)."""

    inner: State
    seat: int
    info: GameInfo

    def returns(self) -> tuple[float, ...]:
        n, teams = seats_of(self.inner, self.info)
        losers = team_of(self.seat, teams)
        return seat_payoffs(n, [s for s in range(n) if s not in losers])

    def end_reason(self) -> str:
        return _("%s resigned.") % of_game(self.info.languages, self._names()[self.seat])


@dataclass(frozen=True)
class DrawOffered(_Wrapper):
    """``seat`` offered a draw in ``inner``; every other seat, in turn from the next, accepts or
    declines before play goes on (``accepted``: those who have accepted so far). The draw is
    agreed when all have accepted; one refusal ends the offer."""

    inner: State
    seat: int
    info: GameInfo
    accepted: tuple[int, ...] = ()

    def answerers(self) -> tuple[int, ...]:
        """The seats whose consent the draw needs, in the order they are asked."""
        n, _ = seats_of(self.inner, self.info)
        return tuple((self.seat + k) % n for k in range(1, n))

    def answerer(self) -> int:
        """The seat whose answer to the offer is awaited."""
        return self.answerers()[len(self.accepted)]

    def to_move(self) -> int | None:
        return self.answerer()

    def legal_actions(self) -> tuple[Action, ...]:
        return (draw_answer(self.answerer(), True), draw_answer(self.answerer(), False))

    def apply(self, action: Action) -> State:
        seat = self.answerer()
        if action == draw_answer(seat, True):
            if len(self.accepted) + 1 == len(self.answerers()):
                return Drawn(self.inner, self.info)
            return DrawOffered(self.inner, self.seat, self.info, (*self.accepted, seat))
        if action == draw_answer(seat, False):
            return self.inner
        raise RuleError(_("a draw was offered: accept or decline it first"))

    def returns(self) -> tuple[float, ...]:
        return self.inner.returns()

    def status(self) -> str:
        names = [of_game(self.info.languages, n) for n in self._names()]
        agreed = "".join(" " + _("%s accepts;") % names[s] for s in self.accepted)
        return _("%(offers)s offers a draw:%(agreed)s %(asked)s accepts or declines.") % {
            "offers": names[self.seat],
            "agreed": agreed,
            "asked": names[self.answerer()],
        }

    def turn_progress(self) -> tuple[int, int]:
        return (0, 1)


@dataclass(frozen=True)
class Drawn(_Finished):
    """A game ended drawn by agreement in ``inner``."""

    inner: State
    info: GameInfo

    def returns(self) -> tuple[float, ...]:
        n, _ = seats_of(self.inner, self.info)
        return seat_payoffs(n, [])

    def end_reason(self) -> str:
        return _("Drawn by agreement.")


def resigner(state: State) -> int | None:
    """The seat to move, or the one whose die is to be rolled: whose plain ``resign`` a record's
    ``resign`` is (any seat may resign: :func:`resignation_in`)."""
    seat = state.to_move()
    if seat is not None and seat < 0:
        seat = state.roller()
    return seat


def resigned(state: State, info: GameInfo, seat: int | None = None) -> State:
    """``state`` with ``seat`` (by default the seat to move) resigning.
    :raises RuleError: if the game is over or there is no such seat."""
    seat = resigner(state) if seat is None else seat
    if seat is None or seat < 0 or state.is_over():
        raise RuleError(_("nobody can resign now"))
    if seat >= seats_of(state, info)[0]:
        raise RuleError(_("there is no seat %d to resign") % (seat + 1))
    return Resigned(state, seat, info)


def resignation_in(state: State, seat: int) -> Action:
    """``seat``'s resignation as made in ``state``: the plain ``resign`` where that seat is to
    move (or to roll), else one that names it (:func:`pyengine.contract.actions.resignation`)."""
    # Under a pending draw offer the record does not write the offer, so only a name is sure.
    return resignation(seat, named=isinstance(state, _Wrapper) or seat != resigner(state))


def can_offer_draw(state: State, info: GameInfo) -> bool:
    """Players may always agree a draw (a controller feature of every game): the seat to move
    offers it. (The page offers it at the start of a turn: pyengine/app/controller.py.)"""
    seat = resigner(state)
    return seat is not None and seat >= 0 and not isinstance(state, _Wrapper)


def apply(state: State, action: Action, info: GameInfo) -> State:
    """``state.apply(action)``, with resignation and draw offers handled here for every game."""
    meta = action.data if isinstance(action.data, Meta) else None
    if meta is not None and meta.kind == "resign":
        # Any seat may resign, whoever is to move: the person who resigns is the one at the
        # device, for their own side (a game by link is resigned while waiting too).
        return resigned(state, info, meta.seat)
    if meta is not None and meta.kind == "draw-offer":
        if not can_offer_draw(state, info) or resigner(state) != meta.seat:
            raise RuleError(_("a draw can be offered only by the player to move"))
        return DrawOffered(state, meta.seat, info)
    return state.apply(action)


_NAMED_RESIGN = re.compile(r"resign@([1-9][0-9]?)")


def controller_action(state: State, text: str) -> Action | None:
    """The controller-level action a text names in ``state`` (``resign``, ``resign@2``,
    ``draw?``, ``draw``, ``no-draw``), or None for a game action."""
    if text == "resign":
        seat = resigner(state)
        return resignation(seat if seat is not None else -1)
    named = _NAMED_RESIGN.fullmatch(text)
    if named:
        return resignation_in(state, int(named.group(1)) - 1)
    if text == DRAW_OFFER:
        seat = resigner(state)
        return draw_offer(seat if seat is not None else -1)
    if text in (DRAW_ACCEPT, DRAW_DECLINE) and isinstance(state, DrawOffered):
        return draw_answer(state.answerer(), text == DRAW_ACCEPT)
    return None


def replay_texts(state: State, texts: Iterable[str], info: GameInfo) -> tuple[list[Action], State]:
    """Replay action texts (the compact URL form) from ``state``.

    :raises RecordError: naming the first text that is not a legal action, with
        ``index`` = the number of actions that replayed.
    """
    actions: list[Action] = []
    for i, text in enumerate(texts):
        try:
            action = controller_action(state, text) or state.parse_action(text)
            state = apply(state, action, info)
        except RuleError as err:
            raise RecordError(
                _("action %(n)d (%(text)s)") % {"n": i + 1, "text": text}, str(err), i
            ) from None
        actions.append(action)
    return actions, state


_AGREED = "Draw agreed."
_DRAWN = re.compile(r"^[ \t]*Draw agreed\.?\s*\Z", re.MULTILINE | re.IGNORECASE)
_RESIGNS = re.compile(r"^[ \t]*([^\n]{1,60}?)[ \t]+resigns\.?\s*\Z", re.MULTILINE)


def write_record(
    game: Notated,
    actions: Sequence[Action],
    options: dict[str, Any] | None = None,
    states: Sequence[State] | None = None,
) -> str:
    """The record the program writes: :meth:`Game.format_record` of the moves, and for a game
    ended by resignation a last line ``<seat> resigns.`` (unless the notation writes it:
    flag "resign-in-notation"), for one drawn by agreement
    ``Draw agreed.`` (one form for every game, which :func:`read_record` reads back wherever
    in a turn it came). A seat not to move that resigns is named in that line in every game.
    A declined draw offer changes nothing and is not written, nor one still unanswered when
    a seat resigned.
    ``states``: as for :meth:`Game.format_record`."""
    keep = [i for i, a in enumerate(actions) if not is_draw_action(a)]
    agreed = bool(actions) and is_agreed_draw(actions[-1])
    resigned = bool(keep) and is_resignation(actions[keep[-1]])
    if resigned and "resign-in-notation" in game.info.flags and actions[keep[-1]].text == "resign":
        resigned = False  # the notation writes the resignation of the seat to move among the moves
    if resigned:
        name = game.seat_names(options)[actions[keep[-1]].data.seat]
        keep.pop()
    moves = [actions[i] for i in keep]
    kept = None
    if states is not None:  # a draw action or resignation leaves the position as it was
        kept = [states[i] for i in keep] + [states[keep[-1] + 1] if keep else states[0]]
    text = game.format_record(moves, options, states=kept)
    if resigned:
        return text.rstrip("\n") + f"\n{name} resigns.\n"
    if agreed:
        return text.rstrip("\n") + f"\n{_AGREED}\n"
    return text


def read_record(game: Notated, text: str, options: dict[str, Any] | None = None) -> list[Action]:
    """The actions of a record as :func:`write_record` writes it (and as people write it).

    :raises RecordError: naming the first bad action, or a resignation by a seat that was
        not to move.
    """
    agreed = _DRAWN.search(text)
    if agreed:
        actions = game.parse_record(text[: agreed.start()], options)
        state = game.new_state(options)
        for action in actions:
            state = apply(state, action, game.info)
        seat = resigner(state)
        if seat is None or seat < 0:
            raise RecordError(
                _("the last line (%s)") % _AGREED, _("no draw can be agreed here"), len(actions)
            )
        actions.append(draw_offer(seat))
        state = apply(state, actions[-1], game.info)
        while not state.is_over():  # every other seat's consent, in the order they are asked
            answering = state.to_move()
            assert answering is not None and answering >= 0  # an offer waits for a seat's answer
            actions.append(draw_answer(answering, True))
            state = apply(state, actions[-1], game.info)
        return actions
    m = _RESIGNS.search(text)
    if not m:
        return game.parse_record(text, options)
    actions = game.parse_record(text[: m.start()], options)
    state = game.new_state(options)
    for action in actions:
        state = apply(state, action, game.info)
    names = [n.lower() for n in game.seat_names(options)]
    where = _("the last line (%s)") % m.group(0).strip()
    if state.is_over():
        raise RecordError(where, _("nobody can resign: the game is over"), len(actions))
    said = m.group(1).strip().lower()
    if said not in names[: seats_of(state, game.info)[0]]:
        raise RecordError(
            where,
            _("no seat is called %(name)s (the seats are %(names)s)")
            % {"name": m.group(1).strip(), "names": ", ".join(game.seat_names(options))},
            len(actions),
        )
    return [*actions, resignation_in(state, names.index(said))]


def meta_words(text: str) -> str:
    """A resignation's and a draw's record token in the reader's language, as move lists and
    the catalogue's cards show them (``resign@2``, a seat resigning out of turn, reads as any
    resignation); any other text as it is (records keep the tokens)."""
    if text == DRAW_OFFER:
        return _("draw?")
    if text == DRAW_ACCEPT:
        return _("draw")
    if text == DRAW_DECLINE:
        return _("no-draw")
    return _("resign") if text == "resign" or text.startswith("resign@") else text
