"""The page protocol: what the engine's worker answers the page, in one place.

The page (web/glue.py) paints a *view*: every key of :data:`VIEW_KEYS`, plus the keys of
:data:`FORM_KEYS` in the answers that open a game (the options form, the levels, the rules, the
samples: sent once per game). The bridge (:mod:`pyengine.app.bridge`) builds the whole view for
every answer, as typed frozen parts with versions (:mod:`pyengine.app.viewmodel`: the keys are
their fields); this module says how much of it travels (a part whose version has not moved is
not looked at). An answer is one of

- ``{"kind": "view", "view": {...}}``: the whole view (the first answer, a new game, an import);
- ``{"kind": "delta", ...}``: what changed since the last answer, which the page applies to the
  view it holds (:func:`apply`: pyengine/app/wire.py, which the page's glue runs too):
  ``set`` (keys with new values), ``drop`` (keys no longer in the view), ``lists`` (``key: [keep,
  added]``: the first ``keep`` items stay, ``added`` follow: the move list's new entries),
  ``texts`` (``key: [head, tail, middle]``: a long text's first ``head`` and last ``tail``
  characters stay around a new ``middle``: the saved game, the link) and ``svg`` (the board's
  edits, :func:`board_edits`: ``[start, end, text]`` replaces the drawing's parts ``start:end``,
  the parts cut before each ``<``, as the first-turn book's edits do; ``[at, head, tail, text]``
  changes the inside of the one part ``at``, its first ``head`` and last ``tail`` characters
  kept: a cell's class or title, a stone's size);
- ``{"event": ...}``: progress of the computer's thinking, a benchmark's count (not a view);
- ``{"error": ...}``: a command that failed before any match was open.

A late click's answer is then the board's few changed elements, the move list's last row and
the status: a few hundred bytes where the whole view is tens of kilobytes (docs/BENCHMARKS.md).
"""

from __future__ import annotations

import bisect
import difflib
from collections import Counter
from collections.abc import Collection
from typing import Any

from pyengine.app import wire

__all__ = ["VIEW_KEYS", "FORM_KEYS", "encode", "apply", "svg_tokens", "board_edits", "apply_edits"]

