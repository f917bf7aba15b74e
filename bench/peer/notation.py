"""The peer's Chivalry moves (Dagaz, bench/peer/dagaz/) against ours (pyengine/games/chivalry).

Both boards name the same 176 squares alike: files a..n from White's left, ranks 1..16 from
White's side, White's castle g1 h1, Black's g16 h16; Dagaz writes them in lower case. Dagaz
numbers its 14 x 16 grid row by row from a16 (0) to n1 (223): ``peer_index("C7") == 128``.

A move, in the peer's text (``ZrfMove.toString()`` as its page defines it: session-manager.js's
``Dagaz.Model.moveToString``, the text its page logs and matches moves by): each leg as its two
squares run together, the legs joined by ``-``. Captures are not written: a leap is a jump when
the square it leaps over holds an enemy piece at that point of the move, so reading the peer's
text needs the position (ours: :func:`peer_to_wcf` takes our state):

=================  ================================  ====================
move               the peer                          ours (WCF, spec 7)
=================  ================================  ====================
plain              ``c8d9``                          ``C8-D9``
canter             ``e6c8-c8a8``                     ``E6-C8-A8``
jump               ``h4j4-j4l6``                     ``H4xJ4xL6``
Knight's Charge    ``f6f8-f8h8-h8h10-h10j12``        ``F6-F8-H8xH10xJ12``
castle move        ``g16h16``                        ``G16-H16``
=================  ================================  ====================

(zrf-model.js's own ``moveToString``, ``e6 - c8 - a8`` and `` x `` before each capture, is
replaced by session-manager.js, which the page loads after it.)

Our move is several actions (a leg each, ``stop`` ending a canter): :func:`peer_actions` reads
the peer's move as ours from a state, :func:`actions_to_peer` writes ours as the peer's. A
position goes to the peer as Dagaz's setup query (:func:`peer_setup`; driver.js ``setup``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from pyengine.contract import Action
from pyengine.games.chivalry.board import (
    BOARD,
    KNIGHT,
    MAN,
    NAMES,
    OWN,
    is_knight,
    jumped_square,
    side_of,
)
from pyengine.games.chivalry.notation import move_text, parse_move
from pyengine.games.chivalry.rules import ChivalryState

__all__ = [
    "FILES",
    "peer_index",
    "peer_name",
    "peer_to_wcf",
    "wcf_to_peer",
    "peer_actions",
    "actions_to_peer",
    "whole_moves",
    "peer_setup",
    "read_peer_setup",
]

FILES = "abcdefghijklmn"
WIDTH, HEIGHT = 14, 16
_SQUARE = re.compile(r"([a-nA-N])(\d{1,2})")
_PEER_LEG = re.compile(r"([a-n]\d{1,2})([a-n]\d{1,2})")
_WCF_LEG = re.compile(r"([A-Na-n]\d{1,2})([-x])(?=([A-Na-n]\d{1,2}))")


def peer_index(name: str) -> int:
    """Dagaz's position number of the square ``name`` (either case): a16 is 0, n1 is 223."""
    m = _SQUARE.fullmatch(name.strip())
    if not m or not 1 <= int(m.group(2)) <= HEIGHT:
        raise ValueError(f"{name!r} is not a square name")
    return (HEIGHT - int(m.group(2))) * WIDTH + FILES.index(m.group(1).lower())


def peer_name(index: int) -> str:
    """The square of Dagaz's position ``index``, as we write it (``128`` is ``C7``)."""
    rank = HEIGHT - index // WIDTH
    return f"{FILES[index % WIDTH].upper()}{rank}"


def _our_square(name: str) -> int:
    i = BOARD.find(name.upper())
    if i is None:
        raise ValueError(f"{name} is not a square of the Chivalry board")
    return i


def _peer_legs(text: str) -> list[tuple[int, int]]:
    legs = []
    for part in text.strip().split("-"):
        m = _PEER_LEG.fullmatch(part.strip())
        if not m:
            raise ValueError(f"{text!r} is not a move in the peer's notation")
        legs.append((_our_square(m.group(1)), _our_square(m.group(2))))
    for (_a, b), (c, _d) in zip(legs, legs[1:]):
        if b != c:
            raise ValueError(f"{text!r}: a leg starts on {NAMES[c]}, not where the last one ended")
    return legs


