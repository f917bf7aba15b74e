"""The page's one entry into Python: JSON commands in, a JSON view of the match out.

The browser worker calls :meth:`Bridge.handle` with small JSON messages; everything
here runs (and is tested) under CPython as well.  The bridge knows no game: it draws
through the game's view and relays clicks to the controller.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from pyengine.ai import level_names
from pyengine import i18n
from pyengine.app import protocol
from pyengine.app import saved
from pyengine.app import matchview as mv
from pyengine.app import viewmodel as vm
from pyengine.app.analysing import AnalysisCommands
from pyengine.app.aside import AsideCommands
from pyengine.app.embedding import EmbedCommands
from pyengine.app.controller import HUMAN, Match
from pyengine.app.far import FarCommands
from pyengine.app.studytree import path_text
from pyengine.app.learn import LessonCommands
from pyengine.app.opening import OpeningCommands
from pyengine.app.probes import ProbeCommands
from pyengine.app.replaying import ReplayCommands
from pyengine.app.samples import open_sample
from pyengine.app.studying import LEAVES_EXPLORING, StudyCommands
from pyengine.app.thinking import Progress, Thinker
from pyengine.app.viewwords import moved
from pyengine.contract import Action
from pyengine.catalogue import get_game
from pyengine.contract.actions import shorten
from pyengine.kit.turns import move_list
from pyengine.catalogue import default_game

__all__ = ["Bridge", "COMMANDS", "Command"]


class Bridge(
    FarCommands,
    LessonCommands,
    StudyCommands,
    AnalysisCommands,
    EmbedCommands,
    ProbeCommands,
    ReplayCommands,
    AsideCommands,
    OpeningCommands,
):
    """Holds the page's match; every command returns the full view as a dict."""

    def __init__(self) -> None:
        self.match: Match | None = None
        self.origin = ""  # the URL query the match was opened from
        self.shown = ""  # the game whose pre-rendered start board the page shows
        self.flip = False  # the person turned the board (views that can, draw it from the top seat)
        self.notice = ""  # what a link had refused, shown until the person dismisses it
        self.thinker = Thinker()
        self.hint: list[str] = []  # the hinted action's click path, in the position shown
        self.fix_url = ""  # a new address for the page (a new game, a link that was corrected)
        #: The page shows the record panel: only then do views carry the record and exports
        #: (building them replays the game, which a click late in a long game must not pay).
        self.show_record = False
        #: The page protocol's answers (``init`` with ``protocol: "delta"``), and the view the
        #: page holds, which the next answer changes.
        self.deltas = False
        self.sent: dict[str, Any] | None = None
        #: The parts' versions (pyengine/app/viewmodel.py), and those of the view the page holds.
        self.versions = vm.Versions()
        self.sent_versions: dict[str, int] = {}
        self.tutor = None  # the lesson shown (pyengine/app/learn.py), if any
        self.exploring = None  # the game set aside while the person explores (studying.py)
        self.aside = None  # the game in progress a new game replaced (aside.py)
        #: The page's language (``init``): each command speaks it, since one engine serves the
        #: frames of a post or the tabs of a browser, each in its own (web/worker.js).
        self.lang = "en"

    # -- commands

    def handle(self, message: str) -> str:
        """JSON command in, JSON view out; an exception never leaves the match half-changed."""
        try:
            i18n.set_language(self.lang)
            msg = json.loads(message)
            cmd = msg.get("cmd", "")
            command = COMMANDS.get(cmd) if isinstance(cmd, str) else None
            if command is None:
                raise ValueError(f"unknown command {shorten(str(cmd), 40)!r} (the page's commands: COMMANDS)")
            if not command.keeps_thinking:
                self.thinker.stop()  # the position changes: a running search is dropped
                self.hint = []
            backup, tutor = (self.match.copy() if self.match else None), self.tutor
            exploring = self.exploring
            try:
                if cmd in LEAVES_EXPLORING:
                    self.leave_exploring()
                refused = self.lesson_refusal(cmd) or self.replay_refusal(cmd)
                if refused:
                    return self._answer(self.model(refused))
                if command.leaves_lesson:
                    self.tutor = None
                note = command.run(self, msg) or ""
                if self.match is not None and command.plays_forced:
                    self.match.play_forced()
                self.judge_lesson()
                self.follow_explore()
            except Exception:
                self.match, self.tutor, self.exploring = backup, tutor, exploring
                raise
            if isinstance(note, dict):
                return json.dumps(note)  # a small event (thinking progress), not a view
            return self._answer(self.model(note, full=command.full))
        except Exception as err:  # reported to the page, which keeps its board
            text = shorten(str(err), 300)
            if self.match is None:
                return json.dumps({"error": text})
            return self._answer(self.model(f"Error: {text}"))

    def _answer(self, model: vm.View) -> str:
        """The view as the page asked for it (``init``'s ``protocol``): whole (the default, as
        tests and the command line read it), or as the page protocol's answers
        (pyengine/app/protocol.py: what changed since the last one; a part whose version has
        not moved since the view the page holds is not looked at)."""
        view = model.flat()
        if not self.deltas:
            return json.dumps(view)
        versions = self.versions.stamp(model)
        same = [
            part
            for part in model.parts
            if self.sent_versions.get(type(part).__name__) == versions[type(part).__name__]
        ]
        unchanged = {f.name for part in same for f in fields(part)}
        answer = json.dumps(protocol.encode(view, self.sent, unchanged))
        self.sent, self.sent_versions = view, versions
        return answer

    def cmd_new(self, msg: dict[str, Any]) -> str:
        """A new game: ``game`` (default: this one), ``options``, ``seats``, ``auto_roll``."""
        game = msg.get("game") or (self.match.info.id if self.match else default_game().info.id)
        seats = msg.get("seats")
        g = get_game(game)
        options = g.info.normalize_options(msg.get("options") or {})
        n = len(g.seat_names(options))
        if seats:  # the form showed the seats of the last game: an option may change their number
            seats = [seats[i % len(seats)] for i in range(n)]
        old = self.match
        self.put_aside(old)
        new = Match(game, options, seats)
        new.auto_roll = bool(msg.get("auto_roll", old.auto_roll if old else False))
        new.auto_forced = old.auto_forced if old else True
        self.match = new
        self.far = None  # a new game is played here, not by link
        self.origin = saved.link_query(new)
        self.fix_url = self.origin
        self.notice = ""  # another game: what the link had refused is no longer its concern
        return ""

    def cmd_rematch(self, msg: dict[str, Any]) -> str:
        """The same game again with the seats moved on by one (two players: swapped)."""
        m = self._m
        if self.far is not None:  # a game by link: a new one by link, with the same friend
            return self.far_rematch()
        seats = m.seats[1:] + m.seats[:1]
        self.cmd_new({"game": m.info.id, "options": m.options, "seats": seats})
        humans = [i for i, s in enumerate(seats) if s == HUMAN]
        if len(humans) != 1:  # (a same-screen game: every seat is the person's anyway)
            return ""
        # (a notice, kept until dismissed: the computer's first move would wipe a message)
        self.notice = i18n._("A new game: you play %s now.") % mv.seat_names(self._m)[humans[0]]
        return ""

    def cmd_continue(self, msg: dict[str, Any]) -> str:
        """Play on from the position shown: the actions after it are dropped."""
        self._m.truncate()
        return ""

    def cmd_settings(self, msg: dict[str, Any]) -> str:
        """Settings that are not options: ``auto_roll`` (roll human seats' dice at once),
        ``auto_forced`` (play forced actions), ``record`` (the page shows the record panel)."""
        if "record" in msg:
            self.show_record = bool(msg["record"])
        if "auto_roll" in msg:
            self._m.auto_roll = bool(msg["auto_roll"])
        if "auto_forced" in msg:
            self._m.auto_forced = bool(msg["auto_forced"])
        return ""

    def cmd_flip(self, msg: dict[str, Any]) -> str:
        """Turn the board around (games whose view knows ``ui["flip"]``)."""
        self.flip = not self.flip
        return ""

    def _flipped(self) -> bool:
        # By default the board faces the one human when he plays the second seat.
        m = self._m
        humans = [i for i, s in enumerate(m.seats) if s == "human"]
        return self.flip != (humans == [1])

    def cmd_click(self, msg: dict[str, Any]) -> str:
        """A click on the board or a button: ``target``."""
        result = self._m.click(str(msg["target"]))
        return result.message

    def cmd_undo(self, msg: dict[str, Any]) -> str:
        """Take back the last action (the only piece that may move then is picked, as in play)."""
        self._m.undo()
        self._m.select_forced()
        return ""

    def cmd_redo(self, msg: dict[str, Any]) -> str:
        """Play again the action taken back."""
        self._m.redo()
        self._m.select_forced()
        return ""

    def cmd_goto(self, msg: dict[str, Any]) -> str:
        """Show the position after ``index`` actions (the move list's entries)."""
        if self.exploring is not None:  # within the line explored
            return self.cmd_explore_goto({**msg, "line": path_text(self.exploring.path)})
        self._m.goto(int(msg["index"]))
        self._m.select_forced()
        return ""

    def cmd_resign(self, msg: dict[str, Any]) -> str:
        """The person at this device resigns their own side (``Match.resigning_seat``), whoever
        is to move; the page has asked "Resign this game?" first."""
        return self._m.resign().message

    def cmd_type(self, msg: dict[str, Any]) -> str:
        """An action typed into the page's input (the state's prompt)."""
        return self._m.type_action(str(msg.get("text", ""))).message

    def cmd_move(self, msg: dict[str, Any]) -> str:
        """A move typed into the page's move box in the game's notation."""
        return self._m.type_move(str(msg.get("text", ""))).message

    def cmd_offer_draw(self, msg: dict[str, Any]) -> str:
        """The seat to move offers a draw."""
        return self._m.offer_draw().message

    def cmd_import(self, msg: dict[str, Any]) -> str:
        """Load a pasted record (``text``); what does not load is named and kept."""
        if self.far is not None:
            self._m.import_failed = True
            return i18n._("A game played by link cannot load a record: start a new game to load it.")
        before = self._m.copy()
        note = self.import_study(str(msg.get("text", "")))
        if not note:
            self.origin = saved.link_query(self._m)
            self.fix_url = self.origin
            self.analysis_from_record()
            m = self._m
            n = len(move_list(m.game, m.states, m.actions))
            note = i18n.ngettext("Record loaded: %(n)d move.", "Record loaded: %(n)d moves.", n) % {"n": n}
        self.replaced(before)
        return note

    def cmd_sample(self, msg: dict[str, Any]) -> str:
        """Open one of the source's games (``index`` into the game's samples) at its start, or
        with ``erratum`` where the printed record breaks."""
        samples = self._m.info.samples
        index = int(msg.get("index", -1))
        if not 0 <= index < len(samples):
            return i18n._("There is no such sample game.")
        if self.far is not None:
            return i18n._("A game played by link cannot open a sample game: start a new game first.")
        before = self._m.copy()
        note = open_sample(self._m, samples[index], bool(msg.get("erratum")))
        self.replaced(before)
        self.origin = saved.link_query(self._m)
        self.fix_url = self.origin
        return note

    def cmd_seats(self, msg: dict[str, Any]) -> str:
        """Who plays each seat: ``seats`` ('human' or a level)."""
        seats = [str(s) for s in msg["seats"]]
        if self.far is not None:
            raise ValueError("the seats of a game played by link are fixed: yours here, the others far away")
        for s in seats:
            if s != HUMAN and s not in level_names():
                raise ValueError(f"unknown seat {s!r}")
        if len(seats) != len(self._m.seats):
            raise ValueError("wrong number of seats")
        self._m.seats = seats
        self.fix_url = saved.link_query(self._m)
        return ""

    def cmd_ai(self, msg: dict[str, Any]) -> str:
        """Let the AI seat (or chance) to move act: at once, or by starting a search that
        the page then advances with ``think``."""
        action = self.thinker.start(self._m)
        if action is not None:
            self._m.play(action)
        return ""

    def cmd_think(self, msg: dict[str, Any]) -> str | dict[str, Any]:
        """One slice of the running search: a progress event, or the view after the move."""
        result = self.thinker.step(self._m, float(msg.get("slice", 0.05)))
        if isinstance(result, Progress):
            return {
                "event": "progress",
                "fraction": result.fraction,
                "iterations": result.iterations,
                "best": result.best,
            }
        if isinstance(result, Action):
            self._m.play(result)
        return ""

    def cmd_hint(self, msg: dict[str, Any]) -> str:
        """The AI's preferred action for the human to move, marked on the board (in a lesson:
        the places that lead to its task)."""
        if self.tutor is not None and not self.tutor.lesson.play:
            return self.lesson_hint()
        result = self.thinker.hint(self._m, float(msg.get("seconds", 1.0)))
        if result is None:
            if self._m.human_rolls():
                return i18n._("Roll the die first: the hint depends on the roll.")
            return i18n._("A hint is for the human player to move.")
        self.hint = list(result.action.path)
        return i18n._("Hint: %s") % result.action.text

    def cmd_view(self, msg: dict[str, Any]) -> str:
        """The view as it is (nothing changes)."""
        return ""

    def _prerendered(self) -> bool:
        """Whether the page already shows exactly this board (build.py's pre-rendered start)."""
        m = self._m
        return (
            self.shown == m.info.id
            and not m.actions
            and not m.partial
            and m.options == m.info.normalize_options()
            and m.human_to_move()
            and not self._flipped()
        )

    @property
    def _m(self) -> Match:
        if self.match is None:
            raise ValueError("no match is open")
        return self.match

    # -- the view

    def view(self, note: str = "", full: bool = False) -> dict[str, Any]:
        """The view of the match as the page paints it (pyengine/app/protocol.py VIEW_KEYS;
        ``full``: with the form's data, FORM_KEYS)."""
        return self.model(note, full).flat()

    def model(self, note: str = "", full: bool = False) -> vm.View:
        """The view of the match as typed parts (pyengine/app/viewmodel.py)."""
        m = self._m
        targets = [] if self.replay else m.next_targets()  # (a replay's board offers nothing to click)
        hinted = self.hint if self.tutor is not None else self.hint[:1]  # a lesson's: every way
        marks = {
            "selected": list(m.partial),
            "last": m.last_targets(),
            "hint": hinted or self.analysis_marks(),
        }
        ui = {"targets": targets, **marks, "flip": self._flipped()}
        svg = None if self._prerendered() else m.game.render(m.state, ui)
        self.shown = ""
        g = self.game_match()  # (while exploring: the game set aside, which alone is saved and linked)
        far = self.far_view() if g is m else self.with_match(g, self.far_view)
        if far is not None and far["link"] != self.origin:  # a game by link: the address follows it
            self.origin = self.fix_url = far["link"]
        over = m.state.is_over()
        g.study = self.study_root()
        stored = saved.to_dict(g)
        stored["origin"] = self.origin
        stored.update(self.aside_stored())
        # (a replay's move list is made once; the analysis labels the game's own turns)
        moves = self.replay_moves(m) or self.analysis_moves(self.study_moves(mv.moves_part(m)))
        moves, seats = self.lesson_limits(moves, self.study_seats(mv.seats_part(m)))
        learning = self.tutor is not None
        kept = not learning and self.replay is None  # (a lesson or a replay is never the stored game)
        reopens = g is m and self.replay is None  # (a replay is never reopened either)
        parts = (
            mv.game_part(m),
            vm.Board(svg=svg),
            vm.Marks(
                targets=targets,
                marks=marks,
                decisive=list(m.state.decisive_targets()) if over else [],
                shares=self.thinker.shares_for(m),
                moved=moved(m),
            ),
            self.study_status(
                mv.status_part(m, note or m.message, self.notice, self.thinker.busy, self.aside_words())
            ),
            moves,
            seats,
            vm.Link(
                query=self.origin if learning else saved.link_query(g),
                saved=json.dumps(stored) if kept else "",
                reopen=mv.reopen_clicks(m, self.origin if learning else None) if reopens else None,
                far=far,
                fix_url=self.fix_url,
                import_span=list(m.import_span or []),
                import_failed=m.import_failed,
            ),
            vm.Panels(
                record=self.study_record() if self.show_record else None,
                exports=g.exports() if self.show_record else None,
            ),
            self.lesson_part(),
            self.analysis_part(),
            self.study_part(),
            self.replay_part(g),
        )
        self.fix_url = ""  # both belong to this one answer
        m.import_span, m.import_failed = None, False
        return vm.View(parts, mv.form_of(m) if full else None)