#: Every key of a view and what it is (the page reads each of them).
VIEW_KEYS: dict[str, str] = {
    "game": "the game's id",
    "title": "the game's title",
    "svg": "the board (None: the page's pre-rendered start board is this very board)",
    "status": "who is to move, or the result",
    "message": "the answer to the last command (a refusal says why), or ''",
    "notice": "what a link had refused, until the person dismisses it",
    "aside": "the unfinished game a new game put aside, in words ('' for none: pyengine/app/aside.py)",
    "targets": "the click targets that continue an action now (the page marks them: class target)",
    "marks": "{selected, last, hint}: the targets the page marks with these classes on the board "
    "(pyengine/kit/svg/drawing.py MARKS: the board's drawing carries none of them)",
    "actions": "how many actions the match holds",
    "words": "[number, seat (a roll's: the roller), words, a roll?, forced?] of the last actions up to "
    "the cursor (a screen reader's)",
    "moves": "the move list: rows {number, entries: [{start, goto, seat, text, forced}]}",
    "cursor": "the number of actions the position shown follows",
    "behind": "the position shown is not the last one",
    "ai_waits": "looking back at a position where the computer is to move",
    "turn_progress": "[actions made, at most] in the turn under way",
    "decisive": "the targets that decided the game (a Y, a mated king), when over",
    "outcome": "{headline, reason, winners}, when over",
    "flags": "what the page may offer (GameInfo.flags)",
    "auto_forced": "forced actions are played at once",
    "import_span": "[start, end] of the first bad action in a pasted text that did not load",
    "import_failed": "the pasted text did not load (the page keeps it), in this answer only",
    "fix_url": "a new address for the page, in this answer only",
    "can_undo": "undo is possible",
    "can_redo": "redo is possible",
    "over": "the game is over",
    "result": "why it ended, or ''",
    "to_move": "the seat to move, -1 for chance, None when over",
    "seats": "each seat's player: 'human' or a level",
    "seat_names": "the seats' names",
    "seat_colours": "a colour word per seat",
    "person_rolls": "a person rolls the dice (a die to click)",
    "can_resign": "the person at this device may resign (their own side, whoever is to move)",
    "resigns_as": "the name of the side a Resign here gives up ('' when none)",
    "can_offer_draw": "the seat to move may offer a draw",
    "prompt": "the typed answer the position asks for, or None",
    "scores": "each seat's score as text, or None",
    "labels": "words for button targets and exports",
    "auto_roll": "human seats' dice are rolled at once",
    "ai_to_move": "a computer seat is to act",
    "thinking": "the computer is thinking",
    "shares": "the hinted shares of the computer's choice, by target",
    "moved": "the click path of the action just played (the page slides its piece)",
    "record": "the record, when the page shows the record panel, else None",
    "exports": "other formats of the game, when the record panel is shown, else None",
    "query": "the share link's query",
    "saved": "the stored form of the match (JSON), for localStorage",
    "reopen": "the person's first clicks where the game stands and what may follow each, with a key "
    "naming the position (boot.js answers them when the game is reloaded, before the engine is up)",
    "far": "a correspondence game (pyengine/app/far.py): its link to send, its copy to store, "
    "who is to move; None for other games",
    "lesson": "the lesson shown (pyengine/app/learn.py: title, text, the verdict and what it says, "
    "the series' titles), or None",
    "analysis": "the analysis of the game shown (pyengine/app/analysing.py: depth, running, turns "
    "judged of all, the move being judged and the last as the move list numbers them (move, moves), "
    "the start's chances, the thresholds and their labels), or None",
    "judged": "the analysis's judged turns so far: {start, stop, seat, before, after, drop, label, "
    "better, better_paths, better_text, words, exact}",
    "study": "exploring and comments (pyengine/app/studying.py): exploring, the line explored, the "
    "comment at the cursor, what the person may do; the move list's entries then carry comment (the "
    "person's words), analysis (the analysis's, read back from a record), variations (blocks of rows) "
    "and line",
    "replay": "a replay embed (pyengine/app/replaying.py): the cursor (at), the game's length in "
    "actions (of), whether comments show, the query of 'Play from here' (here); None outside replays",
}
#: The keys of an answer that opens a game (the form's data).
FORM_KEYS: dict[str, str] = {
    "levels": "'human' and the computer's levels",
    "options": "the options with their values and words",
    "rules_html": "the rules page",
    "samples": "the source's sample games",
}
#: Texts long enough to send as an edit (shorter ones are sent whole).
LONG_TEXT = 120


def encode(
    view: dict[str, Any], sent: dict[str, Any] | None, unchanged: Collection[str] = ()
) -> dict[str, Any]:
    """The answer that brings a page holding ``sent`` (the last view it was sent, None: none) to
    ``view``: the whole view, or what changed (``unchanged``: keys known to be as sent, the
    fields of the parts whose version has not moved, pyengine/app/viewmodel.py)."""
    if sent is None or sent.get("game") != view["game"] or "options" in view:
        return {"kind": "view", "view": view}
    out: dict[str, Any] = {"kind": "delta"}
    changed: dict[str, Any] = {}
    lists: dict[str, Any] = {}
    texts: dict[str, Any] = {}
    for key, value in view.items():
        if key in unchanged and key in sent:
            continue
        old = sent.get(key, _MISSING)
        if old == value:
            continue
        if key == "svg" and isinstance(old, str) and isinstance(value, str):
            out["svg"] = board_edits(svg_tokens(old), svg_tokens(value))
        elif isinstance(old, list) and isinstance(value, list) and old and value:
            keep = _common_prefix(old, value)
            if keep:
                lists[key] = [keep, value[keep:]]
                continue
            changed[key] = value
        elif isinstance(old, str) and isinstance(value, str) and len(value) > LONG_TEXT:
            head, tail = _text_ends(old, value)
            texts[key] = [head, tail, value[head : len(value) - tail]]
        else:
            changed[key] = value
    dropped = [key for key in sent if key not in view]
    for name, part in (("set", changed), ("lists", lists), ("texts", texts), ("drop", dropped)):
        if part:
            out[name] = part
    return out


