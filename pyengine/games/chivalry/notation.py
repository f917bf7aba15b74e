"""Chivalry's records in the WCF notation (spec section 7): ``C8-D9`` a plain move, ``E6-C8-A8``
a canter, ``H4xJ4xL6`` a jump, ``F6-F8-H8xH10xJ12`` a Knight's Charge; ``1. <White> <Black> 2. …``;
``resign`` ends the record: the seat to move resigns, after the whole move before it.

Each leg is an action (its text ``E6-C8``, ``C8-A8``, ``stop``), so a move is one token of the
record and several of the page's move list. Reading, a move ends where the next token does not
go on with it, and the record's last token is a whole move too (spec section 7 with 5): its
canter ends there, and a jump that could go on is refused. A game saved in the middle of a move
(the page's record of a canter not yet ended) says so with a last token ``...``; ``stop`` is still
read where a record's author wrote one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError, is_resignation, resignation
from pyengine.contract.replay import positions
from pyengine.kit.turns import turn_spans
from pyengine.games.chivalry.rules import (
    BOARD,
    CASTLE,
    NAMES,
    SEATS,
    STOP,
    is_leg,
    ChivalryState,
    is_knight,
    new_state,
)

__all__ = [
    "format_record",
    "parse_record",
    "board_text",
    "parse_move",
    "action_words",
    "move_text",
    "list_turn",
    "typed_actions",
]

_MOVE = re.compile(r"[A-Na-n]\d{1,2}(?:[-x][A-Na-n]\d{1,2})+")
_LEG = re.compile(r"([A-Na-n]\d{1,2})([-x])(?=([A-Na-n]\d{1,2}))")


def move_text(legs: Sequence[Action]) -> str:
    """The legs of one move joined as the WCF writes them (``E6-C8`` + ``C8-A8`` = ``E6-C8-A8``)."""
    text = ""
    for leg in legs:
        if not is_leg(leg):
            continue
        text = leg.text if not text else text + leg.text[len(leg.text.split("-")[0].split("x")[0]) :]
    return text


def list_turn(
    before: ChivalryState, legs: Sequence[Action], after: ChivalryState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: the move as the record writes it, numbered with its pair."""
    return before.turn // 2 + 1, move_text(legs)


def format_record(
    actions: Sequence[Action], config: object = None, states: Sequence[ChivalryState] | None = None
) -> str:
    resigned = bool(actions) and is_resignation(actions[-1])
    moves = list(actions[:-1]) if resigned else list(actions)
    states = positions(new_state(), moves, None if states is None else states[: len(moves) + 1])
    tokens = []
    for span in turn_spans(states, moves):
        legs = [moves[i] for i in span]
        text = move_text(legs)
        if span[-1] == len(moves) - 1 and states[-1].at >= 0 and not states[-1].is_over() and not resigned:
            text += " ..."  # the move goes on (see the module doc)
        tokens.append((states[span[0]].turn, text))
    if resigned:  # by the seat to move, after a whole move (the match takes a move under way back)
        tokens.append((states[-1].turn, "resign"))
    lines, line = [], ""
    for turn, text in tokens:
        if turn % 2 == 0:
            if line:
                lines.append(line)
            line = f"{turn // 2 + 1}. {text}"
        else:
            line = (line or f"{turn // 2 + 1}. ...") + " " + text
    if line:
        lines.append(line)
    return "\n".join(lines) + "\n"


def _where(state: ChivalryState, token: str) -> str:
    return _("move %(n)d, %(who)s (%(token)s)") % {
        "n": state.turn // 2 + 1,
        "who": _(SEATS[state.mover]),
        "token": token,
    }


