"""Shuttle's records: one line per turn, ``<turn>. <distance> <cell>`` (e.g. ``1. 2 c3``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pyengine.contract import Action, RecordError, RuleError
from pyengine.contract.replay import positions
from pyengine.kit.turns import turn_spans
from pyengine.games.example.rules import ShuttleState, new_state

__all__ = ["format_record", "parse_record", "board_text"]


def format_record(
    actions: Sequence[Action], config: object = None, states: Sequence[ShuttleState] | None = None
) -> str:
    states = positions(new_state(), actions, states)
    lines = [
        f"{k + 1}. " + " ".join(actions[i].text for i in span)
        for k, span in enumerate(turn_spans(states, actions))
    ]
    return "\n".join(lines) + "\n"


def parse_record(text: str, config: object = None) -> list[Action]:
    state, actions = new_state(), list[Action]()
    for token in text.split():
        if re.fullmatch(r"\d+\.", token):
            continue  # a turn number
        try:
            action = state.parse_action(token)
            state = state.apply(action)
        except RuleError as err:
            raise RecordError(f"turn {state.turn + 1} ({token})", str(err), len(actions)) from None
        actions.append(action)
    return actions


def board_text(state: ShuttleState) -> str:
    from pyengine.games.example.rules import BOARD

    rows = []
    for row in range(3, -1, -1):
        rows.append(
            " ".join(
                "T"
                if BOARD.cell(c, row) == state.token
                else ("g" if BOARD.kinds[BOARD.cell(c, row)] == "gold" else ".")
                for c in range(4)
            )
        )
    return "\n".join(rows) + f"\npoints {state.points[0]}-{state.points[1]}"
