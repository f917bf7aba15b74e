"""The bridge's analysis of the game shown (issue 55): start it at a depth, run it in slices as
the page asks (as it asks for the computer's thinking, so that a click between slices is
answered), cancel it; the view's analysis part. The results are kept on the match
(``Match.analysis``, JSON), saved with it on the device (pyengine/app/saved.py) and never put
in a link; they stand while the match's actions begin with the ones analysed."""

from __future__ import annotations

import json
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from pyengine import i18n
from pyengine.ai.analysis import DEPTHS, LABELS, THRESHOLDS, Analysis, Judged, comment_on
from pyengine.app import viewmodel as vm
from pyengine.app.analysedrecord import chances_tag, keep_read, read_analysis
from pyengine.app.controller import Match
from pyengine.app.studytree import with_analysis, without_analysis
from pyengine.contract import Action
from pyengine.kit.turns import move_list

__all__ = ["AnalysisCommands", "digest", "SLICE", "MARKS"]

#: The page's slice of analysis (seconds): a click waits at most about this long.
SLICE = 0.025

#: The labels' marks, as the move list shows them and the record's analysis words begin.
MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def digest(actions: Sequence[Action]) -> int:
    """A short fingerprint of a game's actions: the results stand for these actions only."""
    return zlib.crc32("\n".join(a.text for a in actions).encode())


def _turn(judged: Judged) -> dict[str, Any]:
    """A judged turn as the page and the save hold it."""
    return {
        "start": judged.start,
        "stop": judged.stop,
        "seat": judged.seat,
        "before": [round(x, 3) for x in judged.before],
        "after": [round(x, 3) for x in judged.after],
        "drop": round(judged.drop, 3),
        "label": judged.label,
        "better": [a.text for a in judged.better],
        "better_paths": sorted({t for a in judged.better for t in a.path}),
        "better_text": judged.better_text,
        "words": judged.words,
        "exact": judged.exact,
    }


class AnalysisCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`: the analysis under way, if any."""

    match: Match | None
    #: The bridge's (pyengine/app/bridge.py): the view built, and as the page asked for it;
    #: the game (pyengine/app/studying.py: while exploring, the game set aside), and leaving
    #: the exploring.
    model: Callable[..., vm.View]
    _answer: Callable[[vm.View], str]
    game_match: Callable[[], Match]
    leave_exploring: Callable[[], None]
    #: The game set aside while exploring (pyengine/app/studying.py ``Exploring``), or None.
    exploring: Any

    analysing: Analysis | None = None
    #: What a new analysis replaces until it finishes (a cancelled one gives it back): the
    #: finished analysis, the study as it was and as the new analysis left it (its words gone).
    superseded: tuple[dict[str, Any], Any, Any] | None = None
    #: The marked turn shown (its start): the board marks its better turn while the cursor is there.
    shown_turn: dict[str, Any] | None = None

    def _game(self) -> Match | None:
        """The game analysed: the match, or while exploring the game set aside."""
        return self.game_match() if self.match is not None else None

    def _analysed(self) -> dict[str, Any] | None:
        """The game's analysis where it still stands for its actions."""
        m = self._game()
        data = m.analysis if m is not None else None
        if m is None or not data:
            return None
        n = int(data.get("actions", 0))
        if n > len(m.actions) or data.get("digest") != digest(m.actions[:n]):
            return None
        return data

    def cmd_analyse(self, msg: dict[str, Any]) -> str:
        """Analyse the game's actions so far at ``depth`` ("quick" or "deep"): the page then
        asks for slices (``analyse_step``)."""
        m = self.game_match()
        depth = str(msg.get("depth", "quick"))
        if depth not in DEPTHS:
            raise ValueError(f"unknown depth {depth!r}")
        if not m.actions:
            return i18n._("There is nothing to analyse yet: no move has been made.")
        # the analysis's words a record read back brought give way to the new analysis's
        finished, study = self._analysed(), self._study()
        self._set_study(without_analysis(study))
        # a finished analysis stays until the new one is (a walk's deep one, cancelled after
        # three turns, had taken the quick one's 38 away)
        self.superseded = (finished, study, self._study()) if finished and finished.get("done") else None
        # seeded by the game itself: the same game is analysed alike on every device and reload
        self.analysing = Analysis(m.game, m.states, m.actions, depth, seed=digest(m.actions))
        m.analysis = {
            "depth": depth,
            "actions": len(m.actions),
            "digest": digest(m.actions),
            "done": False,
            "total": len(self.analysing.turns),
            "numbers": _numbers(m),
            "start": [],
            "turns": [],
        }
        return ""

    def cmd_analyse_step(self, msg: dict[str, Any]) -> str | dict[str, Any]:
        """One slice of the analysis: an event with the progress and whether it runs on (the
        page asks for the next slice then), and the view's answer (``answer``) where a turn was
        judged in it; an analysis that fails is dropped (the results so far stay)."""
        m = self.game_match()
        running, data = self.analysing, self._analysed()
        if running is None or data is None or running.actions != list(m.actions[: len(running.actions)]):
            self.analysing = None
            return self._progress(None)
        before = running.progress()[0]
        seconds = min(0.5, max(0.01, float(msg.get("slice", SLICE))))
        try:
            finished = running.step(time.monotonic() + seconds)
        except Exception:
            self.analysing = None
            raise
        if running.progress()[0] == before and not finished:
            return self._progress(running)
        turns = [_turn(j) for j in running.results]
        m.analysis = {
            **data,
            "done": finished,
            "start": [round(x, 3) for x in running.start_values],
            "turns": turns,
        }
        if finished:
            self.analysing, self.superseded = None, None
        return self._progress(self.analysing, json.loads(self._answer(self.model(""))))

    def _progress(self, running: Analysis | None, answer: Any = None) -> dict[str, Any]:
        """The analysis's event: turns judged of all, whether it runs on, the move being judged
        and the last as the move list numbers them, the view's answer."""
        done, total = running.progress() if running is not None else (0, 0)
        event = {"event": "analysis", "running": running is not None, "done": done, "total": total}
        event["move"], event["moves"] = _move_of(self._analysed(), done) if running else (0, 0)
        if answer is not None:
            event["answer"] = answer
        return event

    def cmd_analyse_cancel(self, msg: dict[str, Any]) -> str:
        """Stop the analysis: the finished one it was to replace comes back (with the record's
        analysis words it brought, unless the person has changed the comments since), else the
        turns judged so far stay."""
        self.analysing = None
        m = self.game_match()
        data, superseded, self.superseded = self._analysed(), self.superseded, None
        if superseded is not None and superseded[0].get("digest") == digest(
            m.actions[: int(superseded[0]["actions"])]
        ):
            m.analysis = superseded[0]
            if self._study() == superseded[2]:
                self._set_study(superseded[1])
        elif data is not None and not data.get("done"):
            m.analysis = {**data, "cancelled": True}
        return ""

    def _study(self) -> Any:
        """The game's study tree (while exploring, the one of the game set aside)."""
        return self.exploring.root if self.exploring is not None else self.game_match().study

    def _set_study(self, study: Any) -> None:
        if self.exploring is not None:
            self.exploring = replace(self.exploring, root=study)
        else:
            self.game_match().study = study

    def cmd_analyse_show(self, msg: dict[str, Any]) -> str:
        """Go to the start of the judged turn ``turn`` (its index among the judged) and mark
        its better turn on the board (leaving the exploring: the turn is the game's)."""
        data = self._analysed()
        turns = data["turns"] if data else []
        k = int(msg.get("turn", -1))
        if not 0 <= k < len(turns):
            return i18n._("There is no such turn in the analysis.")
        self.leave_exploring()
        m = self.game_match()
        m.goto(turns[k]["start"])
        self.shown_turn = turns[k]
        better = turns[k]["better_text"]
        return i18n._("Better: %(turn)s.") % {"turn": better} if better else ""

    def analysis_comments(self, chances: bool = True) -> tuple[tuple[int, str], ...]:
        """The game's analysis as the record's comments after its turns (the record panel and
        "copy" export it with the game: pyengine/app/studying.py ``study_record``), each after
        the tag that tells it from the person's words (pyengine/app/studytree.py
        ``ANALYSIS_TAG``), a labelled turn's with its mark first: "[%analysis] ?? Blunder (−57).
        Better: Nc3." (the drop in points, as the page shows it)."""
        data = self._analysed()
        if data is None:
            return ()
        out = []
        for k, turn in enumerate(data.get("turns", [])):
            label = str(turn.get("label", ""))
            said = comment_on(
                label,
                float(turn.get("drop", 0.0)),
                str(turn.get("better_text", "")),
                str(turn.get("words", "")),
                str(turn.get("exact", "")),
            )
            # each turn's chances after the words, for a page that reads the record back (not
            # in a replay embed's address, which draws no graph: ``chances`` False)
            tag = chances_tag(turn, list(data.get("start") or []) if k == 0 else None) if chances else ""
            words = " ".join(x for x in (f"{MARKS[label]} {said}" if label else said, tag) if x)
            if words:
                out.append((int(turn["stop"]), with_analysis("", words)))
        return tuple(out)

    def analysis_from_record(self) -> None:
        """A record just read carried an analysis in its comments (pyengine/app/analysedrecord.py):
        it becomes the game's, with its graph and marks, as if analysed here."""
        m = self.game_match()
        read = read_analysis(m, MARKS)
        if read is None:
            return
        keep_read(
            m,
            {
                "depth": "record",
                "actions": len(m.actions),
                "digest": digest(m.actions),
                "done": True,
                "total": len(read["turns"]),
                "numbers": _numbers(m),
                **read,
            },
        )

    def analysis_marks(self) -> list[str]:
        """The better turn's places while the board shows the judged turn's start: of the game,
        or of the game's line explored from there until the person plays a move (the explorer
        then stands on a variation) or goes elsewhere."""
        shown, m = self.shown_turn, self.match
        on_game = m is self.game_match() or (self.exploring is not None and not self.exploring.path)
        if shown is None or m is None or not on_game or m.cursor != shown["start"]:
            self.shown_turn = None
            return []
        if self._analysed() is None:
            self.shown_turn = None
            return []
        return list(shown["better_paths"])

    def analysis_part(self) -> vm.Analysis:
        """The view's analysis part: how far it is, the thresholds, and the judged turns."""
        data = self._analysed()
        if data is None:
            return vm.Analysis(analysis=None, judged=[])
        running = self.analysing is not None
        move, moves = _move_of(data, len(data["turns"]))
        return vm.Analysis(
            analysis={
                "depth": data["depth"],
                "running": running,
                "done": len(data["turns"]),
                "total": data["total"],
                "move": move,
                "moves": moves,
                "finished": bool(data.get("done")),
                "start": data["start"],
                "thresholds": [[label, least] for label, least in THRESHOLDS],
                "labels": {key: i18n._(word) for key, word in LABELS.items()},
            },
            judged=list(data["turns"]),
        )

    def analysis_moves(self, moves: vm.Moves) -> vm.Moves:
        """The move list's entries with the label of their judged turn (``judged``; where the
        game has no analysis, the mark of the analysis's words a record read back brought), in the
        view only: the game's own turns (while exploring too, the list is the game's with the
        variations under its turns, pyengine/app/studying.py ``study_moves``)."""
        data = self._analysed()
        if data is not None:
            labels = {t["start"]: t["label"] for t in data["turns"] if t["label"]}
        else:  # a record read back: the marks its analysis's words begin with
            labels = {
                e["start"]: _label_of(e["analysis"])
                for row in moves.moves
                for e in row["entries"]
                if e.get("analysis") and _label_of(e["analysis"])
            }
        if not labels:
            return moves
        rows = []
        for row in moves.moves:
            entries = [
                {**e, "judged": labels[e["start"]]} if e.get("start") in labels else e for e in row["entries"]
            ]
            rows.append({**row, "entries": entries} if entries != row["entries"] else row)
        return replace(moves, moves=rows)


def _numbers(m: Match) -> list[int]:
    """Each turn the analysis judges (the move list's entries but those beside a turn) by the
    number the move list shows it under (a pair of turns shares one: "1. e4 e5"); where the
    game numbers none, the turns counted."""
    entries = [e for e in move_list(m.game, m.states, m.actions) if not e.aside]
    if all(e.number is None for e in entries):
        return list(range(1, len(entries) + 1))
    out, last = [], 1
    for e in entries:
        last = e.number if isinstance(e.number, int) else last
        out.append(last)
    return out


def _move_of(data: dict[str, Any] | None, done: int) -> tuple[int, int]:
    """The move the analysis judges after ``done`` turns, and the game's last, as the move list
    numbers them (an analysis saved without the numbers: the turns counted)."""
    total = int(data.get("total", 0)) if data else 0
    numbers = data.get("numbers") if data else None
    if not total:
        return 0, 0
    if not isinstance(numbers, list) or len(numbers) != total:
        return min(done + 1, total), total
    return int(numbers[min(done, total - 1)]), int(numbers[-1])


def _label_of(words: str) -> str:
    """The label whose mark the analysis's words of a turn begin with ("" none)."""
    first = words.split(maxsplit=1)[0] if words.strip() else ""
    return next((label for label, mark in MARKS.items() if mark == first), "")
