"""Schneider von Gent (Ingo Althöfer): the taylor, her thimble and Mr. Button's buttons.

Reads top to bottom against shared/rules/schneider-von-gent.md: board (section 2), setup (3),
turns (4), end and score (5), options (6). Notation is in ``notation.py``, the view in
``view.py``. Sets of edges, faces and nodes are bit masks (ints): immutable and cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import cast

from pyengine.i18n import _
from pyengine.contract import Action, RuleError, Seating, State
from pyengine.kit.rounds import RoundRule, Rounds
from pyengine.kit.graphboard import GraphBoard, load_graph_board
from pyengine.games.schneider.info import SEATS, ROLES

__all__ = [
    "Config",
    "SchneiderState",
    "SchneiderMatch",
    "MATCH_RULE",
    "game_of",
    "new_state",
    "fresh_game",
    "board_of",
    "SEATS",
    "ROLES",
    "TAYLOR",
    "BUTTON",
    "DECLINE",
    "PASS",
    "COUNT",
    "START",
    "WALK",
    "REWARD",
    "MOVE",
    "OVER",
]

TAYLOR, BUTTON = "taylor", "button"


@dataclass(frozen=True)
class Config:
    """Section 6: the board and whether a match (two games, roles swapped) or a single game."""

    board: str = "schneider17"
    mode: str = "match"


@lru_cache(maxsize=None)
def board_of(name: str) -> GraphBoard:
    """The graph board named ``name`` (boards/)."""
    return load_graph_board(name)


@lru_cache(maxsize=None)
def board_tables(
    name: str,
) -> tuple[
    tuple[tuple[tuple[int, int], ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[tuple[int, int], ...], ...],
]:
    """Per board: for each node, its (neighbour, edge) pairs; for each edge, its inner faces;
    for each face, its (neighbour face, edge) pairs across inner edges."""
    b = board_of(name)
    around = tuple(b.neighbours(v) for v in b.nodes)
    edge_faces = tuple(b.faces_of_edge(e) for e in range(len(b.edges)))
    across: list[list[tuple[int, int]]] = [[] for _ in b.faces]
    for e, fs in enumerate(edge_faces):
        if len(fs) == 2:
            f, g = fs
            across[f].append((g, e))
            across[g].append((f, e))
    return around, edge_faces, tuple(tuple(sorted(a)) for a in across)


# --- Sections 3-5 -----------------------------------------------------------------------------

START, WALK, REWARD, MOVE, OVER = "start", "walk", "reward", "move", "over"
DECLINE = Action(("decline",), "decline", ("decline",))
PASS = Action(("pass",), "pass", ("pass",))
COUNT = Action(("count-now",), "count", ("count",))  # a button: "Count now"


@dataclass(frozen=True)
class SchneiderState(State):
    """One game: the phase and the pieces as bit masks. Its seats are its roles: the taylor is
    seat 0, Mr. Button seat 1 (a match passes the roles round the players: :class:`SchneiderMatch`)."""

    config: Config
    phase: str = START
    thimble: int = -1
    seamed: int = 0  # edges
    buttons: int = 0  # inner faces holding a free button
    prisoners: int = 0  # nodes holding a prisoner
    left: int = -1  # the node the taylor just left (reward phase)
    walked: int = -1  # the edge just walked (reward phase)
    moves: int = 0  # taylor moves in this game

    def seating(self) -> Seating:
        return Seating(2, ROLES)

    @property
    def board(self) -> GraphBoard:
        """The graph board played on."""
        return board_of(self.config.board)

    # -- roles: the game's own seats; a single game is game 0 of its own (see SchneiderMatch for a match)
    taylor, button_seat, game_no = 0, 1, 0

    @property
    def scores(self) -> tuple[int, ...]:
        """The taylor scores of the finished games: this game's, once it is over."""
        return (self.score(),) if self.phase == OVER else ()

    # -- the contract

    def turn_number(self) -> int:
        """Mr. Button's placing is turn 0; the taylor's k-th walk (and her reward) turn 2k - 1,
        Mr. Button's answer turn 2k; counted per game of a match."""
        return {START: 0, WALK: 2 * self.moves + 1, REWARD: 2 * self.moves - 1, MOVE: 2 * self.moves}.get(
            self.phase, -1
        )

    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        return self.button_seat if self.phase in (START, MOVE) else self.taylor

    def legal_actions(self) -> tuple[Action, ...]:
        if self.phase == START:
            return tuple(Action((f"n:{v}",), f"@{v}", ("start", v)) for v in self.board.nodes)
        if self.phase == OVER:
            return ()
        # "count now" (section 5, the early end by agreement): offered once no button can be
        # caught any more, so that the score is final; it ends the game with that score.
        count = () if self.catch_possible() else (COUNT,)
        if self.phase == WALK:
            return (
                tuple(Action((f"n:{w}",), f"{self.thimble}-{w}", ("walk", w, e)) for w, e in self._walks())
                + count
            )
        if self.phase == REWARD:
            takes = tuple(Action((f"f:{f}",), f"+f{f}", ("take", f)) for f in self._reward_faces())
            return takes + (DECLINE,) + count
        moves = tuple(
            Action((f"f:{f}", f"f:{g}"), f"f{f}>f{g}", ("move", f, g)) for f, g in self._button_moves()
        )
        return moves + (PASS,) + count

    def apply(self, action: Action) -> SchneiderState:
        if action not in self.legal_actions():
            raise RuleError(self._why_illegal(action))
        kind = action.data[0]
        if kind == "start":
            return replace(self, thimble=action.data[1], phase=WALK)
        if kind == "walk":
            _, w, e = action.data
            after = replace(
                self,
                thimble=w,
                seamed=self.seamed | (1 << e),
                left=self.thimble,
                walked=e,
                moves=self.moves + 1,
                phase=REWARD,
            )
            if not after._reward_faces():
                return after._end_of_taylor_move()  # section 4.2.2: nothing to take, skipped
            return after
        if kind == "take":
            f = action.data[1]
            after = replace(
                self, buttons=self.buttons & ~(1 << f), prisoners=self.prisoners | (1 << self.left)
            )
            return after._end_of_taylor_move()
        if kind == "decline":
            return self._end_of_taylor_move()
        if kind == "count":
            return replace(self, left=-1, walked=-1)._game_over()
        if kind == "move":
            _, f, g = action.data
            return replace(
                self, buttons=(self.buttons & ~(1 << f)) | (1 << g), phase=WALK
            )._check_no_buttons()
        return replace(self, phase=WALK)  # pass

    def _end_of_taylor_move(self) -> SchneiderState:
        after = replace(self, left=-1, walked=-1, phase=MOVE)
        if not after._walks():
            return after._game_over()  # section 5.1: she cannot move on
        return after._check_no_buttons()

    def _check_no_buttons(self) -> SchneiderState:
        # Section 5.2 (Decision): no free button left, the score cannot change.
        return self._game_over() if self.buttons == 0 else self

    def _game_over(self) -> SchneiderState:
        return replace(self, phase=OVER)

    # -- section 4: the moves

    def _walks(self) -> list[tuple[int, int]]:
        around, _, _ = board_tables(self.config.board)
        return [
            (w, e)
            for w, e in around[self.thimble]
            if not self.seamed >> e & 1 and not self.prisoners >> w & 1
        ]

    def _reward_faces(self) -> list[int]:
        _, edge_faces, _ = board_tables(self.config.board)
        return sorted(f for f in edge_faces[self.walked] if self.buttons >> f & 1)

    def _button_moves(self) -> list[tuple[int, int]]:
        _, _, across = board_tables(self.config.board)
        return [
            (f, g)
            for f in range(len(self.board.faces))
            if self.buttons >> f & 1
            for g, e in across[f]
            if not self.seamed >> e & 1 and not self.buttons >> g & 1
        ]

    def _why_illegal(self, action: Action) -> str:
        data = action.data if isinstance(action.data, tuple) else ()
        kind = data[0] if data else ""
        if self.phase == OVER:
            return _("the game is over")
        if kind == "walk" and self.phase == WALK:
            w: int = data[1]  # the payload ("walk", node, edge)
            e: int = data[2]
            if self.seamed >> e & 1:
                return _("edge %(edge)s is already seamed") % {"edge": f"{self.thimble}-{w}"}
            if self.prisoners >> w & 1:
                return _("node %d holds a prisoner") % w
        if kind == "take" and self.phase == REWARD:
            face = cast(int, data[1])  # the payload (typed Any): ("take", face)
            return _("face f%d is not beside the walked edge with a free button") % face
        if kind == "move" and self.phase == MOVE:
            return _(
                "no free button can move from f%(frm)d to f%(to)d (seamed edge, occupied or not neighbours)"
            ) % {"frm": data[1], "to": data[2]}
        expected = {
            START: _("Mr. Button's start choice"),
            WALK: _("a taylor's walk"),
            REWARD: _("the taylor's reward"),
            MOVE: _("a button move or pass"),
        }[self.phase]
        return _("%(move)r is not legal here: %(expected)s is due") % {
            "move": action.text,
            "expected": expected,
        }

    # -- section 5: score and result

    def score(self) -> int:
        """The taylor's points: the degrees of the nodes holding prisoners."""
        return sum(d for v, d in enumerate(self.board.degrees) if self.prisoners >> v & 1)

    def seat_scores(self) -> tuple[float, ...] | None:
        """In a match, the game's points for the match table: the taylor's score (Mr. Button
        scores as taylor in the other game); a single game has one score, the taylor's, which
        the status line says."""
        return (float(self.score()), 0.0) if self.config.mode == "match" else None

    def free_buttons(self) -> int:
        """How many buttons are still free."""
        return bin(self.buttons).count("1")

    def returns(self) -> tuple[float, ...]:
        s = self.score() / sum(self.board.degrees)
        return (s, 1.0 - s)  # zero-sum on the taylor's score (Decision)

    def end_reason(self) -> str:
        return _("The taylor scores %d.") % self.score() if self.phase == OVER else ""

    def status(self, names: tuple[str, str] = ("The taylor", "Mr. Button")) -> str:
        """``names``: how to call the taylor and Mr. Button (a match names the players)."""
        if self.phase == OVER:
            return self.end_reason()
        t, bt = (_(name) for name in names)
        if self.phase == START:
            return _("%s chooses the thimble's start node.") % bt
        if self.phase == WALK:
            return _("%(taylor)s walks the thimble over an unseamed edge. Score %(score)d.") % {
                "taylor": t,
                "score": self.score(),
            }
        if self.phase == REWARD:
            return _("%s may take a button from a face beside the seam, or decline.") % t
        return _("%s moves a free button into an empty neighbouring face, or passes.") % bt

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        target = path[-1] if path else ""
        if self.phase == WALK and target.startswith("n:"):
            return (
                _(
                    "The thimble cannot walk to node %s: "
                    "it must follow an unseamed edge to a node without a prisoner."
                )
                % target[2:]
            )
        if self.phase == WALK and target.startswith("f:"):
            return _("The thimble walks now, not a button: choose a node joined to it by an unseamed edge.")
        if self.phase == START and target.startswith("f:"):
            return _("First Mr. Button chooses the thimble's start node: choose a node.")
        if self.phase == REWARD:
            return _("Take a button from a face beside the seam just sewn, or decline.")
        if self.phase == MOVE and target.startswith("n:"):
            return _("Mr. Button moves now: pick a free button, then an empty neighbouring face.")
        if self.phase == MOVE and target.startswith("f:"):
            return (
                _("Face %s: pick a free button, then an empty neighbouring face across an unseamed edge.")
                % target[2:]
            )
        return ""

    # -- "count now": can any further button be caught? (section 5, the early end)

    def catch_possible(self) -> bool:
        """Whether any play could still imprison a button (else the score is final).

        The taylor can only ever walk edges reachable from the thimble over unseamed edges into
        prisoner-free nodes; a button can only ever reach faces joined to its face across
        unseamed edges. No catch is possible if no such edge borders such a face.
        """
        if self.phase in (START, OVER) or self.buttons == 0:
            return self.phase == START
        around, edge_faces, across = board_tables(self.config.board)
        reach_faces = 0
        todo = [f for f in range(len(self.board.faces)) if self.buttons >> f & 1]
        for f in todo:
            reach_faces |= 1 << f
        while todo:
            f = todo.pop()
            for g, e in across[f]:
                if not self.seamed >> e & 1 and not reach_faces >> g & 1:
                    reach_faces |= 1 << g
                    todo.append(g)
        if self.phase == REWARD and any(reach_faces >> f & 1 for f in self._reward_faces()):
            return True
        seen, todo = {self.thimble}, [self.thimble]
        while todo:
            v = todo.pop()
            for w, e in around[v]:
                if self.seamed >> e & 1 or self.prisoners >> w & 1:
                    continue
                if any(reach_faces >> f & 1 for f in edge_faces[e]):
                    return True
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        return False


