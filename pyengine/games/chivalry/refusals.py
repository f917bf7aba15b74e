"""Chivalry's refusals in the rules' words: why a click, a leg or a stop is not legal here
(the page, the move box, records and links all say these). Kept apart from rules.py, which
only decides what is legal.
"""

from __future__ import annotations

import re
from typing import Protocol

from pyengine.i18n import _
from pyengine.contract import Action
from pyengine.games.chivalry.board import (
    BOARD,
    CASTLE,
    NAMES,
    OWN,
    SEATS,
    STEPS,
    STOP,
    is_leg,
    jumped_square,
    is_knight,
    square,
)

__all__ = ["why_not", "why_piece", "why_stuck", "explain_refusal"]


class Position(Protocol):
    """What the refusals read of a position (rules.py's ``ChivalryState``, which asks them: so
    they name only this, not the rules module)."""

    @property
    def cells(self) -> bytes:
        """A piece code per square (0 empty)."""

    @property
    def mover(self) -> int:
        """The side to move (0 White, 1 Black)."""

    @property
    def at(self) -> int:
        """The square of the piece whose move goes on, or -1."""

    @property
    def legs(self) -> tuple[int, ...]:
        """The squares the moving piece has stood on this move."""

    @property
    def phase(self) -> str:
        """The move's phase: "canter" or "jump" while it goes on."""

    @property
    def must(self) -> bool:
        """Must this move capture (rule 5, or rule 11 with a jump)?"""

    @property
    def knight_must_jump(self) -> bool:
        """Did a canter leg land where this Knight can jump (rule 7)?"""

    @property
    def castle_moves(self) -> tuple[int, ...]:
        """The castle moves each side has made (rule 10)."""

    @property
    def exit_duty(self) -> tuple[int, ...]:
        """The square each side must move out of its own castle this turn (rule 11), or -1."""

    @property
    def result(self) -> str:
        """How the game ended ("" while it goes on)."""

    def legal_actions(self) -> tuple[Action, ...]: ...

    def end_reason(self) -> str: ...

    def _must(self) -> bool: ...


def explain_refusal(state: Position, path: tuple[str, ...]) -> str:
    """Why no legal action starts with the click ``path``."""
    if state.result:
        return _("The game is over.")
    if len(path) == 1 and path[0] != "stop":
        i = BOARD.find(path[0])
        if i is None:
            return ""
        if state.at >= 0:
            return _("The move goes on from %(square)s: %(why)s") % {
                "square": NAMES[state.at],
                "why": why_stuck(state) or _("click a highlighted square."),
            }
        return why_piece(state, i)
    if len(path) == 2:
        return why_not(state, f"{path[0]}-{path[1]}") or why_not(state, f"{path[0]}x{path[1]}")
    return ""


def why_piece(state: Position, i: int) -> str:
    """Why the piece (or square) ``i`` cannot start a move now."""
    side, code = state.mover, state.cells[i]
    said = {"square": NAMES[i], "who": _(SEATS[side])}
    if not code:
        return _("%(square)s is empty: click one of %(who)s's pieces.") % said
    if code not in OWN[side]:
        if side == 0:
            return _("%(square)s holds a black piece: %(who)s is to move.") % said
        return _("%(square)s holds a white piece: %(who)s is to move.") % said
    duty = state.exit_duty[side]
    if duty >= 0 and i != duty:
        said["square"] = NAMES[duty]
        return _("The piece on %(square)s must leave %(who)s's castle this turn (rule 11).") % said
    if i in CASTLE[1 - side]:
        if state.castle_moves[side] >= 2:
            return _("%(who)s has made both castle moves allowed (rule 10).") % said
        if state._must():
            return _("A capture is compulsory this turn (rule 5): %s.") % capturers(state)
        return _(
            "A piece in the enemy castle can only move to the other castle square (rule 10), which is taken."
        )
    if state._must():
        return _("A capture is compulsory this turn (rule 5): %s.") % capturers(state)
    return _("The piece on %(square)s has no legal move.") % said


def capturers(state: Position) -> str:
    """The pieces that can capture now, in words (rule 5's refusal says them)."""
    found = sorted({NAMES[a.data.frm] for a in state.legal_actions() if is_leg(a)}, key=BOARD.parse)
    return _("pieces that can capture: %s") % ", ".join(found) if found else _("no capture can be completed")


