"""Cross's lessons (issue 54): the first single stone and the two-stone turns of "12*", the
neighbours of a cell, the group restriction and its older reading, three sides that are no Y, the
cross that loses, the Y that wins even with a cross, the turn that ends after one stone, the
deferred cross, Browne's one-stone game with its swap, and a game against the easy computer.

Most positions are on the side-5 board (an option) so that the tutor's search over a two-stone
turn stays small; they were found by playing the engine and are written as records."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.games.cross.rules import CROSS_SETS, LR, UR, B, CrossState, T
from pyengine.i18n import N_

__all__ = ["SERIES"]

SMALL = {"size": 5}

RULES = {
    "2.board": "2. A hex-hex board of hexagonal cells, s cells per side (default 6); stones x and o.",
    "2.cells": "2. Cells are named by doubled column letter and row number (i5 is the side-5 centre).",
    "2.neighbours": "2. A cell's neighbours are (c±2, r) and (c±1, r±1): six for an inner cell.",
    "2.sides": "2. Six sides T, UR, LR, B, LL, UL; a corner cell belongs to both of its sides.",
    "2.group": "2. A group is a maximal set of same-coloured stones connected through neighbours.",
    "2.y": "2. A Y is a group touching three pairwise non-adjacent sides: {T, LR, LL} or {UR, B, UL}.",
    "2.cross": "2. A cross is a group touching two opposite sides: {T, B}, {UR, LL} or {LR, UL}.",
    "3.empty": "3. The board starts empty.",
    "3.first": "3. Player 1 (x, Black) moves first.",
    "3.no-swap": "3. There is no swap in the 12* game.",
    "4.stone": "4. The atomic action is one stone placed on an empty cell.",
    "4.first-turn": "4.1 Player 1's first turn is exactly one stone.",
    "4.two-stones": "4.1 Every later turn of either player, player 2's first included, is two stones.",
    "4.restriction": "4.2 No group of the mover may contain more than one of the turn's new stones.",
    "4.merge": "4.2 A single new stone that merges several old groups is legal.",
    "4.no-second": "4.3 If no empty cell is legal for the second stone, the turn ends after one stone.",
    "4.y-wins": "4.4 At the end of his turn, a mover with a Y wins (even with a cross).",
    "4.cross-loses": "4.4 Otherwise a mover with a cross loses.",
    "4.resign": "4.5 The player to move may resign and loses (a record writes resign).",
    "5.end": "5. The game ends at the first turn end with a Y or a cross, or by resignation.",
    "5.draw": "5. A full board without result would be a draw (believed impossible).",
    "6.size": "6. Option size: 5, 6 or 7 cells per side.",
    "6.browne": "6. Option rules = browne: one stone per turn, no group restriction.",
    "6.swap": "6. Option swap (browne only): player 2's first action may take player 1's stone.",
    "6.old-groups": "6. Option group_restriction = old-groups: only groups from before the turn count.",
    "6.deferred": "6. Option cross_rule = deferred: the first cross loses only on a full board without Y.",
    "9.12star": "9. 12* means one stone on the very first turn, then two on every turn of either player.",
    "9.strict": "9. The group restriction is the strict reading, checked after each stone.",
    "9.turn-end": "9. Y and cross are judged at the end of the turn; a Y wins even with a cross.",
    "9.immediate": "9. A cross loses immediately (deferred is an option).",
    "9.no-second": "9. No cell for the second stone: the turn ends after one; the first needs no look-ahead.",
    "9.swap": "9. No swap in 12*; swap (default on) in Browne's one-stone game.",
    "9.sizes": "9. Board sizes 5 to 7 are offered, 6 the default.",
    "9.draw": "9. A full board without result is a draw (a safety clause).",
}


def _cross(turn: Turn) -> CrossState:
    after = turn.after
    assert isinstance(after, CrossState)
    return after


def _cell(state: CrossState, name: str) -> int:
    return state.board.parse(name)


def _colour(turn: Turn) -> int:
    return 1 if turn.seat == 0 else 2  # x for Black (seat 0), o for White


def _sides(state: CrossState, name: str) -> int:
    return state.sides_of(state.group_of(_cell(state, name)))


def _lost(turn: Turn) -> bool:
    after = _cross(turn)
    return after.is_over() and after.winner != turn.seat


def _centre(turn: Turn) -> str | None:
    after = _cross(turn)
    if after.stones[_cell(after, "i5")] == _colour(turn):
        return None
    return N_("That stone is legal, but it is not on the centre: i5 is the middle cell of row 5.")


def _next_to_i5(turn: Turn) -> str | None:
    after = _cross(turn)
    around = set(after.board.neighbours[_cell(after, "i5")])
    mine = [a.data for a in turn.actions if isinstance(a.data, int)]
    touching = len([c for c in mine if c in around])
    if touching >= 2:
        return None
    if touching == 1:
        return N_("That turn is legal, but only one stone touches i5: put both on its neighbours.")
    return N_("That turn is legal, but neither stone touches i5: its six neighbours surround it.")


def _join_and_grow(turn: Turn) -> str | None:
    after = _cross(turn)
    if _cell(after, "i5") not in after.group_of(_cell(after, "e5")):
        return N_("That turn is legal, but e5 and i5 are still apart: g5 touches both.")
    if len(after.group_of(_cell(after, "l8"))) < 2:
        return N_("Your groups are joined, but l8 did not grow: your second stone belongs next to it.")
    return None


def _grow_by_two(turn: Turn) -> str | None:
    after = _cross(turn)
    grown = len(after.group_of(_cell(after, "i5"))) - 1
    if grown >= 2:
        return None
    if grown == 1:
        return N_("That is legal, but i5 grew by one stone: the second may touch the first new stone.")
    return N_("That is legal, but i5 did not grow: start next to it, then add a stone next to that one.")


def _third_side(turn: Turn) -> str | None:
    sides = _sides(_cross(turn), "k1")
    if _lost(turn) and sides & (T | B) == T | B:
        return N_("That made a cross: top and bottom are opposite sides, and a cross without a Y loses.")
    if _lost(turn):
        return N_(
            "That made a cross from the upper right to the lower left side, and a cross without a Y loses."
        )
    if sides & ~(T | UR):
        return None
    return N_("That is legal, but your group still touches only the top and the upper right side.")


def _win_by_y(turn: Turn) -> str | None:
    after = _cross(turn)
    if after.is_over() and after.winner == turn.seat:
        return None
    if _lost(turn):
        return N_("That made a cross without a Y, so you lose: the corner m9 is on the lower right side too.")
    return N_("That is legal, but there is no Y yet: your group needs the lower right side.")


def _one_stone(turn: Turn) -> str | None:
    if len(turn.actions) == 1:  # no turn here loses (checked when the position was found)
        return None
    return N_("That is legal, but your turn had two stones: find the cell that leaves no room for a second.")


def _deferred_cross(turn: Turn) -> str | None:
    after = _cross(turn)
    sides = _sides(after, "k1")
    if any(sides & x == x for x in CROSS_SETS) and not after.is_over():
        return None
    if sides & LR:
        return N_("That is legal, but the lower right side makes no cross with the top: aim for the bottom.")
    return N_(
        "That is legal, but your group has no cross: "
        "g9 or i9 joins it to the bottom side, f8 to the lower left."
    )


def _swapped(turn: Turn) -> str | None:
    after = _cross(turn)
    if after.stones[_cell(after, "i5")] == _colour(turn):
        return None
    return N_("That stone is legal, but Black keeps i5: Swap makes that stone yours.")


# The positions (records; see notation.py), all on the side-5 board.
MERGE = """
1:  -- e5   h8 h2
2:  i5 l8   c3 o7
"""
# Black's group k1..h8 touches the top and the upper right; p6 or q5 reach the lower right,
# g9 or i9 the bottom, f8 the lower left (a cross either way).
THREE_SIDES = """
1:  -- l4   d6 g7
2:  o5 h8   k9 e7
3:  k1 n2   c3 f2
4:  n4 i7   d4 g3
5:  j6 l2   e3 f6
6:  b6 k5   o7 c5
7:  m3 d8   i3 m9
"""
# Black's group i1..c7 touches the top and the lower left; White holds n8, so only the corner
# m9 gives the lower right side (a Y and a cross at once), while k9 gives a cross only.
CORNER = """
1:  -- f4   m5 m3
2:  e5 h2   l6 k3
3:  g3 c7   n6 n8
4:  h6 i1   o5 j2
5:  l8 i7   m7 j4
6:  d6 k7   n4 a5
7:  g5 l4   e9 p4
"""
# A nearly full board (a random game that never ended): a5, k9 and m9 are empty. After k9 no
# empty cell is legal for a second stone; a5 and m9 make a two-stone turn.
FULL = """
1:  -- f4   e9 l4
2:  e1 g7   c5 k7
3:  g9 m1   n2 l8
4:  k5 g1   g5 k3
5:  d2 f8   i1 p6
6:  b4 e3   j8 d8
7:  g3 i9   l2 p4
8:  b6 c3   n4 i5
9:  i7 k1   d4 o5
10: f6 m5   n6 e5
11: o3 h2   h4 h8
12: i3 q5   e7 n8
13: j6 j2   l6 f2
14: h6 m3   j4 c7
15: d6 o7   m7 --
"""

SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="first",
            title=N_("One stone to begin"),
            text=N_(
                "Black begins on the empty board, and his very first turn is a single stone; this small "
                "board has 5 cells a side instead of the usual 6. Place your stone on the centre cell i5."
            ),
            task=_centre,
            options=SMALL,
            rules=(
                "2.board",
                "2.cells",
                "3.empty",
                "3.first",
                "4.stone",
                "4.first-turn",
                "6.size",
                "9.sizes",
            ),
        ),
        Lesson(
            id="two",
            title=N_("Two stones a turn"),
            text=N_(
                "Every later turn is two stones, White's first included, and an inner cell has six "
                "neighbours. As White, place both stones next to Black's i5, but not next to each other."
            ),
            task=_next_to_i5,
            options=SMALL,
            setup="1: -- i5",
            rules=("2.neighbours", "4.two-stones", "4.restriction", "9.12star"),
        ),
        Lesson(
            id="groups",
            title=N_("One new stone per group"),
            text=N_(
                "Touching stones of one colour form a group, and no group may get two stones of one turn, "
                "though one stone may join several groups. Join e5 and i5 with one stone, then grow l8."
            ),
            task=_join_and_grow,
            options=SMALL,
            setup=MERGE,
            rules=("2.group", "4.restriction", "4.merge", "9.strict"),
        ),
        Lesson(
            id="old-groups",
            title=N_("The older group rule"),
            text=N_(
                "With the option of old groups only groups from before the turn count, so your two new "
                "stones may touch each other. Grow your stone on i5 by two stones this turn."
            ),
            task=_grow_by_two,
            options={**SMALL, "group_restriction": "old-groups"},
            setup="1: -- i5   h4 j6",
            rules=("6.old-groups",),
        ),
        Lesson(
            id="three-sides",
            title=N_("Three sides, but no cross"),
            text=N_(
                "A Y needs three sides of which no two are neighbours, and a group touching two opposite "
                "sides, a cross, loses at once. Make your group touch a third side without a cross."
            ),
            task=_third_side,
            options=SMALL,
            setup=THREE_SIDES,
            rules=("2.sides", "2.y", "2.cross", "4.cross-loses", "9.immediate"),
        ),
        Lesson(
            id="y",
            title=N_("Win with a Y"),
            text=N_(
                "A corner belongs to both its sides, and a turn that ends with a Y wins even if it makes a "
                "cross too. Win this turn: your group from i1 to c7 still needs the lower right side."
            ),
            task=_win_by_y,
            options=SMALL,
            setup=CORNER,
            rules=("2.sides", "2.y", "2.cross", "4.y-wins", "5.end", "9.turn-end"),
        ),
        Lesson(
            id="one-stone",
            title=N_("No room for a second stone"),
            text=N_(
                "If no empty cell is legal for your second stone, your turn ends after one. "
                "Three cells are left: find the stone that ends your turn this way."
            ),
            task=_one_stone,
            options=SMALL,
            setup=FULL,
            rules=("4.no-second", "9.no-second"),
        ),
        Lesson(
            id="deferred",
            title=N_("A cross that waits"),
            text=N_(
                "With the deferred option a cross loses only if the board fills without a Y, and a full "
                "board without any cross would be a draw. "
                "Make a cross: join your group to the bottom or the lower left side."
            ),
            task=_deferred_cross,
            options={**SMALL, "cross_rule": "deferred"},
            setup=THREE_SIDES,
            rules=("6.deferred", "5.draw", "9.draw"),
        ),
        Lesson(
            id="swap",
            title=N_("Browne's swap"),
            text=N_(
                "In Browne's original game every turn is one stone without the group restriction, and only "
                "there may White swap: Black's first stone becomes White's. "
                "Take Black's stone on i5 with Swap."
            ),
            task=_swapped,
            options={**SMALL, "rules": "browne"},
            setup="1: i5",
            rules=("6.browne", "6.swap", "3.no-swap", "9.swap"),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "Play a game on the small board against the easy computer. You may also resign with the "
                "page's Resign, which a record writes as resign."
            ),
            task=game_over,
            options=SMALL,
            play=True,
            rules=("4.resign", "5.end"),
        ),
    ),
)
