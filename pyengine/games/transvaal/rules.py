"""Transvaal's rules, top to bottom against the spec (rules/transvaal.md): a reconstruction — the
German Boer-War rules on the 21-point board of the Gioco dell'Orso.

Section 2: the board (boards/orso21.json). Section 3: the Boer on C; the English player places
three stones, one at a time, on empty points other than C (option ``setup``: any, or the inner
circle). Section 4: then the Boer moves first; a move steps one stone along a line to the next,
empty point. Section 5: the Boer wins on reaching C, or when the English have made their
``limit``-th move and he can still move; the English win when the Boer, to move, cannot; the
Boer wins if the English cannot move. Option ``match``: two games with the roles swapped, scored
by the English moves needed (the lowest wins).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pyengine.contract import Action, RuleError, Seating, State
from pyengine.kit.rounds import RoundRule, Rounds
from pyengine.kit.graphboard import load_graph_board
from pyengine.i18n import N_, _, ngettext
from pyengine.games.transvaal.info import PLAYERS, SEATS

__all__ = [
    "BOARD",
    "CENTRE",
    "INNER",
    "OUTER",
    "BOER",
    "ENGLISH",
    "Config",
    "Place",
    "Step",
    "TransvaalState",
    "TransvaalMatch",
    "MATCH_RULE",
    "new_state",
    "fresh_game",
    "point",
]

# --- Section 2: the board ----------------------------------------------------------------------

BOARD = load_graph_board("orso21")
NAMES = tuple(BOARD.node_name(v) for v in BOARD.nodes)
ADJACENT = tuple(BOARD.adjacent(v) for v in BOARD.nodes)


def point(name: str) -> int:
    """The point called ``name``. :raises RuleError: for an unknown name."""
    v = BOARD.find(name)
    if v is None:
        raise RuleError(
            _("there is no point %r: the points are C, N1 E1 S1 W1, N2 E2 S2 W2 and 1 to 12") % name.strip()
        )
    return v


CENTRE = point("C")
INNER = tuple(point(n) for n in ("N1", "E1", "S1", "W1"))
OUTER = tuple(point(str(h)) for h in range(1, 13))

BOER, ENGLISH = 0, 1  # the roles: a single game's seats (a match passes them round the players)
STONES = 3  # the English stones


@dataclass(frozen=True)
class Config:
    """The options: ``setup`` "free" or "inner", ``limit`` 30 or 40, ``match`` "single" or "two"."""

    setup: str = "free"
    limit: int = 30
    match: str = "single"


@dataclass(frozen=True)
class Place:
    """An English stone placed on ``at`` (setup)."""

    at: int


@dataclass(frozen=True)
class Step:
    """A stone stepping from ``frm`` to ``to`` along a line."""

    frm: int
    to: int


def _place(v: int) -> Action:
    return Action((NAMES[v],), "@" + NAMES[v], Place(v))


def _step(frm: int, to: int, alone: bool) -> Action:
    # The destination alone is enough where only one stone can go there (always the Boer's).
    alt = ((NAMES[to],),) if alone else ()
    return Action((NAMES[frm], NAMES[to]), f"{NAMES[frm]}-{NAMES[to]}", Step(frm, to), alt_paths=alt)


# --- Sections 3-5 ------------------------------------------------------------------------------

#: How a game ended: the Boer reached C; was shut in; survived the limit; the English could not move.
CENTRE_REACHED, SHUT_IN, SURVIVED, ENGLISH_STUCK = "centre", "shut in", "survived", "english stuck"


@dataclass(frozen=True)
class TransvaalState(State):
    """One game. Its seats are its roles: the Boer seat 0, the English seat 1."""

    config: Config = Config()
    boer: int = CENTRE
    english: tuple[int, ...] = ()  # the English stones' points, sorted
    mover: int = ENGLISH  # the setup comes first
    english_moves: int = 0  # after the setup (the limit counts these)
    boer_moves: int = 0
    result: str = ""  # how the game ended (one of the four above), "" while it goes on

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.result else self.mover

    @property
    def placing(self) -> bool:
        """Is the English setup under way?"""
        return len(self.english) < STONES

    def turn_number(self) -> int:
        # The setup is one turn (0); then the Boer's and the English's moves alternate.
        return 0 if self.placing else 1 + self.boer_moves + self.english_moves

    def turn_progress(self) -> tuple[int, int]:
        return (len(self.english), STONES) if self.placing else (0, 1)

    def occupied(self, v: int) -> bool:
        """Does a stone stand on ``v``?"""
        return v == self.boer or v in self.english

    def setup_points(self) -> tuple[int, ...]:
        """Section 3: where the next English stone may be placed."""
        where = INNER if self.config.setup == "inner" else BOARD.nodes
        return tuple(v for v in where if v != CENTRE and not self.occupied(v))

    def steps(self, v: int) -> tuple[int, ...]:
        """Section 4: the empty points next to ``v`` along a line."""
        return tuple(w for w in ADJACENT[v] if not self.occupied(w))

    def legal_actions(self) -> tuple[Action, ...]:
        if self.result:
            return ()
        if self.placing:
            return tuple(_place(v) for v in self.setup_points())
        if self.mover == BOER:
            return tuple(_step(self.boer, w, True) for w in self.steps(self.boer))
        reach: dict[int, int] = {}
        for s in self.english:
            for w in self.steps(s):
                reach[w] = reach.get(w, 0) + 1
        return tuple(_step(s, w, reach[w] == 1) for s in self.english for w in self.steps(s))

    def apply(self, action: Action) -> TransvaalState:
        if action not in self.legal_actions():
            raise RuleError(self._refusal(action))
        move = action.data
        if isinstance(move, Place):
            english = tuple(sorted(self.english + (move.at,)))
            after = replace(self, english=english, mover=ENGLISH if len(english) < STONES else BOER)
            return after._judged()
        if self.mover == BOER:
            assert isinstance(move, Step)
            if move.to == CENTRE:  # section 5: back on the centre
                return replace(
                    self, boer=CENTRE, boer_moves=self.boer_moves + 1, mover=ENGLISH, result=CENTRE_REACHED
                )
            after = replace(self, boer=move.to, boer_moves=self.boer_moves + 1, mover=ENGLISH)
            return after._judged()
        english = tuple(sorted(move.to if s == move.frm else s for s in self.english))
        after = replace(self, english=english, english_moves=self.english_moves + 1, mover=BOER)
        return after._judged()

    def _judged(self) -> TransvaalState:
        """Section 5, when a side is to move: the Boer shut in, the limit reached, the English stuck."""
        if self.placing:
            return self
        if self.mover == BOER:
            if not self.steps(self.boer):
                return replace(self, result=SHUT_IN)  # also on the limit's move itself
            if self.english_moves >= self.config.limit:
                return replace(self, result=SURVIVED)
        elif not any(self.steps(s) for s in self.english):
            return replace(self, result=ENGLISH_STUCK)
        return self

    def parse_action(self, text: str) -> Action:
        """A placement ``@N1`` or a move ``C-E1``, refused in the rules' words."""
        token = text.strip()
        if self.result:
            raise RuleError(_("the game is over: %s") % self.end_reason())
        if token.startswith("@"):
            v = point(token[1:])
            return self._checked(_place(v))
        frm, dash, to = token.partition("-")
        if not dash:
            raise RuleError(_("%r is no move: write a placement @N1 or a move C-E1") % token)
        a, b = point(frm), point(to)
        for action in self.legal_actions():
            if action.data == Step(a, b):
                return action
        raise RuleError(self._refusal(Action((NAMES[a], NAMES[b]), f"{NAMES[a]}-{NAMES[b]}", Step(a, b))))

    def _checked(self, action: Action) -> Action:
        if action in self.legal_actions():
            return action
        raise RuleError(self._refusal(action))

    def _refusal(self, action: Action) -> str:
        """Why ``action`` is not legal here, in the rules' words (section 6's bad records)."""
        move = action.data
        if self.result:
            return _("the game is over: %s") % self.end_reason()
        if isinstance(move, Place):
            at = {"at": NAMES[move.at]}
            if not self.placing:
                if self.mover == BOER:
                    return _("@%(at)s: the three English stones are placed; the Boer moves a stone") % at
                return _("@%(at)s: the three English stones are placed; the English moves a stone") % at
            if move.at == CENTRE:
                return _("@C: the Boer stands on the centre; the English are placed on other points")
            if self.occupied(move.at):
                return _("@%(at)s: a stone already stands there") % at
            if self.config.setup == "inner":
                return _("@%(at)s: with the inner setup the English stand on N1, E1, S1 or W1") % at
            return _("@%(at)s is not legal here") % at
        if not isinstance(move, Step):
            return _("%r is not legal here") % action.text
        if self.placing:
            return _("%(move)s: the English place their stones first (%(n)d of 3 placed)") % {
                "move": action.text,
                "n": len(self.english),
            }
        said = {"frm": NAMES[move.frm], "to": NAMES[move.to]}
        own = (self.boer,) if self.mover == BOER else self.english
        if move.frm not in own:
            if self.occupied(move.frm) and self.mover == BOER:
                return _("%(frm)s-%(to)s: the stone on %(frm)s is not the Boer's; the Boer moves") % said
            if self.occupied(move.frm):
                return (
                    _("%(frm)s-%(to)s: the stone on %(frm)s is not the English's; the English moves") % said
                )
            return _("%(frm)s-%(to)s: no stone stands on %(frm)s") % said
        if move.to not in ADJACENT[move.frm]:
            return (
                _(
                    "%(frm)s-%(to)s: no line joins %(frm)s and %(to)s; "
                    "a stone steps to the next point along a line"
                )
                % said
            )
        if self.occupied(move.to):
            return _("%(frm)s-%(to)s: %(to)s is occupied; a stone steps only to an empty point") % said
        return _("%(frm)s-%(to)s is not legal here") % said

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.result or not path:
            return ""
        v = BOARD.find(path[-1])
        if v is None:
            return ""
        if self.placing:
            return self._refusal(_place(v))
        if len(path) == 1:
            own = (self.boer,) if self.mover == BOER else self.english
            if v in own:
                return _("The stone on %s cannot move: every point next to it is occupied.") % NAMES[v]
            if self.occupied(v) and self.mover == BOER:
                return _("That is not the Boer's stone: the Boer moves.")
            if self.occupied(v):
                return _("That is not the English's stone: the English moves.")
            if self.mover == BOER:
                return (
                    _(
                        "No Boer's stone can step to %s: "
                        "click a stone, then the next empty point along a line."
                    )
                    % (NAMES[v])
                )
            return (
                _("No English's stone can step to %s: click a stone, then the next empty point along a line.")
                % NAMES[v]
            )
        frm = BOARD.find(path[0])
        return self._refusal(Action((path[0], path[-1]), "", Step(frm if frm is not None else v, v)))

    # -- section 5: the result

    def boer_won(self) -> bool:
        """Has the Boer won (reached C, survived, or the English could not move)?"""
        return self.result in (CENTRE_REACHED, SURVIVED, ENGLISH_STUCK)

    def returns(self) -> tuple[float, ...]:
        return (1.0, 0.0) if self.boer_won() else (0.0, 1.0)

    def english_score(self) -> int:
        """The match's score of this game: the English moves needed to shut the Boer in, or the
        limit + 1 if the Boer won (so far: the English moves made)."""
        if self.result and self.boer_won():
            return self.config.limit + 1
        return self.english_moves

    def seat_scores(self) -> tuple[float, ...] | None:
        """In a match, the game's score for the English (the Boer scores as English in the other game)."""
        return (0.0, float(self.english_score())) if self.config.match == "two" else None

    def decisive_targets(self) -> tuple[str, ...]:
        if not self.result:
            return ()
        if self.result == SHUT_IN:
            return (NAMES[self.boer],) + tuple(NAMES[w] for w in ADJACENT[self.boer])
        return (NAMES[self.boer],)

    def end_reason(self) -> str:
        # The words of the page's language (pyengine/i18n.py); records never use them.
        if self.result == CENTRE_REACHED:
            return _("The Boer is back on the centre: the Boer wins.")
        if self.result == SHUT_IN:
            return ngettext(
                "The Boer is shut in on %(point)s after %(n)d English move: the English win.",
                "The Boer is shut in on %(point)s after %(n)d English moves: the English win.",
                self.english_moves,
            ) % {"point": NAMES[self.boer], "n": self.english_moves}
        if self.result == SURVIVED:
            return _("The Boer can still move after the English's %(limit)dth move: the Boer wins.") % {
                "limit": self.config.limit
            }
        if self.result == ENGLISH_STUCK:
            return _("The English cannot move: the Boer wins.")
        return ""

    def status(self, names: tuple[str, str] = SEATS) -> str:
        """``names``: how to call the Boer and the English (a match names the players)."""
        if self.result:
            return self.end_reason()
        boer, english = (_(name) for name in names)
        if self.placing:
            inner = self.config.setup == "inner"
            where = _("the inner circle") if inner else _("any empty point but the centre")
            return _("%(english)s places stone %(n)d of 3 on %(where)s.") % {
                "english": english,
                "n": len(self.english) + 1,
                "where": where,
            }
        count = _("English moves: %(n)d of %(limit)d.") % {
            "n": self.english_moves,
            "limit": self.config.limit,
        }
        if self.mover == BOER:
            said = _("%(boer)s to move: back to the centre, or survive.") % {"boer": boer}
        else:
            said = _("%(english)s to move: shut the Boer in on the outer circle.") % {"english": english}
        return said + " " + count


