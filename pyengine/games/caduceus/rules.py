"""Caduceus (Bill Taylor, 2011), top to bottom against shared/rules/caduceus.md.

Each player steers two chains of stones; a chain move drops the chain's ``r`` oldest stones and
grows its head by ``g`` stones, rookwise, onto empty cells. Player 1's first turn is one chain
move, every other turn two (one per chain, in the mover's order). A step is offered only if the
whole turn can still be completed from it, so a player who has no complete turn has no legal
action at all: he has lost.

Cells are numbered row by row from the top (``a1`` is the top-left corner: the source prints
row 1 at the top); chains are tuples of cells from tail to head, in the order J, N, B, T.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import cast

from pyengine.i18n import N_, _, ngettext
from pyengine.kit.cells import CellBoard, Naming, square_grid
from pyengine.contract import Action, RuleError, State
from pyengine.contract.state import seat_payoffs

__all__ = [
    "Config",
    "CONFIGS",
    "CHAINS",
    "OWNER",
    "DIRECTIONS",
    "CaduceusState",
    "new_state",
    "board_for",
    "SEATS",
]

SEATS = (N_("Player 1 (J, N)"), N_("Player 2 (B, T)"))  # translated where shown (pyengine/i18n.py)

# -- 2. Equipment and board


@dataclass(frozen=True)
class Config:
    """The board size, the stones removed (r) and grown (g) per chain move, the chains' start cells."""

    size: int
    removal: int
    growth: int
    starts: tuple[str, str, str, str]  # J, N, B, T


#: The two presets of spec section 6 (the 10×10 start cells are a Decision, section 9).
CONFIGS = {8: Config(8, 1, 2, ("a1", "h8", "a8", "h1")), 10: Config(10, 2, 3, ("j1", "a10", "a1", "j10"))}
#: The chains' letters (the source's columns) and their owners: player 1 J N, player 2 B T.
CHAINS = ("J", "N", "B", "T")
OWNER = (0, 0, 1, 1)
#: The source's direction letters: n = one row up (row - 1: row 1 is the top row), s down, e right, w left.
DIRECTIONS = (("n", (0, -1)), ("e", (1, 0)), ("s", (0, 1)), ("w", (-1, 0)))
_WORDS = {"n": N_("north"), "e": N_("east"), "s": N_("south"), "w": N_("west")}


@lru_cache(maxsize=None)
def board_for(size: int) -> CellBoard:
    """The n×n board, row 1 on top (cells a1, b1, ... in the first row)."""
    return square_grid(size, size, Naming(row_one="top"), title=f"the {size}×{size} board")


#: Per cell, (direction letter, neighbour) pairs (:func:`_steps`).
Steps = tuple[tuple[tuple[str, int], ...], ...]


@lru_cache(maxsize=None)
def _steps(size: int) -> Steps:
    """Per cell, (direction letter, neighbour) for the directions that stay on the board."""
    board = board_for(size)
    out = []
    for i in range(len(board)):
        c, r = board.coords[i]
        out.append(
            cast(  # the filter drops the None (off the board), which mypy cannot follow
                tuple[tuple[str, int], ...],
                tuple(
                    (d, board.at(c + dc, r + dr))
                    for d, (dc, dr) in DIRECTIONS
                    if board.at(c + dc, r + dr) is not None
                ),
            )
        )
    return tuple(out)


def _mask(cells: Iterable[int]) -> int:
    m = 0
    for c in cells:
        m |= 1 << c
    return m


def _can_grow(steps: Steps, occ: int, head: int, left: int) -> bool:
    """Can ``left`` more stones be placed from ``head`` on empty cells of ``occ``?"""
    if left == 0:
        return True
    for _way, nxt in steps[head]:
        if not occ >> nxt & 1 and _can_grow(steps, occ | 1 << nxt, nxt, left - 1):
            return True
    return False


def _growth_then(steps: Steps, occ: int, head: int, left: int, then: Callable[[int], bool]) -> bool:
    """Is there a growth of ``left`` stones from ``head`` after which ``then(occ)`` holds?"""
    if left == 0:
        return then(occ)
    for _way, nxt in steps[head]:
        if not occ >> nxt & 1 and _growth_then(steps, occ | 1 << nxt, nxt, left - 1, then):
            return True
    return False


