"""Triad's lessons (issue 54): the slide onto a foreign cell and its captures, who moves next
(the landing cell's colour), the drop of the third player's piece and how it steers the next
player's compulsory best capture, the three ends (a player without pieces, a tie, a player
without a move), then a game against two easy computers.

Each task is one whole turn of the person (the move and the drop) and judges its effect: the
pieces taken, the next player's best captures, the game's result. The positions come from
played games (records from the start); the person is the player to move there.
"""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.games.triad.rules import BOARD, TriadState, legal_moves
from pyengine.i18n import N_

__all__ = ["SERIES"]

RED, GREEN, BLUE = 0, 1, 2
_E1 = BOARD.parse("E1")

RULES = {
    "2.board": "2. A hex-hex board with 5 cells per side, 61 cells, columns A..I with their rows.",
    "2.colours": "2. Cells are red, green or blue by (column index + row) mod 3; neighbours always differ.",
    "2.players": "2. Red, Green and Blue each own the cells and pieces of their colour; 9 pieces each, "
    "plus an unlimited supply for drops.",
    "2.foreign": "2. A cell is foreign to a player if its colour is not his.",
    "3.start": "3. Red starts around E1, Green around A5, Blue around I9; each area has three cells of "
    "each colour.",
    "3.red-first": "3. Red moves first.",
    "4.slide": "4.1 A move slides a piece straight in one of six directions over empty cells and stops on an "
    "empty foreign cell.",
    "4.candidate": "4.1 The owner of the landing cell's colour is the candidate; the other opponent is the "
    "bunny.",
    "4.capture": "4.2 Every opponent piece (of either opponent) next to the landing cell is removed.",
    "4.max-capture": "4.3 Only the moves capturing the most pieces are legal (possibly zero); any of them "
    "may be chosen.",
    "4.drop": "4.4 Then the mover drops a piece of the bunny's colour on any empty cell.",
    "4.next": "4.5 The candidate moves next; the mover never moves twice in a row.",
    "4.no-move": "4.6 A player to move without a legal move is eliminated and the game ends.",
    "5.no-pieces": "5.1 The game ends at once when a player has no pieces left (right after the capture, "
    "no drop).",
    "5.winner": "5.2 The eliminated player loses; of the other two, the one with more pieces on the board "
    "wins.",
    "5.tie": "5.2 If the two remaining players have equal numbers they tie, a shared win (½ each for the "
    "computer).",
    "5.both-out": "5.2 If one capture eliminates both opponents, the mover wins outright.",
    "5.repetition": "5.3 The same position with the same player to move for the third time is a draw.",
    "9.geometry": "9. Decision: geometry, colouring and start cells are boardspace's (Ludii agrees).",
    "9.drop-supply": "9. Decision: the mover drops the bunny's colour on any empty cell, from an unlimited "
    "supply.",
    "9.global-max": "9. Decision: maximum capture is counted over all of the mover's moves.",
    "9.end-order": "9. Decision: the end test after a capture comes before the drop; no legal move is tested "
    "for the player about to move.",
    "9.full-board": "9. Decision: if no empty cell remains for a drop, the drop is skipped.",
    "9.repetition": "9. Decision: threefold repetition is a draw (boardspace's code; the engine needs an "
    "end).",
}


def _states(turn: Turn) -> tuple[TriadState, TriadState]:
    before, after = turn.before, turn.after
    assert isinstance(before, TriadState) and isinstance(after, TriadState)
    return before, after


def _count(state: TriadState, seat: int) -> int:
    return state.cells.count(seat + 1)


def _landed(turn: Turn) -> int:
    """The landing cell of the turn's move (-1: no move yet)."""
    moves = [a.data[2] for a in turn.actions if isinstance(a.data, tuple) and a.data[:1] == ("move",)]
    return moves[-1] if moves else -1


def _threatened(after: TriadState, seat: int) -> bool:
    """The next player's best moves (the only legal ones) can take a piece of ``seat``."""
    return any(
        after.cells[c] == seat + 1 for _f, _t, taken in legal_moves(after.cells, after.mover) for c in taken
    )


