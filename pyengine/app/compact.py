"""Compact links: a whole game in a few hundred characters that survive messengers and mail.

A game is written as bytes, then base64url (no padding): a version, a two-byte game code
(CRC-32 of the game's id, checked unique: tests/test_compact.py), the non-default options as
``key=value`` text, the match's seed, then every action as a varint — its index among the legal
actions (or the chance outcomes) of the position it was played in, plus one; 0 escapes to the
action's text (typed numbers, resignations, draw offers) — and a CRC-32 of all the rest, so that
a link cut short or mistyped is refused rather than misread. Reading replays the game, as every
link is read (pyengine/app/saved.py). Correspondence games add their own fields after the
actions (pyengine/app/correspondence.py) through ``extra``.
"""

from __future__ import annotations

import base64
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pyengine.i18n import _
from pyengine.app import query as qs
from pyengine.catalogue import every_id, get_game
from pyengine.contract import CHANCE, Action, Game, State

__all__ = ["Compact", "encode", "action_code", "decode", "game_code", "CompactError", "Reader", "varint"]

VERSION = 1


class CompactError(ValueError):
    """A compact link that cannot be read (cut short, mistyped, from an unknown game)."""


@dataclass
class Compact:
    """What a compact link holds: the game, its options, the seed, the actions' texts, and the
    correspondence layer's ``extra`` bytes."""

    game: str
    options: dict[str, str]
    seed: int
    texts: list[str]
    extra: bytes = b""
    states: list[State] = field(default_factory=list, repr=False)


def game_code(game_id: str) -> int:
    """A game's two-byte code (stable while its id is)."""
    return zlib.crc32(game_id.encode()) & 0xFFFF


def varint(n: int) -> bytes:
    """``n`` (unsigned) in 7-bit groups, the low first, the high bit set on all but the last."""
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


class Reader:
    """Reads a link's bytes in order."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def varint(self) -> int:
        """The next unsigned varint. :raises CompactError: where the bytes end first."""
        n, shift = 0, 0
        while True:
            if self.at >= len(self.data):
                raise CompactError(_("the link is cut short"))
            byte = self.data[self.at]
            self.at += 1
            n |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return n
            if shift > 63:
                raise CompactError(_("the link is garbled"))

    def text(self) -> str:
        """The next length-prefixed UTF-8 text."""
        size = self.varint()
        if self.at + size > len(self.data):
            raise CompactError(_("the link is cut short"))
        raw = self.data[self.at : self.at + size]
        self.at += size
        return raw.decode("utf-8", errors="replace")


def _choices(state: State) -> Sequence[Action]:
    if state.to_move() == CHANCE:
        return [a for a, _ in state.chance_outcomes()]
    return state.legal_actions()


def action_code(state: State, action: Action) -> bytes:
    """One action's part of the stream: its index among ``state``'s legal actions (1-based), or
    0 and its text."""
    try:
        index = list(_choices(state)).index(action) + 1
    except ValueError:
        index = 0
    if index:
        return varint(index)
    raw = action.text.encode()
    return varint(0) + varint(len(raw)) + raw


def encode(
    game_id: str,
    options: dict[str, str],
    seed: int,
    states: Sequence[State],
    actions: Sequence[Action],
    extra: bytes = b"",
    codes: Sequence[bytes] | None = None,
) -> str:
    """The compact form: ``states[i]`` is the position action ``i`` was played in; ``codes``:
    the actions' :func:`action_code` if the caller has them already."""
    body = bytearray([VERSION])
    body += game_code(game_id).to_bytes(2, "big")
    opts = qs.encode(options).encode()
    body += varint(len(opts)) + opts
    body += varint(seed)
    body += varint(len(actions))
    if codes is None:
        codes = [action_code(state, action) for state, action in zip(states, actions)]
    for code in codes:
        body += code
    body += varint(len(extra)) + extra
    body += zlib.crc32(bytes(body)).to_bytes(4, "big")
    return base64.urlsafe_b64encode(bytes(body)).decode().rstrip("=")


def decode(text: str) -> Compact:
    """The game a compact link holds, replayed. :raises CompactError: for a link that cannot
    be read; a move that is not legal is a RecordError (naming it) from the replay."""
    from pyengine.contract.replay import apply, controller_action

    text = text.strip()
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        raise CompactError(_("the link is garbled (it has letters a link does not)")) from None
    if len(data) < 8 or zlib.crc32(data[:-4]).to_bytes(4, "big") != data[-4:]:
        raise CompactError(_("the link is cut short or garbled (its checksum does not match)"))
    if data[0] != VERSION:
        raise CompactError(_("the link is of a newer version (%d) than this page") % data[0])
    code = int.from_bytes(data[1:3], "big")
    found = [gid for gid in every_id() if game_code(gid) == code]
    if not found:
        raise CompactError(_("the link is of a game this page does not have"))
    reader = Reader(data[:-4])
    reader.at = 3
    options = dict(qs.decode(reader.text()))
    seed = reader.varint()
    count = reader.varint()
    game = get_game(found[0])
    state = game.new_state(game.info.normalize_options(_parsed(game, options)))
    states, texts = [state], []
    from pyengine.contract import RecordError, RuleError

    for i in range(count):
        index = reader.varint()
        if index:
            choices = _choices(state)
            if index > len(choices):
                raise RecordError(
                    _("action %d") % (i + 1), _("the link names a move that is not legal here"), i
                )
            action = choices[index - 1]
        else:
            written = reader.text()
            try:
                action = controller_action(state, written) or state.parse_action(written)
            except RuleError as err:
                raise RecordError(
                    _("action %(n)d (%(text)s)") % {"n": i + 1, "text": written}, str(err), i
                ) from None
        try:
            state = apply(state, action, game.info)
        except RuleError as err:
            raise RecordError(
                _("action %(n)d (%(text)s)") % {"n": i + 1, "text": action.text}, str(err), i
            ) from None
        states.append(state)
        texts.append(action.text)
    size = reader.varint()
    extra = reader.data[reader.at : reader.at + size]
    return Compact(found[0], options, seed, texts, bytes(extra), states)


def _parsed(game: Game, options: dict[str, str]) -> dict[str, Any]:
    out = {}
    for opt in game.info.options:
        if opt.key in options:
            out[opt.key] = opt.parse(options[opt.key])
    return out