def peer_to_wcf(state: ChivalryState, text: str) -> str:
    """The peer's move text from ``state`` (ours, between moves) as ours: ``"h4j4-j4l6"`` is
    ``"H4xJ4xL6"`` where I4 and K5 hold enemy pieces, ``"H4-J4-L6"`` where they hold friends.

    :raises ValueError: for text that is not a move of steps and leaps in the peer's notation.
    """
    cells = bytearray(state.cells)
    own = OWN[state.mover]
    legs = _peer_legs(text)
    out = NAMES[legs[0][0]]
    for frm, to in legs:
        over = jumped_square(frm, to)
        if to in BOARD.neighbours(frm):
            sep = "-"
        elif over is None:
            raise ValueError(f"{text!r}: {NAMES[frm]} to {NAMES[to]} is neither a step nor a leap")
        elif cells[over] and cells[over] not in own:
            sep = "x"
            cells[over] = 0
        else:
            sep = "-"
        cells[to], cells[frm] = cells[frm], 0
        out += sep + NAMES[to]
    return out


def wcf_to_peer(token: str) -> str:
    """Our move text as the peer's: ``"F6-F8-H8xH10xJ12"`` is ``"f6f8-f8h8-h8h10-h10j12"``."""
    legs = [(m.group(1), m.group(3)) for m in _WCF_LEG.finditer(token.strip())]
    if not legs:
        raise ValueError(f"{token!r} is not a move in the WCF notation")
    return "-".join(f"{a.lower()}{b.lower()}" for a, b in legs)


def peer_actions(state: ChivalryState, text: str) -> list[Action]:
    """Our actions for the peer's move ``text`` from ``state`` (the whole move, ``stop`` ending a
    canter included). :raises RuleError: where our rules refuse it (our rules decide)."""
    return parse_move(state, peer_to_wcf(state, text))


def actions_to_peer(actions: Sequence[Action]) -> str:
    """One whole move of ours (its legs; ``stop`` is skipped) in the peer's text."""
    return wcf_to_peer(move_text(actions))


def whole_moves(state: ChivalryState) -> Iterator[tuple[str, list[Action]]]:
    """Every whole move from ``state`` by our rules: (its WCF text, its actions)."""

    def walk(s: ChivalryState, done: list[Action]) -> Iterator[tuple[str, list[Action]]]:
        for action in s.legal_actions():
            after = s.apply(action)
            path = done + [action]
            if after.turn != s.turn:
                yield move_text(path), path
            else:
                yield from walk(after, path)

    yield from walk(state, [])


def peer_setup(state: ChivalryState) -> str:
    """The position of ``state`` (between moves) as Dagaz's setup query, for driver.js ``setup``:
    one entry per position a16..n1, ``type:player`` (Man 0, Knight 1; White 1, Black 2) or empty,
    a run of equal entries written once with ``+`` and how many more; then the side to move."""
    if state.at >= 0:
        raise ValueError("a move is under way: the peer has positions between moves only")
    entries = []
    for index in range(WIDTH * HEIGHT):
        i = BOARD.find(peer_name(index))
        code = state.cells[i] if i is not None else 0
        entries.append(f"{1 if is_knight(code) else 0}:{side_of(code) + 1}" if code else "")
    out, k = [], 0
    while k < len(entries):
        n = k
        while n + 1 < len(entries) and entries[n + 1] == entries[k]:
            n += 1
        out.append(entries[k] + (f"+{n - k}" if n > k else "") + ";")
        k = n + 1
    return "?setup=" + "".join(out) + f"&turn={state.mover}"


def read_peer_setup(query: str) -> tuple[dict[str, tuple[int, int]], int]:
    """A setup query read back: {square: (side 0/1, MAN/KNIGHT)} and the side to move."""
    m = re.search(r"[?&]setup=([^&]*)", query)
    t = re.search(r"[?&]turn=(\d+)", query)
    if not m:
        raise ValueError(f"{query!r} has no setup")
    pieces: dict[str, tuple[int, int]] = {}
    index = 0
    for entry in m.group(1).split(";")[:-1]:
        body, _plus, more = entry.partition("+")
        for _ in range(1 + (int(more) if more else 0)):
            if body:
                kind, player = body.split(":")[:2]
                pieces[peer_name(index)] = (int(player) - 1, KNIGHT if kind == "1" else MAN)
            index += 1
    return pieces, int(t.group(1)) % 2 if t else 0
