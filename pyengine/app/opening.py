"""How the page's match opens (``init``): the address's game, lesson, replay or game by link,
or the game this device stored when it was opened from the same address; a link that is only
partly legal (what was refused is named, the rest loaded); and the steps a person made before
the engine was up (``early``, answered meanwhile by the first-turn book)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pyengine import i18n
from pyengine.ai import level_names
from pyengine.app import query as qs
from pyengine.app import saved
from pyengine.app.controller import ClickResult, Match
from pyengine.catalogue import default_game, every_id
from pyengine.contract import CHANCE, RecordError
from pyengine.contract.actions import shorten

__all__ = ["OpeningCommands"]


class OpeningCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`."""

    match: Match | None
    origin: str
    shown: str
    flip: bool
    notice: str
    fix_url: str
    lang: str
    deltas: bool
    sent: dict[str, Any] | None
    far: Any
    far_store: dict[str, str]
    tutor: Any
    replay: Any
    _flipped: Callable[[], bool]
    # (the other mixins': aside.py, learn.py, replaying.py, far.py)
    put_aside: Callable[[Match | None], None]
    aside_restore: Callable[[dict[str, Any]], None]
    open_learn: Callable[[str, int], None]
    open_replay: Callable[[dict[str, str]], str]
    far_open: Callable[[str, str], str]

    def cmd_init(self, msg: dict[str, Any]) -> str | dict[str, Any]:
        """Open the match of the URL query, or the saved one if it was opened from the same URL.
        A game this page does not have is said so (an answer of its own: no match is open).
        ``flip``: the board turned as the address asks (an embed's ``flip=1``: the builder's
        picture, which the reader saw before the engine, was drawn so)."""
        answer = self._init(msg)
        turned = msg.get("flip")
        if isinstance(turned, bool) and self.match is not None:
            self.flip = False
            self.flip = self._flipped() != turned
        return answer

    def _init(self, msg: dict[str, Any]) -> str | dict[str, Any]:
        query = str(msg.get("query", "")).lstrip("?")
        self.lang = i18n.set_language(str(msg.get("lang", "en")))  # the page's words, not records
        self.deltas, self.sent = msg.get("protocol") == "delta", None
        stored = msg.get("saved")
        self.shown = str(msg.get("shown", ""))
        self.far_store = dict(msg.get("far_store") or {})
        items = dict(_parse(query))
        wanted = items.get("game", "")
        if wanted and wanted not in every_id():  # the page loaded no game's part for it: none opens
            self.match, self.far = None, None
            said = i18n._("There is no game '%s' here.") % shorten(wanted, 40)
            return {"event": "no-game", "game": shorten(wanted, 40), "message": said}
        if items.get("learn"):  # a lesson: never the stored game, which is put aside
            self.match = None
            self.put_aside(self._stored(stored)[0])
            self.open_learn(wanted or default_game().info.id, _number(items["learn"]) - 1)
            return ""
        self.tutor, self.replay = None, None
        if items.get("embed") == "replay":  # a replay (pyengine/app/replaying.py): never the stored game
            return self.open_replay(items)
        if items.get("far"):  # a correspondence game: its copy on this device decides, not the saved match
            return self.far_open(items["far"], items.get("game", ""))
        kept, origin = self._stored(stored)
        if kept is not None and sorted(_parse(origin)) == sorted(_parse(query)):
            self.match = kept
            self.origin = query
            return ""
        answer = self._open(query)
        self.put_aside(kept)  # another link of this game: the stored one in progress is not lost
        return answer

    def _stored(self, stored: Any) -> tuple[Match | None, str]:
        """The stored match and the address it was opened from (None: none, or damaged: the
        URL decides); the game it had put aside is restored."""
        if not stored:
            return None, ""
        try:
            data = json.loads(stored)
            self.aside_restore(data)
            return saved.from_dict(data), str(data.get("origin", ""))
        except (ValueError, KeyError, TypeError, AttributeError):
            return None, ""

    def _open(self, query: str) -> str:
        """The link's match as far as it is legal; a corrected link replaces the address. What
        was refused stays on the page (``notice``) until the person dismisses it: the computer's
        next move must not wipe it."""
        self.match, problem = saved.open_link(query, level_names())
        self.origin = saved.link_query(self.match)
        if problem is None:
            self.origin = query
            return ""
        self.fix_url = self.origin
        if isinstance(problem, RecordError):
            kept = problem.index
            said = {"where": problem.where, "why": problem.why, "n": kept}
            refused = i18n._("The link's %(where)s was refused: %(why)s.") % said
            if kept:
                loaded = i18n.ngettext(
                    "The action before it is loaded.", "The %(n)d actions before it are loaded.", kept
                )
                self.notice = refused + " " + loaded % said
            else:
                self.notice = refused + " " + i18n._("Here is the game from its start.")
        else:
            self.notice = i18n._(
                "The link could not be opened as it is (%s); the rest of it is loaded."
            ) % shorten(str(problem), 160)
        return ""

    def cmd_dismiss(self, msg: dict[str, Any]) -> str:
        """The person has read the notice about the link."""
        self.notice = ""
        return ""

    def cmd_early(self, msg: dict[str, Any]) -> str:
        """The steps a person made before the engine was up, answered by the page from the
        first-turn book (pyengine/app/firstturn.py): the match goes back to its start and the
        steps are played as the clicks, chance outcomes and computer's moves they were, so the
        engine checks them.
        The first refused step stops the replay and is named."""
        m = self.match
        if m is None:
            raise ValueError("no match is open")
        if not msg.get("here"):  # (here: a reloaded game's steps, made where it stands)
            m.restart([])
        for i, step in enumerate(msg.get("steps") or []):
            kind, value = str(step[0]), str(step[1])
            if kind == "click":
                done = m.click(value)
            elif kind == "chance" and m.state.to_move() == CHANCE:
                found = [a for a, _ in m.state.chance_outcomes() if a.text == value]
                done = m.play(found[0]) if found else ClickResult(False, None, "no such outcome")
            elif kind == "play" and m.state.to_move() not in (None, CHANCE):
                # the computer's reply the book answered with (its move, by its text)
                found = [a for a in m.state.legal_actions() if a.text == value]
                done = m.play(found[0]) if found else ClickResult(False, None, "no such move")
            else:
                done = ClickResult(False, None, f"no {kind} step is possible now")
            if done.ok:
                m.play_forced()
            else:
                said = {"k": i + 1, "step": value, "why": done.message}
                return (
                    i18n._(
                        "Your move made while the engine was loading (step %(k)d, %(step)s) "
                        "was refused: %(why)s"
                    )
                    % said
                )
        return ""


def _number(text: str) -> int:
    """A link's lesson number (1 where it is none)."""
    return int(text) if text.strip().isdigit() else 1


def _parse(query: str) -> list[tuple[str, str]]:
    return qs.decode(query)
