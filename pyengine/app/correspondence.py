"""Correspondence games by link: a game played at a distance with no server, the whole game in
each link (pyengine/app/compact.py), one copy per device (the page keeps it in local storage).

A link carries, besides the game: the correspondence game's id, the seat that sent it, and a
takeback request or answer. A device's copy says which seats are its own. A link that arrives
is taken only if it extends the copy by the other players' moves; one that is older than the
copy, or that changes a move of it, is refused with what differs, and the copy is kept. The
dice are drawn from the seed fixed when the game was made and the position (the match's
``chance_action``), so that reopening a link can never roll them again.

A takeback: after sending a link, its sender may ask to take his last turn back; the request
travels in a new link with the same moves; the other side accepts (the moves are taken back in
its copy and the next link says so, which the asker's copy then accepts although it is shorter)
or declines (by moving on).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from pyengine.i18n import _, of_game
from pyengine.app import compact
from pyengine.catalogue import get_game
from pyengine.contract import Action, Game, State
from pyengine.contract.actions import DRAW_DECLINE
from pyengine.contract.replay import DrawOffered, apply, controller_action
from pyengine.kit.turns import Entry, actor, move_list

__all__ = [
    "FarCopy",
    "Incoming",
    "Verdict",
    "new_copy",
    "link_payload",
    "read_payload",
    "merge",
    "accept_takeback",
    "decline_takeback",
    "link_flags",
    "Turns",
]

# The takeback field of a link.
NONE, ASKED, ACCEPTED = 0, 1, 2


@dataclass
class FarCopy:
    """A device's copy of a correspondence game."""

    id: str
    game: str
    options: dict[str, str]
    seed: int
    mine: list[int]  # the seats this device plays
    texts: list[str] = field(default_factory=list)
    sent: int = 0  # actions when the last link was sent (nothing before it can be undone)
    takeback: int = -1  # a takeback asked by this device (or of it): back to this many actions
    takeback_by: int = -1  # the seat that asked
    accepted: int = -1  # this device accepted a takeback to this many actions (its links say so)
    # What the last link said (a takeback declined or accepted): a notice, kept until the next
    # move made on this device (pyengine/app/far.py) or the next link that brings news.
    note: str = ""
    updated: float = 0.0
    flag_sent: bool = True  # this device's takeback request or acceptance has gone in a sent link

    def to_json(self) -> str:
        """The stored form (local storage)."""
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> FarCopy:
        """:raises ValueError: if ``text`` is no stored copy."""
        data = json.loads(text)
        try:
            return cls(**data)
        except TypeError as err:
            raise ValueError(f"not a stored correspondence game: {err}") from None


def new_copy(game: str, options: dict[str, str], seat: int, rng: random.Random | None = None) -> FarCopy:
    """A new game made by the player of ``seat``, with a fresh id and seed."""
    rng = rng or random.Random()
    raw = rng.getrandbits(48).to_bytes(6, "big")
    import base64

    gid = base64.urlsafe_b64encode(raw).decode()
    return FarCopy(gid, game, dict(options), rng.randrange(1 << 30), [seat], updated=time.time())


@dataclass
class Incoming:
    """What a correspondence link holds."""

    id: str
    game: str
    options: dict[str, str]
    seed: int
    texts: list[str]
    sender: int
    takeback: int  # NONE, ASKED or ACCEPTED
    takeback_to: int
    states: list[State] = field(default_factory=list, repr=False)


def link_payload(
    copy: FarCopy,
    states: list[State],
    actions: list[Any],
    sender: int,
    takeback: int = NONE,
    takeback_to: int = 0,
    codes: list[bytes] | None = None,
) -> str:
    """The link's payload (the ``far=`` value) for the moves ``actions`` played from ``states``
    (``codes``: their :func:`compact.action_code`, if known)."""
    import base64

    extra = base64.urlsafe_b64decode(copy.id + "=" * (-len(copy.id) % 4))
    extra += bytes([sender & 0xFF, takeback]) + compact.varint(takeback_to)
    return compact.encode(copy.game, copy.options, copy.seed, states, actions, extra, codes)


def read_payload(payload: str) -> Incoming:
    """:raises compact.CompactError: (or RecordError) for a link that cannot be read."""
    import base64

    c = compact.decode(payload)
    if len(c.extra) < 9:
        raise compact.CompactError("the link is no correspondence game")
    gid = base64.urlsafe_b64encode(c.extra[:6]).decode()
    reader = compact.Reader(c.extra[8:])
    return Incoming(
        gid, c.game, c.options, c.seed, c.texts, c.extra[6], c.extra[7], reader.varint(), c.states
    )


