"""Chivalry's refusals in the rules' words: why a click, a leg or a stop is not legal here
(the page, the move box, records and links all say these). Kept apart from rules.py, which
only decides what is legal.
"""

from __future__ import annotations

import re

from pyengine.games.chivalry.rules import (
    BOARD,
    CASTLE,
    NAMES,
    OWN,
    SEATS,
    STEPS,
    STOP,
    is_leg,
    ChivalryState,
    jumped_square,
    is_knight,
    square,
)

__all__ = ["why_not", "why_piece", "why_stuck", "explain_refusal"]


def explain_refusal(state: ChivalryState, path: tuple[str, ...]) -> str:
    """Why no legal action starts with the click ``path``."""
    if state.result:
        return "The game is over."
    if len(path) == 1 and path[0] != "stop":
        i = BOARD.find(path[0])
        if i is None:
            return ""
        if state.at >= 0:
            return f"The move goes on from {NAMES[state.at]}: " + (
                why_stuck(state) or "click a highlighted square."
            )
        return why_piece(state, i)
    if len(path) == 2:
        return why_not(state, f"{path[0]}-{path[1]}") or why_not(state, f"{path[0]}x{path[1]}")
    return ""


def why_piece(state: ChivalryState, i: int) -> str:
    """Why the piece (or square) ``i`` cannot start a move now."""
    side, code = state.mover, state.cells[i]
    who = SEATS[side]
    if not code:
        return f"{NAMES[i]} is empty: click one of {who}'s pieces."
    if code not in OWN[side]:
        return f"{NAMES[i]} holds a {'black' if side == 0 else 'white'} piece: {who} is to move."
    duty = state.exit_duty[side]
    if duty >= 0 and i != duty:
        return f"The piece on {NAMES[duty]} must leave {who}'s castle this turn (rule 11)."
    if i in CASTLE[1 - side]:
        if state.castle_moves[side] >= 2:
            return f"{who} has made both castle moves allowed (rule 10)."
        if state._must():
            return "A capture is compulsory this turn (rule 5): " + capturers(state) + "."
        return (
            "A piece in the enemy castle can only move to the other castle square (rule 10), which is taken."
        )
    if state._must():
        return "A capture is compulsory this turn (rule 5): " + capturers(state) + "."
    return f"The piece on {NAMES[i]} has no legal move."


def capturers(state: ChivalryState) -> str:
    """The pieces that can capture now, in words (rule 5's refusal says them)."""
    found = sorted({NAMES[a.data.frm] for a in state.legal_actions() if is_leg(a)}, key=BOARD.parse)
    return "pieces that can capture: " + ", ".join(found) if found else "no capture can be completed"


def why_stuck(state: ChivalryState) -> str:
    """Why the move under way cannot stop here ("" if it can)."""
    if state.phase == "jump":
        return "the jump must go on (rule 3)."
    if state.knight_must_jump:
        return "the Knight cantered next to a piece it can jump, so the move must capture (rule 7)."
    if state.must:
        return "a capture is compulsory this turn (rule 5)."
    return ""


def why_not(state: ChivalryState, text: str) -> str:
    """Why the leg ``text`` (``E6-C8``, ``H4xJ4``, ``stop``) is not legal here, in the rules'
    words ("" if it is legal)."""
    if state.result:
        return f"the game is over ({state.end_reason()})"
    if text == "stop":
        if STOP in state.legal_actions():
            return ""
        if state.at < 0:
            return "there is no move to stop: stop ends a canter"
        return "the move cannot stop on " + NAMES[state.at] + ": " + why_stuck(state)
    m = re.fullmatch(r"([A-Za-z]\d{1,2})([-x])([A-Za-z]\d{1,2})", text.strip())
    if not m:
        return (
            f"{text!r} is not a leg: write squares joined by - (plain move, canter) or x (jump), e.g. E6-C8"
        )
    frm, sep, to = square(m.group(1)), m.group(2), square(m.group(3))
    for a in state.legal_actions():
        if is_leg(a) and a.data[:2] == (frm, to) and (sep == "x") == (a.data.kind == "jump"):
            return ""
    side, cells, who = state.mover, state.cells, SEATS[state.mover]
    if state.at >= 0 and frm != state.at:
        return f"the move goes on from {NAMES[state.at]}, not {NAMES[frm]}"
    if state.at < 0:
        why = (
            why_piece(state, frm)
            if cells[frm] not in OWN[side] or (state.exit_duty[side] >= 0 and frm != state.exit_duty[side])
            else ""
        )
        if why:
            return why[0].lower() + why[1:].rstrip(".")
    if cells[to]:
        return f"{NAMES[to]} is not empty"
    over = jumped_square(frm, to)
    adjacent = to in (j for j, _ in STEPS[frm])
    if not adjacent and over is None:
        return f"{NAMES[to]} is neither next to {NAMES[frm]} nor the square beyond a neighbour"
    if adjacent or over is None:
        if sep == "x":
            return "a jump leaps over an enemy piece to the square beyond it"
        if state.at >= 0:
            return "a plain move is a whole move: it cannot continue a canter or jump (rule 1)"
        if frm in CASTLE[1 - side] and state.castle_moves[side] >= 2:
            return f"{who} has made both castle moves allowed (rule 10)"
        if to in CASTLE[side]:
            return "a piece may not enter its own castle by a plain move (rule 9)"
        if frm in CASTLE[1 - side]:
            return "a piece in the enemy castle can never leave it (rule 10)"
        if state._must():
            return "a capture is compulsory this turn (rule 5): " + capturers(state)
        return "not legal here"
    leapt = cells[over]
    if not leapt:
        return f"there is no piece on {NAMES[over]} to leap over"
    if frm in CASTLE[1 - side]:
        return "a piece in the enemy castle can never leave it (rule 10)"
    friend = leapt in OWN[side]
    if sep == "x" and friend:
        return f"{NAMES[over]} holds {who}'s own piece: leaping over it is a canter, written with -"
    if sep == "-" and not friend:
        return f"{NAMES[over]} holds an enemy piece: leaping over it is a jump, written with x"
    if friend:
        if state.phase == "jump":
            return "no canter after a jump: the jumps must go on (rule 4)"
        if to in CASTLE[side]:
            return "a piece may not canter into its own castle (rule 9)"
        if to in state.legs:
            return f"the canter has already been on {NAMES[to]} (rule 8)"
        if not is_knight(cells[frm]) and (state.must or (state.at < 0 and state._must())):
            return (
                "a capture is compulsory this turn (rule 5), and a Man cannot canter and then jump (rule 4)"
            )
        if state.knight_must_jump:
            return "the Knight cantered next to a piece it can jump, so the move must capture (rule 7)"
        return "after this canter the move could not end legally: it must capture (rules 5 and 7)"
    if state.phase == "canter" and not is_knight(cells[frm]):
        return "a Man never jumps after cantering (rule 4)"
    if state.exit_duty[side] >= 0:
        return f"the move must end outside {who}'s castle (rule 11)"
    return "not legal here"
