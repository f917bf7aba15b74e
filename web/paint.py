# Painting a view (MicroPython under PyScript, main thread): the board and its marks, the
# controls, the panels (panels.py, far.py), what a screen reader is told (voice.py), the link,
# the save; then the computer's turn is asked for when it is the computer's. It knows no game.
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

from panels import (
    LIVE,
    el,
    esc,
    label,
    paint_exports,
    paint_form,
    paint_prompt,
    paint_record,
    paint_result,
    paint_samples,
    paint_seats,
    paint_lesson,
    percent,
    seat_word,
    show,
    t,
)
import builder
import far
from graph import paint_analysis
from movelist import paint_behind, paint_history, paint_study
from page import K, ROOT, keep_board, post, save
from replay import paint_replay
from voice import announce


#: The view's marks and the class each sets (pyengine/kit/svg/drawing.py MARKS): the board's drawing carries
#: none of them.
MARKS = (("targets", "target"), ("selected", "selected"), ("last", "last"), ("hint", "hint"))


def mark(v):
    """Set the classes of the view's marks on the first element of the board with each named
    data-target (boot.js ``mark``, one call; pyengine/kit/svg/drawing.py mark does the same for build.py)."""
    marks = v.get("marks") or {}
    K.mark(json.dumps({cls: v["targets"] if key == "targets" else marks.get(key, []) for key, cls in MARKS}))


def paint(v):
    LIVE["view"] = v
    if "options" in v:
        LIVE["form"] = v
    board = el("board")
    if v["svg"] is not None:  # None: the pre-rendered board on screen is this very board
        board.innerHTML = v["svg"]
    board.setAttribute("data-game", v["game"])
    ROOT.classList.remove("other-board")  # (web/boot.js: the engine's board is this address's)
    mark(v)
    for target in v["decisive"]:  # what decided the game: a Y or cross, a mated king, a goal reached
        for node in board.querySelectorAll('[data-target="%s"]' % target.replace('"', "")):
            node.classList.add("decisive")
    el("title").textContent = v["title"]
    document.title = "Kabinett — " + v["title"]
    status = status_line(v)
    el("status").textContent = status
    # (in a lesson its box says what a click did, beside the task: web/panels.py paint_lesson)
    el("message").textContent = "" if v.get("lesson") else v.get("message", "")
    notice = v.get("notice", "")
    if el("link-notice-text").textContent != notice:
        el("link-notice-text").textContent = notice
    show("link-notice", bool(notice))
    aside = v.get("aside", "")
    if el("aside-text").textContent != aside:
        el("aside-text").textContent = aside
    show("aside-box", bool(aside))
    el("undo").disabled = not v["can_undo"]
    el("redo").disabled = not v["can_redo"]
    el("resign").disabled = not v["can_resign"]
    humans = len([s for s in v["seats"] if s == "human"])
    human = (
        not v["over"]
        and v["to_move"] is not None
        and v["to_move"] >= 0
        and v["seats"][v["to_move"]] == "human"
    )
    el("hint").disabled = not human
    # Controls that do nothing in this game or with these seats are not shown.
    show("hint", humans > 0)
    show("resign", humans > 0)
    show("flip", "flip" in v["flags"])
    show("offer-draw", humans > 0)
    el("offer-draw").disabled = not v["can_offer_draw"]
    paint_prompt(v)
    show("move-box", humans > 0 and v.get("prompt") is None)
    if LIVE.get("typed") is not None:  # the answer to a typed move: a refused text stays
        if not v.get("message"):
            el("move-input").value = ""
        LIVE["typed"] = None
    show("ai-watch", humans == 0)
    show("auto-roll-box", v["person_rolls"] and humans > 0)
    el("auto-roll").checked = v["auto_roll"]
    el("auto-forced").checked = v["auto_forced"]
    el("step").disabled = not (LIVE["paused"] and v["ai_to_move"])
    el("thinking").hidden = not v["thinking"]
    if v["thinking"]:
        el("thinking").value = 0
    paint_overlay(v)
    # Targets the board does not draw (pass, swap, done, ...) become buttons.
    el("buttons").innerHTML = "".join(
        '<button type="button" data-target="%s">%s</button>' % (esc(x), esc(label(x, v)))
        for x in v["targets"]
        if not board.querySelector('[data-target="%s"]' % x.replace('"', ""))
    )
    paint_result(v)
    paint_lesson(v)
    far.paint_far(v)
    paint_behind(v)
    paint_seats(v)
    paint_history(v)
    paint_analysis(v)
    paint_study(v)
    announce(v, None if thinks(v) else status)
    paint_record(v)
    if v.get("exports") is not None:
        paint_exports(v["exports"])
    base = window.location.origin + window.location.pathname
    link = base + "?" + v["query"]
    el("share-link").value = link
    builder.painted(v)  # the embed builder's snippet follows the game (web/builder.py)
    if "options" in v:
        paint_form(v)
        paint_samples(v)
        el("rules").innerHTML = v["rules_html"]
    elif LIVE.get("form_seats") != v["seats"]:
        # the seats changed in the game (its seat panel): "New game" offers the same seats
        for i, seat in enumerate(v["seats"]):
            node = el("seat-%d" % i)
            if node and seat != "far":
                node.value = seat
    LIVE["form_seats"] = v["seats"]
    if v.get("fix_url"):
        # A new game, an import or a corrected link gets its own address: a reload reopens it.
        embed = "&embed=1" if ROOT.classList.contains("embed") else ""
        window.history.replaceState(None, "", "?" + v["fix_url"] + embed + (K.langParam or ""))
    far.store(v, save)
    # (a lesson or a replay is never stored: the game in progress stays as it was)
    kept = v.get("lesson") is None and v.get("replay") is None
    if v.get("far") is None and kept and LIVE.get("stored") != v["saved"]:
        # The board as drawn, for boot.js to show at once when the page reopens this game (its
        # save needs the engine, ~1.4 s even from the cache); written first, so that it never
        # stands for an older game than the save.
        if not exploring(v):  # (a line explored is not the game's board)
            keep_board("kabinett:board:" + v["game"], el("board").innerHTML)
            # its first clicks, for boot.js to answer on a reload (none: the engine answers then)
            keep_board("kabinett:clicks:" + v["game"], json.dumps(v["reopen"]) if v["reopen"] else "")
        save("kabinett:" + v["game"], v["saved"])
        LIVE["stored"] = v["saved"]
    ROOT.classList.remove("busy")
    ROOT.setAttribute("data-engine", "ready")
    ROOT.setAttribute("data-over", "1" if v["over"] else "0")
    paint_replay(v)
    schedule_ai(v)


