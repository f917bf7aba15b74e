"""Karls Rennen (Ingo Althöfer): EinStein's die rule on Karl Scherer's 21-square tiling.

Reads top to bottom against shared/rules/karls-rennen.md: board (section 2), setup (3),
turns (4), end (5), options (6). The die is the chance actor (pyengine/kit/dice.py); the rule
which stones a roll lets move is EinStein's, with the square's size as the stone's number.
Notation is in ``notation.py``, the view in ``view.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from pyengine.contract import CHANCE, Action, RuleError, State
from pyengine.contract.state import Seating, seat_payoffs
from pyengine.kit.dice import ROLLS, movable
from pyengine.i18n import N_, _, either
from pyengine.kit.tiling import Tiling, load_tiling

__all__ = [
    "Config",
    "Player",
    "KarlsRennenState",
    "new_state",
    "tiling_of",
    "players_of",
    "PASS",
    "ROLL",
    "MOVE",
    "OVER",
]


@dataclass(frozen=True)
class Config:
    """Section 6: two or four players, the board or its mirror image, who begins (two players)."""

    players: int = 2
    mirror: bool = False
    first: int = 0  # seat index of the player who begins (2 players: 0 White, 1 Black)


# --- Sections 2 and 3: the board, the players, their homes, directions and goals -------------


@lru_cache(maxsize=None)
def tiling_of(mirror: bool) -> Tiling:
    """Scherer's 21-square tiling, mirrored or not."""
    return load_tiling("scherer21", mirror)


@dataclass(frozen=True)
class Player:
    corner: str  # NW, NE, SE, SW
    colour: str
    home: tuple[str, ...]  # labels of the start squares
    sides: tuple[str, str]  # the two directions of his moves
    goal: str  # the square to reach


#: The compass letters and seats' colours, translated where shown.
WORDS = (N_("N"), N_("E"), N_("S"), N_("W"), N_("White"), N_("Black"), N_("Blue"), N_("Red"))


#: A move's direction in words: the letters were read as squares' names ("move a stone from P
#: (N or W)", where N is a square too).
_WARDS = {"N": N_("northwards"), "E": N_("eastwards"), "S": N_("southwards"), "W": N_("westwards")}


def _sides(p: Player) -> str:
    """The two directions of ``p``'s moves, "northwards or westwards", in the page's language."""
    return _(" or ").join(_(_WARDS[side]) for side in p.sides)


WHITE = Player("SE", "White", ("T", "P", "N", "U", "Q", "M"), ("N", "W"), "A")
BLACK = Player("NW", "Black", ("A", "B", "C", "G", "H", "J"), ("E", "S"), "T")
# Four players: seats in turn order, clockwise from SE (teams alternate: SE+NW, SW+NE). Each
# moves towards the opposite corner; homes and goals come from the board's geometry (below),
# so that on the mirrored board, where D and R change corners, every seat still has moves.
FOUR_SEATS = (
    ("SE", "White", ("N", "W")),
    ("SW", "Blue", ("N", "E")),
    ("NW", "Black", ("E", "S")),
    ("NE", "Red", ("S", "W")),
)
_OPPOSITE = {"NW": "SE", "SE": "NW", "NE": "SW", "SW": "NE"}


def _quadrant(t: Tiling, corner: str) -> tuple[range, range]:
    half = t.side // 2
    xs = range(half, t.side) if "E" in corner else range(0, half)
    ys = range(half, t.side) if "S" in corner else range(0, half)
    return xs, ys


def _corner_square(t: Tiling, corner: str) -> str:
    """The label of the square covering the unit cell in ``corner``."""
    x = t.side - 1 if "E" in corner else 0
    y = t.side - 1 if "S" in corner else 0
    return next(sq.label for sq in t.squares if sq.x <= x < sq.x + sq.size and sq.y <= y < sq.y + sq.size)


@lru_cache(maxsize=None)
def four_players(mirror: bool) -> tuple[Player, ...]:
    """Section 3 (Decision): a home is the squares lying wholly inside the corner's 8×8
    quadrant (nearest the corner first), the goal the square in the opposite corner."""
    t = tiling_of(mirror)
    out = []
    for corner, colour, sides in FOUR_SEATS:
        xs, ys = _quadrant(t, corner)
        inside = [
            sq
            for sq in t.squares
            if sq.x in xs and sq.x + sq.size - 1 in xs and sq.y in ys and sq.y + sq.size - 1 in ys
        ]
        inside.sort(key=lambda sq: -sq.size)
        out.append(
            Player(
                corner, colour, tuple(sq.label for sq in inside), sides, _corner_square(t, _OPPOSITE[corner])
            )
        )
    return tuple(out)


def players_of(config: Config) -> tuple[Player, ...]:
    """The players of the configured game, in seat order."""
    return (WHITE, BLACK) if config.players == 2 else four_players(config.mirror)


