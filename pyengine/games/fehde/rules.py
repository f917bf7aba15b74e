"""Fehde, top to bottom against shared/rules/fehde.md, on the board reconstructed from the rules
text (boards/fehde.json; not the published board).

The position is a ``bytes`` of 49 fields (0 empty, 1/2 White squire/knight, 3/4 Black
squire/knight). A turn is one action: a step or a jump. Who begins is a chance action (the lot)
unless the option fixes it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from pyengine.i18n import _
from pyengine.kit.cells import piece_list
from pyengine.contract import CHANCE, Action, RuleError, State
from pyengine.contract.state import find_action, seat_payoffs
from pyengine.kit.repetition import REPETITION_TEXT, Seen
from pyengine.games.fehde import refusals
from pyengine.games.fehde.board import (
    BOARD,
    KNIGHT,
    KNIGHT_FIELD,
    N,
    NAMES,
    SEATS,
    SQUIRE,
    SQUIRES,
    EMPTY,
    between,
    code_of,
    field,
    jumps,
    may_stand,
    side_of,
    steps,
)

__all__ = [
    "BOARD",
    "NAMES",
    "SEATS",
    "Config",
    "FehdeState",
    "new_state",
    "position_from_text",
    "field",
    "may_stand",
    "lot_action",
    "EMPTY",
    "SQUIRE",
    "KNIGHT",
    "code_of",
    "KNIGHT_FIELD",
    "SQUIRES",
]


@dataclass(frozen=True)
class Config:
    """Section 6: who begins — ``lot`` (a chance action), ``white`` or ``black``."""

    first: str = "lot"


# -- 2. Equipment and board, 4.1-4.4 where pieces stand, steps and jumps: pyengine/games/fehde/board.py

# -- 3. Setup

_SETUP = {
    (0, KNIGHT): "d2",
    (0, SQUIRE): "b1 c1 d1 e1 f1 b2 c2 e2 f2",
    (1, KNIGHT): "d6",
    (1, SQUIRE): "b7 c7 d7 e7 f7 b6 c6 e6 f6",
}


def _start() -> bytes:
    cells = bytearray(N)
    for (side, kind), names in _SETUP.items():
        for name in names.split():
            cells[field(name)] = code_of(side, kind)
    return bytes(cells)


START = _start()


@lru_cache(maxsize=None)
def lot_action(side: int) -> Action:
    """The chance action "the lot says ``side`` begins" (written ``[first White]`` in records)."""
    return Action(("lot",), f"first:{SEATS[side]}", ("lot", side))


LOTS = ((lot_action(0), 0.5), (lot_action(1), 0.5))


@dataclass(frozen=True)
class FehdeState(State):
    config: Config = Config()
    cells: bytes = START
    mover: int = -1  # -1 while the lot is due
    turn: int = 0  # moves made
    seen: Seen = Seen()
    winner: int = -1
    result: str = ""  # how the game ended ("" while it goes on)
    taken: int = -1  # the field of the piece the last move captured (for the view)

    # -- the contract

    def to_move(self) -> int | None:
        if self.result:
            return None
        return CHANCE if self.mover < 0 else self.mover

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        return LOTS if self.mover < 0 and not self.result else ()

    def turn_number(self) -> int:
        # The lot is a turn of its own (it decides who begins, it is no one's move): -1.
        return -1 if self.mover < 0 and not self.result else self.turn

    def legal_actions(self) -> tuple[Action, ...]:
        if self.result or self.mover < 0:
            return ()
        # Rule 4: a legal jump makes jumping compulsory.
        return tuple(jumps(self.cells, self.mover) or steps(self.cells, self.mover))

    def apply(self, action: Action) -> FehdeState:
        if self.mover < 0 and not self.result:
            if action.data in (("lot", 0), ("lot", 1)):
                return _begin(self, action.data[1])
            raise RuleError(_("%r: the lot for who begins is due first") % action.text)
        if action.data[0] == "lot":
            if self.result:
                raise RuleError(_("the game is over (%s)") % self.end_reason())
            raise RuleError(_("%r: the lot was drawn already") % action.text)
        if action not in self.legal_actions():
            raise RuleError(self.why_not(action.text) or _("%r is not legal here") % action.text)
        kind, frm, to = action.data
        cells = bytearray(self.cells)
        cells[to], cells[frm] = cells[frm], EMPTY
        taken = -1
        if kind == "jump":
            taken = between(frm, to)
            cells[taken] = EMPTY
        return self._finish(bytes(cells), to, taken)

    def returns(self) -> tuple[float, ...]:
        return seat_payoffs(2, [] if self.winner < 0 else [self.winner])

    def status(self) -> str:
        if self.result:
            return self.end_reason()
        if self.mover < 0:
            return _("The lot decides who begins.")
        who = _(SEATS[self.mover])
        if self.turn == 0 and self.config.first == "lot":
            who = _("%s (drawn by lot to begin)") % who
        if jumps(self.cells, self.mover):
            return _("%s to move: a capture is compulsory.") % who
        return _("%s to move.") % who

    def end_reason(self) -> str:
        if not self.result:
            return ""
        # After the last move ``mover`` is the player who would move next.
        said = {"winner": _(SEATS[1 - self.mover]), "loser": _(SEATS[self.mover])}
        if self.result == "knight":
            return _("%(winner)s wins by capturing %(loser)s's knight.") % said
        if self.result == "squires":
            return _("%(winner)s wins by capturing all nine of %(loser)s's squires.") % said
        if self.result == "field":
            said["field"] = NAMES[KNIGHT_FIELD[self.mover]]
            return (
                _("%(winner)s wins: %(winner)s's knight stands on %(loser)s's knight field %(field)s.") % said
            )
        if self.result == "blocked":
            return _("%(winner)s wins: %(loser)s has no legal move.") % said
        return _(REPETITION_TEXT)

    def decisive_targets(self) -> tuple[str, ...]:
        if self.result == "field":
            return (NAMES[KNIGHT_FIELD[self.mover]],)
        return ()

    def pieces(self, side: int) -> tuple[int, int]:
        """(squires, knights) of ``side`` on the board."""
        squires = sum(1 for c in self.cells if c == code_of(side, SQUIRE))
        return squires, sum(1 for c in self.cells if c == code_of(side, KNIGHT))

    # -- refusals in the rules' words

    def why_not(self, text: str) -> str:
        """Why the move written ``text`` (``c2-c3``, ``c4xe6``) is not legal here ("" if it is)."""
        return refusals.why_not(self, text)

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        return refusals.explain_refusal(self, path)

    def parse_action(self, text: str) -> Action:
        """The move written ``text``, or the rules' reason why it is not legal here."""
        text = text.strip()
        if self.mover < 0 and not self.result:
            return find_action(self, text)
        for action in self.legal_actions():
            if action.text == text.lower():
                return action
        raise RuleError(self.why_not(text) or _("%r is not legal here") % text)

    # -- section 5: the end of the game, after every move

    def _finish(self, cells: bytes, to: int, taken: int) -> FehdeState:
        side, other = self.mover, 1 - self.mover
        key = (cells, other)
        seen = self.seen.add(key, irreversible=taken >= 0)
        nxt = replace(self, cells=cells, mover=other, turn=self.turn + 1, seen=seen, taken=taken)
        knight = code_of(other, KNIGHT)
        if knight not in cells:
            return replace(nxt, winner=side, result="knight")
        if code_of(other, SQUIRE) not in cells:
            return replace(nxt, winner=side, result="squires")
        if cells[KNIGHT_FIELD[other]] == code_of(side, KNIGHT):
            return replace(nxt, winner=side, result="field")
        if not nxt.legal_actions():
            return replace(nxt, winner=side, result="blocked")  # Decision: no legal move loses
        if seen.repeated(key):
            return replace(nxt, result="repetition")  # Decision: threefold repetition draws
        return nxt


def _begin(state: FehdeState, side: int) -> FehdeState:
    return replace(state, mover=side, seen=Seen().add((state.cells, side)))


def new_state(config: Config | None = None) -> FehdeState:
    config = config or Config()
    state = FehdeState(config=config)
    if config.first == "lot":
        return state
    return _begin(state, 0 if config.first == "white" else 1)


def position_from_text(text: str, mover: int = 0, config: Config = Config()) -> FehdeState:
    """A position from a list: ``"K:d2 S:c5 k:d6 s:b6"`` (White knight K, squires S; Black k, s).
    For tests and the command line; pieces on fields they may not stand on are refused."""
    cells = bytearray(N)
    for kind, name in piece_list(text, "KSks"):
        code = code_of(0 if kind.isupper() else 1, KNIGHT if kind in "Kk" else SQUIRE)
        i = field(name)
        if not may_stand(code, i):
            raise ValueError(f"{SEATS[side_of(code)]}'s squire may not stand on {name}")
        cells[i] = code
    return _begin(FehdeState(config=config, cells=bytes(cells)), mover)