def apply(held: dict[str, Any] | None, answer: dict[str, Any]) -> dict[str, Any]:
    """The view a page holding ``held`` paints after ``answer`` (pyengine/app/wire.py: the one
    implementation, which the page's glue runs too)."""
    return wire.apply(held, answer)


def svg_tokens(svg: str) -> list[str]:
    """The drawing cut before every ``<`` (an element's tag or a closing tag per part; boot.js
    and pyengine/app/wire.py cut it the same way). The last drawing's parts are kept: the next
    answer's edits start from them."""
    global _LAST
    if _LAST[0] is svg:
        return _LAST[1]
    head, *rest = svg.split("<")
    parts = ([head] if head else []) + ["<" + part for part in rest]
    _LAST = (svg, parts)
    return parts


_LAST: tuple[str | None, list[str]] = (None, [])


def board_edits(old: list[str], new: list[str], exact: bool = False) -> list[list[Any]]:
    """``[start, end, text]``: replace the parts ``start:end`` of ``old`` by ``text``, in order,
    to make ``new`` (both cut by :func:`svg_tokens`).

    Views draw a position's elements in a fixed order, and most elements are unique (a cell with
    its target and title): the parts both ends share are set aside, the parts found once in each
    of the rest are matched in the longest run that keeps their order (patience diff), and
    between two matches parts are compared one for one where the counts agree, else matched by
    difflib where few (:data:`SMALL_GAP`), else replaced together. Near linear, about a third
    of difflib's time on the largest boards, as small.
    A part changed in place whose ends stay (a class, a title, a radius) is sent as its inside
    (``[at, head, tail, text]``, :func:`_insides`). ``exact``: difflib, the fewest edits whatever
    the time, and only ``[start, end, text]`` (build time: the first-turn book, which boot.js
    reads)."""
    head = _common_prefix(old, new)
    tail = _common_suffix(old, new, min(len(old), len(new)) - head)
    a, b = old[head : len(old) - tail], new[head : len(new) - tail]
    if exact:
        ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
        return [[head + i1, head + i2, "".join(b[j1:j2])] for tag, i1, i2, j1, j2 in ops if tag != "equal"]
    edits: list[list[Any]] = []
    if len(a) == len(b):  # the same elements, some of them changed (a turn's targets): part for part
        differ = [k for k, (x, y) in enumerate(zip(a, b)) if x != y]
        if len(differ) * 16 <= len(a):  # (else the parts have shifted: matched as below)
            for k in differ:
                if edits and edits[-1][1] == head + k:  # next to the last edit: one edit
                    edits[-1][1] += 1
                    edits[-1][2] += b[k]
                else:
                    edits.append([head + k, head + k + 1, b[k]])
            return _insides(old, edits)

    def gap(i0: int, i1: int, j0: int, j1: int) -> None:
        if i1 - i0 != j1 - j0:
            if i1 > i0 and j1 > j0 and i1 - i0 + j1 - j0 <= SMALL_GAP:  # (a stone's tag, its letter)
                ops = difflib.SequenceMatcher(None, a[i0:i1], b[j0:j1], autojunk=False).get_opcodes()
                for tag, p1, p2, q1, q2 in ops:
                    if tag == "equal":
                        continue
                    # parts replaced by more or fewer: the first ones one for one (a head that
                    # became a body stone), the rest added or taken away
                    k = min(p2 - p1, q2 - q1)
                    at, to = head + i0 + p1, j0 + q1
                    if k:
                        edits.append([at, at + k, "".join(b[to : to + k])])
                    if p2 - p1 != q2 - q1:
                        edits.append([at + k, head + i0 + p2, "".join(b[to + k : j0 + q2])])
            elif i1 > i0 or j1 > j0:
                edits.append([head + i0, head + i1, "".join(b[j0:j1])])
            return
        for k in range(i1 - i0):
            if a[i0 + k] != b[j0 + k]:
                at = head + i0 + k
                if edits and edits[-1][1] == at:  # next to the last edit: one edit
                    edits[-1][1] += 1
                    edits[-1][2] += b[j0 + k]
                else:
                    edits.append([at, at + 1, b[j0 + k]])

    i = j = 0
    for ai, bj in _anchors(a, b):
        gap(i, ai, j, bj)
        i, j = ai + 1, bj + 1
    gap(i, len(a), j, len(b))
    return _insides(old, edits)


