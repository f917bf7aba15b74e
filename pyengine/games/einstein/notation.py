"""Records of EinStein würfelt nicht! (shared/rules/einstein.md, section 7).

``[blue a5=3 b5=1 c5=6 a4=2 b4=5 a3=4] [red e1=... ] 1. 4:4b4-c3 2. 6:5d2xc1 ...``: the two
arrangements, then numbered plies of the roll and the move (``x`` for a capture). Kabinett adds
the headers ``[setup choose]`` and ``[first red]`` for the options.
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.kit.bestof import BestOf
from pyengine.kit.records import wrap
from pyengine.contract.replay import positions
from pyengine.kit.dice import read_die_ply
from pyengine.games.einstein.rules import (
    OVER,
    SEATS,
    SETUP,
    START_CELLS,
    Config,
    EinsteinState,
    arrangement_action,
    cell_index,
    cell_name,
    new_state,
)

__all__ = ["record_options", "parse_record", "format_record", "board_text", "list_turn"]

_OPTION = re.compile(r"\[\s*(setup|first)\s+(\w+)\s*\]", re.I)
_ARRANGE = re.compile(r"\[\s*(blue|red)((?:\s+[a-e][1-5]=\d)+)\s*\]", re.I)


def record_options(text: str) -> dict[str, Any]:
    return {k.lower(): v.lower() for k, v in _OPTION.findall(text)}


def parse_record(text: str, config: Config) -> list[Action]:
    """All actions of a record. :raises RecordError: naming the first bad ply or arrangement."""
    state = new_state(config)
    actions: list[Action] = []

    def play(action: Action, where: str) -> None:
        nonlocal state
        try:
            state = state.apply(action)
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        actions.append(action)

    body = _OPTION.sub(" ", text)
    arrangements = {m.group(1).lower(): m.group(2).split() for m in _ARRANGE.finditer(body)}
    body = _ARRANGE.sub(" ", body)
    for seat in (0, 1):
        name = SEATS[seat].lower()
        if name not in arrangements:
            if not body.split():
                break  # a record saved before the stones were all arranged
            said = _("the record needs %s's start arrangement") % _(SEATS[seat])
            raise RecordError(f"[{name} ...]", said, len(actions))
        pairs = [p.split("=") for p in arrangements[name]]
        cells = {cell_index(c): int(n) for c, n in pairs}
        partial = config.setup == "choose" and len(pairs) < 6 and not body.split()
        if not partial and (
            sorted(cells) != sorted(START_CELLS[seat]) or sorted(cells.values()) != list(range(1, 7))
        ):
            raise RecordError(
                f"[{name} ...]",
                _("stones 1-6 on %s, each once") % " ".join(cell_name(c) for c in START_CELLS[seat]),
                len(actions),
            )
        if config.setup == "random":
            play(arrangement_action(seat, tuple(cells[c] for c in START_CELLS[seat])), f"[{name} ...]")
        else:
            for c, n in pairs:
                put = next(
                    (a for a in state.legal_actions() if a.data == ("put", int(n), cell_index(c))), None
                )
                if put is None:
                    raise RecordError(f"[{name} {c}={n}]", _("not a legal placement"), len(actions))
                play(put, f"[{name} {c}={n}]")
    ply = 0
    tokens = body.split()
    for token in tokens:
        if re.fullmatch(r"\d+\.", token):
            continue
        ply += 1
        where = _("ply %(n)d (%(token)s)") % {"n": ply, "token": token}
        if state.phase == OVER:
            raise RecordError(where, _("the game is already over: %s") % state.end_reason(), len(actions))
        try:
            ply_actions = read_die_ply(
                state,
                token,
                r"\d[a-e][1-5][-x][a-e][1-5]",
                _("expected <roll>:<stone><from>-<to> or <roll>:<stone><from>x<to>"),
                _explain,
                lambda s: _("no roll is due here"),
                last=token is tokens[-1],
            )
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        for action in ply_actions:
            state = state.apply(action)
        actions += ply_actions
    return actions


def _explain(rolled: EinsteinState, move: str) -> str:
    """Why the move written ``move`` (e.g. ``3a5-b4``) is not legal after the roll, in the rules' words."""
    number, src, dst = int(move[0]), move[1:3], move[4:6]
    sign = 1 if rolled.seat == 0 else -1
    if rolled.board[cell_index(src)] * sign != number:
        return _("stone %(n)d of %(who)s is not on %(cell)s") % {
            "n": number,
            "who": _(SEATS[rolled.seat]),
            "cell": src,
        }
    try:
        rolled.apply(Action((f"c:{src}", f"c:{dst}"), move, ("move", cell_index(src), cell_index(dst))))
    except RuleError as err:
        return str(err)
    return _("%s is not legal here") % move


