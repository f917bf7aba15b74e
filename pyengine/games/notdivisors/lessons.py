"""(Not)Divisors' lessons (issue 54): the first number, multiples of a straight neighbour, the
diagonal that must stay unrelated, each number once, dead cells, the last placement that wins
(three players on a 3×3 grid), and a game on a 4×4 grid against the easy computer.

A placement is a clicked cell and a typed number; every task judges the grid after it, so any
number that does the task counts, typed or hinted."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.games.notdivisors.rules import NotDivisorsState, board_for
from pyengine.i18n import N_

__all__ = ["SERIES"]

RULES = {
    "2.grid": "An n×n grid; each cell empty or holding one integer of at least 2.",
    "2.cells": "Cells: column letter from the left, row number from the top.",
    "2.neighbours": "Orthogonal neighbours touch at a side, diagonal ones only at a corner.",
    "2.related": "x and y are related when one divides the other.",
    "3.empty": "The grid starts empty; players P1..Pk.",
    "4.order": "Players place in the cyclic order P1, P2, ..., Pk; a turn is one placement.",
    "4.first": "The first placement: any integer of at least 2 in any cell.",
    "4.touch": "A later placement needs a filled orthogonal neighbour.",
    "4.at-least-2": "Numbers are integers of at least 2.",
    "4.once": "Each integer at most once per game.",
    "4.orth": "The number is related to every orthogonal neighbour.",
    "4.diag": "The number is related to no diagonal neighbour.",
    "4.no-pass": "No passing; whether a placement exists does not depend on who moves.",
    "4.dead": "A cell is dead when no integer fits (the exact test of 4.4: divisors of max(O), "
    "and multiples of lcm(O) unless a diagonal number divides it).",
    "5.end": "The game ends when no legal placement exists anywhere.",
    "5.last-wins": "The last placement wins; everybody else loses; no draws, no scores.",
    "6.n": "Option n: the grid's side, 2..12 (default 5).",
    "6.players": "Option players: 2..6 (default 2).",
    "9.rows-top": "Decision: rows are numbered from the top.",
    "9.players": "Decision: any number of players from 2; the page caps at 6.",
    "9.first-free": "Decision: the first placement needs no neighbour.",
    "9.exact": "Decision: no upper bound on numbers; every check is exact.",
    "9.candidates": "Decision: the AI and hints use a finite candidate set; humans may type any integer.",
    "9.digits": "Decision: the page limits typed numbers to 30 digits.",
    "9.last-only": "Decision: only the last mover wins; all others lose equally.",
}


def _placed(turn: Turn) -> tuple[str, int]:
    """The cell the turn wrote into and its number ("", 0 if none)."""
    before, after = turn.before, turn.after
    assert isinstance(before, NotDivisorsState) and isinstance(after, NotDivisorsState)
    for i, (x, y) in enumerate(zip(before.values, after.values)):
        if x != y:
            return board_for(after.config.n).names[i], y
    return "", 0


def _dead(turn: Turn) -> list[str]:
    after = turn.after
    assert isinstance(after, NotDivisorsState)
    names = board_for(after.config.n).names
    return [names[i] for i in after.dead_cells()]


def _first(turn: Turn) -> str | None:
    cell, _x = _placed(turn)
    if cell == "b1":
        return None
    if cell == "b5":
        return N_(
            "That is b5, the bottom row: rows count from the top, so b1 is the second cell of the top row."
        )
    return N_("That is legal, but it is not b1: look for column b in the top row.")


def _multiple(turn: Turn) -> str | None:
    _cell, x = _placed(turn)
    if x > 6 and x % 6 == 0:
        return None
    return N_("That is legal, but your number divides 6: the task is a multiple of 6, such as 12 or 18.")


def _diagonal(turn: Turn) -> str | None:
    cell, _x = _placed(turn)
    if cell == "b2":
        return None
    return N_("That is legal, but it is not b2: fill the cell above 3, which touches 6 at a corner.")


def _once(turn: Turn) -> str | None:
    cell, x = _placed(turn)
    if cell != "d3":
        return N_("That is legal, but it is not d3: write your number right of 4.")
    if x == 8:
        return None
    return N_(
        "That fits d3, but a smaller number fits too: 2 and 4 are taken, so try the next multiple of 4."
    )


def _kill(turn: Turn) -> str | None:
    cell, _x = _placed(turn)
    if cell != "b1":
        return N_("That is legal, but it is not b1: write your number above 4.")
    if "a1" in _dead(turn):
        return None
    return N_(
        "That leaves a1 alive: a divisor or multiple of your number still neither divides 4 "
        "nor is a multiple of it."
    )


def _last(turn: Turn) -> str | None:
    if turn.after.is_over():
        return None
    cell, _x = _placed(turn)
    if cell == "a3":
        return N_(
            "That fills a3, but c1 still takes 6: write 6 yourself, since each number is used only once."
        )
    return N_("That is legal, but a3 still takes a number, and Player 1 would write the last one.")


SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="first",
            title=N_("The first number"),
            text=N_(
                "Numbers are whole numbers of at least 2, and the first one may go into any cell of the "
                "empty grid; rows count from the top. Write a first number in b1, in the top row."
            ),
            task=_first,
            rules=(
                "2.grid",
                "2.cells",
                "3.empty",
                "4.first",
                "4.at-least-2",
                "6.n",
                "9.rows-top",
                "9.first-free",
            ),
        ),
        Lesson(
            id="multiple",
            title=N_("A multiple of its neighbour"),
            text=N_(
                "Every later number must touch a number above, below or beside it, and divide it or be a "
                "multiple of it. Place a number that is a multiple of its neighbour 6: there is no upper "
                "limit, and any number you type counts."
            ),
            task=_multiple,
            setup="1. 6@c3",
            rules=("2.neighbours", "2.related", "4.touch", "4.orth", "9.exact", "9.candidates"),
        ),
        Lesson(
            id="diagonal",
            title=N_("Not across the corner"),
            text=N_(
                "A number must neither divide nor be a multiple of a number touching it only at a corner. "
                "Fill b2, which touches 3 straight and 6 at a corner, so 12 would be refused."
            ),
            task=_diagonal,
            setup="1. 3@b3 2. 6@c3",
            rules=("2.neighbours", "4.diag", "4.orth"),
        ),
        Lesson(
            id="once",
            title=N_("Each number once"),
            text=N_(
                "Each number may be written only once in a game, and 2 and 4 are already on the grid. Write "
                "the smallest number that fits d3."
            ),
            task=_once,
            setup="1. 2@b3 2. 4@c3",
            rules=("4.once", "4.orth"),
        ),
        Lesson(
            id="dead",
            title=N_("Dead cells"),
            text=N_(
                "A cell is dead when no integer fits it: a number bigger than its straight neighbours must "
                "be a multiple of them, which a diagonal number can forbid. Write a number in b1 that "
                "leaves a1 dead."
            ),
            task=_kill,
            setup="1. 4@b2 2. 12@b3",
            rules=("4.dead", "4.diag", "9.exact"),
        ),
        Lesson(
            id="last",
            title=N_("The last number wins"),
            text=N_(
                "Players take turns in order, here three of them, nobody may pass, and whoever writes the "
                "last number wins while all others lose. You are Player 3: end the game with your number."
            ),
            task=_last,
            options={"n": 3, "players": 3},
            setup="[n 3] [players 3]\n1. 2@a2 2. 4@b2 3. 12@c2 4. 3@c3 5. 10@a1",
            rules=(
                "4.order",
                "4.no-pass",
                "4.once",
                "5.end",
                "5.last-wins",
                "6.players",
                "9.players",
                "9.last-only",
            ),
        ),
        Lesson(
            id="play",
            title=N_("A game on the 4×4 grid"),
            text=N_(
                "Play a game on a 4×4 grid against the easy computer, which picks from a few numbers per "
                "cell. You may type any number of up to 30 digits."
            ),
            task=game_over,
            options={"n": 4},
            play=True,
            rules=("6.n", "9.candidates", "9.digits"),
        ),
    ),
)