# --- The match of two games, the roles swapped (option ``match``) --------------------------------

#: Two games; player A (seat 0) is the first Boer; each player's points are his English score;
#: the lowest total wins; equal totals draw.
MATCH_RULE = RoundRule(seats=2, rounds=2, points="scores", rotate=True, lowest=True)


_AS_BOER = (N_("Player A (Boer)"), N_("Player B (Boer)"))
_AS_ENGLISH = (N_("Player A (English)"), N_("Player B (English)"))


@dataclass(frozen=True)
class TransvaalMatch(Rounds[TransvaalState]):
    """The match on the rounds layer; notation and view read it in the match's words."""

    def seating(self) -> Seating:
        return Seating(self.rule.seats, PLAYERS)

    def boer_player(self) -> int:
        """The seat playing the Boer in the current game."""
        return self.match_seat(BOER)

    def english_player(self) -> int:
        """The seat playing the English in the current game."""
        return self.match_seat(ENGLISH)

    def end_reason(self) -> str:
        if not self.is_over():
            return self.current.end_reason() if self.current.is_over() else ""
        a, b = (int(t) for t in self.totals)
        if a == b:
            return _("English scores: both %d. The match is drawn.") % a
        said = {"a": a, "b": b, "winner": _("Player A") if a < b else _("Player B")}
        return (
            _(
                "English scores: Player A %(a)d, Player B %(b)d. "
                "%(winner)s wins the match (fewer English moves)."
            )
            % said
        )

    def status(self) -> str:
        if self.is_over():
            return self.end_reason()
        head = _("Game %d of 2: ") % (self.round_no + 1)
        if self.between:
            return head + self.current.end_reason() + " " + _("Next: the roles swap.")
        names = (_(_AS_BOER[self.boer_player()]), _(_AS_ENGLISH[self.english_player()]))
        return head + self.current.status(names)


def fresh_game(config: Config) -> TransvaalState:
    """Section 3: the Boer on the centre, the English still to place."""
    return TransvaalState(config)


@dataclass(frozen=True)
class _MatchGame:
    """Game k of a match (a value, so that equal match states compare equal)."""

    config: Config

    def __call__(self, round_no: int, first: int) -> TransvaalState:
        return fresh_game(self.config)


def new_state(config: Config) -> TransvaalState | TransvaalMatch:
    """A single game, or a match of two."""
    if config.match == "two":
        return TransvaalMatch.start(_MatchGame(config), MATCH_RULE)
    return fresh_game(config)