def list_turn(
    before: EinsteinState, actions: Sequence[Action], after: EinsteinState, numbered: int
) -> tuple[int | None, str]:
    """The move list's entry: the roll and the move as the record writes them (``3:3a3-b2``);
    an arrangement, in words, unnumbered."""
    if actions[0].data[0] in ("arrange", "put"):
        return None, "; ".join(listed(a) or a.text for a in actions)
    return numbered + 1, "".join(a.text for a in actions)


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[EinsteinState] | None = None
) -> str:
    head = []
    if config.setup != "random":
        head.append("[setup choose]")
    if config.first:
        head.append("[first red]")
    states = positions(new_state(config), actions, states)
    puts: dict[int, list[str]] = {0: [], 1: []}
    plies, pending, n = [], "", 0
    for state, action in zip(states, actions):
        kind = action.data[0]
        if kind == "arrange":
            head.append(action.text.replace(",", " ").replace(":", " "))
        elif kind == "put":
            puts[state.seat].append(f"{cell_name(action.data[2])}={action.data[1]}")
            if len(puts[state.seat]) == 6:
                head.append(f"[{SEATS[state.seat].lower()} {' '.join(puts[state.seat])}]")
        elif kind == "roll":
            pending = action.text
        elif kind == "move":
            n += 1
            plies.append(f"{n}. {pending}{action.text}")
            pending = ""
        else:
            plies.append(action.text)  # a resignation
    state = states[-1]
    if state.phase == SETUP and puts[state.seat]:  # saved while placing: the stones so far
        head.append(f"[{SEATS[state.seat].lower()} {' '.join(puts[state.seat])}]")
    if pending:
        plies.append(pending)
    return wrap(head, plies)


def board_text(shown: EinsteinState | BestOf[EinsteinState]) -> str:
    """Rank 5 at the top; Blue's stones as digits, Red's as letters a-f for 1-6; the status (a
    series': with its score)."""
    state = shown.current if isinstance(shown, BestOf) else shown
    rows = []
    for r in range(4, -1, -1):
        cells = []
        for f in range(5):
            v = state.board[5 * r + f]
            cells.append("." if v == 0 else str(v) if v > 0 else "abcdef"[-v - 1])
        rows.append(f"{r + 1} " + " ".join(cells))
    rows.append("  a b c d e")
    return "\n".join(rows) + "\n" + shown.status()


def listed(action: Action, after: object = None) -> str | None:
    """The move list's words for a drawn start arrangement ("Blue's stones: 3 a5, 1 b5, ..."),
    whose link text ``[blue:a5=3,...]`` is for machines; None for every other action."""
    data = action.data if isinstance(action.data, tuple) else ()
    if data[:1] != ("arrange",):
        return None
    seat, numbers = data[1], data[2]
    stones = ", ".join(f"{n} {cell_name(c)}" for c, n in zip(START_CELLS[seat], numbers))
    return _("%(seat)s's stones: %(stones)s") % {"seat": _(SEATS[seat]), "stones": stones}
