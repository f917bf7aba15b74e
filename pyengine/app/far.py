"""The bridge's commands for correspondence games (pyengine/app/correspondence.py): make a game
to play with a friend far away, open a link that arrived, mark a link sent, ask for a takeback,
accept or decline one. The page keeps each game's copy in local storage (``kabinett:far:<id>``)
and hands the copies to the worker (``far_store``); every view of such a game carries ``far``.
"""

from __future__ import annotations

import base64
import json
import random
import time
import zlib
from dataclasses import asdict, dataclass
from typing import Any

from pyengine.app import compact
from pyengine.app.controller import FAR, HUMAN, Match
from pyengine.app.correspondence import (
    NONE,
    ASKED,
    FarCopy,
    Turns,
    accept_takeback,
    decline_takeback,
    link_flags,
    link_payload,
    merge,
    new_copy,
    read_payload,
)
from pyengine.app.viewwords import result_line
from pyengine.catalogue import all_infos, every_id, get_game
from pyengine.i18n import _, of_game
from pyengine.contract import CHANCE, RecordError, replay_texts
from pyengine.contract.actions import shorten
from pyengine.contract.replay import meta_words

__all__ = ["FarCommands"]


class FarCommands:
    """Mixed into the bridge: ``self.match``, ``self.fix_url``, ``self.notice`` are the bridge's."""

    match: Match | None
    fix_url: str
    notice: str
    origin: str
    far: FarCopy | None = None
    far_store: dict[str, str] = {}
    # The copy as this device last stored or took it from storage (id, its JSON without the
    # time): a change since is stamped with a later time, so that another tab of the same game
    # takes the newer copy and never writes an older one over it (web/far.py store).
    _far_known: tuple[str, str] = ("", "")

    # -- opening

    def far_open(self, payload: str, game: str = "") -> str:
        """Open a correspondence link against this device's copy of its game; ``game``: the
        link's ``game=`` (the page has loaded that game's part of the engine, and no other)."""
        seen = _peek(payload)
        if game and seen.game and seen.game != game:  # an edited link: the page is that of the other game
            said = {"named": _title(seen.game), "game": _title(game)}
            self.notice = _("This link holds a game of %(named)s, not of %(game)s: it was not opened.") % said
            return self._far_fallback(game)
        try:
            link = read_payload(payload)  # (a link whose bytes are whole is of the game peeked)
        except (compact.CompactError, RecordError) as err:
            return self._far_unreadable(seen, str(err), game)
        stored = self._far_stored(link.id)
        if stored is not None:
            self._far_know(stored)
        seats = len(get_game(link.game).seat_names(get_game(link.game).info.normalize_options(_opts(link))))
        copy, verdict = merge(stored, link, seats)
        self.notice = verdict.message if not verdict.accepted else ""
        self._far_load(copy)
        self.fix_url = self.far_query()
        return ""

    def _far_unreadable(self, seen: _Peek, error: str, game: str) -> str:
        """A link that cannot be read: this device's copy of its game if it has one (found by the
        game's id where the bytes still give it; else the one game of this kind on the device,
        or the last played of several), else the game's plain page; the address follows."""
        why = seen.why or _("This link could not be read: %s.") % shorten(error.rstrip("."), 160)
        if not game:  # a link without game=: the page loaded the catalogue's first game
            from pyengine.catalogue import default_game

            game = default_game().info.id
        stored = [self._far_stored(k) for k in self.far_store]
        copies = [c for c in stored if c is not None and c.game == game]
        mine = [c for c in copies if c.id == seen.id]
        title = _title(game)
        if mine or copies:
            copy = mine[0] if mine else max(copies, key=lambda c: c.updated)
            self._far_load(copy)
            self._far_know(copy)
            said = {"title": title, "with": self._far_others(), "n": len(copies)}
            if mine:
                shown = _("Here is your copy of this game, as this device has it.")
            elif len(copies) == 1:
                shown = _("Here is the one game of %(title)s by link on this device, with %(with)s.") % said
            else:
                shown = (
                    _(
                        "Here is the last played of your %(n)d games of %(title)s by link, with %(with)s; "
                        "the catalogue lists them all."
                    )
                    % said
                )
            self.notice = why + " " + shown
            self.fix_url = self.far_query()
            return ""
        self._far_fallback(game)
        self.notice = why + " " + _("This device has no copy of it: here is %s from the start.") % title
        self.origin = self.fix_url = "game=" + game
        return ""

    def _far_others(self) -> str:
        """The other seats' names of the correspondence game (the friends)."""
        m, copy = self.match, self.far
        assert m is not None and copy is not None
        names = [of_game(m.info.languages, n) for n in m.game.seat_names(m.options)]
        return _(" and ").join(n for i, n in enumerate(names) if i not in copy.mine)

    def _far_fallback(self, game: str) -> str:
        """The start of the link's game (the catalogue's first if it names none we know)."""
        from pyengine.catalogue import default_game

        try:
            get_game(game)
        except KeyError:
            game = default_game().info.id
        self.match = Match(game)
        self.far = None
        return ""

    def _far_stored(self, gid: str) -> FarCopy | None:
        text = self.far_store.get(gid)
        if not text:
            return None
        try:
            return FarCopy.from_json(text)
        except ValueError:
            return None

    def _far_load(self, copy: FarCopy) -> None:
        """The match of ``copy``: its seats this device's, the others far away."""
        game = get_game(copy.game)
        options = game.info.normalize_options(_opts(copy))
        n = len(game.seat_names(options))
        seats = [HUMAN if i in copy.mine else FAR for i in range(n)]
        match = Match(copy.game, options, seats, seed=copy.seed)
        actions, _ = replay_texts(match.states[0], copy.texts, match.info)
        match.restart(actions)
        match.floor = min(copy.sent, len(actions))
        self.match, self.far = match, copy
        self.origin = self.far_query()

    def far_query(self) -> str:
        """The page's query for the correspondence game: its link as it stands (the game named
        in clear too: the page paints its board and loads its engine before reading the link)."""
        assert self.far is not None
        return f"game={self.far.game}&far=" + self._far_payload()

    def _far_payload(self) -> str:
        m, copy = self.match, self.far
        assert m is not None and copy is not None
        self._far_sync()
        kind, back = link_flags(copy)
        sender = copy.mine[0]
        # Each action's code is its index among the legal actions: computing them all per view
        # cost 14 ms on CPython late in a 300-action progressive chess game. The codes of the
        # actions still the same objects as at the last encoding (held here) are kept.
        game, held, codes = getattr(self, "_far_codes", (None, [], []))
        same = 0
        if game is not None and game[0] == copy.id and game[1] is m.states[0]:
            for old, new in zip(held, m.actions):
                if old is not new:
                    break
                same += 1
        codes = codes[:same] + [
            compact.action_code(m.states[i], m.actions[i]) for i in range(same, len(m.actions))
        ]
        self._far_codes = ((copy.id, m.states[0]), list(m.actions), codes)
        return link_payload(copy, m.states, m.actions, sender, kind, back, codes)

    def _far_sync(self) -> None:
        """The copy follows the match (moves made on this device)."""
        m, copy = self.match, self.far
        if m is None or copy is None:
            return
        texts = [a.text for a in m.actions]
        if texts != copy.texts:
            same = 0
            while same < min(len(texts), len(copy.texts)) and texts[same] == copy.texts[same]:
                same += 1
            # A move made here ends the last link's note (a die drawn by itself does not).
            if len(texts) < len(copy.texts) or any(m.actor_of(i) != CHANCE for i in range(same, len(texts))):
                copy.note = ""
            copy.texts = texts
            copy.sent = min(copy.sent, len(texts))
            copy.updated = time.time()

    # -- commands

    def cmd_far_new(self, msg: dict[str, Any]) -> str:
        """Make a correspondence game of the game shown, with ``options`` (default: the game's
        shown): ``seat`` is this device's."""
        m = self.match
        assert m is not None
        chosen = m.info.normalize_options({**m.options, **dict(msg.get("options") or {})})
        seat = int(msg.get("seat", 0))
        n = len(m.game.seat_names(chosen))
        if not 0 <= seat < n:
            raise ValueError(f"there is no seat {seat + 1}")
        options = {k: str(v) for k, v in chosen.items() if v != _default(m, k)}
        copy = new_copy(m.info.id, options, seat, random.Random())
        self._far_load(copy)
        self.notice = ""
        self.fix_url = self.far_query()
        return ""

    def cmd_far_sent(self, msg: dict[str, Any]) -> str:
        """The person copied or shared the link: the moves in it can no longer be undone."""
        m, copy = self.match, self.far
        if m is None or copy is None:
            return ""
        if not self._far_ready():  # half a turn is no move: its link would leave the friend waiting
            return _("Finish your turn to get the link.")
        self._far_sync()
        copy.sent = len(m.actions)
        copy.flag_sent = True
        if m.cursor < copy.sent:
            m.goto(copy.sent)
        m.floor = copy.sent
        return ""

    def cmd_far_takeback(self, msg: dict[str, Any]) -> str:
        """``answer``: "ask" (take this device's last turn back: a request in the next link),
        "accept" or "decline" (the other side's request)."""
        m, copy = self.match, self.far
        if m is None or copy is None:
            raise ValueError("this is no correspondence game")
        answer = msg.get("answer")
        if answer == "ask":
            start = _sent_turn(m, copy)
            if start is None:
                raise ValueError("no sent move of yours to take back (before sending, undo it)")
            copy.takeback, copy.takeback_by = start, copy.mine[0]
            copy.flag_sent = False
        elif answer == "accept":
            accept_takeback(copy)
            self._far_load(copy)
        elif answer == "decline":
            decline_takeback(copy)
        self.fix_url = self.far_query()
        return ""

    def cmd_far_store(self, msg: dict[str, Any]) -> str:
        """The copies in local storage changed (another tab): reload this game's if it moved on."""
        self.far_store = dict(msg.get("store") or {})
        copy = self.far
        if copy is None:
            return ""
        stored = self._far_stored(copy.id)
        # Only a newer copy: a tab slow to answer an older change writes nothing over a newer
        # one (web/far.py), and this tab keeps its own later change (a takeback asked).
        if stored is not None and stored.updated > copy.updated and stored.to_json() != copy.to_json():
            self._far_load(stored)
            self._far_know(stored)
        return ""

    def _far_know(self, copy: FarCopy) -> None:
        self._far_known = (copy.id, _unstamped(copy))

    def _far_stamp(self) -> None:
        """A copy changed on this device since it was stored gets a later time than it had."""
        copy = self.far
        assert copy is not None
        body = _unstamped(copy)
        if self._far_known[0] == copy.id and self._far_known[1] != body:
            copy.updated = max(time.time(), copy.updated + 1e-6)
        self._far_known = (copy.id, body)

    def far_rematch(self) -> str:
        """The same game again by link, a new one (new id and seed, the same options), the seats
        moved on by one as a rematch moves them (two players: swapped); the friend gets it by the
        next link."""
        m, copy = self.match, self.far
        assert m is not None and copy is not None
        n = len(m.game.seat_names(m.options))
        self._far_load(new_copy(copy.game, copy.options, (copy.mine[0] - 1) % n, random.Random()))
        self.notice = ""
        self.fix_url = self.far_query()
        return ""

    def _far_ready(self) -> bool:
        """Is this device's turn complete, so that there is a link to send: the game is over, or
        the next to act is a seat of another device (a turn half made, a die of this device's
        still to roll, or a lot still to draw: not yet)?"""
        m, copy = self.match, self.far
        assert m is not None and copy is not None
        head = m.states[-1]
        if head.is_over():
            return True
        to_move = head.to_move()
        if to_move == CHANCE:
            to_move = head.roller()
        return to_move is not None and to_move >= 0 and to_move not in copy.mine

    # -- the view

    def far_view(self) -> dict[str, Any] | None:
        """What the page shows and stores of the correspondence game (None for other games)."""
        m, copy = self.match, self.far
        if m is None or copy is None:
            return None
        payload = self._far_payload()
        self._far_stamp()
        names = [of_game(m.info.languages, n) for n in m.game.seat_names(m.options)]
        to_move = m.states[-1].to_move()
        if to_move == CHANCE:  # a die: whose roll it is
            to_move = m.states[-1].roller()
        over = m.states[-1].is_over()
        mine_to_move = to_move is not None and to_move >= 0 and to_move in copy.mine
        turns = Turns(m.game, m.states, m.actions, names)
        others = [n for i, n in enumerate(names) if i not in copy.mine]
        asked_of_me = copy.takeback >= 0 and copy.takeback_by not in copy.mine
        flag = NONE if copy.flag_sent else link_flags(copy)[0]
        ready = self._far_ready()
        link = f"game={copy.game}&far=" + payload
        status = (
            "game over"
            if over
            else "your move"
            if mine_to_move
            else f"waiting for {names[to_move]}"
            if to_move is not None and to_move >= 0
            else "chance decides"  # a lot or a random setup: the page draws it at once
        )
        return {
            "id": copy.id,
            "link": link,  # the game as it stands: the page's address (a reload keeps half a turn)
            "ready": ready,  # this device's turn is complete: a link to send
            "send": link if ready else "",
            "mine": list(copy.mine),
            "sides": [names[i] for i in copy.mine],
            "unsent": ready and (len(copy.texts) > copy.sent or flag != NONE),
            # what the link to send says beyond its moves: a takeback asked, or one accepted
            "sends": "" if flag == NONE else "ask" if flag == ASKED else "accept",
            "status": status,
            "asked": copy.takeback >= 0 and copy.takeback_by in copy.mine,
            "asked_of_me": asked_of_me,
            # the whole turn asked back, as the move list writes it
            "takeback_move": turns.words(copy.takeback)
            if asked_of_me and copy.takeback < len(m.actions)
            else "",
            "can_ask": not over and not mine_to_move and _sent_turn(m, copy) is not None,
            "note": copy.note,
            "copy": copy.to_json(),
            "summary": {
                "title": m.info.title,
                "opponent": ", ".join(others),
                "status": status,
                "result": result_line(m, names) if over else "",  # who won and why, in words
                "last": self._far_last(turns),
                "moves": len(copy.texts),
                "updated": copy.updated,
                "link": f"game={copy.game}&far=" + payload,
            },
        }

    def _far_last(self, turns: Turns) -> str:
        """The last turn as the move list shows it: its row's number and its text ("9. 2:3a4-a5");
        kept while the game's last state is the same (a view comes with every click)."""
        if not turns.actions:
            return ""
        held = getattr(self, "_far_last_held", None)
        if held is not None and held[0] is turns.states[-1]:
            return str(held[1])
        e = turns.entry(len(turns.actions) - 1)
        text = meta_words(e.text)  # (the record's tokens in words, as the move list)
        last = text if e.number is None else f"{e.number}. {text}"
        self._far_last_held = (turns.states[-1], last)
        return last


