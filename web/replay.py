# A replay embed's controls (issue 56; the engine's pyengine/app/replaying.py), MicroPython under
# PyScript: first / previous / next / last by turns, autoplay, the slider over the game's turn
# ends, "Play from here", the keys, what a screen reader hears. Every step is the engine's
# "goto". The controls clicked before the engine was up (boot.js keeps them in
# kabinett.replayPending) are played once its first view is painted.
from pyscript import document, window
from pyscript.ffi import create_proxy

from panels import LIVE, el, t
from page import K, ROOT, live, post

#: Autoplay's pace: about a turn a second.
PACE_MS = 1000

STATE = {"playing": False, "timer": None, "painted": False, "said": None}


def replaying():
    return ROOT.classList.contains("replay")


def turn_ends(v):
    """Where each of the game's turns ends (0: the start), from its move list's entries."""
    ends = [0]
    for row in v["moves"]:
        for e in row["entries"]:
            if e["goto"] > ends[-1]:
                ends.append(e["goto"])
    return ends


def turn_of(ends, cursor):
    """The turn shown: the last turn ending at or before the cursor."""
    k = 0
    for i, end in enumerate(ends):
        if end <= cursor:
            k = i
    return k


def target(step, ends, cursor):
    """Where ``step`` (a control's data-replay) goes from ``cursor``."""
    if step == "first":
        return 0
    if step == "last":
        return ends[-1]
    if step == "next":
        later = [e for e in ends if e > cursor]
        return later[0] if later else cursor
    if step == "prev":
        earlier = [e for e in ends if e < cursor]
        return earlier[-1] if earlier else 0
    return cursor


def go(index):
    v = LIVE["view"]
    if (v.get("study") or {}).get("exploring"):  # a variation looked at: back to the game first
        post("explore_back")
    elif index == v["cursor"]:
        return
    post("goto", index=index)


def step(name):
    v = LIVE["view"]
    if not v or not live():
        return
    if name == "play":
        toggle()
        return
    stop()
    go(target(name, turn_ends(v), v["cursor"]))


def toggle():
    if STATE["playing"]:
        stop()
        return
    v = LIVE["view"]
    ends = turn_ends(v)
    STATE["playing"] = True
    paint_play()
    if v["cursor"] >= ends[-1]:  # at the end: from the start again
        go(0)
    else:
        tick()


def tick(*args):
    STATE["timer"] = None
    v = LIVE["view"]
    if not STATE["playing"] or not v:
        return
    ends = turn_ends(v)
    if v["cursor"] >= ends[-1]:
        stop()
        return
    go(target("next", ends, v["cursor"]))


def stop():
    if STATE["timer"] is not None:
        window.clearTimeout(STATE["timer"])
        STATE["timer"] = None
    if STATE["playing"]:
        STATE["playing"] = False
        paint_play()


def paint_play():
    button = document.querySelector('[data-replay="play"]')
    playing = STATE["playing"]
    button.setAttribute("aria-pressed", "true" if playing else "false")
    button.setAttribute("aria-label", t("Pause") if playing else t("Autoplay"))
    button.firstElementChild.textContent = "❚❚" if playing else "▶"


def paint_replay(v):
    """After every paint (web/paint.py): the controls, the slider, the link, what is said; the
    next autoplay step; the controls clicked before the engine was up."""
    r = v.get("replay")
    if r is None:
        return
    ends = turn_ends(v)
    cursor = v["cursor"]
    k, n = turn_of(ends, cursor), len(ends) - 1
    said = t("Turn %(k)d of %(n)d") % {"k": k, "n": n}
    slider = el("replay-slider")
    slider.max = str(n)
    slider.value = str(k)
    slider.setAttribute("aria-valuetext", said)
    for name, off in (("first", cursor <= 0), ("prev", cursor <= 0), ("next", cursor >= ends[-1])):
        document.querySelector('[data-replay="%s"]' % name).disabled = off
    document.querySelector('[data-replay="last"]').disabled = cursor >= ends[-1]
    el("replay-here").href = "play.html?" + r["here"] + (K.langParam or "")
    el("replay-comment").textContent = comment_at(v, cursor)
    el("status").textContent = said + " · " + el("status").textContent
    where = (v["game"], cursor)
    if STATE["said"] is not None and STATE["said"] != where:  # the position the reader moved to
        el("announce").textContent = said + ". " + words_at(v, cursor)
    STATE["said"] = where
    if not STATE["painted"]:
        STATE["painted"] = True
        pending = K.replayPending
        if pending and pending.length:  # (clicked before the engine was up: their sum, at once)
            names = [pending[i] for i in range(pending.length)]
            pending.length = 0
            at = cursor
            for name in names:
                if name == "play":
                    STATE["playing"] = not STATE["playing"]
                else:
                    STATE["playing"] = False
                    at = target(name, ends, at)
            paint_play()
            if at != cursor:
                go(at)
                return
    if STATE["playing"]:
        if cursor >= ends[-1]:
            stop()
        elif STATE["timer"] is None:
            STATE["timer"] = window.setTimeout(create_proxy(tick), PACE_MS)


def comment_at(v, cursor):
    """The comment on the turn that ends at the cursor (at the start: the record's first words)."""
    if cursor == 0:
        return (v.get("study") or {}).get("lead") or ""
    for row in v["moves"]:
        for e in row["entries"]:
            if e["goto"] == cursor:
                return e.get("comment") or ""
    return ""


def words_at(v, cursor):
    """The turn that ends at the cursor, as the move list names it (its seat and its text)."""
    names = v["seat_names"]
    for row in v["moves"]:
        for e in row["entries"]:
            if e["goto"] == cursor:
                seat = e["seat"]
                who = (names[seat] + ": ") if 0 <= seat < len(names) else ""  # (chance: its outcome)
                return "%s%s. %s" % (who, e["text"], v["status"])
    return v["status"]


def on_bar(event):
    node = event.target.closest("[data-replay]")
    if node and not node.disabled:
        step(node.getAttribute("data-replay"))


def on_slider(event):
    v = LIVE["view"]
    if not v or not live():
        return
    stop()
    ends = turn_ends(v)
    k = max(0, min(int(el("replay-slider").value), len(ends) - 1))
    go(ends[k])


KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}


def on_key(event):
    """←/→ by turns, Home/End, space to play or pause (the play page's keys: web/events.py,
    which leaves a replay to this)."""
    if not replaying() or event.target.tagName in ("TEXTAREA", "INPUT", "SELECT"):
        return
    if event.ctrlKey or event.metaKey or event.altKey:
        return
    name = KEYS.get(event.key)
    if event.key == " " and event.target.tagName not in ("BUTTON", "A", "SUMMARY"):
        name = "play"
    if name:
        event.preventDefault()
        step(name)


def listen():
    """The controls and keys, listened to once (the glue calls it when it is loaded)."""
    el("replay-bar").addEventListener("click", create_proxy(on_bar))
    el("replay-slider").addEventListener("input", create_proxy(on_slider))
    document.addEventListener("keydown", create_proxy(on_key))
