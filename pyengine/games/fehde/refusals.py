"""Fehde's refusals in the rules' words: why a click or a written move is not legal here (the
page, the move box, records and links all say these). Kept apart from rules.py, which only
decides what is legal.
"""

from __future__ import annotations

import re
from typing import Protocol

from pyengine.i18n import _
from pyengine.games.fehde.board import (
    BOARD,
    KNIGHT_FIELD,
    NAMES,
    OWN,
    SEATS,
    STEPS,
    YELLOW,
    is_knight,
    jumps,
    may_stand,
    side_of,
)

__all__ = ["why_not", "explain_refusal", "piece_words", "field_words"]


class Position(Protocol):
    """What the refusals read of a position (rules.py's ``FehdeState``, which asks them: so
    they name only this, not the rules module)."""

    @property
    def cells(self) -> bytes:
        """A piece code per field (0 empty)."""

    @property
    def mover(self) -> int:
        """The side to move (0 White, 1 Black), -1 while the lot is due."""

    @property
    def result(self) -> str:
        """How the game ended ("" while it goes on)."""

    def end_reason(self) -> str: ...


_MOVE = re.compile(r"([a-g][1-7])([-x])([a-g][1-7])")


def piece_words(code: int) -> str:
    """The piece ``code`` in words ("White's knight")."""
    if is_knight(code):
        return _("%s's knight") % _(SEATS[side_of(code)])
    return _("%s's squire") % _(SEATS[side_of(code)])


def field_words(i: int) -> str:
    """The kind of field ``i`` in words ("Black's yellow field", "grey no-man's-land")."""
    for side in (0, 1):
        if i == KNIGHT_FIELD[side]:
            return _("%s's knight field") % _(SEATS[side])
        if i in YELLOW[side]:
            return _("%s's yellow field") % _(SEATS[side])
    return _("grey no-man's-land")


def _compulsory(state: Position) -> str:
    found = ", ".join(a.text for a in jumps(state.cells, state.mover))
    return _("a capture is compulsory (rule 4): %s") % found


def why_not(state: Position, text: str) -> str:
    """Why the move ``text`` (``c2-c3``, ``c4xe6``) is not legal here ("" if it is)."""
    if state.result:
        return _("the game is over (%s)") % state.end_reason()
    if state.mover < 0:
        return _("the lot for who begins is due first")
    m = _MOVE.fullmatch(text.strip().lower())
    if not m:
        return (
            _("%r is not a move: write <from>-<to> for a step (c2-c3) or <from>x<to> for a jump (c4xe6)")
            % text.strip()[:20]
        )
    frm, sep, to = BOARD.parse(m.group(1)), m.group(2), BOARD.parse(m.group(3))  # (on the board: _MOVE)
    who = _(SEATS[state.mover])
    code = state.cells[frm]
    move = text.strip()
    if not code:
        return _("there is no piece on %s") % NAMES[frm]
    if code not in OWN[state.mover]:
        return _("%(field)s holds %(piece)s: %(who)s moves %(who)s's own pieces") % {
            "field": NAMES[frm],
            "piece": piece_words(code),
            "who": who,
        }
    if sep == "-":
        if to not in {j for j, _k in STEPS[frm]}:
            return _("%s: a step goes to an adjacent field (rule 2)") % move
        if state.cells[to]:
            return _("%(field)s is occupied (by %(piece)s): a step goes to an empty field") % {
                "field": NAMES[to],
                "piece": piece_words(state.cells[to]),
            }
        if not may_stand(code, to):
            return _("%(piece)s may not stand on %(field)s, %(kind)s (rule 1)") % {
                "piece": piece_words(code),
                "field": NAMES[to],
                "kind": field_words(to),
            }
        if jumps(state.cells, state.mover):
            return _compulsory(state)
        return ""
    over = next((j for j, k in STEPS[frm] if k == to), -1)
    if over < 0:
        return _("%s: a jump goes over an adjacent field to the field straight beyond it (rule 3)") % move
    if not state.cells[over]:
        return _("there is no piece on %s to jump over") % NAMES[over]
    if state.cells[over] in OWN[state.mover]:
        return _("own pieces can never be jumped (%(field)s holds %(piece)s)") % {
            "field": NAMES[over],
            "piece": piece_words(state.cells[over]),
        }
    if state.cells[to]:
        return _("%(field)s is occupied (by %(piece)s): a jump lands on an empty field") % {
            "field": NAMES[to],
            "piece": piece_words(state.cells[to]),
        }
    if not may_stand(code, to):
        return _(
            "%(piece)s may not land on %(field)s, %(kind)s: a squire's jump must land "
            "on its own yellow fields or on grey (rule 3)"
        ) % {"piece": piece_words(code), "field": NAMES[to], "kind": field_words(to)}
    return ""


def explain_refusal(state: Position, path: tuple[str, ...]) -> str:
    """Why no legal action starts with the click ``path``."""
    if state.result:
        return _("The game is over.")
    if state.mover < 0:
        return _("The lot decides who begins first.")
    found = [BOARD.find(p) for p in path]
    cells = [i for i in found if i is not None]
    if not cells or len(cells) != len(found):
        return ""
    who = _(SEATS[state.mover])
    if len(cells) == 1:
        i = cells[0]
        code = state.cells[i]
        if not code:
            return _("%(field)s is empty: click one of %(who)s's pieces.") % {"field": NAMES[i], "who": who}
        if code not in OWN[state.mover]:
            return _("%(field)s holds %(piece)s: %(who)s is to move.") % {
                "field": NAMES[i],
                "piece": piece_words(code),
                "who": who,
            }
        if jumps(state.cells, state.mover):
            return _compulsory(state)[0].upper() + _compulsory(state)[1:] + "."
        return _("%(piece)s on %(field)s has no legal move.") % {
            "piece": piece_words(code),
            "field": NAMES[i],
        }
    if len(cells) == 2:
        a, b = NAMES[cells[0]], NAMES[cells[1]]
        jump = cells[1] in {k for _j, k in STEPS[cells[0]]}
        why = why_not(state, f"{a}x{b}" if jump else f"{a}-{b}")
        return why[0].upper() + why[1:] + "." if why else ""
    return ""