@dataclass(frozen=True)
class CaduceusState(State):
    config: Config
    chains: tuple[tuple[int, ...], ...]
    mover: int = 0
    turn: int = 0  # turns completed (player 1's one-move first turn is turn 0)
    moved: tuple[int, ...] = ()  # chains moved in this turn, in order
    cur: int = -1  # the chain whose move is under way
    placed: int = 0  # its stones placed so far
    emptied: tuple[int, ...] = ()  # cells emptied in this turn
    last_emptied: tuple[int, ...] = ()  # cells emptied in the last completed turn (the diagram's ",")
    lost: int = -1  # the seat that lost (no complete turn, spec 4.4)
    history: tuple[tuple[int, str], ...] = ()  # (chain, letters) of the moves of this turn

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.lost >= 0 else self.mover

    def turn_number(self) -> int:
        return self.turn

    def moves_in_turn(self) -> int:
        """Chain moves this turn: one in player 1's first turn, else two (spec 4.2)."""
        return 1 if self.turn == 0 else 2

    def turn_progress(self) -> tuple[int, int]:
        g = self.config.growth
        return (len(self.moved) * g + self.placed, self.moves_in_turn() * g)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.lost >= 0:
            return ()
        board = board_for(self.config.size)
        steps = _steps(self.config.size)
        occ = self._occupied()
        out = []
        if self.cur < 0:
            for c in self._free_chains():
                chain = self.chains[c]
                cut = occ & ~_mask(chain[: min(self.config.removal, len(chain))])
                head = chain[-1]
                for d, cell in steps[head]:
                    if not cut >> cell & 1 and self._completes(
                        c, cut | 1 << cell, cell, self.config.growth - 1
                    ):
                        out.append(_start(board.names[head], board.names[chain[0]], board.names[cell], c, d))
        else:
            head = self.chains[self.cur][-1]
            for d, cell in steps[head]:
                if not occ >> cell & 1 and self._completes(
                    self.cur, occ | 1 << cell, cell, self.config.growth - self.placed - 1
                ):
                    out.append(_step(board.names[cell], d))
        return tuple(out)

    def apply(self, action: Action) -> CaduceusState:
        if action not in self.legal_actions():
            raise RuleError(self.why_not(action.text) or _("%r is not legal here") % action.text)
        steps = _steps(self.config.size)
        chains = list(self.chains)
        emptied = self.emptied
        if action.data[0] == "start":
            c, d = action.data[1:]
            chain = chains[c]
            k = min(self.config.removal, len(chain))
            emptied += chain[:k]
            cell = dict(steps[chain[-1]])[d]
            chains[c] = chain[k:] + (cell,)
            after = replace(
                self, chains=tuple(chains), cur=c, placed=1, emptied=emptied, history=self.history + ((c, d),)
            )
        else:
            d = action.data[1]
            chain = chains[self.cur]
            chains[self.cur] = chain + (dict(steps[chain[-1]])[d],)
            last = self.history[-1]
            after = replace(
                self,
                chains=tuple(chains),
                placed=self.placed + 1,
                history=self.history[:-1] + ((last[0], last[1] + d),),
            )
        if after.placed < self.config.growth:
            return after
        after = replace(after, moved=after.moved + (after.cur,), cur=-1, placed=0)
        if len(after.moved) < after.moves_in_turn():
            return after
        occ = after._occupied()
        nxt = replace(
            after,
            mover=1 - self.mover,
            turn=self.turn + 1,
            moved=(),
            history=(),
            emptied=(),
            last_emptied=tuple(c for c in after.emptied if not occ >> c & 1),
        )
        if not nxt.legal_actions():
            return replace(nxt, lost=nxt.mover)  # spec 4.4: no complete legal turn
        return nxt

    def parse_action(self, text: str) -> Action:
        """The step written ``text`` (``J:e``, ``s``), or the rules' reason why not."""
        for action in self.legal_actions():
            if action.text == text.strip():
                return action
        raise RuleError(self.why_not(text.strip()))

    def returns(self) -> tuple[float, ...]:
        return seat_payoffs(2, [1 - self.lost] if self.lost >= 0 else [])

    def status(self) -> str:
        if self.lost >= 0:
            return self.end_reason()
        who = _(SEATS[self.mover])
        if self.cur >= 0:
            left = self.config.growth - self.placed
            said = {"who": who, "chain": CHAINS[self.cur], "n": left}
            return (
                ngettext(
                    "%(who)s: chain %(chain)s grows %(n)d more stone.",
                    "%(who)s: chain %(chain)s grows %(n)d more stones.",
                    left,
                )
                % said
            )
        said = {"who": who, "free": "/".join(CHAINS[c] for c in self._free_chains())}
        if self.turn == 0:
            return _("%(who)s: move chain %(free)s (one chain move in the first turn).") % said
        if len(self.moved) == 0:
            return _("%(who)s: move chain %(free)s (then the other).") % said
        return _("%(who)s: move chain %(free)s.") % said

    def end_reason(self) -> str:
        if self.lost < 0:
            return ""
        said = {"winner": _(SEATS[1 - self.lost]), "loser": _(SEATS[self.lost])}
        return _("%(winner)s wins: %(loser)s cannot complete a turn.") % said

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.lost >= 0:
            return _("The game is over.")
        board = board_for(self.config.size)
        if self.cur >= 0:
            head = board.names[self.chains[self.cur][-1]]
            return _(
                "Chain %(chain)s grows from its head on %(head)s: click a highlighted cell next to it."
            ) % {
                "chain": CHAINS[self.cur],
                "head": head,
            }
        heads = ", ".join(
            _("%(chain)s on %(cell)s") % {"chain": CHAINS[c], "cell": board.names[self.chains[c][-1]]}
            for c in self._free_chains()
        )
        return _("Click the head of a chain to move (%s), then the cells it grows into.") % heads

    def decisive_targets(self) -> tuple[str, ...]:
        if self.lost < 0:
            return ()
        board = board_for(self.config.size)
        return tuple(board.names[self.chains[c][-1]] for c in range(4) if OWNER[c] == self.lost)

    # -- section 4: which steps can still complete the turn

    def _occupied(self) -> int:
        return _mask(c for chain in self.chains for c in chain)

    def _free_chains(self) -> list[int]:
        if len(self.moved) >= self.moves_in_turn():
            return []
        return (
            [c for c in (0, 1) if c not in self.moved]
            if self.mover == 0
            else [c for c in (2, 3) if c not in self.moved]
        )

    def _completes(self, chain: int, occ: int, head: int, left: int) -> bool:
        """After placing up to ``head``: can ``chain``'s move be finished (``left`` stones) and
        then the rest of the turn (the other chain's move, where the turn has one)?"""
        steps = _steps(self.config.size)
        others = (
            []
            if len(self.moved) + 1 >= self.moves_in_turn()
            else [c for c in self._free_chains() if c != chain]
        )
        if not others:
            return _can_grow(steps, occ, head, left)
        other = self.chains[others[0]]
        cut = ~_mask(other[: min(self.config.removal, len(other))])
        g = self.config.growth
        return _growth_then(steps, occ, head, left, lambda o: _can_grow(steps, o & cut, other[-1], g))

    def why_not(self, text: str) -> str:
        """Why the step ``text`` (``J:e`` or ``s``) is not legal here, in the rules' words."""
        if self.lost >= 0:
            return _("the game is over (%s)") % self.end_reason()
        board = board_for(self.config.size)
        if ":" in text:
            letter, d = text.split(":", 1)
            if letter not in CHAINS:
                return _("there is no chain %r (the chains are J, N, B, T)") % letter
            c = CHAINS.index(letter)
            if OWNER[c] != self.mover:
                return _("chain %(chain)s is not %(who)s's") % {"chain": letter, "who": _(SEATS[self.mover])}
            if self.cur >= 0:
                return _("chain %s's move is not finished") % CHAINS[self.cur]
            if c in self.moved:
                return _("chain %s has already moved in this turn (one move per chain)") % letter
            chain = self.chains[c]
            head = chain[-1]
            occ = self._occupied() & ~_mask(chain[: min(self.config.removal, len(chain))])
        else:
            if self.cur < 0:
                return _("name the chain first (e.g. J:e)")
            d, head, occ = text, self.chains[self.cur][-1], self._occupied()
        if d not in "nesw" or len(d) != 1:
            return _("%r is not a direction (n, e, s, w)") % d
        cell = dict(_steps(self.config.size)[head]).get(d)
        said = {"way": _(_WORDS[d]), "head": board.names[head]}
        if cell is None:
            return _("%(way)s of %(head)s is off the board") % said
        if occ >> cell & 1:
            return _("%(cell)s (%(way)s of %(head)s) is not empty") % {**said, "cell": board.names[cell]}
        return _("the turn could not be completed after this step (every way on is blocked)")


@lru_cache(maxsize=None)
def _start(head: str, tail: str, cell: str, chain: int, d: str) -> Action:
    """The first step of a chain move: its head (or its tail) clicked, then the first new cell."""
    alt = ((tail, cell),) if tail not in (head, cell) else ()
    return Action((head, cell), f"{CHAINS[chain]}:{d}", ("start", chain, d), alt_paths=alt)


@lru_cache(maxsize=None)
def _step(cell: str, d: str) -> Action:
    return Action((cell,), d, ("step", d))


def new_state(config: Config) -> CaduceusState:
    board = board_for(config.size)
    return CaduceusState(config=config, chains=tuple((board.parse(s),) for s in config.starts))
