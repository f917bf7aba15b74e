"""Transvaal's records (spec section 6, Kabinett's own: the sources give none).

``[setup free] [limit 30]``, the English placements ``E: @N1 @S1 @W2``, then numbered pairs
``1. C-E1 N1-N2 …`` (the Boer's move, then the English's). A match of two games adds
``[match two]`` and heads each game ``[game 1 Boer A]``, ``[game 2 Boer B]``. A parser looks every
token up among the legal actions and refuses, naming the move, whatever the rules refuse.
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.contract.replay import positions
from pyengine.kit.rounds import NEXT
from pyengine.games.transvaal.rules import (
    BOER,
    NAMES,
    Config,
    Place,
    TransvaalMatch,
    TransvaalState,
    new_state,
)

__all__ = ["record_options", "parse_record", "format_record", "board_text", "list_turn"]

_HEADER = re.compile(r"\[\s*(setup|limit|match)\s+([^\]]*?)\s*\]", re.I)
_GAME = re.compile(r"\[\s*game\s+(\d+)\s+boer\s+([AB])\s*\]", re.I)
_NUMBER = re.compile(r"^\d+\.(?:\.\.)?")


def record_options(text: str) -> dict[str, Any]:
    """The options a record's header names."""
    out: dict[str, Any] = {}
    for key, value in _HEADER.findall(text):
        value = value.strip().lower()
        out[key.lower()] = int(value) if value.isdigit() else value
    return out


def _game(state: TransvaalState | TransvaalMatch) -> TransvaalState:
    return state.current if isinstance(state, TransvaalMatch) else state


def parse_record(text: str, config: Config) -> list[Action]:
    """All actions of a record. :raises RecordError: naming the first bad move."""
    state: TransvaalState | TransvaalMatch = new_state(config)
    actions: list[Action] = []
    body = _HEADER.sub(" ", text)
    body = _GAME.sub(lambda m: f" [game:{m.group(1)}:{m.group(2).upper()}] ", body)
    for raw in body.split():
        game = _game(state)
        heading = re.fullmatch(r"\[game:(\d+):([AB])\]", raw)
        if heading:
            number, boer = int(heading.group(1)), heading.group(2)
            where = f"[game {number} Boer {boer}]"
            if not isinstance(state, TransvaalMatch):
                raise RecordError(
                    where, _("a single game has no second game: write [match two]"), len(actions)
                )
            if number == state.round_no + 2 and state.between:
                state = state.apply(NEXT)
                actions.append(NEXT)
            elif number != state.round_no + 1:
                expected = state.round_no + (2 if state.between else 1)
                raise RecordError(where, _("game %d comes next") % expected, len(actions))
            if "AB"[state.boer_player()] != boer:
                said = {"who": "AB"[state.boer_player()], "n": number}
                raise RecordError(where, _("Player %(who)s is the Boer in game %(n)d") % said, len(actions))
            continue
        token = _NUMBER.sub("", raw)
        if not token or token.upper() == "E:":
            continue
        if isinstance(state, TransvaalMatch) and state.between:  # the next game, without its heading
            state = state.apply(NEXT)
            actions.append(NEXT)
            game = state.current
        where = _where(game, token, state)
        if state.is_over() or game.is_over():
            reason = state.end_reason() or game.end_reason()
            raise RecordError(where, _("the game is already over: %s") % reason, len(actions))
        try:
            action = state.parse_action(token)
            state = state.apply(action)
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        actions.append(action)
    return actions


def _where(game: TransvaalState, token: str, state: TransvaalState | TransvaalMatch) -> str:
    """A move's place in the record, as a reader counts: the setup, or move k (k... for the English)."""
    prefix = _("game %d, ") % (state.round_no + 1) if isinstance(state, TransvaalMatch) else ""
    if game.placing:
        return prefix + _("setup, stone %(n)d (%(token)s)") % {"n": len(game.english) + 1, "token": token}
    if game.mover == BOER:
        return prefix + _("move %(n)d (%(token)s)") % {"n": game.boer_moves + 1, "token": token}
    return prefix + _("move %(n)d... (%(token)s)") % {"n": game.english_moves + 1, "token": token}


def _headers(config: Config) -> str:
    head = f"[setup {config.setup}] [limit {config.limit}]"
    return head + (" [match two]" if config.match == "two" else "")


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[TransvaalState | TransvaalMatch] | None = None
) -> str:
    """A record in section 6's notation."""
    states = positions(new_state(config), actions, states)
    lines = [_headers(config)]
    match = config.match == "two"
    if match:
        lines.append("[game 1 Boer A]")
    line: list[str] = []

    def flush() -> None:
        if line:
            lines.append(" ".join(line))
            line.clear()

    for before, action in zip(states, actions):
        if action == NEXT:
            flush()
            after = before.apply(NEXT)
            assert isinstance(after, TransvaalMatch)
            lines.append(f"[game {after.round_no + 1} Boer {'AB'[after.boer_player()]}]")
            continue
        game = _game(before)
        if isinstance(action.data, Place):
            if not line:
                line.append("E:")
            line.append(action.text)
            if len(game.english) == 2:
                flush()
            continue
        if game.mover == BOER:
            flush()
            line += [f"{game.boer_moves + 1}.", action.text]
        else:
            line.append(action.text)
            flush()
    flush()
    return "\n".join(lines) + "\n"


def list_turn(
    before: TransvaalState | TransvaalMatch,
    actions: Sequence[Action],
    after: TransvaalState | TransvaalMatch,
    numbered: int,
) -> tuple[int | None, str]:
    """The move list's entry: the setup unnumbered, the moves numbered in pairs as the record's."""
    text = " ".join(a.text for a in actions)
    game = _game(before)
    if actions[0] == NEXT or game.placing:
        return None, text
    return (game.boer_moves if game.mover == BOER else game.english_moves) + 1, text


_PICTURE = (
    "          11   12    1",
    "               N2",
    " 10            N1            2",
    "  9   W2   W1   C   E1   E2   3",
    "  8            S1            4",
    "               S2",
    "           7    6    5",
)


def board_text(state: TransvaalState | TransvaalMatch) -> str:
    """The board as the spec names it: ``B`` the Boer, ``E`` an English stone, ``.`` an empty point."""
    game = _game(state)

    def mark(m: re.Match[str]) -> str:
        v = NAMES.index(m.group(0))
        sign = "B" if v == game.boer else "E" if v in game.english else "."
        return sign.rjust(len(m.group(0)))

    picture = "\n".join(re.sub(r"[NESW][12]|C|\d+", mark, row) for row in _PICTURE)
    return picture + "\n" + state.status()
