"""A game as a study: its line of play with comments after turns and variations (other turns
from the same position), written and read as PGN writes them, in every game's own notation:
``{a comment}`` after the turn it speaks of, ``(…)`` holding alternative turns right after
the turn they replace (:func:`write_study`, :func:`read_study`).

The format, for every game alike (no game writes ``{}()`` in its notation):

- ``{text}`` is a comment after the turn before it (at the start: before the first turn;
  after the last line, such as ``White resigns.``: after the game's end). A comment inside a
  turn belongs after that turn. Its text is one line: runs of white space (newlines too) read
  as one space, and it cannot hold braces: :func:`clean_comment` writes ``{``/``}`` as
  ``(``/``)`` (what the page stores, so that a comment reads back as written).
- ``(…)`` holds a variation right after the turn it replaces: the turns played instead, from
  that turn's position, as the game's record writes them after the turns before; inside it,
  comments and variations nest as in the main line.
- The game's header lines and the match's last lines (``… resigns.``, ``Draw agreed.``) are
  the record's as ever; a record without ``{}()`` reads exactly as :func:`read_record`.

The writer relies on the records being prefix-stable token by token at turn ends (the record
of the first turns is the whole record's first tokens): annotations go after the tokens that
the record of the actions before them has. The reader blanks the annotations out (the offsets
of the rest stay) and counts the actions the text before each reads to.

A :class:`Line` is immutable: editing a study makes a new one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from pyengine.i18n import _
from pyengine.contract.actions import Action, Meta, RecordError, is_meta
from pyengine.contract.replay import apply, read_record, write_record
from pyengine.contract.state import State

__all__ = ["Line", "StudyError", "clean_comment", "plain_text", "write_study", "read_study"]


@dataclass(frozen=True)
class Line:
    """A line of play from a position.

    ``actions``: the line's actions (the match layer's too: a resignation, a draw).
    ``comments``: ``(k, text)`` pairs, sorted by ``k``: the comment after the first ``k``
    actions of this line; ``k`` is always where a turn ends (or 0: before the line's first
    turn).
    ``variations``: ``(j, line)`` pairs, sorted by ``j`` (several may share one ``j``, in the
    order written): ``line`` is an alternative to the turn that starts after the first ``j``
    actions of this line, played from that position; ``j`` is always where a turn starts.
    """

    actions: tuple[Action, ...] = ()
    comments: tuple[tuple[int, str], ...] = ()
    variations: tuple[tuple[int, Line], ...] = ()

    def comment_at(self, k: int) -> str:
        """The comment after the first ``k`` actions, or ""."""
        return next((text for at, text in self.comments if at == k), "")

    def variations_at(self, j: int) -> tuple[Line, ...]:
        """The variations to the turn that starts after the first ``j`` actions."""
        return tuple(line for at, line in self.variations if at == j)


class StudyError(RecordError):
    """A record with comments and variations that does not read: as :class:`RecordError`, and
    ``span`` (start, end): where in the text the first bad token stands (None: not known)."""

    def __init__(self, where: str, why: str, index: int = 0, span: tuple[int, int] | None = None) -> None:
        super().__init__(where, why, index)
        self.span = span


def clean_comment(text: str) -> str:
    """A comment as records hold it: one line (white space runs as one space, trimmed), braces
    written as parentheses (a ``}`` would end it)."""
    return " ".join(text.split()).replace("{", "(").replace("}", ")")


# -- turns (as pyengine/kit/turns.py turn_spans groups them; the contract cannot import the kit)


def _turn_key(state: State, action: Action) -> object:
    number = state.turn_number()
    if number is not None:
        return number
    if is_meta(action):
        who = cast(Meta, action.data).seat
    else:
        seat = state.to_move()
        who = -1 if seat is None else seat
    return ("seat", who if who >= 0 else state.roller())


def _turn_of(states: Sequence[State], actions: Sequence[Action], i: int) -> tuple[int, int]:
    """The span (start, stop) of the turn that action ``i`` belongs to."""
    key = _turn_key(states[i], actions[i])
    start, stop = i, i + 1
    while start > 0 and _turn_key(states[start - 1], actions[start - 1]) == key:
        start -= 1
    while stop < len(actions) and _turn_key(states[stop], actions[stop]) == key:
        stop += 1
    return start, stop


def _states(game: Any, actions: Sequence[Action], options: dict[str, Any] | None) -> list[State]:
    """The states from the game's start through ``actions`` (``len(actions) + 1``)."""
    start = game.new_state(options)
    return [start, *_states_after(game, start, actions)]