def _turn_done(turn: Turn) -> bool:
    _before, after = _states(turn)
    return bool(turn.actions) and (after.is_over() or after.phase == "move")


def _two_blue(turn: Turn) -> str | None:
    before, after = _states(turn)
    if not _turn_done(turn):
        return N_("Slide a piece onto an empty cell of another colour, then drop the piece the game offers.")
    moved = before.apply(turn.actions[0])  # the captures, before the drop adds a blue piece back
    if _count(before, BLUE) - _count(moved, BLUE) == 2:
        return None
    return N_("That move is legal, but it takes two green pieces: E3 to H6 or F3 to F8 takes two blue ones.")


def _safe_landing(turn: Turn) -> str | None:
    _before, after = _states(turn)
    if not _turn_done(turn):
        return N_("Choose your landing cell: its colour decides who moves next.")
    if not _threatened(after, turn.seat):
        return None
    if after.mover == BLUE:
        return N_(
            "That move is legal, but it lands on a blue cell, so Blue moves next "
            "and H7 to C2 takes C1 and D2."
        )
    return N_("That is legal, but the next player can take a red piece: land where its owner cannot.")


def _safe_drop(turn: Turn) -> str | None:
    _before, after = _states(turn)
    if not _turn_done(turn):
        return N_("Drop the green piece on an empty cell.")
    if not _threatened(after, turn.seat):
        return None
    return N_(
        "That drop is legal, but Blue's best move still takes a red piece: block the slide "
        "from I8 toward C2, or give Blue a bigger capture elsewhere."
    )


def _wins(turn: Turn) -> str | None:
    _before, after = _states(turn)
    if after.is_over() and after.returns()[turn.seat] == 1:
        return None
    return N_(
        "That move is legal, but Blue keeps his piece on H8: G3 to G8 takes both blue pieces "
        "and ends the game."
    )


def _ties(turn: Turn) -> str | None:
    _before, after = _states(turn)
    if after.is_over() and after.returns()[turn.seat] == 0.5:
        return None
    return N_("That move is legal, but Blue's last piece on G6 stays: I7 to H6 takes it and ends the game.")


def _no_move(turn: Turn) -> str | None:
    _before, after = _states(turn)
    if after.is_over() and after.returns()[turn.seat] == 1:
        return None
    landed = _landed(turn)
    if landed < 0:
        return N_("Make Green move next, with its last piece on E1 shut in.")
    if after.candidate != GREEN and after.mover != GREEN:
        return N_(
            "That move is legal, but it does not land on a green cell, so Green is not the next to move."
        )
    if _count(after, GREEN) > 1:
        return N_("That move is legal, but Green keeps two pieces: take C6 so that only E1 is left.")
    if after.cells[_E1] != GREEN + 1:
        return N_(
            "That move is legal, but it takes E1 and leaves C6, which can still slide: take C6 instead."
        )
    return N_("That is legal, but Green's piece on E1 can still slide: drop the red piece in its way.")