@dataclass
class _Peek:
    """What a link's bytes say before it is read (no game's code is needed): its game and the
    correspondence game's id where the bytes give them, and why it cannot be read where that is
    already plain (``why``: one sentence for the person; "" where the bytes look whole)."""

    game: str = ""
    id: str = ""
    why: str = ""


def _peek(payload: str) -> _Peek:
    text = payload.strip()
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        return _Peek(why=_("This link could not be read: it has letters that no link has."))
    seen = _Peek()
    if len(data) >= 3:
        code = int.from_bytes(data[1:3], "big")
        seen.game = next((g for g in every_id() if compact.game_code(g) == code), "")
    if len(data) < 8 or zlib.crc32(data[:-4]).to_bytes(4, "big") != data[-4:]:
        # Cut short, or a letter changed on the way: the bytes may still hold the game's id
        # (it follows the moves); a wrong one finds no copy. The game named is only a guess.
        seen.why = _("This link could not be read: it was cut short or changed on the way.")
        seen.game = ""
    try:
        reader = compact.Reader(data)
        reader.at = 3
        reader.text()  # the options
        reader.varint()  # the seed
        for _i in range(reader.varint()):
            if not reader.varint():
                reader.text()  # a move written out
        size = reader.varint()
        extra = reader.data[reader.at : reader.at + size]
        if len(extra) >= 6:
            seen.id = base64.urlsafe_b64encode(extra[:6]).decode()
    except compact.CompactError:
        pass
    return seen