def seat_names_of(config: Config) -> tuple[str, ...]:
    """Colours; with four players also the corner (two share a team's diagonal)."""
    if config.players == 2:
        return tuple(p.colour for p in players_of(config))
    return tuple(f"{p.colour} ({p.corner})" for p in players_of(config))


def teams_of(config: Config) -> tuple[tuple[int, ...], ...]:
    """The teams of the configured game (four players: two teams of two)."""
    return ((0,), (1,)) if config.players == 2 else ((0, 2), (1, 3))


@lru_cache(maxsize=None)
def board_tables(config: Config) -> tuple[tuple[tuple[int, ...], int, tuple[tuple[int, ...], ...]], ...]:
    """Per seat: square ids of the home, the goal id, and for each square its targets."""
    t = tiling_of(config.mirror)
    ids = {sq.label: sq.id for sq in t.squares}
    out = []
    for p in players_of(config):
        targets = tuple(
            tuple(y for side in p.sides for y in t.across[x][side]) for x in range(len(t.squares))
        )
        out.append((tuple(ids[h] for h in p.home), ids[p.goal], targets))
    return tuple(out)


# --- Sections 4 and 5 ---------------------------------------------------------------------------

ROLL, MOVE, OVER = "roll", "move", "over"
PASS = Action(("pass",), "pass", ("pass",))


