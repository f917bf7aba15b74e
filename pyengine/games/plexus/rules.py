"""Plexus Via Midpoints And Endpoints (Leroy Quet, 2011), top to bottom against
shared/rules/plexus.md.

Two players grow one tree of unit segments on an n×n dot lattice. Full-move k has two
half-moves, P1 first when k is odd and P2 first when k is even; the first half-move's kind
(drawn from an endpoint, degree 1, or a midpoint, degree 2-3) must be copied by the second, or
the second is lost and the first mover scores. The game ends when every dot is connected.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from pyengine.i18n import N_, _
from pyengine.kit.cells import CellBoard, Naming, dot_lattice
from pyengine.contract import Action, RuleError, State
from pyengine.contract.state import seat_payoffs

__all__ = ["Config", "PlexusState", "new_state", "board_for", "SEATS", "KIND_WORDS"]

SEATS = (N_("Player 1"), N_("Player 2"))  # translated where shown (pyengine/i18n.py)
KIND_WORDS = {"E": "an endpoint", "M": "a midpoint"}  # the record's words (notation.py)
# The sentences naming a kind, whole (a language declines "an endpoint" by its place in them).
_WRONG_KIND = {
    "E": N_("%s is a midpoint, but this full-move draws from endpoints (as the first mover did)"),
    "M": N_("%s is an endpoint, but this full-move draws from midpoints (as the first mover did)"),
}
_TOO = {
    "E": N_("Full-move %(n)d: %(who)s must draw from an endpoint too."),
    "M": N_("Full-move %(n)d: %(who)s must draw from a midpoint too."),
}
_COPY = {
    "E": N_("%s is a midpoint: draw from an endpoint, as the first mover did."),
    "M": N_("%s is an endpoint: draw from a midpoint, as the first mover did."),
}


@dataclass(frozen=True)
class Config:
    n: int = 7


@lru_cache(maxsize=None)
def board_for(n: int) -> CellBoard:
    """The n×n lattice, columns a.. west to east, rows 1..n south to north (chess-like)."""
    return dot_lattice(n, n, Naming(), title=f"the {n}×{n} lattice")


def kind_of(degree: int) -> str:
    """E for an endpoint (degree 1), M for a midpoint (degree 2 or 3)."""
    return "E" if degree == 1 else "M"


@dataclass(frozen=True)
class PlexusState(State):
    config: Config
    degrees: tuple[int, ...]
    segments: tuple[tuple[int, int], ...]  # (from, to) in drawing order, the opening first
    full: int = 1  # the full-move under way
    half: int = 0  # 0: its first half-move is next, 1: the second
    kind: str = ""  # the full-move's kind (after its first half-move)
    scores: tuple[int, ...] = (0, 0)  # the two players' points
    skipped: tuple[int, ...] = ()  # full-moves whose second half-move was lost
    over: bool = False

    # -- the contract

    def first_mover(self, full: int | None = None) -> int:
        """P1 first in odd full-moves, P2 in even ones (spec 4)."""
        return 0 if (full or self.full) % 2 == 1 else 1

    def to_move(self) -> int | None:
        if self.over:
            return None
        return self.first_mover() if self.half == 0 else 1 - self.first_mover()

    def turn_number(self) -> int:
        return 2 * (self.full - 1) + self.half  # each half-move is a turn of one action

    def seat_scores(self) -> tuple[float, ...]:
        return tuple(float(x) for x in self.scores)

    def _half_moves(self, kind: str = "") -> list[tuple[int, int]]:
        """Legal half-moves (source, target), of ``kind`` if given (spec 4.1)."""
        board = board_for(self.config.n)
        deg = self.degrees
        out = []
        for s in range(len(deg)):
            if 1 <= deg[s] <= 3 and (not kind or kind_of(deg[s]) == kind):
                out += [(s, t) for t in board.neighbours(s) if deg[t] == 0]
        return out

    def _is_half_move(self, s: int, t: int, kind: str = "") -> bool:
        """Whether (s, t) is one of :meth:`_half_moves` (asked without listing them all)."""
        deg = self.degrees
        return (
            0 <= s < len(deg)
            and 1 <= deg[s] <= 3
            and (not kind or kind_of(deg[s]) == kind)
            and t in board_for(self.config.n).neighbours(s)
            and deg[t] == 0
        )

    def _has_half_move(self, kind: str) -> bool:
        """Whether a half-move of ``kind`` exists (the first found: spec 4.4 asks only that)."""
        board = board_for(self.config.n)
        deg = self.degrees
        return any(
            1 <= deg[s] <= 3 and kind_of(deg[s]) == kind and any(deg[t] == 0 for t in board.neighbours(s))
            for s in range(len(deg))
        )

    def legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        board = board_for(self.config.n)
        return tuple(
            _segment(board.names[s], board.names[t], s, t)
            for s, t in self._half_moves(self.kind if self.half else "")
        )

    def apply(self, action: Action) -> PlexusState:
        if self.over:
            raise RuleError("the game is over")
        s, t = action.data
        if not self._is_half_move(s, t, self.kind if self.half else ""):
            raise RuleError(self.why_not(s, t))
        deg = list(self.degrees)
        kind = kind_of(deg[s])
        deg[s] += 1
        deg[t] += 1
        after = replace(self, degrees=tuple(deg), segments=self.segments + ((s, t),))
        if self.half == 1:
            after = replace(after, full=self.full + 1, half=0, kind="")
            return replace(after, over=0 not in after.degrees)
        after = replace(after, half=1, kind=kind)
        if not after._has_half_move(kind):
            # Spec 4.4: the second half-move is lost (no legal one of that kind, or no dot left):
            # the first mover scores; the engine applies it, it is nobody's action.
            first = self.first_mover()
            scores = tuple(x + (1 if p == first else 0) for p, x in enumerate(self.scores))
            after = replace(
                after, full=self.full + 1, half=0, kind="", scores=scores, skipped=self.skipped + (self.full,)
            )
            return replace(after, over=0 not in after.degrees)
        return after

    def why_not(self, s: int, t: int) -> str:
        """Why the segment s-t cannot be drawn now, in the rules' words ("" if it can)."""
        board = board_for(self.config.n)
        deg = self.degrees
        if deg[s] == 0:
            return _("%s is not connected: a segment is drawn from a connected dot") % board.names[s]
        if deg[s] == 4:
            return _("%s has four segments already") % board.names[s]
        if t not in board.neighbours(s):
            return _("%(t)s is not next to %(s)s") % {"t": board.names[t], "s": board.names[s]}
        if deg[t]:
            return _("%s is already connected") % board.names[t]
        if self.half == 1 and kind_of(deg[s]) != self.kind:
            return _(_WRONG_KIND[self.kind]) % board.names[s]
        return _("not legal here")

    def parse_action(self, text: str) -> Action:
        board = board_for(self.config.n)
        a, sep, b = text.strip().partition("-")
        s, t = board.find(a), board.find(b)
        if not sep or s is None or t is None:
            raise RuleError(_("%r is not a segment: write from-to, e.g. d5-d6") % text.strip()[:20])
        if self.over:
            raise RuleError(_("the game is over"))
        action = _segment(board.names[s], board.names[t], s, t)
        if action not in self.legal_actions():
            raise RuleError(self.why_not(s, t))
        return action

    def returns(self) -> tuple[float, ...]:
        if not self.over:
            return (0.5, 0.5)
        return seat_payoffs(2, [0 if self.scores[0] > self.scores[1] else 1])

    def status(self) -> str:
        if self.over:
            return self.end_reason()
        seat = self.to_move()
        assert seat is not None  # (not over)
        said = {"n": self.full, "who": _(SEATS[seat])}
        if self.half == 0:
            return _("Full-move %(n)d: %(who)s draws first, from an endpoint or a midpoint.") % said
        return _(_TOO[self.kind]) % said

    def end_reason(self) -> str:
        if not self.over:
            return ""
        w = 0 if self.scores[0] > self.scores[1] else 1
        said = {"who": _(SEATS[w]), "a": max(self.scores), "b": min(self.scores)}
        return _("%(who)s wins %(a)d to %(b)d: every dot is connected.") % said

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        board = board_for(self.config.n)
        if self.over:
            return _("The game is over.")
        if len(path) == 1:
            s = board.find(path[0])
            if s is None:
                return ""
            deg = self.degrees[s]
            if deg == 0:
                return _("%s is not connected: start from a connected dot.") % path[0]
            if self.half == 1 and kind_of(deg) != self.kind and deg < 4:
                return _(_COPY[self.kind]) % path[0]
            return _("%s has no unconnected dot next to it.") % path[0]
        if len(path) == 2:
            s, t = board.find(path[0]), board.find(path[1])
            if s is not None and t is not None:
                return self.why_not(s, t) + "."
        return ""


@lru_cache(maxsize=None)
def _segment(a: str, b: str, s: int, t: int) -> Action:
    return Action((a, b), f"{a}-{b}", (s, t))


def new_state(config: Config) -> PlexusState:
    """The empty lattice with the opening segment from the centre to the dot north of it (Decision)."""
    board = board_for(config.n)
    centre = board.at((config.n - 1) // 2, (config.n - 1) // 2)
    north = board.at((config.n - 1) // 2, (config.n + 1) // 2)
    assert centre is not None and north is not None  # the lattice's middle dots
    deg = [0] * len(board)
    deg[centre] = deg[north] = 1
    return PlexusState(config=config, degrees=tuple(deg), segments=((centre, north),))