#: Between two matched parts, at most this many parts (both sides) are matched one by one
#: (difflib) where the counts differ: a chain's stones, some changed, some added.
SMALL_GAP = 64
#: A part changed in place is sent as its inside when its kept ends are at least this long.
KEPT_ENDS = 12


def _insides(old: list[str], edits: list[list[Any]]) -> list[list[Any]]:
    """``edits`` with each part replaced one for one whose ends stay sent as its inside,
    ``[at, head, tail, text]`` (a class in a cell's long tag, a title's last words: a few
    characters instead of the tag); the other parts as they were, neighbours in one edit."""
    out: list[list[Any]] = []
    for edit in edits:
        start, end, text = edit
        new = _cut(text)
        if end - start != len(new) or not new:
            out.append(edit)
            continue
        for k, part in enumerate(new):
            was = old[start + k]
            if was == part:
                continue
            keep, tail = _text_ends(was, part)
            if keep + tail >= KEPT_ENDS:
                out.append([start + k, keep, tail, part[keep : len(part) - tail]])
            elif out and len(out[-1]) == 3 and out[-1][1] == start + k:
                out[-1][1] += 1
                out[-1][2] += part
            else:
                out.append([start + k, start + k + 1, part])
    return out


def _cut(text: str) -> list[str]:
    """``text`` cut as :func:`svg_tokens` cuts a drawing (without keeping it as the last one)."""
    head, *rest = text.split("<")
    return ([head] if head else []) + ["<" + part for part in rest]


def _anchors(a: list[str], b: list[str]) -> list[tuple[int, int]]:
    """The parts found exactly once in ``a`` and once in ``b``, as (index in a, index in b), the
    longest run of them in the same order in both (patience sorting)."""
    count_a, count_b = Counter(a), Counter(b)
    where = {part: j for j, part in enumerate(b) if count_b[part] == 1}
    pairs = [(i, where[part]) for i, part in enumerate(a) if count_a[part] == 1 and part in where]
    tops: list[int] = []  # the smallest last b-index of a run of each length
    ends: list[int] = []  # the pair that ends that run
    before: list[int] = [-1] * len(pairs)
    for k, (_, j) in enumerate(pairs):
        n = bisect.bisect_left(tops, j)
        if n == len(tops):
            tops.append(j)
            ends.append(k)
        else:
            tops[n], ends[n] = j, k
        before[k] = ends[n - 1] if n else -1
    run, k = [], ends[-1] if ends else -1
    while k >= 0:
        run.append(pairs[k])
        k = before[k]
    return run[::-1]


def apply_edits(old: list[str], edits: list[list[Any]]) -> str:
    """The drawing :func:`board_edits`' ``edits`` make of ``old`` (pyengine/app/wire.py; boot.js
    walks them the same way, tests/protocol_cases.json)."""
    return "".join(wire.apply_edits(old, edits))


_MISSING = object()


def _common_prefix(a: list[Any], b: list[Any]) -> int:
    """How many items ``a`` and ``b`` share at their start (by halving: slices compare natively)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_suffix(a: list[Any], b: list[Any], most: int) -> int:
    """How many items (at most ``most``) ``a`` and ``b`` share at their end."""
    lo, hi = 0, most
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[len(a) - mid : len(a) - lo] == b[len(b) - mid : len(b) - lo]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _text_ends(a: str, b: str) -> tuple[int, int]:
    """How many characters ``a`` and ``b`` share at their start, and then at their end."""
    n = min(len(a), len(b))
    lo, hi = 0, n  # the longest common prefix, by halving (string slices compare natively)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    head = lo
    lo, hi = 0, n - head
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[len(a) - mid :] == b[len(b) - mid :]:
            lo = mid
        else:
            hi = mid - 1
    return head, lo
