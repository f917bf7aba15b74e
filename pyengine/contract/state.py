"""Game metadata (:class:`GameInfo`, its :class:`Option` s and :class:`Sample` s) and the
:class:`State` interface every game's positions implement, with the seats' payoff helpers."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable, Sequence

from pyengine.i18n import _
from pyengine.contract.actions import CHANCE, Action, RuleError, shorten

__all__ = [
    "Option",
    "Sample",
    "GameInfo",
    "Seating",
    "State",
    "find_action",
    "seats_of",
    "seat_names_in",
    "team_of",
    "seat_payoffs",
]


@dataclass(frozen=True)
class Option:
    """A game option: ``key``, its allowed ``values`` (first-class strings or ints), a default."""

    key: str
    label: str
    values: tuple[Any, ...]
    default: Any
    #: Options of the form ``{other_key: value}`` that must hold for this one to matter.
    only_if: tuple[tuple[str, Any], ...] = ()
    help: str = ""
    #: Words for the values, in the order of ``values`` (the ids stay in URLs and records).
    labels: tuple[str, ...] = ()

    def label_of(self, value: Any) -> str:
        """The words for ``value`` (its id when the option has no labels)."""
        for v, words in zip(self.values, self.labels):
            if v == value:
                return words
        return str(value)

    def parse(self, raw: Any) -> Any:
        """Convert ``raw`` (e.g. a URL string) to one of ``values`` or raise ValueError."""
        for value in self.values:
            if raw == value or str(raw).strip().lower() == str(value).lower():
                return value
        allowed = ", ".join(str(v) for v in self.values)
        raise ValueError(
            _("option %(key)s: %(raw)r is not one of %(allowed)s")
            % {"key": self.key, "raw": raw, "allowed": allowed}
        )


@dataclass(frozen=True)
class Sample:
    """A game from the source, shipped in the repo's ``samples/`` folder: ``file`` its record as
    it replays (corrected where the source errs), ``printed`` the record as the source prints it
    (which then fails at its erratum), ``note`` what the page says about it (the erratum in words)."""

    file: str
    title: str
    note: str = ""
    printed: str = ""


@dataclass(frozen=True)
class GameInfo:
    """Everything the catalogue, controller and AI need to know about a game, as data."""

    id: str
    title: str
    authors: str
    year: str
    seats: tuple[str, ...]
    blurb: str
    rules_html: str
    options: tuple[Option, ...] = ()
    #: A colour word per seat of ``seats`` (the page's seat marks), where the names do not start
    #: with one (Transvaal's black Boer and yellow English); names an option gives have none.
    colours: tuple[str, ...] = ()
    #: Seats sharing a payoff, e.g. ((0, 2), (1, 3)); default: every seat alone.
    teams: tuple[tuple[int, ...], ...] = ()
    #: The numbers of players the game can be played by (the catalogue says "2 or 4");
    #: default: as many as ``seats``.
    players: tuple[int, ...] = ()
    #: Seat names that options change, as data: ((conditions, names), ...) where conditions are
    #: (option key, value) pairs that must all hold; the first match wins, else ``seats``.
    seat_names_by: tuple[tuple[tuple[tuple[str, Any], ...], tuple[str, ...]], ...] = ()
    has_chance: bool = False
    #: With ``has_chance``: whether a person rolls dice (the page offers "roll my dice
    #: automatically"); False where chance is only drawn for everybody (Fehde's lot).
    person_rolls: bool = True
    source: str = ""
    #: What the page may offer: "flip" (the view can turn the board around); and
    #: "resign-in-notation": the game's notation
    #: writes a resignation itself (Chivalry's and Caduceus's ``resign``), so the record ends
    #: with the notation's word rather than the line ``<seat> resigns.``.
    flags: frozenset[str] = field(default_factory=frozenset)
    #: Words for button targets and exports the page shows (target or export id, words); the
    #: page's default is the id with its dashes as spaces.
    labels: tuple[tuple[str, str], ...] = ()
    #: The source's own games, to open and step through (``samples/``; see :class:`Sample`).
    samples: tuple[Sample, ...] = ()
    #: How the game's moves are written (the move list, the record, the move box), as HTML.
    notation_html: str = ""
    #: What was decided where the source is silent or unclear, each a sentence for players.
    decided: tuple[str, ...] = ()
    #: The languages its texts (rules, statuses, refusals) are in: locale/<lang>.po has them.
    languages: tuple[str, ...] = ("en",)

    def rules_page(self) -> str:
        """The rules text the page and the command line show: the game (``rules_html``: what
        it is, a turn, how to win), its notation, where the rules come from, what was decided."""
        from pyengine.i18n import language, translate_blocks

        own = language() in self.languages  # this game's texts are translated into it
        text = translate_blocks if own else (lambda x: x)
        parts = [text(self.rules_html.strip())]
        if not own:  # the page's words are, the rules not yet
            note = _("These rules are in English only, for now.")
            parts.insert(0, f'<p class="rules-language">{note}</p>')
        if self.notation_html:
            parts.append("<h3>" + _("Notation") + "</h3>\n" + text(self.notation_html.strip()))
        if self.source:
            source = text(f"<p>{html.escape(self.source)}</p>")
            parts.append("<h3>" + _("Where the rules come from") + "</h3>\n" + source)
        if self.decided:
            said = [_(html.escape(d)) if own else html.escape(d) for d in self.decided]
            # (each item says it in English; a language may leave the heading to say it once)
            items = "".join("<li>" + _("Decided here: %s") % d + "</li>" for d in said)
            parts.append("<h3>" + _("Decided here") + f'</h3>\n<ul class="decided">{items}</ul>')
        return "\n".join(parts) + "\n"

    def seat_names_for(self, options: dict[str, Any] | None = None) -> tuple[str, ...]:
        """The seats in play with ``options``."""
        chosen = self.normalize_options(options)
        for conditions, names in self.seat_names_by:
            if all(chosen[k] == v for k, v in conditions):
                return names
        return self.seats

    def player_counts(self) -> tuple[int, ...]:
        """The numbers of players the game can be played by."""
        return self.players or (len(self.seats),)

    def normalize_options(self, raw: dict[str, Any] | None = None) -> dict[str, Any]:
        """All options with defaults filled in and values checked.

        :raises ValueError: for an unknown key or a value that is not allowed.
        """
        raw = dict(raw or {})
        known = {o.key: o for o in self.options}
        for key in raw:
            if key not in known:
                raise ValueError(_("unknown option %(key)r for %(game)s") % {"key": key, "game": self.id})
        return {o.key: o.parse(raw[o.key]) if o.key in raw else o.default for o in self.options}


class State:
    """The interface of an immutable game state (subclasses are frozen dataclasses).

    Payoffs (:meth:`returns`) lie in [0, 1] per seat: 1 win, 0 loss, 0.5 draw; score
    games normalise their scores into that range. States of games whose seats depend on an
    option say so: :meth:`seating`.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Legal actions are computed once per state (one helper for every game): a click asks
        # for them several times (targets, matching, forced actions), and states never change.
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("legal_actions")
        if own is not None and not getattr(own, "_cached", False):
            cls.legal_actions = _cached_legal(own)  # type: ignore[method-assign, assignment]

    def to_move(self) -> int | None:
        """The seat to act, :data:`CHANCE` for a chance action, or None when the game is over."""
        raise NotImplementedError

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions in a fixed order (empty when over)."""
        raise NotImplementedError

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        """Chance actions with their probabilities (only when ``to_move() == CHANCE``)."""
        return ()

    def apply(self, action: Action) -> State:
        """The state after ``action``. :raises RuleError: if it is not legal."""
        raise NotImplementedError

    def is_over(self) -> bool:
        return self.to_move() is None

    def returns(self) -> tuple[float, ...]:
        """Payoff per seat (only meaningful when over)."""
        raise NotImplementedError

    def end_reason(self) -> str:
        """A sentence saying how the game ended ("" while it goes on)."""
        return ""

    def status(self) -> str:
        """A short line saying whose step it is and what the step is."""
        return ""

    def seating(self) -> Seating | None:
        """The seats in play in this state where an option decides them (how many, their names,
        their teams), else None: the game's ``seats`` and ``teams``."""
        return None

    def turn_number(self) -> int | tuple[object, ...] | None:
        """Which turn is being played: 0 for the first, counting every seat's turns. The actions
        made from states with one number form one turn (the record's turns, the "last move"
        marks; see :mod:`pyengine.kit.turns`); a chance action belongs to the turn it is rolled
        for. Games declare it; None (the default) makes the helpers fall back to "the actions
        in a row by one seat". A match of rounds (:mod:`pyengine.kit.rounds`) numbers its turns
        (round, turn): the numbers are only compared."""
        return None

    def parse_action(self, text: str) -> Action:
        """The action written ``text`` here, for records and links. By default a lookup among the
        listed actions; games whose actions are typed (any number) parse the text themselves,
        so that a legal action need not be listed. :raises RuleError: with the rules' words."""
        return find_action(self, text)

    def prompt(self) -> dict[str, str] | None:
        """What the seat to move types instead of clicking, or None: ``{"label": ..., "hint": ...}``
        (the page shows an input; what is typed goes through :meth:`parse_action`)."""
        return None

    def seat_scores(self) -> tuple[float, ...] | None:
        """Points per seat where the game counts them (shown by the page beside the seats), or None."""
        return None

    def turn_progress(self) -> tuple[int, int]:
        """(actions the seat to move has made in this turn, the most a turn can have): the
        page shows a turn's progress, not one action's; (0, 1) for one-action turns."""
        return (0, 1)

    def decisive_targets(self) -> tuple[str, ...]:
        """Board targets that decided a finished game (a winning group, a mated king, a goal
        square reached), for the page to mark; none by default."""
        return ()

    def roller(self) -> int | None:
        """The seat for whom a chance action is taken (its die roll), or None: a human in that
        seat may roll by a click instead of the automatic roll."""
        return None

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        """Why no legal action starts with the click ``path`` ("" if the game has no words for it)."""
        return ""


