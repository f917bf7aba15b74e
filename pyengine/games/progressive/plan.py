"""The series planner: how the medium and strong levels play One-Hit Progressive Chess.

A turn is a whole series of up to n moves, far too wide for a tree search move by move (MCTS
with a few hundred iterations, or alpha-beta two turns deep, sees a small corner of it). Games
are decided by mates within one series, and by the one capture each series may make. So the
planner, from the position of the series so far:

1. looks for a mate within this series (tactics.py), with the largest part of its budget;
2. else builds candidate series by a beam search over the series' moves, each ending judged by
   the material and by the captures the opponent's next series can make (one capture ends a
   series, so the opponent wins at most his best one) and ours after it;
3. plays the best candidate after which the opponent has no mate in his series (searched as for
   our own mates), the next best where he has, and so on.

The budget is counted in positions (moves made on a board, and positions the mate searches
look at): ``nodes_per_second`` of the game's search hooks converts the levels' time. The line
found is carried to the next move of the series (``memo``), so a later move plays on the plan
unless its own search finds better.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field, replace

import chess

from pyengine.contract import Action
from pyengine.games.progressive.rules import END, WHITE, ProgressiveState, move_action
from pyengine.games.progressive.playout import SCALE, VALUES  # (the evaluation's, one place)
from pyengine.games.progressive.tactics import LOOKED, MateSearch, find_mate, mates

__all__ = ["plan", "Plan"]

#: Parts of a plan's budget (positions natively, time in the page: the same part of the turn,
#: pyengine/ai/agents.py plan_share): our mate search at most, then the beam; the rest checks
#: the candidates for the opponent's mate.
MATE, BEAM = 0.4, 0.15
#: Candidate series checked for the opponent's mate at most, and the least positions per check.
CANDIDATES, CHECK_LEAST = 8, 300
#: Weights of the threats in a series' ending: the opponent's best capture, then ours.
THEIRS, OURS = 0.9, 0.15
#: The danger to a king the opponent may check, by its free flight squares (0, 1, 2+).
DANGER = (4.0, 1.5, 0.0)
WEAK = 2.0


@dataclass(frozen=True)
class Plan:
    """A planned rest of the series (moves as UCI) from the position before its first move,
    with its score in pawns for the mover (``mate``: it mates)."""

    placement: str
    series: int
    moves: tuple[str, ...]
    score: float
    mate: bool = False
    #: the opponent's mate search after it (none found so far): it goes on at the next move
    check: MateSearch | None = field(default=None, compare=False)


class _Budget:
    def __init__(self, positions: int | None, deadline: float | None) -> None:
        self.left = positions if positions is not None else 10**9
        self.deadline = deadline
        self.used = 0

    def spend(self, n: int) -> None:
        """Count ``n`` positions looked at."""
        self.left -= n
        self.used += n

    def until(self, part: float, start: float) -> float | None:
        """A deadline for a part of the time left (None without a deadline)."""
        if self.deadline is None:
            return None
        return start + (self.deadline - start) * part


def plan(
    state: ProgressiveState,
    positions: int | None,
    deadline: float | None,
    memo: object,
    rng: random.Random,
) -> tuple[Action, float, int, object]:
    """The mover's next action in ``state`` (an unfinished game), within ``positions`` (native
    play) or until ``deadline`` (the page): the action, the mover's expected payoff, the
    positions looked at, and the plan to carry to the next move of the series."""
    start = time.monotonic()
    budget = _Budget(positions, deadline)
    carried = _carried(state, memo)
    if carried is not None and carried.mate:
        return _answer(state, carried, 0)
    left = state.series - state.done
    total = budget.left
    # 1. A mate in this series.
    mate_positions = max(50, int(total * MATE))
    mate_until = budget.until(MATE, start)
    line = find_mate(state, quiet=left - 1, deadline=mate_until, positions=mate_positions)
    budget.spend(LOOKED[0])
    if line is not None:
        found = Plan(state.placement, state.series, tuple(m.uci() for m in line), 1e3, True)
        return _answer(state, found, budget.used)
    # 2. The plan of the series' earlier moves: its ending's check goes on where it stopped
    # (the longer it runs, the longer the mates its shortest-first walk has ruled out; the
    # walk of the longest series beside it had its few hundred positions at the start).
    if carried is not None:
        if carried.check is None or not _mated(carried.check, budget, 3 / 4):
            return _answer(state, carried, budget.used)
    # 3. Candidate series.
    beam_positions = max(60, int(total * BEAM))
    beam = _Beam(state, rng)
    candidates = beam.run(beam_positions, budget.until(MATE + BEAM, start))
    budget.spend(beam.spent)
    candidates.sort(key=lambda c: -c[0])
    seen: set[tuple[str, ...]] = set()
    if carried is not None:
        seen.add(carried.moves)  # (refuted)
    shortlist = []
    for score, moves in candidates:
        if moves not in seen:
            seen.add(moves)
            shortlist.append((score, moves))
        if len(shortlist) >= CANDIDATES:
            break
    # 4. The best after which the opponent cannot mate (as far as the budget shows).
    best: Plan | None = None
    refutations: list[list[chess.Move]] = []  # the mates found against the candidates so far
    for score, moves in shortlist:
        after = _after(state, moves)
        if after.over:
            if after.winner != state.mover:
                best = Plan(state.placement, state.series, moves, score)
                break
            continue
        # a mate found against one candidate often mates after the next (they share most of
        # their moves): tried first, it costs a few positions, the search thousands
        if _refuted(after, refutations, budget):
            continue
        check = MateSearch(after)
        # most of what is left for the first: the others are checked where it fails
        if not _mated(check, budget, 2 / 3):
            best = Plan(state.placement, state.series, moves, score, check=check)
            break
        if check.found:
            refutations.append(check.found)
    if best is None:  # every one lets him mate, as far as seen: the best of them
        score, moves = shortlist[0] if shortlist else (-1e3, carried.moves if carried else ())
        best = Plan(state.placement, state.series, moves, score - 1e3)
    return _answer(state, best, budget.used)


def _refuted(after: ProgressiveState, refutations: list[list[chess.Move]], budget: _Budget) -> bool:
    """Whether one of the opponent's ``refutations`` mates from ``after`` too."""
    for line in refutations:
        budget.spend(len(line))
        if mates(after, line):
            return True
    return False


