"""Records of Karls Rennen (shared/rules/karls-rennen.md, section 7).

``1. 4:T-P 2. 5:B-K ...``: numbered plies, each the roll and the move (``x`` for a capture);
four players prefix each ply with the seat (``SE 5:P-K``, ``SW pass``). Headers: ``[players 4]``,
``[first Black]``, ``[mirror on]``. The roll is a chance action of its own, recorded, so that a
record replays exactly.
"""

from __future__ import annotations

import re
from typing import Any, NoReturn
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.kit.bestof import BestOf
from pyengine.kit.records import wrap
from pyengine.contract.replay import positions
from pyengine.kit.dice import read_die_ply
from pyengine.games.karls.rules import OVER, PASS, Config, KarlsRennenState, new_state, players_of

__all__ = ["record_options", "parse_record", "format_record", "board_text", "list_turn"]

_HEADER = re.compile(r"\[\s*(\w+)\s+([\w-]+)\s*\]")


def record_options(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in _HEADER.findall(text):
        if key in ("players", "first", "mirror"):
            out[key] = value
    return out


def parse_record(text: str, config: Config) -> list[Action]:
    """All actions (rolls included) of a record. :raises RecordError: naming the first bad ply."""
    state = new_state(config)
    actions: list[Action] = []
    tokens = _HEADER.sub(" ", text).split()
    ply = 0
    seat_given: str | None = None
    four = config.players == 4
    corners = [p.corner for p in players_of(config)]

    def fail(token: str, why: str) -> NoReturn:
        raise RecordError(_("ply %(n)d (%(token)s)") % {"n": ply, "token": token}, why, len(actions))

    for token in tokens:
        if re.fullmatch(r"\d+\.", token):
            continue  # ply numbers are decoration; the order is the record's
        if four and token in corners:
            seat_given = token
            continue
        ply += 1
        if state.phase == OVER:
            fail(token, _("the game is already over: %s") % state.end_reason())
        who = state.player
        if four and seat_given is not None and seat_given != who.corner:
            fail(token, _("it is %(who)s's turn, not %(given)s's") % {"who": who.corner, "given": seat_given})
        seat_given = None
        if token == "pass":
            try:
                state = state.apply(PASS)
            except RuleError as err:
                fail(token, str(err))
            actions.append(PASS)
            continue
        try:
            ply_actions = read_die_ply(
                state,
                token,
                r"[A-Za-z][-x][A-Za-z]",
                _("expected <roll>:<from>-<to>, <roll>:<from>x<to> or pass"),
                _explain,
                lambda s: _("%s has no stones and must pass") % _(s.player.colour),
                last=token is tokens[-1],
                normal=lambda move: move[0].upper() + move[1] + move[2].upper(),
            )
        except RuleError as err:
            fail(token, str(err))
        for action in ply_actions:
            state = state.apply(action)
        actions += ply_actions
    return actions


def _explain(rolled: KarlsRennenState, move: str) -> str:
    """Why the move written ``move`` (e.g. ``T-P``) is not legal after the roll, in the rules' words."""
    labels = {sq.label: sq.id for sq in rolled.tiling.squares}
    src, dst = move[0], move[2]
    if src not in labels or dst not in labels:
        return _("squares are A to U")
    try:
        rolled.apply(Action((f"sq:{src}", f"sq:{dst}"), move, ("move", labels[src], labels[dst])))
    except RuleError as err:
        return str(err)
    return _("%s is not legal here") % move


def list_turn(
    before: KarlsRennenState, actions: Sequence[Action], after: KarlsRennenState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: the roll and the move as the record writes them (``2:M-I``)."""
    text = ""
    for a in actions:
        text += (" " if text and a.data[0] == "pass" else "") + a.text
    return numbered + 1, text


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[KarlsRennenState] | None = None
) -> str:
    states = positions(new_state(config), actions, states)
    headers = []
    if config.players == 4:
        headers.append("[players 4]")
    elif config.first:
        headers.append(f"[first {players_of(config)[config.first].colour}]")
    if config.mirror:
        headers.append("[mirror on]")
    parts, ply, pending = [], 0, ""
    for state, action in zip(states, actions):
        prefix = f"{state.player.corner} " if config.players == 4 and state.phase != OVER else ""
        if action.data[0] == "roll":
            pending = prefix + action.text
        elif action.data[0] == "move":
            ply += 1
            parts.append(f"{ply}. {pending}{action.text}")
            pending = ""
        elif action.data[0] == "pass":
            ply += 1
            parts.append(f"{ply}. {prefix}pass")
        else:
            parts.append(action.text)  # a resignation
    if pending:
        parts.append(pending.strip())
    return wrap(headers, parts)


_MARKS = {"White": "W", "Black": "B", "Blue": "U", "Red": "R"}


def board_text(shown: KarlsRennenState | BestOf[KarlsRennenState]) -> str:
    """The 16 × 16 cell map: each square's cells hold its label in lower case, and a stone
    (its colour's letter: W, B, U for blue, R) sits in the square's middle cell; the status (a
    series': with its score)."""
    state = shown.current if isinstance(shown, BestOf) else shown
    t = state.tiling
    grid = [["."] * t.side for _ in range(t.side)]
    for sq in t.squares:
        o = state.owner[sq.id]
        for yy in range(sq.y, sq.y + sq.size):
            for xx in range(sq.x, sq.x + sq.size):
                grid[yy][xx] = sq.label.lower()
        if o >= 0:
            grid[sq.y + (sq.size - 1) // 2][sq.x + (sq.size - 1) // 2] = _MARKS[
                players_of(state.config)[o].colour
            ]
    return "\n".join("".join(r) for r in grid) + "\n" + shown.status()
