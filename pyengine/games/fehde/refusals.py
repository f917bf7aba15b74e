"""Fehde's refusals in the rules' words: why a click or a written move is not legal here (the
page, the move box, records and links all say these). Kept apart from rules.py, which only
decides what is legal.
"""

from __future__ import annotations

import re

from pyengine.games.fehde.rules import (
    BOARD,
    KNIGHT_FIELD,
    NAMES,
    OWN,
    SEATS,
    STEPS,
    YELLOW,
    FehdeState,
    is_knight,
    jumps,
    may_stand,
    side_of,
)

__all__ = ["why_not", "explain_refusal", "piece_words", "field_words"]

_MOVE = re.compile(r"([a-g][1-7])([-x])([a-g][1-7])")


def piece_words(code: int) -> str:
    """The piece ``code`` in words ("White's knight")."""
    return f"{SEATS[side_of(code)]}'s {'knight' if is_knight(code) else 'squire'}"


def field_words(i: int) -> str:
    """The kind of field ``i`` in words ("Black's yellow field", "grey no-man's-land")."""
    for side in (0, 1):
        if i == KNIGHT_FIELD[side]:
            return f"{SEATS[side]}'s knight field"
        if i in YELLOW[side]:
            return f"{SEATS[side]}'s yellow field"
    return "grey no-man's-land"


def _compulsory(state: FehdeState) -> str:
    found = ", ".join(a.text for a in jumps(state.cells, state.mover))
    return f"a capture is compulsory (rule 4): {found}"


def why_not(state: FehdeState, text: str) -> str:
    """Why the move ``text`` (``c2-c3``, ``c4xe6``) is not legal here ("" if it is)."""
    if state.result:
        return f"the game is over ({state.end_reason()})"
    if state.mover < 0:
        return "the lot for who begins is due first"
    m = _MOVE.fullmatch(text.strip().lower())
    if not m:
        return (
            f"{text.strip()[:20]!r} is not a move: write <from>-<to> for a step (c2-c3) "
            "or <from>x<to> for a jump (c4xe6)"
        )
    frm, sep, to = BOARD.parse(m.group(1)), m.group(2), BOARD.parse(m.group(3))  # (on the board: _MOVE)
    who = SEATS[state.mover]
    code = state.cells[frm]
    if not code:
        return f"there is no piece on {NAMES[frm]}"
    if code not in OWN[state.mover]:
        return f"{NAMES[frm]} holds {piece_words(code)}: {who} moves {who}'s own pieces"
    if sep == "-":
        if to not in {j for j, _ in STEPS[frm]}:
            return f"{text.strip()}: a step goes to an adjacent field (rule 2)"
        if state.cells[to]:
            return (
                f"{NAMES[to]} is occupied (by {piece_words(state.cells[to])}): a step goes to an empty field"
            )
        if not may_stand(code, to):
            return f"{piece_words(code)} may not stand on {NAMES[to]}, {field_words(to)} (rule 1)"
        if jumps(state.cells, state.mover):
            return _compulsory(state)
        return ""
    over = next((j for j, k in STEPS[frm] if k == to), -1)
    if over < 0:
        return f"{text.strip()}: a jump goes over an adjacent field to the field straight beyond it (rule 3)"
    if not state.cells[over]:
        return f"there is no piece on {NAMES[over]} to jump over"
    if state.cells[over] in OWN[state.mover]:
        return f"own pieces can never be jumped ({NAMES[over]} holds {piece_words(state.cells[over])})"
    if state.cells[to]:
        return f"{NAMES[to]} is occupied (by {piece_words(state.cells[to])}): a jump lands on an empty field"
    if not may_stand(code, to):
        return (
            f"{piece_words(code)} may not land on {NAMES[to]}, {field_words(to)}: a squire's jump must land "
            "on its own yellow fields or on grey (rule 3)"
        )
    return ""


def explain_refusal(state: FehdeState, path: tuple[str, ...]) -> str:
    """Why no legal action starts with the click ``path``."""
    if state.result:
        return "The game is over."
    if state.mover < 0:
        return "The lot decides who begins first."
    found = [BOARD.find(p) for p in path]
    cells = [i for i in found if i is not None]
    if not cells or len(cells) != len(found):
        return ""
    who = SEATS[state.mover]
    if len(cells) == 1:
        i = cells[0]
        code = state.cells[i]
        if not code:
            return f"{NAMES[i]} is empty: click one of {who}'s pieces."
        if code not in OWN[state.mover]:
            return f"{NAMES[i]} holds {piece_words(code)}: {who} is to move."
        if jumps(state.cells, state.mover):
            return _compulsory(state)[0].upper() + _compulsory(state)[1:] + "."
        return f"{piece_words(code)} on {NAMES[i]} has no legal move."
    if len(cells) == 2:
        a, b = NAMES[cells[0]], NAMES[cells[1]]
        jump = cells[1] in {k for _, k in STEPS[cells[0]]}
        why = why_not(state, f"{a}x{b}" if jump else f"{a}-{b}")
        return why[0].upper() + why[1:] + "." if why else ""
    return ""