def _title(game: str) -> str:
    """A game's title from its metadata (its code may not be loaded: the page loads one game's)."""
    return next((info.title for info in all_infos() if info.id == game), game)


def _opts(item: Any) -> dict[str, Any]:
    game = get_game(item.game)
    out = {}
    for opt in game.info.options:
        if opt.key in item.options:
            out[opt.key] = opt.parse(item.options[opt.key])
    return out


def _default(m: Match, key: str) -> Any:
    for opt in m.info.options:
        if opt.key == key:
            return opt.default
    return None


def _last_turn_of(m: Match, mine: list[int]) -> int | None:
    """Where this device's last turn began (the actions to take back), if it made one."""
    from pyengine.kit.turns import actor, turn_spans

    spans = turn_spans(m.states, m.actions)
    for span in reversed(spans):
        if actor(m.states[span.start], m.actions[span.start]) in mine:
            return span.start
    return None


def _sent_turn(m: Match, copy: FarCopy) -> int | None:
    """This device's last turn, if it was sent (before that, undo takes it back)."""
    start = _last_turn_of(m, copy.mine)
    return start if start is not None and copy.sent > start else None


def _unstamped(copy: FarCopy) -> str:
    """The copy's stored form without its time: what a change changes."""
    return json.dumps({k: v for k, v in asdict(copy).items() if k != "updated"})
