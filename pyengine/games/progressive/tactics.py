"""Mate in one series: the tactic that decides most games of progressive chess.

A series may make quiet moves (no capture, check or promotion) and then end with a check; it
mates when the opponent, to start his series in check, has no legal move. ``find_mate`` tries
every sequence of up to ``quiet`` quiet moves followed by a mating check (depth-first, no
transpositions: the sequences are short).
"""
from __future__ import annotations

import chess

from pyengine.games.progressive.rules import PcState

__all__ = ["find_mate"]


def find_mate(state: PcState, quiet: int = 1) -> list[chess.Move] | None:
    """Moves of the current series that checkmate, or None (within ``quiet`` quiet moves)."""
    if state.over:
        return None
    left = state.series - state.done  # moves left in this series
    return _search(state, min(quiet, left - 1))


def _search(state: PcState, quiet: int) -> list[chess.Move] | None:
    b = state.board()
    moves = state.moves()
    for move in moves:
        if b.gives_check(move):
            after = state.play(move)
            if after.winner == state.mover:
                return [move]
    if quiet <= 0:
        return None
    for move in moves:
        if b.is_capture(move) or move.promotion or b.gives_check(move) or state.en_passant(move):
            continue
        after = state.play(move)
        if after.series != state.series:
            continue
        line = _search(after, quiet - 1)
        if line:
            return [move, *line]
    return None
