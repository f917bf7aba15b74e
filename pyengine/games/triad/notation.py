"""Triad's records (spec section 7): one numbered turn per line, ``<mover> <from>-<to> <bunny>@<cell>``
(``1. R D2-D7 B@E5``); the drop is left out when the game ends at the capture. Captures follow
from the landing cell and are not written."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.contract.replay import positions
from pyengine.kit.turns import turn_spans
from pyengine.games.triad.rules import BOARD, COLOUR, LETTERS, SEATS, TriadState, new_state

__all__ = ["format_record", "parse_record", "board_text", "action_words", "list_turn"]


def list_turn(
    before: TriadState, actions: Sequence[Action], after: TriadState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: the move and the drop (the seat's colour stands beside it)."""
    return numbered + 1, " ".join(a.text for a in actions)


def format_record(
    actions: Sequence[Action], config: object = None, states: Sequence[TriadState] | None = None
) -> str:
    states = positions(new_state(), actions, states)
    lines = []
    for k, span in enumerate(turn_spans(states, actions)):
        mover = states[span[0]].mover
        lines.append(f"{k + 1}. {LETTERS[mover]} " + " ".join(actions[i].text for i in span))
    return "\n".join(lines) + "\n"


def _where(turn: int, state: TriadState, token: str) -> str:
    return _("turn %(n)d, %(who)s (%(token)s)") % {"n": turn, "who": _(SEATS[state.mover]), "token": token}


def parse_record(text: str, config: object = None) -> list[Action]:
    state, actions = new_state(), list[Action]()
    tokens = text.split()
    turn, label = 1, ""
    for token in tokens:
        if re.fullmatch(r"\d+\.", token):
            if state.phase == "drop" and not state.is_over():
                raise RecordError(
                    _where(turn, state, label.split()[-1]),
                    _("the drop of a %s piece is missing") % _(SEATS[state.bunny]),
                    len(actions),
                )
            label = ""
            continue
        where = _where(turn, state, token)
        if state.is_over():
            raise RecordError(where, _("the game is over (%s)") % state.end_reason(), len(actions))
        if token.upper() in ("R", "G", "B") and "@" not in token:
            if state.phase != "move":
                raise RecordError(
                    where, _("the drop of a %s piece is missing") % _(SEATS[state.bunny]), len(actions)
                )
            if token.upper() != LETTERS[state.mover]:
                who = _(SEATS[state.mover])
                said = {"who": who, "not": _(SEATS[LETTERS.index(token.upper())])}
                if state.turn == 0:
                    why = _("%(who)s is to move (Red begins), not %(not)s") % said
                else:
                    why = (
                        _(
                            "%(who)s is to move (the landing cell of the last turn was %(who)s's colour), "
                            "not %(not)s"
                        )
                        % said
                    )
                raise RecordError(where, why, len(actions))
            label = token
            continue
        try:
            action = state.parse_action(token)
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        actions.append(action)
        state = state.apply(action)
        label = (label + " " + token).strip()
        if state.phase == "move" or state.is_over():
            turn += 1
            label = ""
    return actions


def board_text(state: TriadState) -> str:
    """The board row by row from row 9 (top) to row 1, each cell its piece (R G B) or its colour
    in lower case (r g b) when empty."""
    rows = []
    for r in range(8, -1, -1):
        line = []
        for i in range(len(BOARD)):
            c, rr = BOARD.coords[i]
            if rr == r:
                v = state.cells[i]
                line.append(LETTERS[v - 1] if v else "rgb"[COLOUR[i]])
        rows.append(f"{r + 1} " + " " * abs(4 - r) + " ".join(line))
    counts = " ".join(f"{SEATS[s]} {state.cells.count(s + 1)}" for s in range(3))
    return "\n".join(rows) + f"\n{counts}"


def action_words(text: str) -> str:
    """``D2-D7`` "D2 to D7"; ``B@E5`` "a Blue piece dropped on E5"."""
    if "@" in text:
        letter, _at, cell = text.partition("@")
        seat = SEATS["RGB".index(letter)]
        return _("a %(who)s piece dropped on %(cell)s") % {"who": _(seat), "cell": cell}
    a, _dash, b = text.partition("-")
    return _("%(frm)s to %(to)s") % {"frm": a, "to": b}
