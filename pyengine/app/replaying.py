"""Replay embeds (issue 56): ``play.html?game=<id>&embed=replay&r=<record>&at=<k>&comments=0|1``.

``r`` is a record with comments and variations (what the record panel shows:
:meth:`~pyengine.app.studying.StudyCommands.study_record`), packed for an address
(pyengine/app/payload.py); without it the link's own ``moves`` are replayed. The replay opens at
``at`` actions from the start and is only looked at: the board's clicks, new games and the like are
refused (:data:`REPLAY_ALLOWS`), the match is never the device's stored game (its view's ``saved`` is
empty, as a lesson's) and the address is never rewritten. ``comments=0`` hides the record's comments
only: its variations still show (they are moves, which the reader may want to follow).

A record that does not read keeps its legal part, as a bad link does: the longer of the record cut
before its first bad token and the record's main line without its variations, and the notice names
the token.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pyengine import i18n
from pyengine.ai import level_names
from pyengine.app import pasted, payload, saved
from pyengine.app import query as qs
from pyengine.app import matchview as mv
from pyengine.app import viewmodel as vm
from pyengine.app.controller import HUMAN, Match
from pyengine.contract import Action
from pyengine.contract.actions import shorten
from pyengine.contract.study import Line, StudyError, plain_text

__all__ = ["ReplayCommands", "REPLAY_ALLOWS", "REPLAY_KEYS", "without_comments"]

#: The address's keys that are the replay's, not the game's link (``d``: the diagram the page paints
#: before the engine is up, web/diagram.js; ``t``: the turn it opens at and the number of turns,
#: "3/40", which its slider shows meanwhile, web/boot.js).
REPLAY_KEYS = frozenset({"embed", "r", "at", "comments", "d", "seats", "t"})

#: The commands a replay answers: moving through it and looking at a variation. Everything else
#: would change the game the author wrote (the page hides those controls too).
REPLAY_ALLOWS = frozenset(
    {
        "init",
        "goto",
        "view",
        "settings",
        "flip",
        "dismiss",
        "explore_goto",
        "explore_back",
        "bench",
        "imports",
    }
)

#: What a refused command says (the page says the same to a click on the board).
REPLAY_REFUSAL = i18n.N_("Replay: use the buttons, or Play from here.")


def without_comments(line: Line) -> Line:
    """``line`` and its variations without their comments (``comments=0``)."""
    return replace(line, comments=(), variations=tuple((j, without_comments(v)) for j, v in line.variations))


class ReplayCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`: the replay shown, if any."""

    match: Match | None
    origin: str
    notice: str

    #: ``{"comments": bool}`` while the page is a replay embed, else None.
    replay: dict[str, Any] | None = None
    #: The replay's move list as last made: (the study, the actions, the rows).
    _replay_rows: tuple[Line, tuple[Action, ...], list[dict[str, Any]]] | None = None
    exploring: Any
    study_root: Callable[[], Line]
    study_moves: Callable[[vm.Moves], vm.Moves]

    def open_replay(self, items: dict[str, str]) -> str:
        """Open the replay the address ``items`` describe (the module's rules); its problems are
        the notice."""
        match, problem = saved.open_link(
            {k: v for k, v in items.items() if k not in REPLAY_KEYS}, level_names()
        )
        match.seats = [HUMAN] * len(match.seats)  # nobody plays a replay: no computer moves in it
        said = [_link_words(problem)] if problem is not None else []
        if "r" in items:
            try:
                text = payload.unpack(items["r"])
            except payload.PayloadError as err:
                said.append(i18n._("The replay's record could not be read (%s).") % shorten(str(err), 120))
            else:
                options, line, bad = read_replay(match, text)
                if bad:
                    said.append(bad)
                match.options = options
                match.restart(list(line.actions))
                match.study = line
        comments = items.get("comments", "1").strip() != "0"
        if not comments:
            match.study = without_comments(match.study)
        match.goto(_number(items.get("at", "0")))
        self.match = match
        self.origin = qs.encode(items)  # (the address stays as the author wrote it)
        self.notice = " ".join(said)
        self.replay = {"comments": comments}
        return ""

    def replay_moves(self, m: Match) -> vm.Moves | None:
        """The move list of a replay: its rows (with the study's comments and variations) are made
        once, since the game never changes; a step changes the cursor only. None outside replays
        and while a variation is looked at (the bridge makes the move list then)."""
        if self.replay is None or self.exploring is not None:
            return None
        root, actions = self.study_root(), tuple(m.actions)
        kept = self._replay_rows
        if kept is not None and kept[0] is root and kept[1] == actions:
            return mv.moves_part(m, kept[2])
        moves = self.study_moves(mv.moves_part(m))
        self._replay_rows = (root, actions, moves.moves)
        return moves

    def replay_refusal(self, cmd: str) -> str:
        """Why ``cmd`` is not for a replay ('' where it is, or outside replays)."""
        if self.replay is None or cmd in REPLAY_ALLOWS:
            return ""
        return i18n._(REPLAY_REFUSAL)

    def replay_part(self, game: Match) -> vm.Replay:
        """The replay's part of the view: where it stands, its length, whether comments show,
        and "Play from here"'s query: the game's link with its moves up to the cursor."""
        if self.replay is None:
            return vm.Replay(replay=None)
        m = self.match if self.match is not None else game
        items = saved.link_items(game)
        here = game.actions[: game.cursor] if m is game else m.actions[: m.cursor]
        items.pop("moves", None)
        if here:
            items["moves"] = " ".join(a.text for a in here)
        return vm.Replay(
            replay={
                "at": m.cursor,
                "of": len(game.actions),
                "comments": bool(self.replay["comments"]),
                "here": qs.encode(items),
            }
        )