def status_line(v):
    lesson = v.get("lesson")
    if lesson and not lesson["play"]:  # a lesson's task (its box says what the last turn did)
        if lesson["verdict"] == "solved":
            return t("Solved: go on to the next lesson.")
        if lesson["verdict"] == "missed":
            return t("Not yet: press Try again.")
        if (v.get("turn_progress") or [0])[0]:  # the turn under way: what its next step is
            return v["status"]
        return t("Your turn: %s") % lesson["title"]
    if exploring(v):  # every side is the person's in a line explored
        return t("Exploring:") + " " + v["status"]
    if v["over"]:
        return t("Game over.") + " " + v["result"]
    seat = v["to_move"]
    if seat is not None and seat >= 0 and v["seats"][seat] == "far":
        return t("Waiting for %s (far away: the next link brings the move).") % v["seat_names"][seat]
    if computers_turn(v):
        level = seat_word(v["seats"][seat])
        if LIVE["paused"]:
            return t("%s (%s) is paused.") % (v["seat_names"][seat], level)
        return t("%s (%s) is thinking…") % (v["seat_names"][seat], level)
    return v["status"]


def computers_turn(v):
    """The computer is to play here, in a game not over (not in a lesson's task, nor looking back)."""
    lesson = v.get("lesson")
    seat = v["to_move"]
    if (lesson and not lesson["play"]) or exploring(v) or v["over"] or seat is None or seat < 0:
        return False
    return v["seats"][seat] not in ("human", "far") and not v["behind"]


def thinks(v):
    """The status line says only that the computer thinks (its move is said with the status after it)."""
    return computers_turn(v) and not LIVE["paused"]


def exploring(v):
    """The person explores a line beside the game (issue 55)."""
    return bool((v.get("study") or {}).get("exploring"))


def paint_overlay(v):
    """Tint every target by the share of the AI's visits (the "AI distribution")."""
    if not el("overlay").checked:
        return
    board = el("board")
    top = max([v["shares"][x] for x in v["shares"]] + [0.0001])
    for target in v["shares"]:
        node = board.querySelector('[data-target="%s"]' % target.replace('"', ""))
        if node:
            node.setAttribute("data-share", "1")
            node.setAttribute("style", "--share: %.3f" % (0.08 + 0.8 * v["shares"][target] / top))
            said = t("%s of the computer's search") % percent(v["shares"][target])
            node.setAttribute("aria-description", said)


def schedule_ai(v):
    if v["thinking"]:
        if not LIVE["loop"]:
            LIVE["loop"] = True
            post("think")  # a search has started: advance it slice by slice
        return
    LIVE["loop"] = False
    if v["ai_to_move"] and not v["over"] and not LIVE["ai"] and not LIVE["paused"]:
        LIVE["ai"] = True
        window.setTimeout(
            create_proxy(run_ai), int(el("pace").value) if el("pace") and humans_none(v) else 250
        )


def humans_none(v):
    return len([s for s in v["seats"] if s == "human"]) == 0


def run_ai(*args):
    LIVE["ai"] = False
    v = LIVE["view"]
    if v and v["ai_to_move"] and not v["over"] and not LIVE["paused"]:
        post("ai")
