"""The embed builder's command (issue 56): the address of a play, replay or diagram embed of the
game shown, and a standalone drawing of the position for "Download SVG/PNG".

A diagram's picture travels in its address (``d=``, :mod:`pyengine.app.payload`): the whole
drawing, the page's marks, the game's title and a caption beside it. web/diagram.js paints it
without the engine, and without the first-turn book (``py/first/<game>[.<lang>].json.gz``,
pyengine/app/firstturn.py: 3–26 KB, where the drawing costs the address 1–3 KB more than as edits
of the book's start board), which the page then fetches only where it answers a first turn.
(Addresses written before carry ``edits`` of the book's ``base`` board: web/diagram.js fetches the
book for them.)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from pyengine import i18n
from pyengine.app import query as qs
from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.app.payload import pack
from pyengine.app.replaying import read_replay
from pyengine.kit.svg import mark

__all__ = ["EmbedCommands", "KINDS", "MARK_KEYS", "diagram_payload", "drawing", "marked"]

#: What an embed shows: the live game, its record stepped through, one position.
KINDS = ("play", "replay", "diagram")
#: The marks a diagram may carry (pyengine/kit/svg/drawing.py MARKS; not "targets": a diagram
#: is not played).
MARK_KEYS = ("hint", "last", "selected")
#: The longest caption kept (an address is not a place for an essay).
CAPTION = 300
#: What the snippet's title calls each kind (in the embed's language, as the frame's words are:
#: a screen reader reads the title to the embed's reader).
KIND_WORDS = {"play": i18n.N_("play"), "replay": i18n.N_("replay"), "diagram": i18n.N_("diagram")}


def _last_move(match: Match, at: int) -> dict[str, list[str]]:
    """The marks of the move that made the position after ``at`` actions (the cursor put back)."""
    held = match.cursor
    try:
        match.cursor = at
        return {"last": match.last_targets()}
    finally:
        match.cursor = held


def drawing(match: Match, at: int, marks: dict[str, list[str]], flip: bool) -> str:
    """The position after ``at`` actions as the game's view draws it, unmarked (the page sets
    the marks as classes), its moves' marks passed to the view (some draw them)."""
    ui: dict[str, Any] = {"targets": [], **{k: marks.get(k, []) for k in MARK_KEYS}, "flip": flip}
    return str(match.game.render(match.states[at], ui))


def diagram_payload(
    match: Match, at: int, marks: dict[str, list[str]], caption: str, lang: str, flip: bool = False
) -> str:
    """The ``d=`` of a diagram of ``match`` after ``at`` actions, drawn in ``lang``: the whole
    drawing (no first-turn book needed to paint it) and the game's title, which the page names
    the diagram by."""
    held = i18n.language()
    try:
        i18n.set_language(lang)
        svg = drawing(match, at, marks, flip)
    finally:
        i18n.set_language(held)
    whole: dict[str, Any] = {"v": 1, "svg": svg, "title": match.info.title}
    kept = {k: list(marks[k]) for k in MARK_KEYS if marks.get(k)}
    if kept:
        whole["marks"] = kept
    if caption:
        whole["caption"] = caption
    return pack(json.dumps(whole, separators=(",", ":")))


def _replay_turn(game: Match, at: int, record: str) -> tuple[tuple[int, int], int]:
    """Where the replay of ``record`` opens for the position after ``at`` of ``game``'s actions
    (its action index and its turn, counted as web/replay.py counts them), and its number of
    turns. The record leaves out a draw offered and declined or still open: the replay's
    actions are the game's without them."""
    replay = Match(game.info.id, game.options)
    options, line, _ = read_replay(replay, record)
    replay.options = options
    replay.restart(list(line.actions))
    read = [a.text for a in line.actions]
    k = 0
    for action in game.actions[:at]:
        if k < len(read) and action.text == read[k]:
            k += 1
    ends = [0, *sorted({e["goto"] for row in replay.turns() for e in row["entries"]})]
    return (k, max(i for i, end in enumerate(ends) if end <= k)), len(ends) - 1


def _marks(given: Any, default: dict[str, list[str]]) -> dict[str, list[str]]:
    """The message's marks (each key it names replaces the default's), strings only."""
    out = dict(default)
    if isinstance(given, dict):
        for key in MARK_KEYS:
            if isinstance(given.get(key), list):
                out[key] = [str(x) for x in given[key] if isinstance(x, str | int)]
    return out


#: A tag's class attribute, where the tag names a place (``data-target``).
_CLASSED = re.compile(r'<[^<>]*\bdata-target="[^<>]*>')
_MARK_CLASSES = {"target", *MARK_KEYS}


