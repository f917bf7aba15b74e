"""Shuttle, the example game of docs/ADDING_A_GAME.md (a test fixture, not in the catalogue).

Written from the checklist alone, to prove the platform: a square board with kinds, an action
that is typed (a number), a turn of two actions, scores, a draw by repetition.

Rules. Two players, Red and Blue, share one token on a 4×4 board (a1 bottom left); b2 and c3
are gold cells. Red begins. A turn has two steps: (1) the player types a distance d, a whole
number of at least 1 (a king's step counts 1, so d runs up to 3); (2) the player moves the
token to a cell exactly d king steps away. Landing on gold scores a point. The first to 3
points wins. When the same position (token cell, player to move) comes up for the third time
since the last point, the game is drawn. Players may offer draws.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pyengine.kit.cells import masked_board
from pyengine.contract import Action, RuleError, State
from pyengine.contract.actions import TYPED
from pyengine.contract.state import find_action, seat_payoffs
from pyengine.kit.repetition import REPETITION_TEXT, Seen
from pyengine.games.example.info import SEATS

__all__ = ["BOARD", "SEATS", "TARGET", "ShuttleState", "new_state", "distance"]

#: Row 4 first, as drawn; "g" marks the gold cells b2 and c3.
BOARD = masked_board(
    ("xxxx", "xxgx", "xgxx", "xxxx"), {"x": "plain", "g": "gold"}, diagonals=True, title="the 4×4 board"
)
TARGET = 3  # points to win


def distance(a: int, b: int) -> int:
    """King steps between two cells."""
    (ac, ar), (bc, br) = BOARD.coords[a], BOARD.coords[b]
    return max(abs(ac - bc), abs(ar - br))


@dataclass(frozen=True)
class ShuttleState(State):
    token: int = 0  # a1
    seat: int = 0
    step: int = 0  # 0: type a distance, 1: move the token
    chosen: int = 0  # the distance typed in this turn
    points: tuple[int, ...] = (0, 0)  # the two players' points
    turn: int = 0
    seen: Seen = Seen((((0, 0), 1),))
    drawn: bool = False

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.is_finished() else self.seat

    def is_finished(self) -> bool:
        """Is the game over: drawn, or a seat reached the target?"""
        return self.drawn or max(self.points) >= TARGET

    def turn_number(self) -> int:
        return self.turn

    def turn_progress(self) -> tuple[int, int]:
        return (self.step, 2)

    def prompt(self) -> dict[str, str] | None:
        return {"label": "Distance", "hint": "1 to 3"} if self.step == 0 else None

    def seat_scores(self) -> tuple[float, ...]:
        return tuple(float(p) for p in self.points)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.is_finished():
            return ()
        if self.step == 0:  # the distances that lead somewhere (for the AI: typed ones are parsed)
            return tuple(
                _distance_action(d)
                for d in sorted({distance(self.token, c) for c in range(len(BOARD))} - {0})
            )
        # The target cell, or the token and then the target (two ways to click one move).
        here = BOARD.names[self.token]
        return tuple(
            Action((BOARD.names[c],), BOARD.names[c], ("go", c), alt_paths=((here, BOARD.names[c]),))
            for c in range(len(BOARD))
            if distance(self.token, c) == self.chosen
        )

    def parse_action(self, text: str) -> Action:
        if self.step == 1 or self.is_finished():
            return find_action(self, text)
        if not text.strip().isdigit():
            raise RuleError(f"{text.strip()[:20]!r} is no distance: type a whole number of steps")
        d = int(text)
        reach = max(distance(self.token, c) for c in range(len(BOARD)))
        if not 1 <= d <= reach:
            raise RuleError(f"from {BOARD.names[self.token]} the token can go 1 to {reach} steps, not {d}")
        return _distance_action(d)

    def apply(self, action: Action) -> ShuttleState:
        if action not in self.legal_actions():
            raise RuleError(f"{action.text!r} is not legal here")
        kind, value = action.data
        if kind == "distance":
            return replace(self, step=1, chosen=value)
        scored = BOARD.kinds[value] == "gold"
        points = tuple(p + (1 if scored and s == self.seat else 0) for s, p in enumerate(self.points))
        key = (value, 1 - self.seat)
        seen = self.seen.add(key, irreversible=scored)
        return replace(
            self,
            token=value,
            seat=1 - self.seat,
            step=0,
            chosen=0,
            points=points,
            turn=self.turn + 1,
            seen=seen,
            drawn=seen.repeated(key),
        )

    def returns(self) -> tuple[float, ...]:
        if self.drawn:
            return seat_payoffs(2, [])
        return seat_payoffs(2, [s for s in (0, 1) if self.points[s] >= TARGET])

    def end_reason(self) -> str:
        if self.drawn:
            return REPETITION_TEXT
        if max(self.points) >= TARGET:
            return f"{SEATS[self.points.index(max(self.points))]} wins with {TARGET} points."
        return ""

    def status(self) -> str:
        if self.is_finished():
            return self.end_reason()
        what = "types a distance" if self.step == 0 else f"moves the token {self.chosen} steps"
        return f"{SEATS[self.seat]} {what}."

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.step == 0:
            return "First type how far the token goes."
        return f"The token must go exactly {self.chosen} steps from {BOARD.names[self.token]}."

    def decisive_targets(self) -> tuple[str, ...]:
        return (BOARD.names[self.token],) if self.is_finished() else ()


def _distance_action(d: int) -> Action:
    return Action((TYPED + str(d),), str(d), ("distance", d))


def new_state(config: object = None) -> ShuttleState:
    return ShuttleState()