def _mated(check: MateSearch, budget: _Budget, part: float) -> bool:
    """Whether the opponent's mate search finds a mate within ``part`` of what is left of the
    budget (positions natively, time in the page; at least ``CHECK_LEAST`` positions)."""
    positions = max(CHECK_LEAST, int(budget.left * part))
    until = budget.deadline
    if until is not None:
        now = time.monotonic()
        until = now + max(0.0, until - now) * part
    found = check.step(positions, until)
    budget.spend(check.looked - check.counted)
    check.counted = check.looked
    return found is not None


def _answer(state: ProgressiveState, chosen: Plan, used: int) -> tuple[Action, float, int, object]:
    first = chosen.moves[0] if chosen.moves else ""
    if first == "":
        action = END
    else:
        move = chess.Move.from_uci(first)
        action = move_action(state.board_for(move), move)
    value = 1.0 if chosen.mate else 1 / (1 + math.exp(-chosen.score / SCALE))
    after = state.apply(action)
    rest = replace(chosen, placement=after.placement, series=after.series, moves=chosen.moves[1:])
    return action, value, used, rest


def _carried(state: ProgressiveState, memo: object) -> Plan | None:
    """The previous move's plan, where this position is on it."""
    if (
        isinstance(memo, Plan)
        and memo.placement == state.placement
        and memo.series == state.series
        and state.done > 0
    ):
        moves = list(memo.moves)
        if not moves:
            return memo
        try:
            if chess.Move.from_uci(moves[0]) in state.moves():
                return memo
        except ValueError:
            return None
    return None


def _after(state: ProgressiveState, moves: tuple[str, ...]) -> ProgressiveState:
    """The position after the series ``moves`` (an empty tail: ending it)."""
    for uci in moves:
        if state.over:
            break
        series = state.series
        state = state.play(chess.Move.from_uci(uci))
        if state.series != series:
            return state
    return state if state.over else state._next_series()


