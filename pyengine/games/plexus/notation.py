"""Plexus's records (spec section 7): a header ``[n 7]`` and one line per full-move,
``k. <first half-move> <second half-move>`` with ``--`` for a lost half-move; the opening segment
is never written."""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.contract.replay import positions
from pyengine.games.plexus.rules import Config, PlexusState, board_for, new_state

__all__ = ["format_record", "parse_record", "record_options", "board_text", "list_turn"]


def list_turn(
    before: PlexusState, actions: Sequence[Action], after: PlexusState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: a half-move, numbered with its full move (P1 P2, P2 P1, …)."""
    return before.full, " ".join(a.text for a in actions)


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[PlexusState] | None = None
) -> str:
    states = positions(new_state(config), actions, states)
    lines = [f"[n {config.n}]"]
    line: list[str] = []
    for i, action in enumerate(actions):
        before, after = states[i], states[i + 1]
        if before.half == 0:
            if line:
                lines.append(" ".join(line))
            line = [f"{before.full}.", action.text]
            if after.full != before.full:
                line.append("--")  # the second half-move was lost
        else:
            line.append(action.text)
    if line:
        lines.append(" ".join(line))
    return "\n".join(lines) + "\n"


def record_options(text: str) -> dict[str, Any]:
    m = re.search(r"\[n\s+(\d+)\]", text)
    return {"n": int(m.group(1))} if m else {}


def parse_record(text: str, config: Config) -> list[Action]:
    text = re.sub(r"\[n\s+\d+\]", " ", text)
    state, actions = new_state(config), list[Action]()
    owed = None  # the full-move whose "--" must come next
    for token in text.split():
        if re.fullmatch(r"\d+\.", token):
            continue
        if owed is not None:
            if token != "--":
                raise RecordError(
                    _("full-move %(n)d, half-move %(k)d (%(token)s)") % {"n": owed, "k": 2, "token": token},
                    _("the second mover had no legal half-move of the required kind: write --"),
                    len(actions),
                )
            owed = None
            continue
        where = _("full-move %(n)d, half-move %(k)d (%(token)s)") % {
            "n": state.full,
            "k": state.half + 1,
            "token": token,
        }
        if state.is_over():
            raise RecordError(where, _("the game is over (%s)") % state.end_reason(), len(actions))
        if token == "--":
            if state.half:
                why = _("a legal half-move existed here (of the required kind: %s)") % state.kind
            else:
                why = _("a legal half-move existed here")
            raise RecordError(where, why, len(actions))
        try:
            action = state.parse_action(token)
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        before = state
        state = state.apply(action)
        actions.append(action)
        if before.half == 0 and state.full != before.full:
            owed = before.full
    return actions


def board_text(state: PlexusState) -> str:
    """The lattice, row n on top: dots as ``o`` (connected) or ``.``, segments as ``-`` and ``|``."""
    n = state.config.n
    board = board_for(n)
    drawn = {frozenset(seg) for seg in state.segments}
    rows = []
    for r in range(n - 1, -1, -1):
        line = ""
        for c in range(n):
            i = board.at(c, r)
            assert i is not None  # every (c, r) of the n×n lattice is a dot
            line += "o" if state.degrees[i] else "."
            if c + 1 < n:
                line += "-" if frozenset((i, board.at(c + 1, r))) in drawn else " "
        rows.append(f"{r + 1:2d} {line}")
        if r:
            rows.append(
                "   "
                + " ".join(
                    "|" if frozenset((board.at(c, r), board.at(c, r - 1))) in drawn else " " for c in range(n)
                )
            )
    rows.append("   " + " ".join(board.column_label(c) for c in range(n)))
    return "\n".join(rows) + f"\nscore {state.scores[0]}-{state.scores[1]}"