def parse_move(state: ChivalryState, token: str, end: bool = True) -> list[Action]:
    """The actions of one move written ``token`` from ``state`` (a whole move, or the rest of a
    move under way; ``stop``). With ``end``, a canter that may stop there is ended.

    :raises RuleError: naming the first leg that breaks the rules, and why.
    """
    token = token.strip()
    if token.lower() == "stop":
        why = state.why_not("stop")
        if why:
            raise RuleError(why)
        return [STOP]
    if state.at >= 0 and token[:1] in "-x" and len(token) > 1:
        token = NAMES[state.at] + token  # "-A8": the rest of the canter under way
    if not _MOVE.fullmatch(token):
        raise RuleError(
            _(
                "%r is not a move: write squares joined by - (plain move, canter) or x (jump), "
                "e.g. E6-C8-A8 or H4xJ4xL6"
            )
            % token
        )
    out: list[Action] = []
    legs = [(m.group(1), m.group(2), m.group(3)) for m in _LEG.finditer(token)]
    for k, (a, sep, b) in enumerate(legs):
        if BOARD.find(a) is None or BOARD.find(b) is None:
            raise RuleError(
                _("%s is not a square of the Chivalry board") % (a if BOARD.find(a) is None else b)
            )
        text = f"{a.upper()}{sep}{b.upper()}"
        if state.is_over():
            if k:
                said = {"leg": text, "why": state.end_reason()}
                raise RuleError(_("%(leg)s: the move cannot go on, the game is over (%(why)s)") % said)
            raise RuleError(_("the game is over (%s)") % state.end_reason())
        if k and state.at < 0:
            said = {"square": a.upper(), "why": _ended_why(state, out[-1])}
            raise RuleError(_("the move ended on %(square)s: %(why)s") % said)
        action = next((x for x in state.legal_actions() if x.text == text), None)
        if action is None:
            raise RuleError(f"{text}: {state.why_not(text)}" if len(legs) > 1 else state.why_not(text))
        out.append(action)
        state = state.apply(action)
    if end and state.at >= 0 and not state.is_over():
        if STOP in state.legal_actions():
            out.append(STOP)
        else:
            raise RuleError(_cannot_end(state))
    return out


def _cannot_end(state: ChivalryState) -> str:
    """Why the move under way cannot end where it stands (the refusal of "stop", reworded)."""
    said = {"square": NAMES[state.at], "why": state.why_not("stop").split(": ", 1)[-1]}
    return _("the move cannot end on %(square)s: %(why)s") % said


def _ended_why(state: ChivalryState, last: Action) -> str:
    """Why the move ended with ``last`` (``state``: the position after it, the other side to move)."""
    to, kind = last.data.to, last.data.kind
    if to in CASTLE[state.mover]:  # the castle of the side now to move: the mover's enemy castle
        return _("landing in the enemy castle ends the move (rule 10)")
    if kind == "plain":
        return _("a plain move is one step and never combines with anything (rule 1)")
    if kind == "castle":
        return _("a castle move is one step (rule 10)")
    return _("no further jump was possible, so the jump sequence ended (rule 3)")