@dataclass
class Verdict:
    """How a link met the stored copy: ``kind`` "new", "extends", "same", "stale", "rewrites",
    "own" (it adds moves of this device's own seats) or "other-game"; ``message`` for the person."""

    kind: str
    message: str = ""

    @property
    def accepted(self) -> bool:
        """Does the copy take the link?"""
        return self.kind in ("new", "extends", "same")


def merge(copy: FarCopy | None, link: Incoming, seat_count: int) -> tuple[FarCopy, Verdict]:
    """The copy after ``link`` arrives, and the verdict (the copy is unchanged where refused,
    but for its note: a refusal is the newer notice)."""
    if copy is None:
        final = link.states[-1]
        to_move = final.to_move()
        seat = to_move if to_move is not None and to_move >= 0 and to_move != link.sender else None
        if seat is None:
            seat = (link.sender + 1) % seat_count
        fresh = FarCopy(link.id, link.game, dict(link.options), link.seed, [seat], list(link.texts))
        fresh.sent = len(link.texts)
        fresh.updated = time.time()
        _takeback(fresh, link)
        return fresh, Verdict("new")
    if copy.id != link.id or copy.game != link.game:
        copy.note = ""
        return copy, Verdict("other-game", _("This link is of another game."))
    mine, theirs = copy.texts, link.texts
    common = 0
    while common < min(len(mine), len(theirs)) and mine[common] == theirs[common]:
        common += 1
    if link.takeback == ACCEPTED and copy.takeback == link.takeback_to == len(theirs) == common:
        copy.texts = list(theirs)  # our takeback, accepted: the one shorter link we take
        copy.sent = len(theirs)
        copy.takeback, copy.takeback_by = -1, -1
        copy.note = _("Your takeback was accepted: it is your move again.")
        copy.updated = time.time()
        return copy, Verdict("extends")
    if common < len(mine) and common < len(theirs):
        copy.note = ""
        ours, other = _turns(copy, link)
        at, there = ours.entry(common), other.entry(common)
        # The turn is named once where both have it (its number and seat), else each in full.
        same = (at.number, at.seat) == (there.number, there.seat)
        said = {"theirs": other.words(common), "mine": at.text if same else ours.words(common)}
        message = _("This link has %(theirs)s where your copy has %(mine)s; your copy is kept.")
        return copy, Verdict("rewrites", message % said)
    if len(theirs) < len(mine):
        copy.note = ""
        ours, other = _turns(copy, link)
        said = {"mine": ours.words(len(mine) - 1)}
        if not theirs:
            message = _(
                "This link is older than your copy: it has no move yet, your copy ends at %(mine)s. "
                "Your copy is kept."
            )
        else:
            said["theirs"] = other.words(len(theirs) - 1)
            message = _(
                "This link is older than your copy: it ends at %(theirs)s, your copy at %(mine)s. "
                "Your copy is kept."
            )
        return copy, Verdict("stale", message % said)
    for i in range(len(mine), len(theirs)):
        who = actor(link.states[i], _action_at(link, i))  # chance: -1, nobody's
        if who in copy.mine:
            copy.note = ""
            turn = _turns(copy, link)[1].words(i)
            return copy, Verdict(
                "own", _("This link makes a move for your own side, %s; your copy is kept.") % turn
            )
    extended = len(theirs) > len(mine)
    if extended:
        copy.note = ""  # news: the last link's note is old
        if copy.takeback >= 0 and copy.takeback_by in copy.mine:
            copy.note = _("Your takeback was declined: the game went on.")
        elif _declines_my_offer(copy, link, len(mine), len(theirs)):
            copy.note = _("Your draw offer was declined: the game goes on.")
        copy.takeback, copy.takeback_by, copy.accepted = -1, -1, -1
        copy.texts = list(theirs)
        copy.sent = len(theirs)
        copy.updated = time.time()
    asked = copy.takeback, copy.takeback_by
    _takeback(copy, link)
    if not extended and (copy.takeback, copy.takeback_by) != asked:  # a request, news (no reload)
        copy.note = ""
    return copy, Verdict("extends" if extended else "same")


