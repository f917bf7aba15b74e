"""The page protocol's answers applied: the one implementation, shared by the engine (CPython,
Pyodide: pyengine/app/protocol.py, which also encodes them) and the page's glue (MicroPython:
build.py ships this file as ``wire.py`` next to web/glue.py). boot.js walks a board's edits the
same way (``kabinett.applyEdits``); tests/protocol_cases.json holds the cases all of them pass.

An answer is ``{"kind": "view", "view": {...}}`` (the whole view) or ``{"kind": "delta", ...}``:
``drop`` (keys no longer in the view), ``set`` (keys with new values), ``lists`` (``key: [keep,
added]``), ``texts`` (``key: [head, tail, middle]``) and ``svg`` (``[start, end, text]`` edits of
the board's parts, :func:`cut`, or ``[at, head, tail, text]``: the inside of one part; boot.js's
first-turn book has only the first kind); see pyengine/app/protocol.py.

MicroPython-safe: no imports the glue's interpreter lacks, annotations never evaluated there.
"""

try:
    from typing import Any
except ImportError:  # MicroPython: no typing module; it does not evaluate annotations
    pass

#: The last drawing made and its parts (the next answer's edits start from them).
_LAST: list[Any] = [None, []]


def cut(svg: str) -> list[str]:
    """The drawing cut before every ``<``: an element's tag or a closing tag per part."""
    if _LAST[0] is svg:
        parts: list[str] = _LAST[1]
        return parts
    parts = svg.split("<")
    out = [parts[0]] if parts[0] else []
    for part in parts[1:]:
        out.append("<" + part)
    return out


def apply_edits(old: list[str], edits: list[list[Any]]) -> list[str]:
    """The parts of the drawing ``edits`` make of the parts ``old``: ``[start, end, text]``
    replaces the parts ``start:end`` by ``text``; ``[at, head, tail, text]`` changes the inside of
    the one part ``at``: its first ``head`` and last ``tail`` characters stay around ``text`` (a
    class or a title changed in a long tag). In order."""
    out: list[str] = []
    at = 0
    for edit in edits:
        if len(edit) == 4:
            part = old[edit[0]]
            out.extend(old[at : edit[0]])
            out.extend(cut(part[: edit[1]] + edit[3] + part[len(part) - edit[2] :]))
            at = edit[0] + 1
            continue
        start, end, text = edit
        out.extend(old[at:start])
        out.extend(cut(text))
        at = end
    out.extend(old[at:])
    return out


def apply(held: dict[str, Any] | None, answer: dict[str, Any]) -> dict[str, Any]:
    """The view a page holding ``held`` holds after ``answer``."""
    if answer["kind"] == "view":
        view: dict[str, Any] = answer["view"]
        return view
    if held is None:
        raise ValueError("a delta needs the view it changes")
    dropped = answer.get("drop", [])
    view = {}
    for key in held:
        if key not in dropped:
            view[key] = held[key]
    view.update(answer.get("set", {}))
    for key, change in answer.get("lists", {}).items():
        view[key] = view[key][: change[0]] + change[1]
    for key, change in answer.get("texts", {}).items():
        old = view[key]
        view[key] = old[: change[0]] + change[2] + old[len(old) - change[1] :]
    if "svg" in answer:
        parts = apply_edits(cut(view["svg"]), answer["svg"])
        view["svg"] = "".join(parts)
        _LAST[0], _LAST[1] = view["svg"], parts
    return view
