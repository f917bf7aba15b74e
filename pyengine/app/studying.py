"""The bridge's study commands (issue 55): exploring lines of play beside the game, comments on
any turn, and the move list with both.

"Explore" sets the game aside (:class:`Exploring`) and opens an *explorer*: a match of the same
game, every seat a person's here, holding the actions from the game's start along the line
explored. The person plays it with the page's usual clicks and moves; after every command
:meth:`StudyCommands.follow_explore` writes what changed into the study's tree
(pyengine/app/studytree.py): moves at the end of a variation extend it, a move where the line
already goes on starts a new variation (or a sub-variation). The game itself, its link and its
saved moves never change while exploring; "Back to the game" returns to it where it stood, with
the study. Promoting a variation into the game is for a game at this screen only (every seat a
person here: not against the computer, not by link).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from pyengine import i18n
from pyengine.app import pasted, saved
from pyengine.app import viewmodel as vm
from pyengine.app.controller import HUMAN, Match
from pyengine.app.studytree import (
    Path,
    follow,
    line_at,
    offset,
    path_of,
    path_text,
    prefix,
    promoted,
    put,
    split_analysis,
    states_of,
    with_analysis,
    with_comment,
    with_comments,
    with_variation,
    without_analysis,
    without_variation,
    writable,
)
from pyengine.contract import Action, State
from pyengine.contract.study import Line, write_study
from pyengine.kit.turns import last_turn, move_list, turn_start
from pyengine.app.analysedrecord import strip_tags

__all__ = ["Exploring", "StudyCommands", "LEAVES_EXPLORING"]

T = TypeVar("T")

#: The commands that return to the game first: they act on the game itself, not on a line
#: explored beside it.
LEAVES_EXPLORING = frozenset(
    {
        "init",
        "new",
        "rematch",
        "continue",
        "early",
        "resign",
        "offer_draw",
        "import",
        "sample",
        "seats",
        "learn",
        "aside_back",
    }
    | {"far_new", "far_sent", "far_takeback", "far_store"}
)


@dataclass(frozen=True)
class Exploring:
    """The game set aside while the person explores: ``root`` its study as it grows, ``path`` the
    line the explorer holds, ``cursor`` where the game stood."""

    game: Match
    root: Line
    path: Path
    cursor: int


class StudyCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`: explore, comments, the annotated move list."""

    match: Match | None
    far: Any
    tutor: Any
    origin: str
    fix_url: str

    exploring: Exploring | None = None
    #: The game's analysis as comments (pyengine/app/analysing.py), exported with the record.
    analysis_comments: Callable[..., tuple[tuple[int, str], ...]]

    # -- what the page's game is

    def game_match(self) -> Match:
        """The game (set aside while exploring: never the explorer)."""
        if self.exploring is not None:
            return self.exploring.game
        if self.match is None:
            raise ValueError("no match is open")
        return self.match

    def study_root(self) -> Line:
        """The study: the game's line with its comments and variations, following its moves."""
        if self.exploring is not None:
            return self.exploring.root
        m = self.game_match()
        m.study = follow(m.study, m.actions)
        return m.study

    def _explorer(self, root: Line, path: Path, cursor: int) -> Match:
        """A match along the line at ``path``, every seat a person's, at ``cursor`` (within the line)."""
        g = self.game_match()
        line = line_at(root, path)
        actions = prefix(root, path) + line.actions
        shared = path[0][0] if path else len(g.actions)  # the game's own states serve up to there
        m = g.copy()
        m.states = g.states[: shared + 1] + states_of(g.states[shared], actions[shared:], g.info)[1:]
        m.actions = list(actions)
        m.seats = [HUMAN] * len(g.seats)
        m.forced, m.partial, m.message = set(), (), ""
        m.floor = offset(root, path)
        m.cursor = max(m.floor, min(cursor, len(actions)))
        m.study = Line()
        return m

    def _explore_at(self, root: Line, path: Path, cursor: int) -> None:
        line_at(root, path)  # (a path that is not in the tree raises here, before any change)
        g = self.game_match()
        stood = self.exploring.cursor if self.exploring is not None else g.cursor
        self.match = self._explorer(root, path, cursor)
        self.exploring = Exploring(g, root, path, stood)

    # -- commands

    def cmd_explore(self, msg: dict[str, Any]) -> str:
        """Explore from the position shown: moves for any side, beside the game."""
        if self.tutor is not None:
            return i18n._("A lesson cannot be explored: start a new game to explore one.")
        if self.exploring is None:
            g = self.game_match()
            self._explore_at(self.study_root(), (), g.cursor)
        return ""

    def cmd_explore_goto(self, msg: dict[str, Any]) -> str:
        """Go to a turn of the study (``line``: its path as the move list names it, '' the
        game's; ``index``: actions from the game's start): exploring there."""
        if self.tutor is not None:
            return i18n._("A lesson cannot be explored: start a new game to explore one.")
        path = path_of(str(msg.get("line", "")))
        self._explore_at(self.study_root(), path, int(msg.get("index", 0)))
        return ""

    def cmd_explore_back(self, msg: dict[str, Any]) -> str:
        """Back to the game, where it stood, with the study as it grew."""
        self.leave_exploring()
        return ""

    def leave_exploring(self) -> None:
        """The game again in place of the explorer (nothing when not exploring)."""
        e = self.exploring
        if e is None:
            return
        game = e.game.copy()
        game.study = e.root
        game.goto(e.cursor)
        self.match, self.exploring = game, None

    def cmd_explore_delete(self, msg: dict[str, Any]) -> str:
        """Delete the variation explored (with what hangs on it): back to where it began."""
        e = self.exploring
        if e is None or not e.path:
            return i18n._("There is no variation here to delete.")
        parent, (j, i) = e.path[:-1], e.path[-1]
        root = put(e.root, parent, without_variation(line_at(e.root, parent), j, i))
        self._explore_at(root, parent, offset(root, parent) + j)
        return ""

    def can_promote(self) -> bool:
        """The variation explored may become the game's moves: a game at this screen, every seat
        a person's here (a sub-variation may always take its line's place)."""
        e = self.exploring
        if e is None or not e.path:
            return False
        return len(e.path) > 1 or (
            self.far is None and self.tutor is None and all(s == HUMAN for s in e.game.seats)
        )

    def cmd_explore_promote(self, msg: dict[str, Any]) -> str:
        """The variation explored takes the place of the line it hangs on; the turns it replaces
        become a variation. Into the game itself only at this screen (:meth:`can_promote`)."""
        e = self.exploring
        if e is None or not e.path:
            return i18n._("Explore a variation first: then it can become the game.")
        if not self.can_promote():
            return i18n._(
                "Only a game played at this screen by people alone can take a variation as its "
                "moves: against the computer or by link, the game stays as it was played."
            )
        parent, (j, i) = e.path[:-1], e.path[-1]
        root = put(e.root, parent, promoted(line_at(e.root, parent), j, i))
        cursor = self._m_cursor()
        if parent:
            self._explore_at(root, parent, cursor)
            return ""
        game = e.game.copy()  # the game takes the line: back to it, where the explorer stood
        game.restart(list(root.actions))
        game.study = root
        game.goto(cursor)
        self.match, self.exploring = game, None
        self.origin = self.fix_url = saved.link_query(game)
        return ""

    def _m_cursor(self) -> int:
        return self.match.cursor if self.match is not None else 0

    def cmd_comment(self, msg: dict[str, Any]) -> str:
        """Set the comment (``text``; empty: none) on the turn at the cursor, of the game or of
        the line explored."""
        text = str(msg.get("text", ""))
        if len(text) > 2000:
            return i18n._("A comment is at most 2000 characters long.")
        m = self.match
        if m is None:
            raise ValueError("no match is open")
        k = self._turn_end(m)
        e = self.exploring
        if e is None:
            root = self.study_root()
            m.study = with_comment(root, k, with_analysis(text, split_analysis(root.comment_at(k))[1]))
            return ""
        off = offset(e.root, e.path)
        line = line_at(e.root, e.path)
        k = max(0, k - off)
        text = with_analysis(text, split_analysis(line.comment_at(k))[1])  # (the analysis's words stay)
        self.exploring = replace(e, root=put(e.root, e.path, with_comment(line, k, text)))
        return ""

    @staticmethod
    def _turn_end(m: Match) -> int:
        """Where the turn at the cursor ends (0 at the start: before the first turn)."""
        if m.cursor == 0:
            return 0
        # (the turn's own actions only: a click's answer late in a long game must not word it all)
        start, end = last_turn(m.states, m.actions, m.cursor).start, m.cursor
        while end < len(m.actions) and last_turn(m.states, m.actions, end + 1).start == start:
            end += 1
        return end

    def follow_explore(self) -> None:
        """After every command: the explorer's moves written into the study (the module's rule)."""
        e, m = self.exploring, self.match
        if e is None or m is None:
            return
        line = line_at(e.root, e.path)
        off = offset(e.root, e.path)
        expected = prefix(e.root, e.path) + line.actions
        actual = tuple(m.actions)
        if actual == expected:
            return
        p = 0
        while p < min(len(actual), len(expected)) and actual[p] == expected[p]:
            p += 1
        if p == len(actual):
            return  # (nothing was played: the explorer drops no moves itself)
        root, path = e.root, e.path
        if path and p == len(expected):  # on at the end of the variation: it grows
            root = put(root, path, replace(line, actions=actual[off:]))
        else:
            j = max(off, turn_start(m.states, m.actions, p))
            if path and j == off:  # from the variation's own start: another one beside it
                parent, (pj, _) = path[:-1], path[-1]
                grown, n = with_variation(line_at(root, parent), pj, Line(actual[off:]))
                root, path = put(root, parent, grown), parent + ((pj, n),)
            else:
                grown, n = with_variation(line, j - off, Line(actual[j:]))
                root, path = put(root, path, grown), path + ((j - off, n),)
        m.floor = offset(root, path)
        self.exploring = replace(e, root=root, path=path)

    # -- records

    def import_study(self, text: str) -> str:
        """Load a pasted record with its comments and variations (pyengine/app/pasted.py
        ``read_pasted_study``); on failure nothing changes and the message and the first bad
        token's span are kept."""
        if self.match is None:
            raise ValueError("no match is open")
        m = self.match
        try:
            options, line = pasted.read_pasted_study(m.game, m.options, text)
        except pasted.PasteError as err:
            m.message, m.import_span, m.import_failed = err.message, err.span, True
            return m.message
        m.import_span, m.import_failed = None, False
        m.options = options
        m.restart(list(line.actions))
        m.study = line
        return ""

    def study_record(self, chances: bool = True) -> str:
        """The record panel's text: the game's record with its comments and variations, and the
        analysis's words after the turns it judged (after the person's own comment there, behind
        the tag that tells them apart: pyengine/app/studytree.py ``ANALYSIS_TAG``)."""
        g = self.game_match()
        root = writable(self.study_root())
        said = self.analysis_comments(chances)
        if said:  # the game's analysis says it now (a record's words it read back: the older)
            root = with_comments(without_analysis(root), said)
        if root.comments or root.variations:
            try:
                return write_study(g.game, root, g.options)
            except ValueError:
                pass  # (a study the notation cannot write: the moves alone, never a broken view)
        return g.record()

    # -- the view

    def with_match(self, m: Match, fn: Callable[[], T]) -> T:
        """``fn()`` with ``m`` as the bridge's match (the game while exploring: its link's view)."""
        held = self.match
        self.match = m
        try:
            return fn()
        finally:
            self.match = held

    def study_seats(self, seats: vm.Seats) -> vm.Seats:
        """While exploring: the game's seats as they are, and no resigning or draw offers (the
        explorer is not the game)."""
        if self.exploring is None:
            return seats
        return replace(
            seats,
            seats=list(self.exploring.game.seats),
            can_resign=False,
            resigns_as="",
            can_offer_draw=False,
        )

    def study_status(self, status: vm.Status) -> vm.Status:
        """While exploring, a line that ends the game ends the line, not the game: its result in
        the status ("This line ends the game. White wins: …"), never as the game's result panel."""
        if self.exploring is None or status.outcome is None:
            return status
        if status.result:  # (it names the winner: naming him again read "White wins. … White wins")
            said = i18n._("This line ends the game.")
            return replace(status, status=f"{said} {status.result}", outcome=None)
        winners = list(status.outcome.get("winners", ()))
        if not winners:
            said = i18n._("In this line, the game is drawn.")
        elif len(winners) == 1:
            said = i18n._("In this line, %s wins.") % winners[0]
        else:
            said = i18n._("In this line, %s win.") % i18n._(" and ").join(winners)
        return replace(status, status=said, outcome=None)

    def study_moves(self, moves: vm.Moves) -> vm.Moves:
        """The move list of the game with the study's comments and variations (a variation's
        entries name their line: ``line``); while exploring, no "looking back"."""
        g = self.game_match()
        root = self.study_root()
        if not root.comments and not root.variations and self.exploring is None:
            return moves
        rows = g.turns() if self.exploring is not None else moves.moves  # (the game's, not the explorer's)
        rows = [{**row, "entries": [dict(x) for x in row["entries"]]} for row in rows]
        _annotate(g.game, rows, root, g.states, tuple(g.actions), (), 0)
        moves = replace(moves, moves=rows)
        return moves if self.exploring is None else replace(moves, behind=False, ai_waits=False)

    def study_part(self) -> vm.Study:
        """What the page shows of the study: exploring or not, the line, the comment at the
        cursor, what hangs before the first turn, what the person may do."""
        m, e = self.match, self.exploring
        if m is None:
            return vm.Study(study=None)
        root = self.study_root()
        line, off = (line_at(e.root, e.path), offset(e.root, e.path)) if e else (root, 0)
        k = max(0, self._turn_end(m) - off)
        g = self.game_match()
        extra = []  # variations that hang on no turn of the list (the game has none yet)
        if not root.actions:
            extra = [
                _block(g.game, v, i, 0, (), 0, g.states, ()) for i, v in enumerate(root.variations_at(0))
            ]
        return vm.Study(
            study={
                "exploring": e is not None,
                "line": path_text(e.path) if e else "",
                "comment": split_analysis(line.comment_at(k))[0],
                "lead": split_analysis(root.comment_at(0))[0],
                "extra": extra,
                "in_variation": bool(e and e.path),
                "can_promote": self.can_promote(),
                "into_game": bool(e and len(e.path) == 1),
            }
        )


