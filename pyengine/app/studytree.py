"""A game's study as a tree of :class:`~pyengine.contract.study.Line`s (issue 55): the game's own
line with comments after its turns and variations hanging off it, and the edits the page makes
to it (comment, add, delete, promote a variation), each returning a new tree. A place in the
tree is a *path*: the steps ``(j, i)`` from the game's line down, each the ``i``-th variation to
the turn that starts after the first ``j`` actions of the line above; ``()`` is the game's line.

The rule when the game's moves change under the study (:func:`follow`): what hangs on the moves
both have in common stays; a comment after a turn that was replaced, and a variation to a turn
after the first replaced one, go (undoing a turn keeps its comment while it can be redone).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pyengine.contract import Action, State, apply, replay_texts
from pyengine.contract.study import Line, clean_comment

__all__ = [
    "Path",
    "follow",
    "line_at",
    "offset",
    "prefix",
    "put",
    "with_comment",
    "with_comments",
    "ANALYSIS_TAG",
    "split_analysis",
    "with_analysis",
    "without_analysis",
    "with_variation",
    "without_variation",
    "promoted",
    "path_text",
    "path_of",
    "states_of",
    "writable",
    "to_data",
    "from_data",
]

Path = tuple[tuple[int, int], ...]

#: Where a comment's words are the analysis's (pyengine/app/analysing.py), they follow this tag
#: (a record writes it as it stands in every language, as PGN writes ``[%eval …]``): a record
#: read back tells them from the person's own words before it (:func:`split_analysis`).
ANALYSIS_TAG = "[%analysis]"


def _common(a: tuple[Action, ...] | list[Action], b: tuple[Action, ...] | list[Action]) -> int:
    n = 0
    while n < len(a) and n < len(b) and a[n] == b[n]:
        n += 1
    return n


def follow(line: Line, actions: list[Action] | tuple[Action, ...]) -> Line:
    """``line`` (the game's) following the game's new ``actions``: the comments and variations on
    the moves both share stay, the rest goes (the module's rule)."""
    actions = tuple(actions)
    if line.actions == actions:
        return line
    p = _common(line.actions, actions)
    return Line(
        actions,
        tuple((k, t) for k, t in line.comments if k <= p),
        tuple((j, v) for j, v in line.variations if j <= p),
    )


def line_at(root: Line, path: Path) -> Line:
    """The line at ``path``. :raises IndexError: where there is none."""
    line = root
    for j, i in path:
        line = line.variations_at(j)[i]
    return line


def offset(root: Line, path: Path) -> int:
    """Where the line at ``path`` starts, in actions from the game's start."""
    return sum(j for j, _ in path)


def prefix(root: Line, path: Path) -> tuple[Action, ...]:
    """The actions from the game's start to where the line at ``path`` starts."""
    out: tuple[Action, ...] = ()
    line = root
    for j, i in path:
        out += line.actions[:j]
        line = line.variations_at(j)[i]
    return out


def _slot(line: Line, j: int, i: int) -> int:
    """The index in ``line.variations`` of the ``i``-th variation at ``j``."""
    seen = -1
    for n, (at, _) in enumerate(line.variations):
        if at == j:
            seen += 1
            if seen == i:
                return n
    raise IndexError(f"no variation {i} at {j}")


def put(root: Line, path: Path, new: Line) -> Line:
    """``root`` with the line at ``path`` replaced by ``new``."""
    if not path:
        return new
    (j, i), rest = path[0], path[1:]
    n = _slot(root, j, i)
    changed = put(root.variations[n][1], rest, new)
    variations = root.variations[:n] + ((j, changed),) + root.variations[n + 1 :]
    return replace(root, variations=variations)


def with_comment(line: Line, k: int, text: str) -> Line:
    """``line`` with the comment after its first ``k`` actions set to ``text`` (none: removed)."""
    text = " ".join(text.replace("{", "(").replace("}", ")").split())  # a brace would end it in a record
    kept = tuple((at, t) for at, t in line.comments if at != k)
    added = ((k, text),) if text else ()
    return replace(line, comments=tuple(sorted(kept + added, key=lambda c: c[0])))


def with_variation(line: Line, j: int, variation: Line) -> tuple[Line, int]:
    """``line`` with ``variation`` added at ``j`` (after the others there), and its index there."""
    n = len(line.variations_at(j))
    at = max((k + 1 for k, (jj, _) in enumerate(line.variations) if jj <= j), default=0)
    variations = line.variations[:at] + ((j, variation),) + line.variations[at:]
    return replace(line, variations=variations), n


def without_variation(line: Line, j: int, i: int) -> Line:
    """``line`` without its ``i``-th variation at ``j``."""
    n = _slot(line, j, i)
    return replace(line, variations=line.variations[:n] + line.variations[n + 1 :])


def promoted(line: Line, j: int, i: int) -> Line:
    """``line`` with its ``i``-th variation at ``j`` as its own continuation from ``j``, and the
    continuation it replaces (with what hangs on it) as a variation there in its place."""
    chosen = line.variations_at(j)[i]
    tail = Line(
        line.actions[j:],
        tuple((k - j, t) for k, t in line.comments if k > j),
        tuple((jj - j, v) for jj, v in line.variations if jj > j),
    )
    before = [(jj, v) for jj, v in line.variations if jj < j]
    siblings = [v for v in line.variations_at(j)]
    siblings[i] = tail
    comments = dict((k, t) for k, t in line.comments if k <= j)
    for k, t in chosen.comments:
        comments[k + j] = (comments[k + j] + " " + t) if k + j in comments else t
    return Line(
        line.actions[:j] + chosen.actions,
        tuple(sorted(comments.items())),
        tuple(before)
        + tuple((j, v) for v in siblings if v.actions)
        + tuple((jj + j, v) for jj, v in chosen.variations),
    )


def writable(line: Line) -> Line:
    """``line`` as a record can write it: without the variations after its last turn (lines
    explored on from where the game stands replace no turn; the saved game keeps them)."""
    if not line.variations:
        return line
    return replace(
        line,
        variations=tuple((j, writable(v)) for j, v in line.variations if j < len(line.actions)),
    )


def with_comments(line: Line, added: tuple[tuple[int, str], ...]) -> Line:
    """``line`` with ``added`` comments on its own turns (``(k, text)``; k within the line), each
    after the comment already there unless that one says it already (a record read back and
    analysed again says each thing once)."""
    if not added:
        return line
    comments = dict(line.comments)
    for k, text in added:
        if 0 <= k <= len(line.actions) and text not in comments.get(k, ""):
            said = clean_comment(text)
            comments[k] = f"{comments[k]} {said}" if comments.get(k) else said
    return replace(line, comments=tuple(sorted(comments.items())))


def split_analysis(comment: str) -> tuple[str, str]:
    """A comment's own words and the analysis's (after :data:`ANALYSIS_TAG`, without it; ''
    where it has none): ``"Mine. [%analysis] ?? Blunder (−57)."`` → ``("Mine.", "?? Blunder (−57).")``."""
    at = comment.find(ANALYSIS_TAG)
    if at < 0:
        return comment, ""
    parts = comment[at:].split(ANALYSIS_TAG)
    return comment[:at].strip(), " ".join(p.strip() for p in parts if p.strip())


def with_analysis(own: str, words: str) -> str:
    """A comment of the person's ``own`` words and the analysis's ``words`` after the tag."""
    return " ".join(x for x in (own.strip(), f"{ANALYSIS_TAG} {words.strip()}" if words.strip() else "") if x)


def without_analysis(line: Line) -> Line:
    """``line`` with the analysis's words gone from its comments (the person's stay)."""
    comments = tuple((k, own) for k, own in ((k, split_analysis(t)[0]) for k, t in line.comments) if own)
    return line if comments == line.comments else replace(line, comments=comments)


def path_text(path: Path) -> str:
    """A path as the page names it: ``"j.i/j.i"`` ('' for the game's line)."""
    return "/".join(f"{j}.{i}" for j, i in path)


def path_of(text: str) -> Path:
    """The path a page's name stands for. :raises ValueError: for a malformed one."""
    if not text:
        return ()
    steps = []
    for part in text.split("/"):
        j, i = part.split(".")
        steps.append((int(j), int(i)))
    return tuple(steps)


def states_of(start: State, actions: tuple[Action, ...] | list[Action], info: Any) -> list[State]:
    """The states from ``start`` to after each of ``actions`` (legal ones)."""
    states = [start]
    for action in actions:
        states.append(apply(states[-1], action, info))
    return states


# -- the saved game's study data (pyengine/app/saved.py; a link never carries it)


def to_data(line: Line) -> dict[str, Any]:
    """The comments and variations of ``line`` as JSON data (the variations' moves as texts)."""
    out: dict[str, Any] = {}
    if line.comments:
        out["comments"] = [[k, t] for k, t in line.comments]
    if line.variations:
        out["variations"] = [
            [j, {"moves": [a.text for a in v.actions], **to_data(v)}] for j, v in line.variations
        ]
    return out


def from_data(data: dict[str, Any], states: list[State], actions: tuple[Action, ...], info: Any) -> Line:
    """The line of ``actions`` (``states``: from the start to after each) with the comments and
    variations of ``data`` (:func:`to_data`). :raises ValueError: where it does not replay."""
    comments = tuple((int(k), str(t)) for k, t in data.get("comments", ()) if 0 <= int(k) <= len(actions))
    variations = []
    for j, sub in data.get("variations", ()):
        j = int(j)
        if not 0 <= j <= len(actions):
            raise ValueError(f"a variation at {j} of {len(actions)} actions")
        moves, _ = replay_texts(states[j], [str(x) for x in sub.get("moves", ())], info)
        variations.append((j, from_data(sub, states_of(states[j], moves, info), tuple(moves), info)))
    return Line(actions, comments, tuple(variations))