@dataclass(frozen=True)
class Seating:
    """The seats in play where an option decides them (:meth:`State.seating`): ``count``, and
    where they are not the game's, their ``names`` and ``teams`` (None: the game's)."""

    count: int
    names: tuple[str, ...] | None = None
    teams: tuple[tuple[int, ...], ...] | None = None


def find_action(state: State, text: str) -> Action:
    """The legal action written ``text`` in ``state`` (a chance outcome where chance is to act):
    :meth:`State.parse_action`'s default. :raises RuleError: if there is none."""
    actions = state.chance_outcomes() if state.to_move() == CHANCE else None
    pool = [a for a, _p in actions] if actions is not None else state.legal_actions()
    for action in pool:
        if action.text == text:
            return action
    raise RuleError(_("%r is not legal here") % shorten(text))


def _cached_legal(compute: Callable[[State], tuple[Action, ...]]) -> Callable[[State], tuple[Action, ...]]:
    def legal_actions(self: State) -> tuple[Action, ...]:
        memo = self.__dict__  # frozen dataclasses: written past __setattr__, not a field
        found: tuple[Action, ...] | None = memo.get("_legal_actions")
        if found is None:
            found = memo["_legal_actions"] = compute(self)
        return found

    legal_actions._cached = True  # type: ignore[attr-defined]
    legal_actions.__doc__ = compute.__doc__
    return legal_actions


def seats_of(state: State, info: GameInfo) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """How many seats play in ``state`` and their teams (the state's own, else the game's)."""
    seating = state.seating()
    if seating is None:
        return len(info.seats), info.teams
    return seating.count, (info.teams if seating.teams is None else seating.teams)


def seat_names_in(state: State, info: GameInfo) -> tuple[str, ...]:
    """The seats' names in ``state`` (the state's own, else the game's)."""
    seating = state.seating()
    return (seating.names if seating is not None else None) or info.seats


def team_of(seat: int, teams: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """The team ``seat`` plays in (its own seat alone if none)."""
    for team in teams:
        if seat in team:
            return tuple(team)
    return (seat,)


def seat_payoffs(n: int, winners: Sequence[int]) -> tuple[float, ...]:
    """Payoffs for ``n`` seats where ``winners`` won (empty: a draw)."""
    if not winners:
        return tuple(0.5 for _ in range(n))
    return tuple(1.0 if s in winners else 0.0 for s in range(n))