def _rows(
    game: Any, states: list[State], actions: tuple[Action, ...], start: int, name: str
) -> list[dict[str, Any]]:
    """The move list's rows of the turns from ``start`` on (numbered as the whole line numbers
    them), each entry naming its line."""
    rows: list[dict[str, Any]] = []
    for e in move_list(game, states, actions):
        if e.start < start:
            continue
        item = {
            "start": e.start,
            "goto": e.stop,
            "seat": e.seat,
            "text": e.text,
            "forced": False,
            "line": name,
        }
        if (e.aside or (e.number is not None and rows and rows[-1]["number"] == e.number)) and rows:
            rows[-1]["entries"].append(item)
        else:
            rows.append({"number": e.number, "entries": [item]})
    return rows


def _block(
    game: Any,
    v: Line,
    i: int,
    j: int,
    path: Path,
    off: int,
    states: list[State],
    actions: tuple[Action, ...],
) -> dict[str, Any]:
    """A variation as the move list shows it: its line's name, its rows, its opening comment."""
    vpath = path + ((j, i),)
    voff = off + j
    vactions = actions[:voff] + v.actions
    vstates = states[: voff + 1] + states_of(states[voff], v.actions, _info(game))[1:]
    name = path_text(vpath)
    rows = _rows(game, vstates, vactions, voff, name)
    _annotate(game, rows, v, vstates, vactions, vpath, voff)
    return {"line": name, "start": voff, "rows": rows, "comment": split_analysis(v.comment_at(0))[0]}


def _info(game: Any) -> Any:
    return game.info


def _annotate(
    game: Any,
    rows: list[dict[str, Any]],
    line: Line,
    states: list[State],
    actions: tuple[Action, ...],
    path: Path,
    off: int,
) -> None:
    """Each entry of ``rows`` with the comment after it and the variations to it (those after
    the line's last turn: on its last entry, ``after``)."""
    entries = [x for row in rows for x in row["entries"]]
    end = off + len(line.actions)
    for n, x in enumerate(entries):
        own, analysed = split_analysis(line.comment_at(x["goto"] - off))
        if own:
            x["comment"] = own
        analysed = strip_tags(analysed)  # (a record's chances are for the page, not to read)
        if analysed:  # (the analysis's words, apart from the person's)
            x["analysis"] = analysed
        js = [x["start"] - off] + ([len(line.actions)] if n == len(entries) - 1 and x["goto"] == end else [])
        blocks = []
        for j in js:
            for i, v in enumerate(line.variations_at(j)):
                block = _block(game, v, i, j, path, off, states, actions)
                blocks.append({**block, "after": j == len(line.actions) and j != x["start"] - off})
        if blocks:
            x["variations"] = blocks
