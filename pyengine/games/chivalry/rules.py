"""Chivalry (George S. Parker, 1887) under the World Camelot Federation's rules, top to bottom
against shared/rules/chivalry.md.

A move is a sequence of legs and each leg is one action (DESIGN: one canter or jump leg per
action): a plain move, a canter leg, a jump leg, or ``stop`` after a canter leg. A leg or a
stop is offered only if the move can still be completed legally from it (spec section 4), so
the page highlights only legs that lead somewhere and a random player never gets stuck.

The position is a ``bytes`` of 176 cells (0 empty, 1/2 White Man/Knight, 3/4 Black
Man/Knight); during a move the moving piece stands where its last leg landed and captured
pieces are gone at once (rule 3).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from operator import attrgetter

from pyengine.i18n import N_, _
from pyengine.kit.cells import piece_list
from pyengine.contract import Action, RuleError, State
from pyengine.contract.state import seat_payoffs
from pyengine.kit.repetition import REPETITION_TEXT, Seen
from pyengine.games.chivalry import refusals
from pyengine.games.chivalry.board import (
    BOARD,
    CASTLE,
    EMPTY,
    KNIGHT,
    MAN,
    N,
    NAMES,
    OWN,
    SEATS,
    STEPS,
    STOP,
    Leg,
    is_knight,
    is_leg,
    jumped_square,
    side_of,
    square,
)

#: With the board's names (board.py) that the game's other modules and its tests read here.
__all__ = [
    "BOARD",
    "SEATS",
    "EMPTY",
    "MAN",
    "KNIGHT",
    "CASTLE",
    "ChivalryState",
    "new_state",
    "position_from_text",
    "STOP",
    "capture_reachable",
    "Leg",
    "is_leg",
    "side_of",
    "is_knight",
    "square",
    "NAMES",
    "OWN",
    "STEPS",
]

# -- 2. Equipment and board, the legs as actions: pyengine/games/chivalry/board.py

# -- 3. Setup

_CODE = {(0, MAN): 1, (0, KNIGHT): 2, (1, MAN): 3, (1, KNIGHT): 4}

_SETUP = {
    (0, KNIGHT): "C6 D6 K6 L6 C7 D7 K7 L7",
    (0, MAN): "E6 F6 G6 H6 I6 J6 E7 F7 G7 H7 I7 J7",
    (1, KNIGHT): "C10 D10 K10 L10 C11 D11 K11 L11",
    (1, MAN): "E10 F10 G10 H10 I10 J10 E11 F11 G11 H11 I11 J11",
}


def _start_cells() -> bytes:
    cells = bytearray(N)
    for (side, kind), names in _SETUP.items():
        for name in names.split():
            cells[square(name)] = _CODE[side, kind]
    return bytes(cells)


START = _start_cells()

# -- 4. Legal legs (helpers on plain cells)


def _jumps(cells: bytes, sq: int, side: int) -> list[tuple[int, int]]:
    """Jump legs from ``sq``: (enemy leapt over, landing). A piece in a castle has no square
    beyond it, so it is never jumped (rule 10)."""
    enemy = _ENEMY[side]
    return [(j, k) for j, k in STEPS[sq] if k >= 0 and enemy[cells[j]] and not cells[k]]


def _canters(cells: bytes, sq: int, side: int, visited: frozenset[int]) -> list[tuple[int, int]]:
    """Canter legs from ``sq``: (friend leapt over, landing), never into the own castle (rule 9)
    nor onto a square this move has already occupied (rule 8)."""
    own, castle = _FRIEND[side], CASTLE[side]
    return [
        (j, k)
        for j, k in STEPS[sq]
        if k >= 0 and own[cells[j]] and not cells[k] and k not in castle and k not in visited
    ]


#: Per side, by a cell's code (0..4): whether it holds an enemy piece, or a friend (the legs'
#: inner loops index these rather than test membership).
_ENEMY = tuple(tuple(code > 0 and code not in OWN[side] for code in range(5)) for side in (0, 1))
_FRIEND = tuple(tuple(code in OWN[side] for code in range(5)) for side in (0, 1))


def _moved(cells: bytes, frm: int, to: int, taken: int = -1) -> bytes:
    out = bytearray(cells)
    out[to], out[frm] = out[frm], EMPTY
    if taken >= 0:
        out[taken] = EMPTY
    return bytes(out)


def _jumps_end_well(cells: bytes, sq: int, side: int, leave: bool) -> bool:
    """After a jump landed on ``sq``: can the forced jump sequence end legally? Only a move that
    must leave the own castle can fail (it must end outside it, rule 11); landing in the enemy
    castle ends the move (rule 10)."""
    if not leave or sq in CASTLE[1 - side]:
        return True
    nxt = _jumps(cells, sq, side)
    if not nxt:
        return sq not in CASTLE[side]
    return any(_jumps_end_well(_moved(cells, sq, k, j), k, side, leave) for j, k in nxt)


def capture_reachable(state: ChivalryState, frm: int, to: int) -> bool:
    """Can the Knight cantering ``frm``-``to`` at the start of its move capture in this move
    (the search's tactics: pyengine/games/chivalry/playout.py)?"""
    side = state.mover
    return _capture_reachable(
        _moved(state.cells, frm, to), to, side, frozenset((frm, to)), state.exit_duty[side] >= 0
    )


def _capture_reachable(cells: bytes, sq: int, side: int, visited: frozenset[int], leave: bool) -> bool:
    """Can a Knight standing on ``sq`` mid-canter still capture in this move: a jump from ``sq``
    or from a square further canter legs reach? A simple route exists to every square reachable
    in the canter graph without the squares already visited (rule 8), so a search of that graph
    answers exactly, without listing routes."""
    hand = cells[:sq] + b"\x00" + cells[sq + 1 :]  # the knight lifted off the board
    code = cells[sq]
    seen, todo = set(visited) | {sq}, [sq]
    enemy_castle = CASTLE[1 - side]
    while todo:
        r = todo.pop()
        placed = hand[:r] + bytes((code,)) + hand[r + 1 :]
        for j, k in _jumps(placed, r, side):
            if _jumps_end_well(_moved(placed, r, k, j), k, side, leave):
                return True
        for _over, k in _canters(placed, r, side, frozenset(seen)):
            seen.add(k)
            if k not in enemy_castle:  # landing there ends the move: no jump follows
                todo.append(k)
    return False


@dataclass(frozen=True)
class ChivalryState(State):
    cells: bytes = START
    mover: int = 0
    turn: int = 0  # moves made
    castle_moves: tuple[int, ...] = (0, 0)  # castle moves made by each side (at most 2, rule 10)
    #: The square of the piece each side must move out of its own castle this turn (rule 11), or -1.
    exit_duty: tuple[int, ...] = (-1, -1)
    # The move in progress: the piece's square (-1: none yet), the squares it has stood on.
    at: int = -1
    legs: tuple[int, ...] = ()  # origin, then each landing square
    leg_marks: str = ""  # per leg: "-" (plain or canter) or "x" (jump)
    phase: str = ""  # "canter" or "jump" while a move goes on
    must: bool = False  # rule 5 (or rule 11 with a jump): this move must capture
    knight_must_jump: bool = False  # rule 7: a canter leg landed where this Knight can jump
    taken: tuple[int, ...] = ()  # squares whose pieces this move captured
    seen: Seen = Seen()
    winner: int = -1
    result: str = ""  # how the game ended ("" while it goes on)

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.result else self.mover

    def turn_number(self) -> int:
        return self.turn

    def legal_actions(self) -> tuple[Action, ...]:
        # Worked out once per state (apply() asks again for the action it is given); kept outside
        # the dataclass's fields, so that replace() never carries it to another position.
        legal: tuple[Action, ...] | None = self.__dict__.get("_legal")
        if legal is None:
            if self.result:
                legal = ()
            elif self.at < 0:
                legal = tuple(self._first_legs())
            else:
                legal = tuple(self._next_legs())
            object.__setattr__(self, "_legal", legal)
        return legal

    def apply(self, action: Action) -> ChivalryState:
        if action not in self.legal_actions():
            raise RuleError(self.why_not(action.text) or _("%r is not legal here") % action.text)
        if not is_leg(action):
            return self._finish(self.cells, self.at, False)
        frm, to, kind = action.data
        side = self.mover
        if kind in ("plain", "castle"):
            return replace(self, legs=(frm, to), leg_marks="-")._finish(
                _moved(self.cells, frm, to), to, kind == "castle"
            )
        legs = (self.legs or (frm,)) + (to,)
        if kind == "canter":
            cells = _moved(self.cells, frm, to)
            after = replace(
                self,
                cells=cells,
                at=to,
                legs=legs,
                leg_marks=self.leg_marks + "-",
                phase="canter",
                must=self._must() if self.at < 0 else self.must,
            )
            if to in CASTLE[1 - side]:
                return after._finish(cells, to, False)  # rule 10: landing there ends the move
            knight_must_jump = self.knight_must_jump or (
                is_knight(cells[to]) and bool(_jumps(cells, to, side))
            )
            return replace(after, knight_must_jump=knight_must_jump)
        over = jumped_square(frm, to)
        assert over is not None  # (a jump's legs are legal actions: two squares apart in a line)
        cells = _moved(self.cells, frm, to, over)
        after = replace(
            self,
            cells=cells,
            at=to,
            legs=legs,
            leg_marks=self.leg_marks + "x",
            phase="jump",
            must=self._must() if self.at < 0 else self.must,
            taken=self.taken + (over,),
        )
        if to in CASTLE[1 - side] or not _jumps(cells, to, side):
            return after._finish(cells, to, False)  # the jump sequence ends by itself (rule 3)
        return after

    def parse_action(self, text: str) -> Action:
        """The leg written ``text`` (``E6-C8``, ``H4xJ4``, ``stop``), or the rules' reason why not."""
        for action in self.legal_actions():
            if action.text == text.strip():
                return action
        raise RuleError(self.why_not(text.strip()) or _("%r is not legal here") % text.strip())

    def returns(self) -> tuple[float, ...]:
        return seat_payoffs(2, [] if self.winner < 0 else [self.winner])

    def status(self) -> str:
        if self.result:
            return self.end_reason()
        said = {"who": _(SEATS[self.mover]), "square": NAMES[self.at] if self.at >= 0 else ""}
        if self.at < 0:
            if self.exit_duty[self.mover] >= 0:
                said["square"] = NAMES[self.exit_duty[self.mover]]
                return _("%(who)s to move: the piece on %(square)s must leave %(who)s's castle.") % said
            if self._must():
                return _("%s to move: a capture is compulsory.") % said["who"]
            return _("%s to move.") % said["who"]
        if self.phase == "jump":
            return _("%(who)s jumps on from %(square)s (the jump must go on).") % said
        if STOP in self.legal_actions():
            return _("%(who)s canters on from %(square)s, or stops there.") % said
        return _("%(who)s canters on from %(square)s and must capture.") % said

    def end_reason(self) -> str:
        # After the last move ``mover`` is the player who would move next.
        said = {"winner": _(SEATS[1 - self.mover]), "loser": _(SEATS[self.mover])}
        words = {
            "castle": N_("%(winner)s wins with two pieces in %(loser)s's castle."),
            "captured": N_("%(winner)s wins: every piece of %(loser)s's is captured."),
            "blocked": N_("%(winner)s wins: %(loser)s has no legal move."),
            "blocked-draw": N_("Draw: %(loser)s has no legal move, and %(winner)s has only one piece left."),
            "pieces": N_("Draw: both players have at most one piece left."),
            "repetition": REPETITION_TEXT,
        }
        if self.result not in words:
            return ""
        text = _(words[self.result])
        return text % said if "%(" in text else text

    def decisive_targets(self) -> tuple[str, ...]:
        if self.result == "castle":
            return tuple(NAMES[i] for i in sorted(CASTLE[1 - self.winner]))
        return ()

    # -- refusals: in the rules' words, in refusals.py

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        return refusals.explain_refusal(self, path)

    def why_not(self, text: str) -> str:
        """Why the leg ``text`` (``E6-C8``, ``H4xJ4``, ``stop``) is not legal here ("" if it is)."""
        return refusals.why_not(self, text)

    # -- section 4: the legs

    def _pieces(self) -> list[int]:
        own = OWN[self.mover]
        return [i for i, c in enumerate(self.cells) if c in own]

    def _must(self) -> bool:
        """Rule 5 at the start of the turn (rule 11: only the piece leaving the castle counts);
        worked out once per state, as the legal actions are."""
        must: bool | None = self.__dict__.get("_must_capture")
        if must is None:
            must = self._must_now()
            object.__setattr__(self, "_must_capture", must)
        return must

    def _must_now(self) -> bool:
        side, duty = self.mover, self.exit_duty[self.mover]
        if duty >= 0:  # a jump leg is legal only if its sequence can end outside the castle
            return any(
                _jumps_end_well(_moved(self.cells, duty, k, j), k, side, True)
                for j, k in _jumps(self.cells, duty, side)
            )
        enemy_castle = CASTLE[1 - side]
        return any(_jumps(self.cells, p, side) for p in self._pieces() if p not in enemy_castle)

    def _first_legs(self) -> list[Action]:
        side, cells = self.mover, self.cells
        duty = self.exit_duty[side]
        leave = duty >= 0
        must = self._must()
        own_castle, enemy_castle = CASTLE[side], CASTLE[1 - side]
        out = []
        for p in [duty] if leave else self._pieces():
            if p in enemy_castle:  # rule 10: only the castle move, at most twice a game
                other = next(iter(enemy_castle - {p}))
                if not must and self.castle_moves[side] < 2 and not cells[other]:
                    out.append(_leg(p, other, "castle"))
                continue
            if not must:
                out += [_leg(p, j, "plain") for j, _ in STEPS[p] if not cells[j] and j not in own_castle]
            for j, k in _jumps(cells, p, side):
                if _jumps_end_well(_moved(cells, p, k, j), k, side, leave):
                    out.append(_leg(p, k, "jump"))
            knight = is_knight(cells[p])
            if knight or not must:
                for _over, k in _canters(cells, p, side, frozenset((p,))):
                    if self._canter_completes(cells, p, k, frozenset((p, k)), knight, must, False, leave):
                        out.append(_leg(p, k, "canter"))
        return sorted(out, key=_LEG_ORDER)  # (a first leg's origin and landing are unique)

    def _canter_completes(
        self,
        cells: bytes,
        frm: int,
        to: int,
        visited: frozenset[int],
        knight: bool,
        must: bool,
        knight_must_jump: bool,
        leave: bool,
    ) -> bool:
        """Can the move still end legally after the canter leg ``frm``-``to``?"""
        side = self.mover
        if to in CASTLE[1 - side]:
            return not must and not knight_must_jump  # the move ends there, without a capture
        if not knight:
            return not must  # a Man never jumps after cantering (rule 4)
        after = _moved(cells, frm, to)
        knight_must_jump = knight_must_jump or bool(_jumps(after, to, side))
        if not must and not knight_must_jump:
            return True  # it may stop there
        return _capture_reachable(after, to, side, visited, leave)

    def _next_legs(self) -> list[Action]:
        side, cells, at = self.mover, self.cells, self.at
        leave = self.exit_duty[side] >= 0
        out = []
        if self.phase == "jump" or is_knight(cells[at]):  # rule 4: a Knight's Charge jumps after cantering
            for j, k in _jumps(cells, at, side):
                if _jumps_end_well(_moved(cells, at, k, j), k, side, leave):
                    out.append(_leg(at, k, "jump", True))
        if self.phase == "canter":
            visited = frozenset(self.legs)
            knight = is_knight(cells[at])
            for _over, k in _canters(cells, at, side, visited):
                if self._canter_completes(
                    cells, at, k, visited | {k}, knight, self.must, self.knight_must_jump, leave
                ):
                    out.append(_leg(at, k, "canter", True))
            if not self.must and not self.knight_must_jump:
                out.append(replace(STOP, alt_paths=((NAMES[at],),)))
        return sorted(out, key=lambda a: (a.data.frm, a.data.to) if is_leg(a) else (N, N))

    # -- end of the move; section 5: the end of the game

    def _finish(self, cells: bytes, final: int, castle_move: bool) -> ChivalryState:
        side, other = self.mover, 1 - self.mover
        duty = list(self.exit_duty)
        duty[side] = final if final in CASTLE[side] else -1  # rule 11 for the next turn
        castles = tuple(n + (1 if castle_move and s == side else 0) for s, n in enumerate(self.castle_moves))
        entered = final in CASTLE[other]
        key = (cells, other, castles, tuple(duty))
        seen = self.seen.add(key, irreversible=bool(self.taken) or entered or castle_move)
        nxt = ChivalryState(
            cells=cells,
            mover=other,
            turn=self.turn + 1,
            castle_moves=castles,
            exit_duty=tuple(duty),
            seen=seen,
        )
        mine = sum(1 for c in cells if c in OWN[side])
        theirs = sum(1 for c in cells if c in OWN[other])
        if all(cells[c] in OWN[side] for c in CASTLE[other]):
            return replace(nxt, winner=side, result="castle")
        if mine <= 1 and theirs <= 1:
            return replace(nxt, result="pieces")
        if theirs == 0:
            return replace(nxt, winner=side, result="captured")
        if not nxt.legal_actions():
            return (
                replace(nxt, winner=side, result="blocked")
                if mine >= 2
                else replace(nxt, result="blocked-draw")
            )
        if seen.repeated(key):
            return replace(nxt, result="repetition")
        return nxt


_LEG_ORDER = attrgetter("data")  # Leg(frm, to, kind): by origin, then landing


@lru_cache(maxsize=None)
def _leg(frm: int, to: int, kind: str, going_on: bool = False) -> Action:
    """A leg as an action: clicked as the piece then the landing square; a leg that continues a
    move may also be clicked on its landing square alone (the piece is already chosen)."""
    sep = "x" if kind == "jump" else "-"
    path = (NAMES[frm], NAMES[to])
    return Action(
        path,
        f"{NAMES[frm]}{sep}{NAMES[to]}",
        Leg(frm, to, kind),
        alt_paths=((NAMES[to],),) if going_on else (),
    )


def new_state(config: object = None) -> ChivalryState:
    state = ChivalryState()
    return replace(state, seen=Seen().add((state.cells, 0, (0, 0), (-1, -1))))


def position_from_text(
    rows: str, mover: int = 0, castle_moves: tuple[int, int] = (0, 0), exit_duty: tuple[int, int] = (-1, -1)
) -> ChivalryState:
    """A position from a picture: ``"N:C6 D6 M:E6 n:C10 m:E10"`` (White Knights N, Men M; Black
    n, m). For tests and the command line."""
    cells = bytearray(N)
    for kind, name in piece_list(rows, "NMnm"):
        cells[square(name)] = _CODE[0 if kind.isupper() else 1, KNIGHT if kind in "Nn" else MAN]
    state = ChivalryState(cells=bytes(cells), mover=mover, castle_moves=castle_moves, exit_duty=exit_duty)
    return replace(state, seen=Seen().add((state.cells, mover, castle_moves, exit_duty)))
