"""The analysis in a record (issue 55): each judged turn's comment carries the chances after it,
as lichess's PGN carries ``[%eval …]``, so that a record read back on a fresh page draws the
analysis's graph and marks again, not only its words.

The tag follows the analysis's words (pyengine/app/studytree.py ``ANALYSIS_TAG``):
``[%chances 0.620 0.380]``; the first judged turn's also gives the start's chances
(``[%chances 0.500 0.500 > 0.620 0.380]``), a turn that lost its mover some chance the
drop, a labelled turn the better turn's actions (``… drop 0.570 better Nc3]``).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote, unquote

from pyengine import i18n
from pyengine.app.controller import Match
from pyengine.app.studytree import split_analysis, without_analysis
from pyengine.contract import CHANCE, RecordError, replay_texts
from pyengine.contract.replay import apply, position
from pyengine.kit.turns import move_list

__all__ = ["chances_tag", "strip_tags", "read_analysis", "keep_read"]

_NUMBERS = r"\d+(?:\.\d+)?(?: \d+(?:\.\d+)?)*"
_TOKENS = r"[^\]\s]+(?: [^\]\s]+)*"
#: The label's words ("Blunder (−57).", "Grober Fehler (−57)."), as pyengine/ai/analysis.py
#: ``comment_on`` writes them in the record's language: a record written on a German page reads
#: back on an English one (the better turn's words, "Besser: Nc3.": ``_better``).
_NAMED = re.compile(r"[^()]{1,40} \(−(\d{1,3})\)\.(?:\s+|$)")
_TAG = re.compile(
    rf"\s*\[%chances (?:({_NUMBERS}) > )?({_NUMBERS})(?: drop (\d+(?:\.\d+)?))?(?: won ([01]))?"
    rf"(?: better ({_TOKENS}))?\]"
)
#: The words of a win at once found or missed (``won 1``/``won 0`` in the tag), worded again in
#: the page's language; and a sentence, the last of a solved game's comment (its exact result).
_FOUND = (i18n.N_("Missed a win at once."), i18n.N_("Found a win at once."))
_SENTENCE = re.compile(r"[^.]*\.(?:\s+|$)")


def _numbers(values: list[float]) -> str:
    return " ".join(f"{x:.3f}" for x in values)


def chances_tag(turn: dict[str, Any], start: list[float] | None) -> str:
    """The tag of a judged turn (``start``: the start's chances, for the first turn)."""
    before = f"{_numbers(start)} > " if start else ""
    drop = f" drop {turn['drop']:.3f}" if turn.get("drop") else ""
    said = str(turn.get("words", ""))
    won = next((f" won {k}" for k, words in enumerate(_FOUND) if said == i18n._(words)), "")
    # the better turn's actions as the link writes them (quoted: no space nor bracket)
    better = " ".join(quote(str(t), safe="") for t in turn.get("better") or ())
    return f"[%chances {before}{_numbers(turn['after'])}{drop}{won}{' better ' + better if better else ''}]"


def strip_tags(words: str) -> str:
    """The analysis's words as a person reads them (the tags are for the page that reads the
    record back)."""
    return _TAG.sub("", words).strip()


def read_analysis(m: Match, marks: dict[str, str]) -> dict[str, Any] | None:
    """The analysis a record read into ``m`` carries in its comments (None where a judged turn
    has no tag, or the tags do not fit the game's seats). ``marks``: the labels' marks, which
    the words of a labelled turn begin with."""
    entries = [e for e in move_list(m.game, m.states, m.actions) if not e.aside]
    if not entries:
        return None
    seats = len(m.game.seat_names(m.options))
    start: list[float] | None = None
    turns: list[dict[str, Any]] = []
    numbered = 0  # (the numbered turns before each: the notation's numbering, as analysed)
    for e in entries:
        words = split_analysis(m.study.comment_at(e.stop))[1]
        found = _TAG.search(words)
        if found is None:
            return None
        if found.group(1):
            start = [float(x) for x in found.group(1).split()]
        after = [float(x) for x in found.group(2).split()]
        before = turns[-1]["after"] if turns else start
        if before is None or len(after) != seats or len(before) != seats:
            return None
        said = strip_tags(words)
        label = next((k for k, mark in marks.items() if said.split(maxsplit=1)[:1] == [mark]), "")
        drop = float(found.group(3) or 0.0)
        if label:  # the mark and "Blunder (−57)." are the label's: the page words them itself
            said = said.split(maxsplit=1)[1] if " " in said else ""
            named = _NAMED.match(said)  # (in whichever language the record was written)
            if named and abs(int(named.group(1)) - 100 * drop) <= 1:  # (the tag keeps 3 places)
                said = said[named.end() :]
        decides = any(position(m.states[i]).to_move() not in (None, CHANCE) for i in range(e.start, e.stop))
        texts = [unquote(t) for t in (found.group(5) or "").split()]
        better, paths, better_text, said = _better(m, e.start, said, texts, numbered)
        numbered += e.number is not None
        words, exact = "", ""
        if found.group(4):  # (its sentence, in the record's language, comes first)
            words = i18n._(_FOUND[int(found.group(4))])
            first = _SENTENCE.match(said)
            said = said[first.end() :] if first else said
        solved = m.game.hooks.solved
        known = solved(m.states[e.stop]) if solved is not None else None
        if known is not None:  # the exact result, as the table gives it (the record's: the last sentence)
            exact = known[1]
            said = " ".join(x.strip() for x in _SENTENCE.findall(said)[:-1]) if said.endswith(".") else said
        said = " ".join(x for x in (words, said.strip()) if x)
        turns.append(
            {
                "start": e.start,
                "stop": e.stop,
                "seat": e.seat if decides and e.seat is not None and e.seat >= 0 else -1,  # (as judged)
                "before": before,
                "after": after,
                "drop": drop,
                "label": label,
                "better": better,
                "better_paths": paths,
                "better_text": better_text,
                "words": said,
                "exact": exact,
            }
        )
    return {"start": start or turns[0]["before"], "turns": turns}


def _better(
    m: Match, start: int, said: str, texts: list[str], numbered: int
) -> tuple[list[str], list[str], str, str]:
    """The better turn of the tag (its actions' texts, replayed from the turn's start, so that
    the board marks it again) and of the words ("Better: Nc3.", the label's next sentence, in
    the record's language; only where it names that turn): its actions, their places, its text,
    and the words without it (the page words it again)."""
    try:
        actions = replay_texts(m.states[start], texts, m.info)[0] if texts else []
    except RecordError:
        actions = []
    if not actions:
        return [], [], "", said
    paths = sorted({t for a in actions for t in a.path})
    states = list(m.states[: start + 1])
    for action in actions:
        states.append(apply(states[-1], action, m.info))
    whole = [*m.actions[:start], *actions]
    text = str(m.game.list_turn(states, whole, range(start, len(whole)), numbered)[1])
    named = re.match(rf"[^:\s]{{1,24}}: {re.escape(text)}\.(?:\s+|$)", said)
    if named is None:
        return [a.text for a in actions], paths, "", said
    return [a.text for a in actions], paths, text, said[named.end() :]


def keep_read(m: Match, data: dict[str, Any]) -> None:
    """The analysis read from the record becomes the game's: its words leave the comments (the
    record written again words them from it, as after an analysis in the page)."""
    m.analysis = data
    m.study = without_analysis(m.study)