# --- Section 6: a match of two games, the roles swapped ----------------------------------------

#: Two games on one board; player A (seat 0) is the first taylor, player B the second (the
#: roles pass round); each player's points are his score as taylor; the next game starts at
#: once; a tie makes player A, the first taylor, the "small winner".
MATCH_RULE = RoundRule(seats=2, rounds=2, points="scores", rotate=True, pause=False, tie_winner=0)


@dataclass(frozen=True)
class SchneiderMatch(Rounds[SchneiderState]):
    """Section 6's match on the rounds layer; notation and view read it in the match's words."""

    @property
    def game_no(self) -> int:
        """The game of the match being played, from 0."""
        return self.round_no

    @property
    def taylor(self) -> int:
        """The seat playing the taylor in this game."""
        return self.match_seat(0)

    @property
    def button_seat(self) -> int:
        """The seat playing Mr. Button in this game."""
        return self.match_seat(1)

    @property
    def scores(self) -> tuple[int, ...]:
        """The taylor scores of the match's finished games."""
        done = self.round_no + (1 if self.current.is_over() else 0)
        return tuple(int(self.totals[(self.first - self.round_no + g) % 2]) for g in range(done))

    def end_reason(self) -> str:
        if not self.is_over():
            return ""
        a, b = self.scores
        if a == b:
            return _("Both taylors scored %d: Player A, the first taylor, is the small winner.") % a
        said = {"a": a, "b": b, "winner": _("Player A") if a > b else _("Player B")}
        return _("Taylor scores: Player A %(a)d, Player B %(b)d. %(winner)s wins the match.") % said

    def status(self) -> str:
        if self.is_over():
            return self.end_reason()
        names = (
            _("%s (taylor)") % _(SEATS[self.taylor]),
            _("%s (Mr. Button)") % _(SEATS[self.button_seat]),
        )
        return _("Game %d of 2:") % (self.game_no + 1) + " " + self.current.status(names)


def game_of(state: SchneiderState | SchneiderMatch) -> SchneiderState:
    """The game in play: a match's current game, or the single game itself. (A match answers
    for itself only what is the match's: the roles' seats, the game number, the taylor scores,
    its status; the board, the pieces and the score of the game in play are its game's.)"""
    return state.current if isinstance(state, SchneiderMatch) else state


def fresh_game(config: Config) -> SchneiderState:
    """Section 3: a button in each inner face, nothing seamed, no thimble yet."""
    faces = len(board_of(config.board).faces)
    return SchneiderState(config, buttons=(1 << faces) - 1)


@dataclass(frozen=True)
class _MatchGame:
    """Game k of a match (a value, so that equal match states compare equal)."""

    config: Config

    def __call__(self, round_no: int, first: int) -> SchneiderState:
        return fresh_game(self.config)


def new_state(config: Config) -> SchneiderState | SchneiderMatch:
    """A single game, or a match (section 6)."""
    if config.mode == "match":
        return SchneiderMatch.start(_MatchGame(config), MATCH_RULE)
    return fresh_game(config)
