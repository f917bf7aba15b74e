"""The sample's record and board-diagram formats (shared/rules/cross.md, section 7)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError, State, is_resignation, resignation
from pyengine.contract.replay import apply, positions
from pyengine.contract.state import GameInfo
from pyengine.games.cross.rules import EMPTY, SYMBOL, Config, CrossState, new_state

__all__ = ["parse_record", "format_record", "board_diagram", "board_text", "parse_diagram", "list_turn"]

_LINE = re.compile(r"^(\d+)\s*:\s*(.*)$")
_HEADER = re.compile(r"^[_xo]+$")


def parse_record(text: str, config: Config) -> list[Action]:
    """Every action of a record, checked against the rules.

    Lines ``n: x-slots  o-slots``; header and diagram lines are skipped; any Unicode
    white space separates tokens (the source uses non-breaking spaces).  Only the last
    line may stop in the middle of a turn (a game in progress).

    :raises RecordError: naming turn, player and stone of the first bad token.
    """
    lines: list[tuple[int, list[str]]] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(":") or _HEADER.match(line):
            continue
        m = _LINE.match(line)
        if not m:
            raise RecordError(_("turn %d") % (len(lines) + 1), _("cannot read line %r") % line)
        lines.append((int(m.group(1)), m.group(2).split()))

    state = new_state(config)
    resigned: State | None = None  # the game after a resignation
    actions: list[Action] = []
    slots = 2 if config.rules == "12star" else 1
    for li, (n, tokens) in enumerate(lines):
        last_line = li == len(lines) - 1
        if n != li + 1:
            raise RecordError(_("turn %d") % n, _("expected turn number %d") % (li + 1), len(actions))
        for player in (0, 1):
            where = _("turn %(n)d, player %(k)d") % {"n": n, "k": player + 1}
            if not tokens:
                if not last_line and not (resigned or state).is_over():
                    raise RecordError(where, _("the turn is missing"), len(actions))
                break
            if (resigned or state).is_over():
                over = (resigned or state).end_reason()
                raise RecordError(where, _("the game is already over: %s") % over, len(actions))
            if tokens[0].lower() == "resign":
                tokens.pop(0)
                action = resignation(player)
                resigned = apply(state, action, _info())
                actions.append(action)
                continue
            turn_at_start = state.turn
            for slot in range(1, slots + 1):
                if not tokens:
                    if not last_line and state.turn == turn_at_start:
                        stone = where + ", " + _("stone %d") % slot
                        raise RecordError(stone, _("the turn is incomplete"), len(actions))
                    break
                token = tokens.pop(0)
                spot = where + ", " + _("stone %d") % slot + f" ({token})"
                if token.lower() == "resign" and state.turn == turn_at_start and slot > 1:
                    action = resignation(player)  # in the middle of a turn, after its first stone
                    resigned = apply(state, action, _info())
                    actions.append(action)
                    break
                ended = state.turn != turn_at_start
                if config.rules == "12star" and state.turn == 0 and slot == 1:
                    if token != "--":
                        raise RecordError(
                            spot,
                            _("the first turn has a single stone: its first slot must be --"),
                            len(actions),
                        )
                    continue
                if token == "--":
                    if not ended:
                        raise RecordError(spot, _("-- but a stone could be placed"), len(actions))
                    continue
                if ended:
                    raise RecordError(
                        spot, _("the turn already ended: no cell was legal for another stone"), len(actions)
                    )
                try:
                    action = state.parse_action(token)  # looked up among the legal actions
                    state = state.apply(action)
                except RuleError as err:
                    raise RecordError(spot, str(err), len(actions)) from None
                actions.append(action)
        if tokens:
            extra = " ".join(tokens)
            raise RecordError(_("turn %d") % n, _("unexpected %r after both players") % extra, len(actions))
    return actions


def _info() -> GameInfo:
    from pyengine.games.cross.info import INFO

    return INFO


def list_turn(
    before: CrossState, stones: Sequence[Action], after: CrossState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: the turn's stones, numbered in pairs as the record's rows."""
    return before.turn // 2 + 1, " ".join(a.text for a in stones)


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[CrossState] | None = None
) -> str:
    """The record in the sample's format (with its header line for the 12* game)."""
    states = positions(new_state(config), actions, states)
    state = states[0]
    lines: dict[int, list[str]] = {}
    slots = 2 if config.rules == "12star" else 1
    current: list[str] = []
    for i, action in enumerate(actions):
        n = state.turn // 2 + 1
        row = lines.setdefault(n, [])
        if is_resignation(action):  # after the stones of the turn so far, if any
            row.append(" ".join([*current, "resign"]))
            current = []
            break
        if config.rules == "12star" and state.turn == 0 and not state.placed:
            current.append("--")
        turn_before = state.turn
        state = states[i + 1]
        current.append(action.text)
        if state.turn != turn_before:
            current += ["--"] * (slots - len(current))
            row.append(" ".join(current))
            current = []
    if current:
        lines.setdefault(state.turn // 2 + 1, []).append(" ".join(current))
    width = max((len(r) for row in lines.values() for r in row[:1]), default=5)
    out = ["  ___xx_______oo___"] if config.rules == "12star" else []
    for n, row in lines.items():
        out.append(
            f"{n}:".ljust(4)
            + "   ".join(p.ljust(width) if i == 0 and len(row) > 1 else p for i, p in enumerate(row))
        )
    return "\n".join(line.rstrip() for line in out) + "\n"


def board_diagram(state: CrossState) -> str:
    """The sample's diagram: rows with stones in their doubled columns, the last turn upper case."""
    board = state.board
    width = 4 * board.size - 3
    letters = ": " + "".join(chr(ord("a") + i) for i in range(width))
    rows: dict[int, list[str]] = {}
    for i, (c, r) in enumerate(board.cells):
        row = rows.setdefault(r, [" "] * (width + 2))
        ch = SYMBOL[state.stones[i]]
        row[c] = ch.upper() if i in state.last_turn and state.stones[i] != EMPTY else ch
    lines = [letters]
    for r in sorted(rows):
        lines.append((":" + "".join(rows[r])).rstrip() + f" {r}")
    lines.append(letters)
    return "\n".join(lines) + "\n"


def parse_diagram(text: str) -> dict[int, list[str]]:
    """Rows of a diagram as lists of cell symbols (spacing ignored): {row: ['.', 'x', ...]}."""
    rows: dict[int, list[str]] = {}
    for line in text.splitlines():
        parts = line.strip().lstrip(":").split()
        if len(parts) >= 2 and parts[-1].isdigit() and all(p in ".xoXO" for p in parts[:-1]):
            rows[int(parts[-1])] = parts[:-1]
    return rows


#: The command line's picture of a position (see :class:`pyengine.kit.fromparts.GameFromParts`).
board_text = board_diagram
