"""EinStein würfelt nicht!'s lessons (issue 54): the three steps of each side, which stones a
roll lets move (the exact one, else the next higher and lower), captures of either colour, the
two ways to win, the placing option, then a game against the easy computer.

Every position is a record whose last ply is the person's roll already made (``… 11. 4:``), so
no task depends on chance; the person's turn is then the one stone move.
"""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over
from pyengine.games.einstein.rules import GOALS, EinsteinState, cell_index
from pyengine.i18n import N_

__all__ = ["SERIES"]

#: The ordered arrangement the built positions start from (the arrangement drawn "at random").
_ORDERED = "[blue a5=1 b5=2 c5=3 a4=4 b4=5 a3=6] [red e1=1 d1=2 c1=3 e2=4 d2=5 e3=6]"
_MIXED = "[blue a5=4 b5=2 c5=6 a4=1 b4=5 a3=3] [red e1=3 d1=6 c1=1 e2=5 d2=2 e3=4]"

RULES = {
    "2.board": "2. A 5×5 board, cells a1..e5 (files a–e left to right, ranks 1–5 bottom to top).",
    "2.stones": "2. Each player has six stones numbered 1–6; one six-sided die.",
    "2.start-cells": "2. Blue starts on a5 b5 c5 a4 b4 a3, Red on e1 d1 c1 e2 d2 e3.",
    "2.blue-steps": "2. Blue moves one cell right, down or diagonally right-down.",
    "2.red-steps": "2. Red moves one cell left, up or diagonally left-up; never off the board.",
    "3.arrange": "3. Each player puts his six stones on his start cells in any arrangement.",
    "3.blue-first": "3. Blue moves first.",
    "4.turn": "4. A turn: a die roll (chance, 1–6), then one stone move.",
    "4.exact": "4.1 A roll t moves the player's stone t if it is still on the board.",
    "4.next": "4.1 Else the next higher and the next lower stone present may move (either).",
    "4.one-side": "4.1 If only one of those exists, that one moves.",
    "4.step": "4.2 The chosen stone moves one cell in one of the player's three directions.",
    "4.capture": "4.3 Any stone on the target cell, own or opponent's, is removed from the game.",
    "4.compulsory": "4.4 Moving is compulsory; a stone off its goal corner always has a forward cell.",
    "5.corner": "5.1 A stone reaching the opponent's corner wins (Blue e1, Red a5).",
    "5.last-stone": "5.2 A player whose last stone is captured loses.",
    "5.no-draw": "5. There are no draws.",
    "6.setup": "6. Option setup: random (default) or choose (players place stone by stone, Blue first).",
    "6.first": "6. Option first: Blue (default) or Red begins.",
    "6.match": "6. Option match: single game, best of 3 or 5 (the loser of a game starts the next).",
    "9.random-default": "9. Decision: the setup is random by default; choose offers the full rule.",
    "9.first-loser": "9. Decision: Blue first by default; in a match the loser of a game starts the next.",
}


def _move(turn: Turn) -> tuple[EinsteinState, EinsteinState, int, int]:
    """The position before the stone move, after it, and the move's cells."""
    before, after = turn.before, turn.after
    assert isinstance(before, EinsteinState) and isinstance(after, EinsteinState)
    moves = [a.data for a in turn.actions if isinstance(a.data, tuple) and a.data[:1] == ("move",)]
    c, t = (moves[-1][1], moves[-1][2]) if moves else (-1, -1)
    return before, after, c, t


