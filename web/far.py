# Games played by link with a friend far away (pyengine/app/far.py; MicroPython under PyScript,
# main thread; web/glue.py imports it): the box that says whose move it is and gives the link to
# send, the copies kept in local storage (one per game, read by the catalogue's list), another
# tab's changes passed on to the engine. Like the glue, it knows no game.
import json

from pyscript import window
from pyscript.ffi import create_proxy

from panels import LIVE, el, esc, show, t

PREFIX = "kabinett:far:"


# -- a game by link (pyengine/app/far.py) -------------------------------------------------


def paint_far(v):
    """The box of a game played by link: whose move, the link to send, a takeback asked or to
    answer; and the seats a person may choose when making one."""
    far = v.get("far")
    show("far", far is not None)
    seat_pick = el("far-seat")
    names = v["seat_names"]
    if seat_pick.getAttribute("data-names") != "|".join(names):
        chosen = seat_pick.value  # (boot.js offered the book's sides: a choice made stays)
        seat_pick.innerHTML = "".join(
            '<option value="%d">%s</option>' % (i, esc(n)) for i, n in enumerate(names)
        )
        seat_pick.setAttribute("data-names", "|".join(names))
        if chosen and int(chosen) < len(names):
            seat_pick.value = chosen
    if far is None:
        return
    sides = t(" and ").join(far["sides"])
    status = far["status"]
    if status == "your move":
        line = t("Your move (you play %s).") % sides
    elif status == "game over":
        line = t("The game is over.")
        if far["unsent"]:
            line += " " + t("Send the last link so that everybody sees the result.")
    elif status.startswith("waiting for "):  # (one sentence: "…und wartest auf Schwarz")
        line = t("You play %s; waiting for %s.") % (sides, status[len("waiting for ") :])
    else:
        line = t("You play %s; %s.") % (sides, far_said(status))
    if far["sends"] == "ask":
        line += " " + t("Send this link: it asks your friend to take back your last move.")
    elif far["sends"] == "accept":
        line += " " + t("Send this link: it tells your friend the takeback is accepted.")
    elif far["unsent"] and status != "game over":
        line += " " + t("Send this link: until you do, you may still undo.")
    el("far-status").textContent = line
    el("far-note").textContent = far["note"]
    # Only a whole turn makes a link to send (half of one would leave the friend waiting).
    show("far-send", far["ready"])
    show("far-wait", not far["ready"])
    el("far-link").value = base_url() + "?" + far["send"] if far["ready"] else ""
    show("far-asked", far["asked_of_me"])
    if far["asked_of_me"]:
        # (the whole turn, as the move list writes it: "turn 3, English: N1-N2")
        el("far-asked-text").textContent = t("Your friend asks to take back %s.") % far["takeback_move"]
    show("far-ask", far["can_ask"] and not far["asked"])


def far_said(status):
    """The engine's word for whom the game waits, in the page's language."""
    if status.startswith("waiting for "):
        return t("waiting for %s") % status[len("waiting for ") :]
    return t("chance decides") if status == "chance decides" else status


def base_url():
    return window.location.origin + window.location.pathname


def store(v, save):
    """Keep the game's copy (and the catalogue's line about it) when it changed."""
    far = v.get("far")
    if far is None:
        return
    updated = far["summary"]["updated"]
    text = json.dumps({"copy": far["copy"], "summary": far["summary"], "updated": updated})
    if LIVE.get("far_stored") != far["copy"] + json.dumps(far["summary"]):
        # Another tab of this game may have stored a newer copy since this one's view was
        # asked for: it is not written over (its storage event brings it here).
        if stored_time(PREFIX + far["id"]) <= updated:
            save(PREFIX + far["id"], text)
        LIVE["far_stored"] = far["copy"] + json.dumps(far["summary"])


def stored_time(key):
    """When the copy stored under ``key`` last changed (0: none)."""
    try:
        text = window.localStorage.getItem(key)
        return float(json.loads(text)["updated"]) if text else 0
    except Exception:
        return 0


def copies():
    """Every game's copy in local storage, by id (the engine compares a link with its game's)."""
    out = {}
    try:
        storage = window.localStorage
        for i in range(storage.length):
            key = storage.key(i)
            if key and key.startswith(PREFIX):
                try:
                    out[key[len(PREFIX) :]] = json.loads(storage.getItem(key))["copy"]
                except Exception:
                    pass
    except Exception:
        pass
    return out


def wire(post):
    """The box's buttons, and another tab's moves."""

    def listen(name, fn):
        el(name).addEventListener("click", create_proxy(fn))

    def on_make(event):
        if window.document.documentElement.getAttribute("data-engine") != "ready":
            return  # boot.js keeps the click until the engine is up (make_early)
        if not el("far-seat").value:
            return
        form = LIVE["form"]  # the options as the "New game" form has them now
        options = {}
        for o in (form or {}).get("options", []):
            node = el("opt-" + o["key"])
            if node:
                options[o["key"]] = node.value
        post("far_new", seat=int(el("far-seat").value), options=options)
        el("far-new").open = False

    listen("far-make", on_make)
    listen("far-copy", lambda e: post("far_sent"))  # access.js copies it (data-copy)
    listen("far-share", lambda e: post("far_sent"))  # access.js opens the share sheet
    listen("far-ask", lambda e: post("far_takeback", answer="ask"))
    listen("far-accept", lambda e: post("far_takeback", answer="accept"))
    listen("far-decline", lambda e: post("far_takeback", answer="decline"))

    def on_storage(key):
        v = LIVE["view"]
        if v and v.get("far") and key == PREFIX + v["far"]["id"]:
            post("far_store", store=copies())

    window.kabinett.onFarStorage = create_proxy(on_storage)  # boot.js listens (window's own events)


def make_early(post):
    """The game by link asked for before the engine was up (boot.js kept the side chosen in
    its "Make the game" click): made now, with the options the engine opened (whose sides the
    book offered)."""
    seat = int(window.kabinett.farMake)
    if seat < 0:
        return
    window.kabinett.farMake = -1
    post("far_new", seat=seat)
    el("far-new-note").textContent = ""
    el("far-new").open = False
