"""(Not)Divisors' records (spec section 7): a header ``[n 4] [players 2]`` and numbered plies
``1. 2@c3 2. 4@b3 …`` (each the number and its cell); a ply whose cell is chosen but whose number
is not yet written is ``?@c3``. The grid diagram is the seed's: ``**`` for an empty cell, numbers
zero-padded to a common width."""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.contract.replay import positions
from pyengine.kit.turns import turn_spans
from pyengine.games.notdivisors.rules import Config, NotDivisorsState, why_not_number, board_for, new_state

__all__ = [
    "format_record",
    "parse_record",
    "record_options",
    "board_text",
    "parse_move",
    "list_turn",
    "typed_actions",
]


def list_turn(
    before: NotDivisorsState, actions: Sequence[Action], after: NotDivisorsState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: the placement ``7@a3`` (``?@a3`` while the number is to come)."""
    return before.ply + 1, _placement(actions)


def _placement(actions: Sequence[Action]) -> str:
    return f"{actions[1].text if len(actions) > 1 else '?'}@{actions[0].text}"


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[NotDivisorsState] | None = None
) -> str:
    states = positions(new_state(config), actions, states)
    plies: list[str] = []
    for span in turn_spans(states, actions):
        plies.append(f"{len(plies) + 1}. {_placement([actions[i] for i in span])}")
    lines = [f"[n {config.n}] [players {config.players}]"]
    for k in range(0, len(plies), 8):
        lines.append(" ".join(plies[k : k + 8]))
    return "\n".join(lines) + "\n"


def record_options(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in ("n", "players"):
        m = re.search(rf"\[{key}\s+(\d+)\]", text)
        if m:
            out[key] = int(m.group(1))
    return out


def parse_move(state: NotDivisorsState, token: str) -> list[Action]:
    """The actions of a placement written ``15@d1`` (or ``?@d1``: the cell only), or the number
    alone when the cell is chosen. :raises RuleError: with the rules' reason."""
    token = token.strip()
    if "@" not in token:
        return [state.parse_action(token)]
    number, _at, cell = token.partition("@")
    out = []
    if state.cell < 0:
        try:
            out.append(state.parse_action(cell))
        except RuleError as err:
            i = board_for(state.config.n).find(cell)
            if i is None or not re.fullmatch(r"-?\d+", number.strip()) or state.values[i]:
                raise
            # A dead cell: say why this number does not fit it, too.
            why = why_not_number(state.values, state.config.n, i, int(number), state.ply == 0)
            raise RuleError(f"{why} ({err})" if why else str(err)) from None
        state = state.apply(out[-1])
    elif board_for(state.config.n).names[state.cell] != cell.strip().lower():
        said = {"chosen": board_for(state.config.n).names[state.cell], "cell": cell}
        raise RuleError(_("the cell of this placement is %(chosen)s, not %(cell)s") % said)
    if number.strip() != "?":
        out.append(state.parse_action(number))
    return out


def parse_record(text: str, config: Config) -> list[Action]:
    text = re.sub(r"\[[a-z]+\s+\d+\]", " ", text)
    state, actions = new_state(config), list[Action]()
    for token in text.split():
        if re.fullmatch(r"\d+\.", token):
            continue
        where = _("ply %(n)d (%(token)s)") % {"n": state.ply + 1, "token": token}
        if state.is_over():
            raise RecordError(where, _("the game is over (%s)") % state.end_reason(), len(actions))
        if state.cell >= 0 and "@" in token and not token.startswith("?"):
            pass  # the number of a ply whose cell was chosen: "15@d1" again is accepted
        elif state.cell >= 0:
            raise RecordError(where, _("the number of the last ply is missing"), len(actions))
        if not re.fullmatch(r"(\?|-?\d+)@[a-z]+\d+", token.strip().lower()):
            raise RecordError(where, _("a ply is written number@cell, e.g. 15@d1"), len(actions))
        try:
            made = parse_move(state, token.lower())
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        for action in made:
            actions.append(action)
            state = state.apply(action)
    return actions


def board_text(state: NotDivisorsState) -> str:
    n = state.config.n
    width = max([2] + [len(str(v)) for v in state.values])
    rows = []
    for r in range(n):
        rows.append(
            " ".join(
                str(state.values[r * n + c]).zfill(width) if state.values[r * n + c] else "*" * width
                for c in range(n)
            )
        )
    return "\n".join(rows)


def typed_actions(state: NotDivisorsState, text: str) -> list[Action]:
    """A whole placement typed at once (``15@d1``), or the number of a chosen cell."""
    return parse_move(state, text)