def _states_after(game: Any, state: State, actions: Sequence[Action]) -> list[State]:
    """The states after each of ``actions`` played from ``state``."""
    out = []
    for action in actions:
        state = apply(state, action, game.info)
        out.append(state)
    return out


# -- writing


def _token_ends(text: str) -> list[int]:
    return [m.end() for m in re.finditer(r"\S+", text)]


def _gap_after(text: str, tokens: int) -> str:
    """The white space after the first ``tokens`` tokens of ``text``."""
    ends = _token_ends(text)
    rest = text[ends[tokens - 1] :] if 0 < tokens <= len(ends) else text
    return rest[: len(rest) - len(rest.lstrip())]


def write_study(game: Any, line: Line, options: dict[str, Any] | None = None) -> str:
    """The record of ``line`` (from the game's start) in the game's notation, with its comments
    and variations (the format: this module's docstring).
    :raises ValueError: for a variation where the line has no turn to replace."""
    return _write(game, (), line, options, _states(game, line.actions, options), main=True)


def _write(
    game: Any,
    base: tuple[Action, ...],
    line: Line,
    options: dict[str, Any] | None,
    states: list[State],
    main: bool = False,
) -> str:
    """``line`` after ``base`` (``states``: from the start through both): the whole record for
    the main line, the tokens beyond ``base``'s record for a variation."""
    actions = (*base, *line.actions)
    full = write_record(game, actions, options, states)
    ends = _token_ends(full)

    def tokens(n: int) -> int:  # the record's tokens for the first n actions
        return len(_token_ends(write_record(game, actions[:n], options, states[: n + 1])))

    first = 0 if main else tokens(len(base))
    inserts: dict[int, list[str]] = {}
    for k, text in line.comments:
        if clean_comment(text):
            inserts.setdefault(tokens(len(base) + k), []).append("{" + clean_comment(text) + "}")
    for j, variation in line.variations:
        at = len(base) + j
        if j >= len(line.actions):
            raise ValueError(f"a variation at {j} of {len(line.actions)} actions: no turn to replace")
        stop = _turn_of(states, actions, at)[1]
        sub = _write(
            game,
            actions[:at],
            variation,
            options,
            [*states[: at + 1], *_states_after(game, states[at], variation.actions)],
        )
        inserts.setdefault(tokens(stop), []).append("(" + sub + ")")
    start = ends[first - 1] if first else 0
    if not main:  # a variation's text begins at its first token
        start += len(full[start:]) - len(full[start:].lstrip())
    out, pos = [], start
    for t in sorted(inserts):
        at = ends[t - 1] if t > first else start
        piece = " ".join(inserts[t])
        out += [full[pos:at], " " + piece if at > start else piece + " "]
        pos = at
    out.append(full[pos:])
    text = "".join(out)
    return text if main else text.strip()


# -- reading


@dataclass
class _Note:
    """A comment ``{…}`` or a variation ``(…)`` at ``start:end`` of the text (brackets too);
    a variation's own notes in ``notes``."""

    kind: str
    start: int
    end: int
    notes: list[_Note] = field(default_factory=list)


def _error(text: str, at: int, why: str, end: int | None = None) -> StudyError:
    """The error of the bracket at ``at`` (the span: to ``end``, else the bracket)."""
    where = _("character %(n)d (%(text)s)") % {"n": at + 1, "text": text[at]}
    return StudyError(where, why, 0, (at, at + 1 if end is None else end))