class _Beam:
    """Series of moves from ``state``'s position, each ending judged (see :func:`_judge`)."""

    def __init__(self, state: ProgressiveState, rng: random.Random) -> None:
        self.state = state
        self.rng = rng
        self.spent = 0  # moves made
        self.me = state.mover == WHITE  # python-chess colour of the mover
        board = state.board()
        self.start = board
        # The opponent's next series: up to n quiet moves, then a capture (it ends the series).
        self.reach = _reach(board, not self.me, state.series)  # his series has one move more
        self.covered = 0  # every square he may attack in it
        for attacks in self.reach.values():
            self.covered |= attacks

    def run(self, positions: int, deadline: float | None) -> list[tuple[float, tuple[str, ...]]]:
        """Candidates (score, moves) within ``positions`` moves made or ``deadline``."""
        state, left = self.state, self.state.series - self.state.done
        out: list[tuple[float, tuple[str, ...]]] = []
        if state.done:
            out.append((self._judge(self.start), ()))  # end the series here
        width = max(2, min(8, positions // max(1, 30 * left)))
        beam: list[tuple[chess.Board, tuple[str, ...]]] = [(self.start, ())]
        self.spent = spent = 0
        for depth in range(left):
            grown: list[tuple[float, chess.Board, tuple[str, ...]]] = []
            for board, line in beam:
                moves = state.moves() if not line else list(board.legal_moves)
                for move in moves:
                    b = state.board_for(move) if not line else board.copy(stack=False)
                    ends = b.is_capture(move) or bool(move.promotion) or b.gives_check(move)
                    b.push(move)
                    b.turn, b.ep_square = self.me, None
                    spent += 1
                    self.spent = spent
                    score = self._judge(b) + self.rng.random() * 0.01
                    moves_now = line + (move.uci(),)
                    out.append((score, moves_now))
                    if not ends and depth + 1 < left:
                        grown.append((score, b, moves_now))
                if spent >= positions or (deadline is not None and time.monotonic() >= deadline):
                    return out
            grown.sort(key=lambda g: -g[0])
            beam = [(b, line) for _, b, line in grown[:width]]
            if not beam:
                break
        return out

    def _judge(self, b: chess.Board) -> float:
        """The mover's advantage in pawns when his series ends with ``b``: material, less the
        opponent's best capture next series (a capture ends it: he makes one), plus a little of
        ours."""
        me = self.me
        material = 0
        for unit in b.piece_map().values():
            material += VALUES[unit.piece_type] * (1 if unit.color == me else -1)
        theirs = 0.0
        mine = b.occupied_co[me] & ~b.kings
        for square, reach in self.reach.items():
            piece = b.piece_at(square)
            if piece is None or piece.color == me:
                continue  # taken in this series
            targets = reach & mine
            if not targets:
                continue
            value = VALUES[piece.piece_type] if piece.piece_type != chess.KING else 100
            for target in chess.scan_forward(targets):
                victim = VALUES[b.piece_type_at(target) or chess.PAWN]
                if b.is_attacked_by(me, target):
                    gain = victim - value
                else:
                    gain = victim if piece.piece_type != chess.KING else victim
                theirs = max(theirs, gain)
        ours = 0.0
        for square in chess.scan_forward(b.occupied_co[not me] & ~b.kings):
            if b.is_attacked_by(me, square):
                victim = VALUES[b.piece_type_at(square) or chess.PAWN]
                ours = max(ours, victim if not b.is_attacked_by(not me, square) else victim / 3)
        return material - THEIRS * theirs + OURS * ours - self._danger(b)

    def _danger(self, b: chess.Board) -> float:
        """Pawns' worth of danger to the mover's king: the opponent's series may check it and
        few of its flight squares are free and out of his reach (a mate, perhaps)."""
        king = b.king(self.me)
        if king is None:
            return 0.0
        zone = chess.BB_KING_ATTACKS[king]
        checkers = 0
        twice = 0  # zone squares two of his pieces may attack
        once = 0
        for square, reach in self.reach.items():
            piece = b.piece_at(square)
            if piece is None or piece.color == self.me:
                continue
            if reach & chess.BB_SQUARES[king]:
                checkers += 1
            twice |= once & reach & zone
            once |= reach & zone
        if not checkers:
            return 0.0
        free = zone & ~b.occupied_co[self.me] & ~self.covered
        flights = chess.popcount(free)
        danger = DANGER[min(flights, len(DANGER) - 1)]
        # a square by the king that only the king guards, where he may land with support: a
        # check the king cannot answer by taking (the f7 mates)
        for square in chess.scan_forward(twice):
            guards = b.attackers_mask(self.me, square) & ~b.kings
            if not guards:
                danger += WEAK
                break
        return danger


def _reach(board: chess.Board, colour: bool, quiet: int) -> dict[int, int]:
    """For each piece of ``colour``: the squares it can capture on after up to ``quiet`` quiet
    moves through empty squares (the position held still: a planning estimate)."""
    occupied = board.occupied
    out: dict[int, int] = {}
    for square in chess.scan_forward(board.occupied_co[colour]):
        kind = board.piece_type_at(square)
        assert kind is not None
        reached = chess.BB_SQUARES[square]
        frontier = reached
        for _ in range(quiet):
            step = 0
            for sq in chess.scan_forward(frontier):
                step |= _moves(kind, colour, sq, occupied) & ~occupied
            frontier = step & ~reached
            if not frontier:
                break
            reached |= frontier
        attacks = 0
        for sq in chess.scan_forward(reached):
            attacks |= _attacks(kind, colour, sq, occupied & ~chess.BB_SQUARES[square])
        out[square] = attacks
    return out


def _attacks(kind: int, colour: bool, square: int, occupied: int) -> int:
    if kind == chess.PAWN:
        return chess.BB_PAWN_ATTACKS[colour][square]
    if kind == chess.KNIGHT:
        return chess.BB_KNIGHT_ATTACKS[square]
    if kind == chess.KING:
        return chess.BB_KING_ATTACKS[square]
    attacks = 0
    if kind in (chess.BISHOP, chess.QUEEN):
        attacks |= chess.BB_DIAG_ATTACKS[square][chess.BB_DIAG_MASKS[square] & occupied]
    if kind in (chess.ROOK, chess.QUEEN):
        attacks |= (
            chess.BB_RANK_ATTACKS[square][chess.BB_RANK_MASKS[square] & occupied]
            | chess.BB_FILE_ATTACKS[square][chess.BB_FILE_MASKS[square] & occupied]
        )
    return attacks


def _moves(kind: int, colour: bool, square: int, occupied: int) -> int:
    """Quiet moves' targets (before removing occupied squares)."""
    if kind != chess.PAWN:
        return _attacks(kind, colour, square, occupied)
    forward = 8 if colour else -8
    to = square + forward
    if not 0 <= to < 64:
        return 0
    return chess.BB_SQUARES[to]