def read_replay(match: Match, text: str) -> tuple[dict[str, Any], Line, str]:
    """The options and line of a replay's record ``text`` for ``match``'s game, as far as it reads,
    and what was refused ('' if nothing)."""
    game, options = match.game, match.options
    try:
        named, line = pasted.read_pasted_study(game, options, text)
        return named, line, ""
    except pasted.PasteError as err:
        why, span = err.message, err.span
    kept: list[tuple[dict[str, Any], Line]] = [(options, Line())]
    cut = text[: span[0]] if span else ""
    if cut.strip():
        try:  # the record up to its first bad token, comments and variations before it kept
            kept.append(pasted.read_pasted_study(game, options, cut))
        except pasted.PasteError:
            pass
    try:  # the main line without its variations (the bad token may stand in a variation)
        plain = plain_text(text, game.seat_names(options))
        kept.append(_main_line(match, plain))
    except (StudyError, pasted.PasteError):
        pass
    named, line = max(reversed(kept), key=lambda x: len(x[1].actions))  # (ties: the first, with comments)
    token = text[span[0] : span[1]] if span else ""
    n = len(line.actions)
    said = {"why": why, "token": shorten(token, 40), "n": n}
    if not n:
        return named, line, why + " " + i18n._("The replay shows the game from its start.")
    if token:
        after = i18n.ngettext(
            "The replay shows the action before '%(token)s'.",
            "The replay shows the %(n)d actions before '%(token)s'.",
            n,
        )
    else:
        after = i18n.ngettext("The replay shows %(n)d action.", "The replay shows %(n)d actions.", n)
    return named, line, why + " " + after % said


def _main_line(match: Match, plain: str) -> tuple[dict[str, Any], Line]:
    """The main line of a record (its comments and variations blanked), cut before its first bad
    action."""
    game, options = match.game, match.options
    try:
        named, actions = pasted.read_pasted(game, options, plain)
    except pasted.PasteError as err:
        if not err.span:
            raise
        named, actions = pasted.read_pasted(game, options, plain[: err.span[0]])
    return named, Line(tuple(actions))


def _link_words(problem: ValueError) -> str:
    """What a link's problem says (a replay keeps what the link's game could load)."""
    return i18n._("The link could not be opened as it is (%s); the rest of it is loaded.") % shorten(
        str(problem), 160
    )


def _number(text: str) -> int:
    """The address's ``at`` (0 where it is none)."""
    text = text.strip()
    return int(text) if text.isdigit() else 0