def _scan(text: str, names: Sequence[str] = ()) -> list[_Note]:
    """The text's comments and variations, nested; the seat ``names`` with brackets (a last
    line's ``White (o) resigns.``) are words. :raises StudyError: for a bracket unclosed or
    closing nothing."""
    words = [n.lower() for n in names if set(n) & set("(){}")]
    lower = text.lower() if words else text
    opened: list[tuple[int, list[_Note]]] = [(-1, [])]
    i = 0
    while i < len(text):
        c = text[i]
        word = next((w for w in words if lower.startswith(w, i)), "")
        if word:
            i += len(word)
            continue
        if c == "{":
            close = text.find("}", i + 1)
            if close < 0:
                raise _error(text, i, _("this comment is not closed with }"))
            opened[-1][1].append(_Note("{", i, close + 1))
            i = close
        elif c == "}":
            raise _error(text, i, _("this } closes no comment"))
        elif c == "(":
            opened.append((i, []))
        elif c == ")":
            if len(opened) == 1:
                raise _error(text, i, _("this ) closes no variation"))
            start, notes = opened.pop()
            opened[-1][1].append(_Note("(", start, i + 1, notes))
        i += 1
    if len(opened) > 1:
        raise _error(text, opened[1][0], _("this variation is not closed with )"))
    return opened[0][1]


def _blank(text: str, start: int, end: int, notes: Sequence[_Note]) -> str:
    """``text[start:end]`` with the notes written as spaces (the rest keeps its offsets)."""
    out, pos = [], start
    for note in notes:
        out += [text[pos : note.start], " " * (note.end - note.start)]
        pos = note.end
    out.append(text[pos:end])
    return "".join(out)


def plain_text(text: str, names: Sequence[str] = ()) -> str:
    """``text`` with its comments and variations written as spaces: the record of its main line,
    each character where it was (``names``: the seats', as for a resignation's last line).
    :raises StudyError: for a bracket unclosed or closing nothing."""
    return _blank(text, 0, len(text), _scan(text, names))


def read_study(game: Any, text: str, options: dict[str, Any] | None = None) -> Line:
    """The line of a record with comments and variations (the format: this module's docstring).

    :raises StudyError: naming the first bad token, with its span in ``text``: a bracket
        unclosed or closing nothing, a bad action of the main line or of a variation (as
        :func:`read_record` names it), a variation with no turn before it to replace.
    """
    notes = _scan(text, game.seat_names(options))
    return _read(game, text, 0, len(text), notes, _Base((), [game.new_state(options)], None, ("",)), options)


@dataclass(frozen=True)
class _Base:
    """What a line is read after: the ``actions`` before it and the ``states`` through them,
    their record ``text`` (None: the main line, which is the whole record) and the white space
    to join it to the line's text (``glues``: the likelier first)."""

    actions: tuple[Action, ...]
    states: list[State]
    text: str | None
    glues: tuple[str, ...]