def why_stuck(state: Position) -> str:
    """Why the move under way cannot stop here ("" if it can)."""
    if state.phase == "jump":
        return _("the jump must go on (rule 3).")
    if state.knight_must_jump:
        return _("the Knight cantered next to a piece it can jump, so the move must capture (rule 7).")
    if state.must:
        return _("a capture is compulsory this turn (rule 5).")
    return ""


def why_not(state: Position, text: str) -> str:
    """Why the leg ``text`` (``E6-C8``, ``H4xJ4``, ``stop``) is not legal here, in the rules'
    words ("" if it is legal)."""
    if state.result:
        return _("the game is over (%s)") % state.end_reason()
    if text == "stop":
        if STOP in state.legal_actions():
            return ""
        if state.at < 0:
            return _("there is no move to stop: stop ends a canter")
        return _("the move cannot stop on %(square)s: %(why)s") % {
            "square": NAMES[state.at],
            "why": why_stuck(state),
        }
    m = re.fullmatch(r"([A-Za-z]\d{1,2})([-x])([A-Za-z]\d{1,2})", text.strip())
    if not m:
        return (
            _("%r is not a leg: write squares joined by - (plain move, canter) or x (jump), e.g. E6-C8")
            % text
        )
    frm, sep, to = square(m.group(1)), m.group(2), square(m.group(3))
    for a in state.legal_actions():
        if is_leg(a) and a.data[:2] == (frm, to) and (sep == "x") == (a.data.kind == "jump"):
            return ""
    side, cells, who = state.mover, state.cells, _(SEATS[state.mover])
    if state.at >= 0 and frm != state.at:
        return _("the move goes on from %(at)s, not %(frm)s") % {"at": NAMES[state.at], "frm": NAMES[frm]}
    if state.at < 0:
        why = (
            why_piece(state, frm)
            if cells[frm] not in OWN[side] or (state.exit_duty[side] >= 0 and frm != state.exit_duty[side])
            else ""
        )
        if why:
            return why[0].lower() + why[1:].rstrip(".")
    if cells[to]:
        return _("%s is not empty") % NAMES[to]
    over = jumped_square(frm, to)
    adjacent = to in (j for j, _way in STEPS[frm])
    if not adjacent and over is None:
        return _("%(to)s is neither next to %(frm)s nor the square beyond a neighbour") % {
            "to": NAMES[to],
            "frm": NAMES[frm],
        }
    if adjacent or over is None:
        if sep == "x":
            return _("a jump leaps over an enemy piece to the square beyond it")
        if state.at >= 0:
            return _("a plain move is a whole move: it cannot continue a canter or jump (rule 1)")
        if frm in CASTLE[1 - side] and state.castle_moves[side] >= 2:
            return _("%s has made both castle moves allowed (rule 10)") % who
        if to in CASTLE[side]:
            return _("a piece may not enter its own castle by a plain move (rule 9)")
        if frm in CASTLE[1 - side]:
            return _("a piece in the enemy castle can never leave it (rule 10)")
        if state._must():
            return _("a capture is compulsory this turn (rule 5): %s") % capturers(state)
        return _("not legal here")
    leapt = cells[over]
    if not leapt:
        return _("there is no piece on %s to leap over") % NAMES[over]
    if frm in CASTLE[1 - side]:
        return _("a piece in the enemy castle can never leave it (rule 10)")
    friend = leapt in OWN[side]
    if sep == "x" and friend:
        return _("%(square)s holds %(who)s's own piece: leaping over it is a canter, written with -") % {
            "square": NAMES[over],
            "who": who,
        }
    if sep == "-" and not friend:
        return _("%s holds an enemy piece: leaping over it is a jump, written with x") % NAMES[over]
    if friend:
        if state.phase == "jump":
            return _("no canter after a jump: the jumps must go on (rule 4)")
        if to in CASTLE[side]:
            return _("a piece may not canter into its own castle (rule 9)")
        if to in state.legs:
            return _("the canter has already been on %s (rule 8)") % NAMES[to]
        if not is_knight(cells[frm]) and (state.must or (state.at < 0 and state._must())):
            return _(
                "a capture is compulsory this turn (rule 5), and a Man cannot canter and then jump (rule 4)"
            )
        if state.knight_must_jump:
            return _("the Knight cantered next to a piece it can jump, so the move must capture (rule 7)")
        return _("after this canter the move could not end legally: it must capture (rules 5 and 7)")
    if state.phase == "canter" and not is_knight(cells[frm]):
        return _("a Man never jumps after cantering (rule 4)")
    if state.exit_duty[side] >= 0:
        return _("the move must end outside %s's castle (rule 11)") % who
    return _("not legal here")