def _declines_my_offer(copy: FarCopy, link: Incoming, start: int, stop: int) -> bool:
    """Whether the link's actions ``start:stop`` (new to this device) decline a draw that this
    device offered, in a game still going on (a walk: the person who offered saw only "White to
    move."; a game that ended since says how)."""
    if link.states[-1].is_over():
        return False
    for i in range(start, stop):
        offered = link.states[i]
        if link.texts[i] == DRAW_DECLINE and isinstance(offered, DrawOffered) and offered.seat in copy.mine:
            return True
    return False


def _takeback(copy: FarCopy, link: Incoming) -> None:
    if link.takeback == ASKED and link.sender not in copy.mine:
        copy.takeback, copy.takeback_by = link.takeback_to, link.sender


def _action_at(link: Incoming, i: int) -> Action:
    """The action ``i`` of the link (replayed: the states are the link's)."""
    state = link.states[i]
    text = link.texts[i]
    found = controller_action(state, text)
    if found is not None:
        return found
    for a in state.legal_actions():
        if a.text == text:
            return a
    return state.parse_action(text)


# -- turns as the move list shows them (every message about a link counts turns so)


@dataclass
class Turns:
    """A game's history as its move list shows it (pyengine/kit/turns.py ``move_list``, rows as
    ``Match.turns`` makes them): ``states[i]`` is the state before ``actions[i]``; ``names``:
    the seats' names in the page's language."""

    game: Game
    states: Sequence[State]
    actions: Sequence[Action]
    names: Sequence[str]

    def entry(self, i: int) -> Entry:
        """The entry holding action ``i``, with the number of the row it stands in (a draw offer
        or a resignation stands in the row of the turn it follows)."""
        number: int | None = None
        started = False
        for e in move_list(self.game, self.states, self.actions):
            if not (e.aside and started):
                number, started = e.number, True
            if e.start <= i < e.stop:
                return Entry(e.start, e.stop, e.seat, number, e.text, e.aside)
        raise IndexError(f"no action {i} of {len(self.actions)}")

    def words(self, i: int) -> str:
        """The turn holding action ``i`` as the move list writes it: its row's number, the seat
        and the whole turn's text ("turn 9, Black: G8xI10xI8")."""
        e = self.entry(i)
        seat = self.names[e.seat] if 0 <= e.seat < len(self.names) else ""  # chance: no seat
        said = {"n": e.number, "seat": seat, "text": e.text}
        if e.number is None:
            return _("%(seat)s: %(text)s") % said if seat else e.text
        return _("turn %(n)d, %(seat)s: %(text)s") % said if seat else _("turn %(n)d: %(text)s") % said


def _turns(copy: FarCopy, link: Incoming) -> tuple[Turns, Turns]:
    """The copy's history and the link's: the copy is replayed from the link's start (the same
    game, options and seed; the copy is this device's own, which replays)."""
    game = get_game(link.game)
    options = {o.key: o.parse(link.options[o.key]) for o in game.info.options if o.key in link.options}
    names = [of_game(game.info.languages, n) for n in game.seat_names(options)]
    states, actions = [link.states[0]], list[Action]()
    for text in copy.texts:
        actions.append(controller_action(states[-1], text) or states[-1].parse_action(text))
        states.append(apply(states[-1], actions[-1], game.info))
    theirs = [_action_at(link, i) for i in range(len(link.texts))]
    return Turns(game, states, actions, names), Turns(game, link.states, theirs, names)


def accept_takeback(copy: FarCopy) -> FarCopy:
    """This device accepts the other side's takeback: its copy goes back; its next link says so."""
    if copy.takeback < 0 or copy.takeback_by in copy.mine:
        return copy
    copy.texts = copy.texts[: copy.takeback]
    copy.accepted, copy.sent = copy.takeback, copy.takeback
    copy.takeback, copy.takeback_by = -1, -1
    copy.flag_sent = False
    copy.updated = time.time()
    return copy


def decline_takeback(copy: FarCopy) -> FarCopy:
    """This device declines: the game goes on (the other side learns it from the next move)."""
    if copy.takeback_by not in copy.mine:
        copy.takeback, copy.takeback_by = -1, -1
    return copy


def link_flags(copy: FarCopy) -> tuple[int, int]:
    """The takeback field of this device's next link: (kind, back to)."""
    if copy.takeback >= 0 and copy.takeback_by in copy.mine:
        return ASKED, copy.takeback
    if copy.accepted >= 0 and copy.accepted == len(copy.texts):
        return ACCEPTED, copy.accepted
    return NONE, 0