def _read(
    game: Any,
    text: str,
    start: int,
    end: int,
    notes: list[_Note],
    after: _Base,
    options: dict[str, Any] | None,
) -> Line:
    """The line written at ``text[start:end]`` (its notes: ``notes``) after ``after``."""
    base = after.actions
    plain = _blank(text, start, end, notes)
    failures: list[tuple[RecordError, Callable[..., int | None]]] = []
    for glue in after.glues:
        head = "" if after.text is None else after.text.rstrip() + glue

        def count(upto: int, head: str = head, strict: bool = True) -> int | None:
            """The actions of the line that ``plain[:upto]`` reads to (None: it does not read;
            not ``strict``: the good ones before its first bad one)."""
            try:
                got = read_record(game, head + plain[:upto], options)
            except RecordError as bad:
                return None if strict else max(0, bad.index - len(base))
            return len(got) - len(base) if tuple(got[: len(base)]) == base else None

        try:
            got = read_record(game, head + plain, options)
        except RecordError as failed:
            failures.append((failed, count))
            continue
        if tuple(got[: len(base)]) == base:
            break
        failures.append(
            (RecordError("", _("the variation does not follow from its position"), len(base)), count)
        )
    else:
        worst, count = max(failures, key=lambda f: f[0].index)
        span = _bad_token(plain, start, worst, worst.index - len(base), count)
        if after.text is None:
            raise StudyError(worst.where, worst.why, worst.index, span)
        span = span or (start, end)
        raise StudyError(_("in a variation: %s") % worst.where, worst.why, worst.index, span)
    actions = tuple(got[len(base) :])
    states = [*after.states, *_states_after(game, after.states[-1], actions)]
    every = (*base, *actions)
    before = _counter(game, every, states, len(base), head + plain, options)
    comments: dict[int, str] = {}
    variations: list[tuple[int, Line]] = []
    for note in notes:
        n = before(len(head) + note.start - start)
        if n is None:  # the text is not as the program writes it: read what is before the note
            n = min(len(actions), count(note.start - start, strict=False) or 0)
        if note.kind == "{":
            k = _turn_of(states, every, len(base) + n - 1)[1] - len(base) if n else 0
            said = clean_comment(text[note.start + 1 : note.end - 1])
            if said:
                comments[k] = f"{comments[k]} {said}" if k in comments else said
            continue
        if not n:
            raise _error(text, note.start, _("this variation has no turn before it to replace"), note.end)
        at, stop = _turn_of(states, every, len(base) + n - 1)
        j = max(0, at - len(base))
        prior = every[: len(base) + j]
        prior_text = write_record(game, prior, options, states[: len(prior) + 1])
        # The replaced turn's text begins as the variation's does: on a new line or not.
        gap = _gap_after(
            write_record(game, every[:stop], options, states[: stop + 1]), len(prior_text.split())
        )
        glues = ("\n", " ") if "\n" in gap else (" ", "\n")
        variation = _read(
            game,
            text,
            note.start + 1,
            note.end - 1,
            note.notes,
            _Base(prior, states[: len(prior) + 1], prior_text, glues),
            options,
        )
        if not variation.actions:
            raise _error(text, note.start, _("this variation has no turn"), note.end)
        variations.append((j, variation))
    return Line(actions, tuple(sorted(comments.items())), tuple(sorted(variations, key=lambda v: v[0])))


def _counter(
    game: Any,
    actions: tuple[Action, ...],
    states: list[State],
    first: int,
    text: str,
    options: dict[str, Any] | None,
) -> Callable[[int], int | None]:
    """How many actions of the line (after the first ``first`` of ``actions``) the record
    ``text`` has before an offset, found without reading it again where it has the tokens the
    program writes (records are prefix-stable by tokens at turn ends): the turn end whose
    record has as many tokens, else None (then only reading the text before it can say)."""
    canon = write_record(game, actions, options, states)
    if canon.split() != text.split():
        return lambda at: None
    ends = [first]
    while ends[-1] < len(actions):
        ends.append(_turn_of(states, actions, ends[-1])[1])
    sizes: dict[int, int] = {}

    def size(i: int) -> int:  # the record's tokens for the first ends[i] actions
        if i not in sizes:
            k = ends[i]
            sizes[i] = len(write_record(game, actions[:k], options, states[: k + 1]).split())
        return sizes[i]

    def before(at: int) -> int | None:
        tokens = len(text[:at].split())
        lo, hi = 0, len(ends) - 1
        while lo < hi:  # the first turn end with at least as many tokens (ties: the fewest actions)
            mid = (lo + hi) // 2
            lo, hi = (mid + 1, hi) if size(mid) < tokens else (lo, mid)
        return ends[lo] - first if size(lo) == tokens else None

    return before


def _bad_token(
    plain: str, start: int, err: RecordError, good: int, count: Callable[..., int | None]
) -> tuple[int, int] | None:
    """Where the first bad action stands: the occurrence of its token (named in parentheses at
    the end of the error's ``where``, or quoted in its ``why``) before which exactly the
    ``good`` actions read (as pyengine/app/pasted.py finds it in a plain record)."""
    m = re.search(r"\(([^()]*)\)\s*$", err.where) or re.search(r"'([^'\s]+)'", err.why)
    token = m.group(1) if m else ""
    if not token or token.endswith("…"):
        return None
    starts = [x.start() for x in re.finditer(r"(?<![^\s.:])" + re.escape(token) + r"(?!\S)", plain)][:30]
    for at in starts:
        if count(at) == good:
            return (start + at, start + at + len(token))
    return (start + starts[-1], start + starts[-1] + len(token)) if starts else None
