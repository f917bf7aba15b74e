"""The peer's Chivalry moves (Dagaz, bench/peer/dagaz/) against ours (pyengine/games/chivalry).

Both boards name the same 176 squares alike: files a..n from White's left, ranks 1..16 from
White's side, White's castle g1 h1, Black's g16 h16; Dagaz writes them in lower case. Dagaz
numbers its 14 x 16 grid row by row from a16 (0) to n1 (223): ``peer_index("C7") == 128``.

A move, in the peer's text (``ZrfMove.toString()``, what its page logs): the squares the piece
stands on, joined by `` - ``, then `` x `` and each square whose piece it took, in the order of
the legs. Jump and canter legs are written alike; a leg is a jump when the square it leaps over
is among the captures:

=================  ====================================  ====================
move               the peer                              ours (WCF, spec 7)
=================  ====================================  ====================
plain              ``c8 - d9``                           ``C8-D9``
canter             ``e6 - c8 - a8``                      ``E6-C8-A8``
jump               ``h4 - j4 - l6 x i4 x k5``            ``H4xJ4xL6``
Knight's Charge    ``f6 - f8 - h8 - h10 - j12 x h9 x i11``  ``F6-F8-H8xH10xJ12``
castle move        ``g16 - h16``                         ``G16-H16``
=================  ====================================  ====================

Our move is several actions (a leg each, ``stop`` ending a canter): :func:`peer_actions` reads
the peer's move as ours from a state, :func:`actions_to_peer` writes ours as the peer's. A
position goes to the peer as Dagaz's setup query (:func:`peer_setup`; driver.js ``setup``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from pyengine.contract import Action
from pyengine.games.chivalry.board import BOARD, KNIGHT, MAN, NAMES, is_knight, jumped_square, side_of
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


def peer_to_wcf(text: str) -> str:
    """The peer's move text as ours: ``"h4 - j4 - l6 x i4 x k5"`` is ``"H4xJ4xL6"``.

    :raises ValueError: for text that is not a move of squares, or whose captures are not the
        squares its legs leap over.
    """
    words = text.split()
    path, taken = [words[0]] if words else [], []
    i = 1
    while i < len(words):
        if words[i] == "-" and i + 1 < len(words) and not taken:
            path.append(words[i + 1])
        elif words[i] == "x" and i + 1 < len(words):
            taken.append(words[i + 1])
        else:
            raise ValueError(f"{text!r} is not a move in the peer's notation")
        i += 2
    if len(path) < 2:
        raise ValueError(f"{text!r} is not a move in the peer's notation")
    squares = [_our_square(s) for s in path]
    captured = [_our_square(s) for s in taken]
    out, left = NAMES[squares[0]], list(captured)
    for frm, to in zip(squares, squares[1:]):
        over = jumped_square(frm, to)
        if to in BOARD.neighbours(frm):
            sep = "-"
        elif over is None:
            raise ValueError(f"{text!r}: {NAMES[frm]} to {NAMES[to]} is neither a step nor a leap")
        elif over in left:
            left.remove(over)
            sep = "x"
        else:
            sep = "-"
        out += sep + NAMES[to]
    if left:
        raise ValueError(f"{text!r}: no leg leaps over {', '.join(NAMES[c] for c in left)}")
    return out


def wcf_to_peer(token: str) -> str:
    """Our move text as the peer's: ``"F6-F8-H8xH10xJ12"`` is
    ``"f6 - f8 - h8 - h10 - j12 x h9 x i11"``."""
    legs = [(m.group(1), m.group(2), m.group(3)) for m in _WCF_LEG.finditer(token.strip())]
    if not legs:
        raise ValueError(f"{token!r} is not a move in the WCF notation")
    squares = [legs[0][0]] + [b for _a, _sep, b in legs]
    taken = []
    for a, sep, b in legs:
        if sep == "x":
            over = jumped_square(_our_square(a), _our_square(b))
            if over is None:
                raise ValueError(f"{token!r}: {a}x{b} leaps over no square")
            taken.append(NAMES[over])
    text = " - ".join(s.lower() for s in squares)
    return text + "".join(f" x {s.lower()}" for s in taken)


def peer_actions(state: ChivalryState, text: str) -> list[Action]:
    """Our actions for the peer's move ``text`` from ``state`` (the whole move, ``stop`` ending a
    canter included). :raises RuleError: where our rules refuse it (our rules decide)."""
    return parse_move(state, peer_to_wcf(text))


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