def _drop_marks(tag: re.Match[str]) -> str:
    def keep(attr: re.Match[str]) -> str:
        return ' class="' + " ".join(c for c in attr.group(1).split() if c not in _MARK_CLASSES) + '"'

    return re.sub(r' class="([^"]*)"', keep, tag.group(0))


def marked(svg: str, marks: dict[str, list[str]]) -> str:
    """``svg`` marked as the page marks its board (boot.js ``mark``, web/diagram.js): the marks'
    classes a view drew taken off every place, then set on the first element of each place named."""
    return mark(_CLASSED.sub(_drop_marks, svg), marks)


def standalone(svg: str, marks: dict[str, list[str]]) -> str:
    """``svg`` marked, as a file of its own (the page inlines the board's styles into it:
    web/access.js, since the colours are the page's stylesheet's)."""
    marked_svg = marked(svg, marks)
    if "xmlns=" not in marked_svg[:300]:
        marked_svg = marked_svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
    return marked_svg


class EmbedCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`: the ``embed`` command."""

    match: Match | None
    #: The bridge's (pyengine/app/studying.py): the game (while exploring: the game set aside)
    #: and its record with comments and variations; whether the board is turned.
    game_match: Callable[[], Match]
    study_record: Callable[..., str]
    _flipped: Callable[[], bool]

    def cmd_embed(self, msg: dict[str, Any]) -> dict[str, Any]:
        """``{"cmd": "embed", "kind", "at", "marks", "caption", "comments", "lang", "flip"}``:
        the embed's address (``query``, with ``embed=…``), the position's standalone drawing
        (``svg``), the address of its diagram (``preview``) and the frame's title for screen
        readers in the embed's language (``title``). The position is the one shown
        (while exploring: the line explored); a replay's record is the game's."""
        if self.match is None:
            raise ValueError("no match is open")
        m = self.match
        kind = str(msg.get("kind", "play"))
        if kind not in KINDS:
            raise ValueError(f"unknown embed kind {kind[:20]!r} (play, replay, diagram)")
        lang = str(msg.get("lang") or i18n.language())
        if lang not in i18n.LANGUAGES:
            lang = "en"
        at = msg.get("at")
        at = m.cursor if not isinstance(at, int) or isinstance(at, bool) else max(0, min(at, len(m.actions)))
        flip = bool(msg["flip"]) if isinstance(msg.get("flip"), bool) else self._flipped()
        marks = _marks(msg.get("marks"), _last_move(m, at))
        caption = " ".join(str(msg.get("caption") or "").split())[:CAPTION]
        game = self.game_match()
        head = {"game": game.info.id}
        for opt in game.info.options:  # the options as links write them (saved.link_items)
            if game.options[opt.key] != opt.default:
                head[opt.key] = str(game.options[opt.key])
        d = diagram_payload(m, at, marks, caption if kind == "diagram" else "", lang, flip)
        # what a reader sees before touching the embed: the builder's preview (a live game in
        # it would start a second engine in the builder's page)
        preview = qs.encode({**head, "embed": "diagram", "d": d}) + "&lang=" + lang
        if kind == "play":
            played = game
            if game is m and at < len(game.actions):  # the game as it stood then: the reader plays on
                played = game.copy()  # (a walk's snippet kept every move while its preview showed one)
                played.goto(at)
                played.truncate()
            query = saved.link_query(played) + "&embed=1"
            if played.actions:  # its picture until the reader starts the engine (boot.js shows d=)
                end = len(played.actions)
                query += "&d=" + diagram_payload(played, end, _last_move(played, end), "", lang, flip)
        else:
            if kind == "diagram":
                query = qs.encode({**head, "embed": "diagram", "d": d})
            else:
                record = self.study_record(False)  # (the analysis's words, not its chances)
                shown, turns = _replay_turn(game, at if game is m else game.cursor, record)
                query = qs.encode(
                    {
                        **head,
                        "embed": "replay",
                        "r": pack(record),
                        "at": str(shown[0]),
                        "t": f"{shown[1]}/{turns}",  # its slider before the engine (web/boot.js)
                        "comments": "1" if msg.get("comments", True) else "0",
                        "d": d,
                    }
                )
        # (a picture is drawn in the embed's language: always named)
        if lang != "en" or kind != "play" or "&d=" in query:
            query += "&lang=" + lang
        if flip and kind != "diagram":  # the live board as its picture (boot.js: the engine's init)
            query += "&flip=1"
        held_lang = i18n.language()
        try:
            i18n.set_language(lang)
            svg = standalone(drawing(m, at, marks, flip), marks)
            title = f"Kabinett: {game.info.title} ({i18n._(KIND_WORDS[kind])})"
        finally:
            i18n.set_language(held_lang)
        return {
            "event": "embed",
            "kind": kind,
            "query": query,
            "svg": svg,
            "preview": preview,
            "title": title,
        }
