"""Mate in one series: the tactic that decides most games of progressive chess.

A series may make quiet moves (no capture, check or promotion: those end it) and then end with
a check; it mates when the opponent, to start his series in check, has no legal move. The
search tries, shortest first, series of 0, 1, 2, ... quiet moves followed by a mating check,
depth-first on one python-chess board (the opponent never moves within a series), with a table
of positions already searched (quiet moves transpose freely). Up to one quiet move every move
is tried; in longer series only the moves that can matter for a mate: a piece that comes closer
to the enemy king or attacks more of the squares around it (an approaching king, a rook taking
the rank). Every line found is checked by replaying it through the rules (en passant and
castling as the rules have them).
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterable, Iterator
from typing import cast

import chess

from pyengine.games.progressive.rules import ProgressiveState

__all__ = ["find_mate", "mates", "LOOKED", "MateSearch"]

#: Positions the search may visit without a deadline (native play; about 0.2 s).
POSITIONS = 4000
#: Quiet moves from which :class:`MateSearch` runs a search of the longest series beside the
#: shortest-first one, and the positions it may look at (its mates are found quickly or late).
LONG, LONG_PROBE = 4, 800


class _Out(Exception):
    pass


#: Positions the last call of :func:`find_mate` looked at (the planner counts its budget).
LOOKED = [0]


def find_mate(
    state: ProgressiveState, quiet: int = 1, deadline: float | None = None, positions: int = POSITIONS
) -> list[chess.Move] | None:
    """Moves of the current series that checkmate, or None (within ``quiet`` quiet moves, the
    ``deadline`` and ``positions``)."""
    if state.over:
        return None
    left = state.series - state.done  # moves left in this series
    board = state.board()
    king = board.king(not board.turn)
    if king is None:
        return None
    search = _Search(board, king, deadline, positions)
    try:
        for q in range(0, min(quiet, left - 1) + 1):
            line = search.line(q, pruned=q >= 2)
            if line is not None and mates(state, line):
                return line
    except _Out:
        pass
    finally:
        LOOKED[0] = positions - max(0, search.left)
    return None


def mates(state: ProgressiveState, line: list[chess.Move]) -> bool:
    """Whether the moves of ``line``, played from ``state`` by the rules, checkmate."""
    for move in line:
        if state.over or move not in state.moves():
            return False
        state = state.play(move)
    return state.winner is not None and state.over == "checkmate"


class _Search:
    def __init__(self, board: chess.Board, king: int, deadline: float | None, positions: int) -> None:
        self.b = board
        self.mover = board.turn
        self.king = king
        self.zone = chess.BB_KING_ATTACKS[king] | chess.BB_SQUARES[king]
        # Where a piece may stand to give check (on an empty board; gives_check decides).
        self.diag = chess.BB_DIAG_ATTACKS[king][0]
        self.straight = chess.BB_RANK_ATTACKS[king][0] | chess.BB_FILE_ATTACKS[king][0]
        self.near = {
            chess.KNIGHT: chess.BB_KNIGHT_ATTACKS[king],
            chess.PAWN: chess.BB_PAWN_ATTACKS[not self.mover][king],
            chess.BISHOP: self.diag,
            chess.ROOK: self.straight,
            chess.QUEEN: self.diag | self.straight,
            chess.KING: 0,
        }
        self.deadline = deadline
        self.left = positions
        self.seen: dict[tuple[int, ...], int] = {}

    def tick(self) -> None:
        """Count one node; stop the search when the budget or the deadline is spent."""
        self.left -= 1
        if self.left < 0 or (
            self.deadline is not None and self.left % 32 == 0 and time.monotonic() >= self.deadline
        ):
            raise _Out

    def line(self, quiet: int, pruned: bool) -> list[chess.Move] | None:
        """A mating series of moves, with at most ``quiet`` non-checking moves, or None (the
        walk below, run whole: it stops with ``_Out`` where the budget is spent)."""
        self.seen.clear()
        walk = self.walk(quiet, pruned)
        try:
            next(walk)
        except StopIteration as done:
            return cast("list[chess.Move] | None", done.value)
        walk.close()
        raise _Out

    def _pause(self) -> bool:
        """Count one node: whether the budget or the deadline is spent (the walk pauses)."""
        self.left -= 1
        return self.left < 0 or (
            self.deadline is not None and self.left % 32 == 0 and time.monotonic() >= self.deadline
        )

    def walk(self, quiet: int, pruned: bool) -> Generator[list[chess.Move], None, list[chess.Move] | None]:
        """:meth:`_dfs` as a generator that yields ``[]`` where the budget is spent (and goes
        on when resumed with more)."""
        b = self.b
        moves = list(b.legal_moves)
        checks = [m for m in moves if self._may_check(m) and b.gives_check(m)]
        for move in checks:
            while self._pause():
                yield []
            b.push(move)
            mate = b.is_checkmate()
            b.pop()
            if mate:
                return [move]
        if quiet <= 0:
            return None
        for move in moves:
            if move in checks or move.promotion or b.is_capture(move):
                continue
            if pruned and not self._relevant(move):
                continue
            while self._pause():
                yield []
            b.push(move)
            b.turn, b.ep_square = self.mover, None
            key = (
                b.pawns,
                b.knights,
                b.bishops,
                b.rooks,
                b.queens,
                b.kings,
                b.occupied_co[True],
                b.occupied_co[False],
                b.castling_rights,
            )
            line = None
            if self.seen.get(key, -1) < quiet - 1:
                self.seen[key] = quiet - 1
                line = yield from self.walk(quiet - 1, pruned)
            b.pop()
            if line is not None:
                return [move, *line]
        return None

    def _may_check(self, move: chess.Move) -> bool:
        """Whether ``move`` may give check at all (a cheap filter before gives_check)."""
        if move.promotion or self.b.is_castling(move) or self.b.is_en_passant(move):
            return True
        if chess.BB_SQUARES[move.from_square] & (self.diag | self.straight):
            return True  # a discovered check, perhaps
        mover = cast(int, self.b.piece_type_at(move.from_square))  # (a legal move's piece)
        return bool(chess.BB_SQUARES[move.to_square] & self.near[mover])

    def _relevant(self, move: chess.Move) -> bool:
        """A quiet move that can matter for a mate: its piece comes closer to the enemy king, or
        it attacks more of the squares around the king than before."""
        if chess.square_distance(move.to_square, self.king) < chess.square_distance(
            move.from_square, self.king
        ):
            return True
        b = self.b
        before = self._cover()
        b.push(move)
        b.turn = self.mover
        more = self._cover() > before
        b.pop()
        return more

    def _cover(self) -> int:
        return sum(1 for sq in chess.scan_forward(self.zone) if self.b.is_attacked_by(self.mover, sq))


class MateSearch:
    """:func:`find_mate`'s search as one that can be paused and resumed: the planner checks a
    planned series' ending a little at each move of the series, the search going on where it
    stopped (:meth:`step`)."""

    def __init__(self, state: ProgressiveState) -> None:
        self.state = state
        self.found: list[chess.Move] | None = None
        self.done = bool(state.over)  # searched to the end (or found)
        self.looked = 0
        self.counted = 0  # (the part of ``looked`` a caller has counted)
        board = state.board()
        king = board.king(not board.turn)
        if king is None:
            self.done = True
            return
        most = state.series - state.done - 1  # quiet moves at most
        short = _Search(board, king, None, 0)
        self._walks = [(short, self._lines(short, range(0, most + 1)))]
        self._short = short
        self._probed = 0  # positions the longest walk looked at
        if most >= LONG:
            # Beside the shortest-first search, one of the longest series (which tries a check
            # at each of its positions: it finds the shorter mates too). Shortest first spends
            # thousands of positions showing that no shorter mate exists: White's f7 mate of five
            # moves in series 5 (Nh3 Ng5 Qe2 Qc4 Qxf7) was found after 9,144 positions, the longest
            # walk alone finds it in 247; a mate of four moves there (Nf3 Ng5 Bc4 Bxf7), shortest
            # first in 3,671 positions, the longest walk in 11,422: it gets a few hundred.
            long = _Search(board.copy(stack=False), king, None, 0)
            self._walks.append((long, self._lines(long, [most])))

    def step(self, positions: int, deadline: float | None) -> list[chess.Move] | None:
        """Search on for ``positions`` more (or until ``deadline``): the mating line once found.
        The searches share the positions, and the time: the longest walk (capped) goes first
        with at most half of it, the shortest-first one takes the rest (with one deadline for
        both, in the page, the first to run used all of it and the other never ran)."""
        if self.done:
            return self.found
        share = max(1, positions // len(self._walks))
        for k, (search, walk) in enumerate(sorted(self._walks, key=lambda w: w[0] is self._short)):
            given = share if search is self._short else min(share, LONG_PROBE - self._probed)
            if given <= 0:  # the longest walk found nothing quickly: the shortest first goes on
                self._walks.remove((search, walk))
                continue
            until = deadline
            if deadline is not None and k + 1 < len(self._walks):
                now = time.monotonic()
                until = now + max(0.0, deadline - now) / (len(self._walks) - k)
            search.left, search.deadline = given, until
            try:
                line = next(walk)
                if line:
                    self.found, self.done = line, True
            except StopIteration:  # searched to its end: only the shortest-first one is whole
                self._walks.remove((search, walk))
                self.done = search is self._short
            used = given - max(0, search.left)
            self.looked += used
            if search is not self._short:
                self._probed += used
            if self.done:
                break
        return self.found

    def _lines(self, search: _Search, levels: Iterable[int]) -> Iterator[list[chess.Move]]:
        """Lines as find_mate searches them, with each of ``levels`` quiet moves at most; an
        empty list: paused (the budget is spent)."""
        state = self.state
        for q in levels:
            search.seen.clear()
            line = yield from search.walk(q, q >= 2)
            if line is not None and mates(state, line):
                yield line
                return