def parse_record(text: str, config: object = None) -> list[Action]:
    state, actions = new_state(), list[Action]()
    tokens = text.replace("\n", " ").replace("\u2026", "...").split()
    for n, token in enumerate(tokens):
        if re.fullmatch(r"\d+\.(\.\.)?", token) or token == "...":
            continue  # a move number
        if state.is_over():
            raise RecordError(
                _where(state, token), _("the game is over (%s)") % state.end_reason(), len(actions)
            )
        if token.lower() == "resign":
            if state.at >= 0:  # the move before it is a whole move: its canter ends there
                if STOP not in state.legal_actions():
                    raise RecordError(_where(state, actions[-1].text), _cannot_end(state), len(actions))
                actions.append(STOP)
                state = state.apply(STOP)
                if state.is_over():
                    said = _("the game is over (%s)") % state.end_reason()
                    raise RecordError(_where(state, token), said, len(actions))
            actions.append(resignation(state.mover))
            rest = [t for t in tokens[n + 1 :] if not re.fullmatch(r"\d+\.(\.\.)?|\.\.\.", t)]
            if rest:
                raise RecordError(
                    _("after resign (%s)") % rest[0], _("the game is over: it was resigned"), len(actions) - 1
                )
            return actions
        going_on = state.at >= 0
        continues = going_on and (
            token.lower() == "stop"
            or token[:1] in "-x"
            or token.upper().startswith(NAMES[state.at] + "-")
            or token.upper().startswith(NAMES[state.at] + "X")
        )
        if going_on and not continues:
            # The previous token was a whole move: it ends here if it may.
            if STOP not in state.legal_actions():
                raise RecordError(
                    _where(state, actions[-1].text if actions else token),
                    _cannot_end(state),
                    len(actions),
                )
            actions.append(STOP)
            state = state.apply(STOP)
            if state.is_over():
                raise RecordError(
                    _where(state, token), _("the game is over (%s)") % state.end_reason(), len(actions)
                )
        # A canter stays open here: the next token goes on with it (the move list's legs) or
        # begins the next move (then it ends above), or the record ends (see the module doc).
        try:
            moves = parse_move(state, token, end=False)
        except RuleError as err:
            raise RecordError(_where(state, token), str(err), len(actions)) from None
        for action in moves:
            actions.append(action)
            state = state.apply(action)
    if state.at >= 0 and not state.is_over() and tokens[-1] != "...":
        # The last token is a whole move: it ends here, or the record is refused at it.
        last = next(t for t in reversed(tokens) if not re.fullmatch(r"\d+\.(\.\.)?", t))
        if STOP not in state.legal_actions():
            raise RecordError(
                _where(state, last),
                _cannot_end(state),
                len(actions),
            )
        actions.append(STOP)
    return actions


def board_text(state: ChivalryState) -> str:
    """The position as the spec draws it (N/M White Knights/Men, n/m Black, # empty castle)."""
    rows = []
    for rank in range(15, -1, -1):
        line = []
        for col in range(14):
            i = BOARD.at(col, rank)
            if i is None:
                line.append(" ")
            elif state.cells[i]:
                c = state.cells[i]
                letter = "N" if is_knight(c) else "M"
                line.append(letter if c <= 2 else letter.lower())
            else:
                line.append("#" if BOARD.kinds[i].startswith("castle") else ".")
        rows.append(f"{rank + 1:2d} " + " ".join(line).rstrip())
    rows.append("   " + " ".join("ABCDEFGHIJKLMN"))
    extra = f"castle moves {state.castle_moves[0]}-{state.castle_moves[1]}"
    if state.at >= 0:
        extra += f"; move under way: {'-'.join(NAMES[i] for i in state.legs)}"
    return "\n".join(rows) + "\n" + extra


def action_words(text: str) -> str:
    """A leg in words for a screen reader, the last leg of a move written whole: ``H4xJ4`` is
    "H4 jumps over I4 to J4, capturing", ``E6-C8-A8`` "C8 canters over B8 to A8"."""
    if text == "stop":
        return _("ends the move there")
    legs = [(m.group(1), m.group(2), m.group(3)) for m in _LEG.finditer(text)]
    if not _MOVE.fullmatch(text) or not legs:
        return text
    a, sep, b = legs[-1]
    frm, to = BOARD.find(a), BOARD.find(b)
    if frm is None or to is None:
        return text
    said = {"frm": a, "to": b, "over": NAMES[_middle(frm, to)] if to not in BOARD.neighbours(frm) else ""}
    if sep == "x":
        return _("%(frm)s jumps over %(over)s to %(to)s, capturing") % said
    if to in BOARD.neighbours(frm):
        return _("%(frm)s to %(to)s") % said
    return _("%(frm)s canters over %(over)s to %(to)s") % said


def _middle(frm: int, to: int) -> int:
    (a, b), (c, d) = BOARD.coords[frm], BOARD.coords[to]
    return BOARD.cell((a + c) // 2, (b + d) // 2)


def typed_actions(state: ChivalryState, text: str) -> list[Action]:
    """A whole move typed in the move box (``E6-C8-A8``), or the rest of one under way."""
    return parse_move(state, text)