def _steps_to(cell: int, goal: int) -> int:
    """King steps between two cells: the moves a stone still needs."""
    return max(abs(cell % 5 - goal % 5), abs(cell // 5 - goal // 5))


def _own(before: EinsteinState, t: int, seat: int) -> bool:
    """The target held a stone of the mover's own colour."""
    return before.board[t] * (1 if seat == 0 else -1) > 0


def _blue_diagonal(turn: Turn) -> str | None:
    _before, _after, c, t = _move(turn)
    if c >= 0 and t % 5 != c % 5 and t // 5 != c // 5:  # both file and rank change
        return None
    return N_(
        "That move is legal, but it goes only right or only down: the diagonal step to d4 brings stone 6 "
        "nearer e1."
    )


def _red_diagonal(turn: Turn) -> str | None:
    before, _after, c, t = _move(turn)
    if c >= 0 and _own(before, t, 1):
        return N_(
            "That move is legal, but it captures your own stone: the only free step of stone 5 is "
            "diagonally left-up, to d3."
        )
    if c >= 0 and _steps_to(t, GOALS[1]) < _steps_to(c, GOALS[1]):
        return None
    return N_("That is not the step to d3: Red moves left, up or diagonally left-up.")


def _red_captured(turn: Turn) -> str | None:
    before, _after, c, t = _move(turn)
    if c < 0:
        return N_("Move a stone: on a 4, stone 2 or stone 5 may move.")
    if before.board[t] < 0:
        return None
    return N_(
        "That move is legal, but it captures nothing: on a 4 both stone 2 and stone 5 may move, and each "
        "can take a red stone."
    )


def _last_stone(turn: Turn) -> str | None:
    _before, after, c, _t = _move(turn)
    if after.is_over() and after.winner == turn.seat and not after.stones(1 - turn.seat):
        return None
    if c < 0:
        return N_("Move stone 5: with no stone 6 left, a 6 moves the next lower stone.")
    return N_(
        "That move is legal, but Red's last stone on c3 is still on the board: stone 5 on b4 can "
        "step onto it."
    )


def _own_capture(turn: Turn) -> str | None:
    before, after, c, t = _move(turn)
    stones = after.stones(turn.seat)
    if c >= 0 and len(stones) == 1 and _steps_to(stones[0][0], GOALS[0]) == 1:
        return None
    if c >= 0 and before.board[t] == 0:
        return N_(
            "That move is legal, but stone 1 stays on the board: a roll of 1 would then move it, not stone 6."
        )
    return N_(
        "Capture your own stone 1 on d2 with stone 6: then every roll moves stone 6, and it stands next "
        "to e1."
    )


def _corner(turn: Turn) -> str | None:
    before, after, c, t = _move(turn)
    if after.is_over() and after.winner == turn.seat:
        return None
    if c >= 0 and _own(before, t, turn.seat):
        return N_(
            "That move is legal, but it captures your own stone and does not win: stone 2 on d2 is one "
            "step from e1."
        )
    if c >= 0 and before.board[t] < 0:
        return N_(
            "That move is legal, but it captures a red stone that is not on e1: the red stone on e1 is "
            "taken too when you reach the corner."
        )
    return N_(
        "That move is legal, but it does not reach e1: on a 3, stone 2 on d2 may move, and e1 is one "
        "step away."
    )


def _placed(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, EinsteinState)
    if after.board[cell_index("b4")] == 6:
        return None
    return N_("Your stones are placed, but stone 6 is not on b4: put it there, then stone 5 goes to a4.")


SERIES = Series(
    sections={
        "2": "Equipment and board",
        "3": "Setup",
        "4": "Turn structure and legal moves",
        "5": "End of game",
        "6": "Options",
        "9": "Decisions",
    },
    rules=RULES,
    lessons=(
        Lesson(
            id="steps",
            title=N_("Roll and step"),
            text=N_(
                "Blue begins, and you rolled a 6, so you must move stone 6 one step right, down or "
                "diagonally right-down. "
                "Move it diagonally to d4, the shortest way to the red corner e1."
            ),
            task=_blue_diagonal,
            setup=_MIXED + " 1. 6:",
            rules=(
                "2.board",
                "2.stones",
                "2.start-cells",
                "2.blue-steps",
                "3.arrange",
                "3.blue-first",
                "4.turn",
                "4.exact",
                "4.step",
                "4.compulsory",
                "9.random-default",
            ),
        ),
        Lesson(
            id="red",
            title=N_("Red begins"),
            text=N_(
                "With the option that Red begins, Red moves first, one step left, up or diagonally left-up "
                "toward a5. "
                "You rolled a 5: move stone 5 without taking one of your own stones."
            ),
            task=_red_diagonal,
            options={"first": "red"},
            setup="[first red] " + _MIXED + " 1. 5:",
            rules=("2.red-steps", "6.first", "4.step", "4.capture"),
        ),
        Lesson(
            id="next",
            title=N_("Next higher, next lower"),
            text=N_(
                "If the stone you rolled is gone, you may move the next higher or the next lower stone you "
                "still have. "
                "You rolled a 4 and have stones 1, 2 and 5: capture a red stone."
            ),
            task=_red_captured,
            setup=_ORDERED
            + " 1. 2:2b5xc5 2. 6:6e3-d3 3. 1:1a5xa4 4. 3:3c1-b2 5. 1:1a4xa3 6. 4:4e2-e3"
            + " 7. 2:2c5-c4 8. 1:1e1-e2 9. 5:5b4-b3 10. 2:2d1-c1 11. 4:",
            rules=("4.next", "4.capture"),
        ),
        Lesson(
            id="last",
            title=N_("The last stone"),
            text=N_(
                "You rolled a 6 and have no stone 6 or higher, so stone 5 must move. "
                "Red has one stone left: take it and win."
            ),
            task=_last_stone,
            setup=_ORDERED
            + " 1. 1:1a5xa4 2. 1:1e1xe2 3. 1:1a4xa3 4. 1:1e2xe3 5. 1:1a3-a2 6. 2:2d1xc1"
            + " 7. 3:3c5-d5 8. 2:2c1-c2 9. 3:3d5-e5 10. 5:5d2xc2 11. 3:3e5-e4 12. 1:1e3-d3"
            + " 13. 1:1a2-a1 14. 1:1d3-c3 15. 1:1a1-b1 16. 5:5c2xc3 17. 6:",
            rules=("4.one-side", "5.last-stone", "4.capture"),
        ),
        Lesson(
            id="own",
            title=N_("Take your own stone"),
            text=N_(
                "A stone on the target cell is captured, even your own, and fewer stones means each moves "
                "more often. "
                "Take your stone 1 on d2 with stone 6, so that every roll moves stone 6 next turn."
            ),
            task=_own_capture,
            setup=_ORDERED
            + " 1. 1:1a5xb5 2. 6:6e3-e4 3. 1:1b5xc5 4. 6:6e4-e5 5. 4:4a4xb4 6. 4:4e2-e3"
            + " 7. 4:4b4-c3 8. 4:4e3-e4 9. 1:1c5-c4 10. 1:1e1-e2 11. 1:1c4xc3 12. 1:1e2-e3"
            + " 13. 1:1c3xd2 14. 2:2d1xc1 15. 6:6a3-b3 16. 2:2c1-b1 17. 6:6b3-c3 18. 2:2b1-a1 19. 6:",
            rules=("4.capture", "4.exact"),
        ),
        Lesson(
            id="corner",
            title=N_("Reach the corner"),
            text=N_(
                "A stone that reaches the opposite corner wins at once, Blue's on e1 and Red's on a5. "
                "You rolled a 3 and have no stone 3: win this turn."
            ),
            task=_corner,
            setup=_ORDERED
            + " 1. 2:2b5xc5 2. 6:6e3-e4 3. 2:2c5-d4 4. 3:3c1-b1 5. 2:2d4-d3 6. 6:6e4-e5"
            + " 7. 2:2d3xd2 8. 3:3b1-a1 9. 3:",
            rules=("5.corner", "4.next", "4.capture"),
        ),
        Lesson(
            id="place",
            title=N_("Place your stones"),
            text=N_(
                "With the option to place the stones, Blue sets his six stones on his start cells first, "
                "then Red. "
                "Put stone 6 on b4, the start cell nearest e1, and stone 5 on a4."
            ),
            task=_placed,
            options={"setup": "choose"},
            setup="[setup choose] [blue a5=1 b5=2 c5=3 a3=4]",
            rules=("6.setup", "3.arrange", "2.start-cells"),
        ),
        Lesson(
            id="play",
            title=N_("A race to the end"),
            text=N_(
                "Roll and play this game to its end against the easy computer: there are no draws. "
                "In a match of 3 or 5 games the loser of each game begins the next."
            ),
            task=game_over,
            setup=_MIXED + " 1. 6:6c5-d4 2. 4:4e3-d3 3. 5:5b4-c3 4. 2:2d2-c2 5. 1:1a4-b3 6. 2:2c2-b2",
            play=True,
            rules=("5.no-draw", "6.match", "9.first-loser", "4.turn"),
        ),
    ),
)
