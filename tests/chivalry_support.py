"""Helpers of Chivalry's tests (tests/test_chivalry*.py): positions from pictures, the legs and
whole moves the engine offers, legs and moves played by their text."""

from __future__ import annotations

from pathlib import Path

from pyengine.catalogue import get_game
from pyengine.games.chivalry.notation import parse_move
from pyengine.games.chivalry.rules import NAMES, STOP, ChivalryState, position_from_text

GAME = get_game("chivalry")
ROOT = Path(__file__).resolve().parent.parent
BLACK_FAR = "n:A12 B12"  # Black pieces far away, so that the game goes on


def pos(text: str, mover: int = 0, **kw) -> ChivalryState:
    return position_from_text(text, mover, **kw)


def legs(state: ChivalryState, frm: str | None = None) -> list[str]:
    """The texts of the legal actions (from square ``frm`` only, if given)."""
    return sorted(a.text for a in state.legal_actions() if frm is None or a.text.startswith(frm))


def whole_moves(state: ChivalryState) -> set[str]:
    """Every whole move the engine's legs make from ``state`` (a move at turn start), as WCF text."""
    out: set[str] = set()
    todo = [(state, "")]
    while todo:
        s, text = todo.pop()
        for a in s.legal_actions():
            nxt = s.apply(a)
            if a == STOP:
                out.add(text)
                continue
            t = a.text if not text else text + a.text[len(NAMES[a.data.frm]) :]
            if nxt.at < 0:
                out.add(t)
            else:
                todo.append((nxt, t))
    return out


def step(state: ChivalryState, *texts: str) -> ChivalryState:
    """``state`` after the legs written ``texts`` (``E6-C8``, ``C8-A8``, ``stop``), one action each."""
    for text in texts:
        state = state.apply(next(a for a in state.legal_actions() if a.text == text))
    return state


def play(state: ChivalryState, *moves: str) -> ChivalryState:
    for move in moves:
        for action in parse_move(state, move):
            state = state.apply(action)
    return state