@dataclass(frozen=True)
class Command:
    """A command of the page (``{"cmd": name, ...}``): the bridge's method that runs it, and
    what the bridge does around it."""

    #: The method: the message in; a note for the view (or '') out, or an event (a dict).
    run: Callable[[Bridge, dict[str, Any]], str | dict[str, Any]]
    #: A human's forced action is played for him after it (not after opening a link or a
    #: record: a person who loads a game sees it as it was written).
    plays_forced: bool = False
    #: Its view carries the form's data (protocol.FORM_KEYS: options, levels, rules).
    full: bool = False
    #: A running search is left alone (everything else changes or may change the position).
    keeps_thinking: bool = False
    #: It opens another match than the lesson shown (pyengine/app/learn.py).
    leaves_lesson: bool = False


#: Every command of the page, by name (web/glue.py and web/far.py send them; an unknown one is
#: answered with an error).
COMMANDS: dict[str, Command] = {
    "init": Command(Bridge.cmd_init, full=True),
    "dismiss": Command(Bridge.cmd_dismiss),
    # the game in progress a new game put aside (pyengine/app/aside.py)
    "aside_back": Command(Bridge.cmd_aside_back, leaves_lesson=True, full=True),
    "aside_drop": Command(Bridge.cmd_aside_drop, keeps_thinking=True),
    "new": Command(Bridge.cmd_new, leaves_lesson=True, plays_forced=True, full=True),
    "rematch": Command(Bridge.cmd_rematch, leaves_lesson=True, plays_forced=True, full=True),
    "continue": Command(Bridge.cmd_continue, plays_forced=True),
    "settings": Command(Bridge.cmd_settings, keeps_thinking=True),
    "flip": Command(Bridge.cmd_flip),
    "click": Command(Bridge.cmd_click, plays_forced=True),
    "early": Command(Bridge.cmd_early, plays_forced=True, full=True),
    "undo": Command(Bridge.cmd_undo),
    "redo": Command(Bridge.cmd_redo),
    "goto": Command(Bridge.cmd_goto),
    "resign": Command(Bridge.cmd_resign),
    "type": Command(Bridge.cmd_type),
    "move": Command(Bridge.cmd_move),
    "offer_draw": Command(Bridge.cmd_offer_draw),
    "import": Command(Bridge.cmd_import, full=True),
    "sample": Command(Bridge.cmd_sample, full=True),
    "seats": Command(Bridge.cmd_seats),
    "ai": Command(Bridge.cmd_ai, plays_forced=True, keeps_thinking=True),
    "think": Command(Bridge.cmd_think, plays_forced=True, keeps_thinking=True),
    "hint": Command(Bridge.cmd_hint),
    "view": Command(Bridge.cmd_view, keeps_thinking=True),
    "bench": Command(Bridge.cmd_bench, keeps_thinking=True),
    "imports": Command(Bridge.cmd_imports),
    "learn": Command(Bridge.cmd_learn, plays_forced=True, full=True),
    # the analysis of the game (pyengine/app/analysing.py): slices leave the computer's search be
    "analyse": Command(Bridge.cmd_analyse, keeps_thinking=True),
    "analyse_step": Command(Bridge.cmd_analyse_step, keeps_thinking=True),
    "analyse_cancel": Command(Bridge.cmd_analyse_cancel, keeps_thinking=True),
    "analyse_show": Command(Bridge.cmd_analyse_show),
    # exploring and comments (pyengine/app/studying.py)
    "explore": Command(Bridge.cmd_explore),
    "explore_goto": Command(Bridge.cmd_explore_goto),
    "explore_back": Command(Bridge.cmd_explore_back),
    "explore_delete": Command(Bridge.cmd_explore_delete),
    "explore_promote": Command(Bridge.cmd_explore_promote),
    "comment": Command(Bridge.cmd_comment, keeps_thinking=True),
    # a game by link (pyengine/app/far.py)
    "far_new": Command(Bridge.cmd_far_new, leaves_lesson=True),
    "far_sent": Command(Bridge.cmd_far_sent),
    "far_takeback": Command(Bridge.cmd_far_takeback),
    "far_store": Command(Bridge.cmd_far_store),
    # the embed builder's address and picture (pyengine/app/embedding.py)
    "embed": Command(Bridge.cmd_embed, keeps_thinking=True),
}