SERIES = Series(
    sections={k: v for k, v in SPEC_SECTIONS.items() if k != "6"},  # (no options: the spec says none)
    rules=RULES,
    lessons=(
        Lesson(
            id="slide",
            title=N_("Slide and capture"),
            text=N_(
                "Red begins: slide a piece straight over empty cells onto an empty cell of another colour, "
                "and every enemy piece next to it is captured. Capture two blue pieces, then drop the blue "
                "piece the game offers on any empty cell."
            ),
            task=_two_blue,
            rules=(
                "2.board",
                "2.colours",
                "2.players",
                "2.foreign",
                "3.start",
                "3.red-first",
                "4.slide",
                "4.capture",
                "4.max-capture",
                "9.geometry",
            ),
        ),
        Lesson(
            id="next",
            title=N_("Who moves next"),
            text=N_(
                "The player whose colour you land on moves next, and you drop a piece of the third player. "
                "Both best moves take three pieces: choose the one after which nobody can take a red piece."
            ),
            task=_safe_landing,
            setup="1. R F3-F8 B@D5 2. G A3-D3 B@H6 3. R F8-G8 G@C2 4. B D5-C4 G@H5 5. R D1-D2 G@E3 "
            "6. B C4-C5 R@F9 7. G E3-F3 R@C4 8. B C5-B5 G@F4",
            rules=("4.candidate", "4.next", "4.drop", "4.max-capture", "9.global-max"),
        ),
        Lesson(
            id="drop",
            title=N_("A drop that steers"),
            text=N_(
                "Your only best move, G3 to G8, lets Blue move next, and Blue must then take the most it "
                "can. "
                "Drop the green piece so that no best move of Blue takes a red piece."
            ),
            task=_safe_drop,
            setup="1. R E3-H6 B@F6 2. G C7-F7 B@I7",
            rules=("4.drop", "4.max-capture", "9.drop-supply", "9.global-max", "4.candidate"),
        ),
        Lesson(
            id="last",
            title=N_("The last pieces"),
            text=N_(
                "A player who loses his last piece is out and the game ends at once, without a drop; of the "
                "other two, the one with more pieces wins. Blue has two pieces left: take them and win."
            ),
            task=_wins,
            setup="1. R E3-H6 B@D3 2. G C6-G6 B@D7 3. R F3-F8 B@E4 4. G G6-G8 R@D5 5. B E4-C4 G@E9 "
            "6. R C1-C3 G@H9 7. B I8-H8 G@G8 8. R C3-C6 G@B6 9. B I9-G9 G@F3",
            rules=("5.no-pieces", "5.winner", "9.end-order"),
        ),
        Lesson(
            id="tie",
            title=N_("A shared win"),
            text=N_(
                "If the two players left have equal numbers of pieces they tie, and a capture that empties "
                "both opponents wins outright. End the game this turn in a tie for Red."
            ),
            task=_ties,
            setup="1. R F3-F8 B@B3 2. G C7-F7 B@A1 3. R G3-G8 G@G7 4. B H7-D3 G@G6 5. R E2-A2 G@G9 "
            "6. B D3-A3 G@E5 7. R F2-F6 G@I6 8. B I9-H9 R@B4 9. G I6-E2 B@E5 10. R B4-A4 B@G3 "
            "11. G C5-D5 R@C4 12. B H9-E6 R@G5 13. G B6-B4 R@E4 14. B G3-E3 R@B1 15. G B4-F4 B@F2 "
            "16. R B1-H7 G@E3 17. B E6-D6 G@G6 18. R H7-H6 B@B6 19. G E3-F3 R@E7 20. B D6-D1 R@C1 "
            "21. G F4-D2 R@I7 22. B B6-G6 G@I6",
            rules=("5.tie", "5.no-pieces", "5.both-out"),
        ),
        Lesson(
            id="shut-in",
            title=N_("No move left"),
            text=N_(
                "You play Blue: a player who is to move and has no legal move is out, and the game ends. "
                "Make Green the next to move with only its piece on E1 left, and no way for it to slide."
            ),
            task=_no_move,
            setup="1. R E3-B3 B@A3 2. G C5-B4 R@G6 3. B G9-C5 R@A1 4. G B6-F6 R@E9 5. B I7-E3 R@E2 "
            "6. G F6-F3 R@D6 7. B H7-D7 R@D8 8. G A5-C7 B@D8 9. R D1-D7 B@E8 10. G F3-F9 R@D5 "
            "11. B G8-E8 G@E2 12. R D5-G8 G@E3 13. B I8-H8 G@D4 14. R C1-D2 G@C4 15. B E8-E2 G@G9 "
            "16. R A1-C3 G@E1 17. B C5-F8 R@D6 18. G A4-C6 R@F2",
            rules=("4.no-move", "5.winner", "9.end-order", "4.next"),
        ),
        Lesson(
            id="play",
            title=N_("Three at the table"),
            text=N_(
                "Play on as Red against two easy computers until a player is out; a position seen three "
                "times is a draw. Should the board ever fill up, the drop is skipped."
            ),
            task=game_over,
            setup="1. R E3-H6 B@E9 2. G C6-G6 B@F7 3. R D2-D8 G@D2 4. B F7-C7 G@D3",
            play=True,
            rules=("5.repetition", "9.repetition", "9.full-board"),
        ),
    ),
)