@dataclass(frozen=True)
class KarlsRennenState(State):
    """``owner[square]`` is the seat whose stone stands there (-1: empty); ``seat`` is the player
    whose turn it is; in the move phase ``roll`` is the die."""

    config: Config
    owner: tuple[int, ...]
    seat: int = 0
    phase: str = ROLL
    roll: int = 0
    winners: tuple[int, ...] = ()
    last_roll: int = 0  # for the view: the die as it lies
    turn: int = 0  # turns before this one (a roll and its move or pass)

    @property
    def tiling(self) -> Tiling:
        """The tiling played on."""
        return tiling_of(self.config.mirror)

    def seating(self) -> Seating:
        # Seats in play depend on the option.
        return Seating(self.config.players, seat_names_of(self.config), teams_of(self.config))

    @property
    def n_seats(self) -> int:
        """The number of players."""
        return self.config.players

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The teams, as the seats in each."""
        return teams_of(self.config)

    @property
    def seat_names(self) -> tuple[str, ...]:
        return seat_names_of(self.config)

    def stones(self, seat: int) -> list[int]:
        """The squares of ``seat``'s stones."""
        return [x for x, o in enumerate(self.owner) if o == seat]

    # -- the contract

    def turn_number(self) -> int:
        return self.turn

    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == ROLL and self.stones(self.seat):
            return CHANCE
        return self.seat  # a move, or (four players, no stones) a pass

    def roller(self) -> int | None:
        """The seat for whom the die is rolled (a human may roll it by a click)."""
        return self.seat if self.to_move() == CHANCE else None

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        return ROLLS if self.to_move() == CHANCE else ()

    def movable(self) -> list[int]:
        """Section 4.1: the squares whose stone may move for this roll."""
        sizes = self.tiling.squares
        return movable(((x, sizes[x].size) for x in self.stones(self.seat)), self.roll)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == ROLL:
            return () if self.stones(self.seat) else (PASS,)
        labels = [sq.label for sq in self.tiling.squares]
        targets = board_tables(self.config)[self.seat][2]
        return tuple(
            Action(
                (f"sq:{labels[x]}", f"sq:{labels[y]}"),
                f"{labels[x]}{'x' if self.owner[y] >= 0 else '-'}{labels[y]}",
                ("move", x, y),
            )
            for x in self.movable()
            for y in targets[x]
        )

    def apply(self, action: Action) -> KarlsRennenState:
        kind = action.data[0] if isinstance(action.data, tuple) else None
        if kind == "roll" and self.to_move() == CHANCE:
            return replace(self, phase=MOVE, roll=action.data[1], last_roll=action.data[1])
        if action not in self.legal_actions():
            raise RuleError(self._why_illegal(action))
        if kind == "pass":
            return self._next_turn()
        x, y = action.data[1], action.data[2]
        owner = list(self.owner)
        owner[y], owner[x] = self.seat, -1  # section 4.3: whatever stood on y is captured
        after = replace(self, owner=tuple(owner))
        return after._check_end(y)

    def _check_end(self, arrived: int) -> KarlsRennenState:
        """Section 5, after every move: the goal reached, or a side without stones."""
        teams = teams_of(self.config)
        mine = next(t for t in teams if self.seat in t)
        goal = board_tables(self.config)[self.seat][1]
        if arrived == goal:
            return replace(self, phase=OVER, winners=mine)
        for team in teams:
            if team != mine and not any(self.stones(s) for s in team):
                return replace(self, phase=OVER, winners=mine)
        return self._next_turn()

    def _next_turn(self) -> KarlsRennenState:
        return replace(
            self, seat=(self.seat + 1) % self.config.players, phase=ROLL, roll=0, turn=self.turn + 1
        )

    def _why_illegal(self, action: Action) -> str:
        data = action.data if isinstance(action.data, tuple) else ()
        if self.phase == OVER:
            return _("the game is over")
        if self.phase == ROLL:
            if data[:1] == ("pass",):
                return _("a player with stones may not pass")
            return _("the die must be rolled first")
        if data[:1] != ("move",):
            return _("%r is not a move") % action.text
        x, y = data[1], data[2]
        sq = self.tiling.squares
        colour = _(self.player.colour)
        if self.owner[x] != self.seat:
            return _("no stone of %(seat)s on %(cell)s") % {"seat": colour, "cell": sq[x].label}
        if x not in self.movable():
            sizes = ", ".join(sq[m].label for m in self.movable())
            return _(
                "the stone on %(square)s (size %(size)d) may not move on a roll of %(roll)d "
                "(movable: %(sizes)s)"
            ) % {"square": sq[x].label, "size": sq[x].size, "roll": self.roll, "sizes": sizes}
        across = self.tiling.across[x]
        sides = [d for d, ys in across.items() if y in ys]
        if sides:
            return _("%(move)s goes %(side)s: %(seat)s moves only %(allowed)s") % {
                "move": f"{sq[x].label}-{sq[y].label}",
                "side": _(_WARDS[sides[0]]),
                "seat": colour,
                "allowed": _sides(self.player),
            }
        return _("%(to)s does not share a side with %(frm)s") % {"to": sq[y].label, "frm": sq[x].label}

    @property
    def player(self) -> Player:
        """The player to move."""
        return players_of(self.config)[self.seat]

    def returns(self) -> tuple[float, ...]:
        return seat_payoffs(self.config.players, self.winners)

    def decisive_targets(self) -> tuple[str, ...]:
        """The goal square, when a stone reached it (``seat`` made the last move)."""
        if self.phase != OVER:
            return ()
        goal = board_tables(self.config)[self.seat][1]
        return (f"sq:{self.tiling.squares[goal].label}",) if self.owner[goal] == self.seat else ()

    def end_reason(self) -> str:
        if self.phase != OVER:
            return ""
        ps = players_of(self.config)
        said = {
            "names": _(" and ").join(_(ps[s].colour) for s in self.winners),
            "seat": _(ps[self.seat].colour),
        }
        goal = board_tables(self.config)[self.seat][1]  # self.seat made the last move
        if self.owner[goal] == self.seat:
            said["goal"] = ps[self.seat].goal
            if len(self.winners) == 1:
                return _("%(names)s wins: %(seat)s reached %(goal)s.") % said
            return _("%(names)s win: %(seat)s reached %(goal)s.") % said
        if len(self.winners) == 1:
            return _("%(names)s wins: %(seat)s took the last opposing stone.") % said
        return _("%(names)s win: %(seat)s took the last opposing stone.") % said

    def status(self) -> str:
        if self.phase == OVER:
            return self.end_reason()
        p = self.player
        colour = _(p.colour)
        if self.phase == ROLL:
            if not self.stones(self.seat):
                return _("%s has no stones and passes.") % colour
            return _("%s to roll the die.") % colour
        sq = self.tiling.squares
        which = either([sq[x].label for x in self.movable()])
        return _("%(seat)s rolled %(roll)d: move a stone from %(which)s (%(sides)s).") % {
            "seat": colour,
            "roll": self.roll,
            "which": which,
            "sides": _sides(p),
        }

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.phase == MOVE and path and path[-1].startswith("sq:"):
            label = path[-1][3:]
            sq = self.tiling.by_label(label)
            if len(path) == 1:
                if self.owner[sq.id] != self.seat:
                    return _("No stone of %(seat)s on %(cell)s.") % {
                        "seat": _(self.player.colour),
                        "cell": label,
                    }
                movers = ", ".join(self.tiling.squares[x].label for x in self.movable())
                return _(
                    "A roll of %(roll)d lets the stones on %(movers)s move, "
                    "not the one on %(square)s (size %(size)d)."
                ) % {"roll": self.roll, "movers": movers, "square": label, "size": sq.size}
            return _("%(square)s is not one boundary %(sides)s of the selected stone.") % {
                "square": label,
                "sides": _sides(self.player),
            }
        return ""


def new_state(config: Config) -> KarlsRennenState:
    """Section 3: each player's stones on his home squares; White (or ``first``) begins."""
    t = tiling_of(config.mirror)
    owner = [-1] * len(t.squares)
    for seat, (home, _goal, _targets) in enumerate(board_tables(config)):
        for x in home:
            owner[x] = seat
    return KarlsRennenState(config, tuple(owner), seat=config.first)
