"""Subdivide's records (spec section 7).

A game record: option headers (``[rules hull] [nested strict] [layout array 4x4] [players 2]
[rounds 2]``; the free layout ``[layout free 12 7x7]``: D dots on an L×L lattice), then per round
a header ``[round i offence Pj]``, the dots placed (free layout, ``+a1 +c3 …``) and the segments
``1. a1-b2 2. a1-a2 …``. The sample's own form ``Segment 1: a1 - b2.`` (with or without the space
after the colon) reads the same; a record without round headers is one round.
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.contract.replay import positions
from pyengine.kit.rounds import NEXT, Rounds
from pyengine.games.subdivide.rules import Config, RoundState, SubdivideMatch, new_state

__all__ = ["format_record", "parse_record", "record_options", "board_text", "list_turn"]

_HEADER = re.compile(r"\[(rules|nested|layout|players|rounds)\s+([^\]]*)\]", re.I)
_ROUND = re.compile(r"\[round\s+(\d+)\s+offence\s+P(\d+)\]", re.I)


def _layout(config: Config) -> str:
    if config.layout == "free":
        return f"free {config.dots} {config.lattice}x{config.lattice}"
    return f"array {config.rows}x{config.cols}"


def list_turn(
    before: Rounds[RoundState], actions: Sequence[Action], after: Rounds[RoundState], numbered: int
) -> tuple[int | None, str]:
    """The move list's entry: a segment numbered as in its round's record; a dot placed, or the
    next round begun, unnumbered."""
    text = " ".join(a.text for a in actions)
    if actions[0] == NEXT or actions[0].data[0] == "dot":
        return None, text
    return len(before.current.segments) + 1, text


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[Rounds[RoundState]] | None = None
) -> str:
    states = positions(new_state(config), actions, states)
    lines = [
        f"[rules {config.rules}] [nested {config.nested}] [layout {_layout(config)}] "
        f"[players {config.players}] [rounds {config.rounds}]"
    ]

    def header(match: Rounds[RoundState]) -> None:
        lines.append(f"[round {match.round_no + 1} offence P{match.first + 1}]")

    header(states[0])
    line: list[str] = []
    for i, action in enumerate(actions):
        before, after = states[i], states[i + 1]
        if action == NEXT:
            if line:
                lines.append(" ".join(line))
            line = []
            header(after)
            continue
        if action.data[0] == "dot":
            line.append(action.text)
            if not after.current.placing:  # the dots are all placed: the segments follow
                lines.append(" ".join(line))
                line = []
            continue
        line += [f"{len(before.current.segments) + 1}.", action.text]
    if line:
        lines.append(" ".join(line))
    return "\n".join(lines) + "\n"


def record_options(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in _HEADER.findall(text):
        key, value = key.lower(), value.strip().lower()
        if key == "layout":
            m = re.fullmatch(r"array\s+(\d+)\s*x\s*(\d+)", value)
            f = re.fullmatch(r"free\s+(\d+)\s+(\d+)\s*x\s*\d+", value)
            if m:
                out.update(layout="array", rows=int(m.group(1)), cols=int(m.group(2)))
            elif f:
                out.update(layout="free", dots=int(f.group(1)), lattice=int(f.group(2)))
            else:
                raise ValueError(f"[layout {value}]: write [layout array 4x4] or [layout free 12 7x7]")
        else:
            out[key] = int(value) if value.isdigit() else value
    if "rounds" in out:  # the record counts rounds; the option counts them per player
        total = out.pop("rounds")
        players = int(out.get("players", 2))
        if not isinstance(total, int) or total % players:
            raise ValueError(
                f"[rounds {total}]: the number of rounds is a multiple of the players ({players})"
            )
        out["rounds_each"] = total // players
    return out


def _normal(text: str) -> str:
    """The sample's form in the compact one: ``Segment 21:d3 - d4.`` -> ``21. d3-d4``."""
    text = _HEADER.sub(" ", text)
    text = _ROUND.sub(lambda m: f" [round:{m.group(1)}:{m.group(2)}] ", text)
    text = re.sub(r"segment\s*(\d+)\s*:", r" \1. ", text, flags=re.I)
    text = re.sub(r"\s*-\s*", "-", text)
    text = re.sub(r"([A-Za-z]\d+)\.(?=\s|$)", r"\1", text)  # "a1 - b2." ends a sentence
    return text


def parse_record(text: str, config: Config) -> list[Action]:
    state, actions = new_state(config), list[Action]()
    for token in _normal(text).split():
        current: RoundState = state.current
        round_no = state.round_no + 1
        m = re.fullmatch(r"\[round:(\d+):(\d+)\]", token)
        if m:
            number, offence = int(m.group(1)), int(m.group(2))
            where = f"[round {number} offence P{offence}]"
            if number != round_no:
                if not state.between or number != round_no + 1:
                    expected = round_no + 1 if state.between else round_no
                    if state.between or not actions:
                        why = _("round %d comes next") % expected
                    else:
                        why = _("round %(n)d comes next (round %(k)d is not over)") % {
                            "n": expected,
                            "k": round_no,
                        }
                    raise RecordError(where, why, len(actions))
                state = state.apply(NEXT)
                actions.append(NEXT)
            if offence != state.first + 1:
                said = {"p": state.first + 1, "n": number}
                raise RecordError(where, _("P%(p)d is on offence in round %(n)d") % said, len(actions))
            continue
        if re.fullmatch(r"\d+\.", token):
            continue
        place: dict[str, object] = {"n": round_no, "token": token}
        if token.startswith("+"):
            where = _("round %(n)d, dot %(k)d (%(token)s)") % {**place, "k": len(current.placed) + 1}
        else:
            where = _("round %(n)d, segment %(k)d (%(token)s)") % {**place, "k": len(current.segments) + 1}
        if state.is_over() or current.is_over():
            raise RecordError(where, _("the round is over (%s)") % current.end_reason(), len(actions))
        try:
            action = current.parse_action(token)
        except RuleError as err:
            raise RecordError(where, str(err), len(actions)) from None
        state = state.apply(action)
        actions.append(action)
    return actions


def board_text(state: SubdivideMatch) -> str:
    """The dots, row a on top, each as its number of segments (``.`` a lattice point without a
    dot), then the segments in drawing order."""
    rnd: RoundState = state.current
    board = rnd.board
    rows = max(r for _, r in board.coords) + 1
    cols = max(c for c, _ in board.coords) + 1
    dots = set(rnd.placed)
    out = []
    for r in range(rows):
        cells = []
        for c in range(cols):
            i = board.index[(c, r)]
            cells.append(str(rnd.degrees[i]) if i in dots else ".")
        out.append(f"{chr(97 + r)} " + " ".join(cells))
    out.append("  " + " ".join(str(c + 1) for c in range(cols)))
    d = rnd.drawing if not rnd.placing else None
    if d is not None and rnd.segments:
        out.append(
            "segments: "
            + " ".join(f"{board.names[d.pairs[k][0]]}-{board.names[d.pairs[k][1]]}" for k in rnd.segments)
        )
    return "\n".join(out)
