"""Fehde's records (spec section 7): ``[first White]`` (the lot's result), then numbered pairs
``1. c2-c3 c6-c5 2. c3-c4 c5xc3 …`` — the first player's move, then the second's; ``-`` a step,
``x`` a jump (the captured piece stood on the field between).

Kabinett adds ``[lot no]`` when the option fixed who begins (no lot was drawn), so that a
record reads back to the same game. A record without ``[first …]`` begins with the side whose
piece makes the first move.
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.games.fehde.board import BOARD, KNIGHT_FIELD, OWN, SEATS, is_knight, side_of
from pyengine.games.fehde.rules import Config, FehdeState, lot_action, new_state

__all__ = ["record_options", "parse_record", "format_record", "board_text", "list_turn", "listed"]

_FIRST = re.compile(r"\[\s*first\s+(white|black)\s*\]", re.I)
_NO_LOT = re.compile(r"\[\s*lot\s+no\s*\]", re.I)
_NUMBER = re.compile(r"^\d+\.(?:\.\.)?")


def record_options(text: str) -> dict[str, Any]:
    first = _FIRST.search(text)
    if first and _NO_LOT.search(text):
        return {"first": first.group(1).lower()}
    return {"first": "lot"} if first else {}


def parse_record(text: str, config: Config) -> list[Action]:
    """All actions of a record. :raises RecordError: naming the first bad move."""
    state = new_state(config)
    actions: list[Action] = []
    heads = _FIRST.findall(text)
    body = _NO_LOT.sub(" ", _FIRST.sub(" ", text))
    tokens = [t for t in (_NUMBER.sub("", w) for w in body.split()) if t]  # move numbers: 1. or 1.c2-c3
    if len({h.lower() for h in heads}) > 1:
        raise RecordError("[first ...]", _("the record names two different first players"), 0)
    side = SEATS.index(heads[0].capitalize()) if heads else None
    if state.mover < 0:
        if side is None and tokens:
            side = _first_mover(state, tokens[0])
        if side is not None:
            actions.append(lot_action(side))
            state = state.apply(actions[0])
    elif side is not None and side != state.mover:
        begins = _("the game's option says %s begins") % _(SEATS[state.mover])
        raise RecordError(f"[first {SEATS[side]}]", begins, 0)
    for n, token in enumerate(tokens):
        said = {"n": n // 2 + 1, "token": token}
        where = _("move %(n)d (%(token)s)") % said if n % 2 == 0 else _("move %(n)d... (%(token)s)") % said
        if state.result:
            raise RecordError(where, _("the game is already over: %s") % state.end_reason(), len(actions))
        try:
            action = state.parse_action(token)
            state = state.apply(action)
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        actions.append(action)
    return actions


def _first_mover(state: FehdeState, token: str) -> int:
    """Who began, when the record does not say: the side whose piece the first move moves."""
    i = BOARD.find(token[:2].lower())
    code = state.cells[i] if i is not None else 0
    return side_of(code) if code else 0


def list_turn(
    before: FehdeState, actions: Sequence[Action], after: FehdeState, numbered: int
) -> tuple[int | None, str]:
    """The move list's entry: the step, numbered in pairs as the record's; the lot (which the
    record's header says) unnumbered."""
    steps = [a.text for a in actions if a.data[0] != "lot"]
    if not steps:
        return None, " ".join(_("%s begins (lot)") % _(SEATS[a.data[1]]) for a in actions)
    return numbered // 2 + 1, " ".join(steps)


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[FehdeState] | None = None
) -> str:
    head, moves = [], []
    for action in actions:
        if action.data[0] == "lot":
            head.append(f"[first {SEATS[action.data[1]]}]")
        else:
            moves.append(action.text)
    if config.first != "lot":
        head = [f"[first {SEATS[0 if config.first == 'white' else 1]}] [lot no]"]
    lines = [" ".join(head)] if head else []
    for k in range(0, len(moves), 2):
        lines.append(f"{k // 2 + 1}. " + " ".join(moves[k : k + 2]))
    return "\n".join(lines) + "\n" if lines else ""


def board_text(state: FehdeState) -> str:
    """The position as the spec draws the board: K/S White's knight and squires, k/s Black's;
    ``y``/``Y`` empty yellow fields (Black's, White's), ``+`` an empty knight field, ``.`` grey."""
    rows = []
    for row in range(6, -1, -1):
        line = []
        for col in range(7):
            i = BOARD.cell(col, row)
            c = state.cells[i]
            if c:
                letter = "K" if is_knight(c) else "S"
                line.append(letter if c in OWN[0] else letter.lower())
            elif i in KNIGHT_FIELD:
                line.append("+")
            else:
                line.append({"yellow-white": "Y", "yellow-black": "y"}.get(BOARD.kinds[i], "."))
        rows.append(f"{row + 1}  " + "  ".join(line))
    rows.append("   " + "  ".join("abcdefg"))
    who = "lot due" if state.mover < 0 else f"{SEATS[state.mover]} to move"
    return "\n".join(rows) + "\n" + (state.end_reason() or who)


def listed(action: Action, after: object = None) -> str | None:
    """The lot in words in the move list (its text ``first:White`` stays in links)."""
    data = action.data if isinstance(action.data, tuple) else ()
    return _("%s begins (lot)") % _(SEATS[data[1]]) if data[:1] == ("lot",) else None
