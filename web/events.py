# The page's events (MicroPython under PyScript, main thread): clicks on the board and its
# buttons, drags, the move box, the panels' controls and keys become the worker's commands.
from pyscript import document
from pyscript.ffi import create_proxy

from panels import LIVE, el, learned, t
import far
from page import ROOT, live, post, save
from paint import schedule_ai, status_line


def on_move_box(event):
    event.preventDefault()
    if not live():
        el("message").textContent = t("The engine is still loading: type your move again in a moment.")
        return
    text = el("move-input").value
    if text.strip():
        LIVE["typed"] = text
        post("move", text=text)


def on_prompt(event):
    event.preventDefault()
    if not live():
        el("message").textContent = "The engine is still loading: your number can be played in a moment."
        return
    text = el("prompt-input").value
    if text.strip():
        post("type", text=text)
        el("prompt-input").select()


def on_samples(event):
    node = event.target.closest("[data-sample]")
    if node:
        post("sample", index=int(node.getAttribute("data-sample")), erratum=node.hasAttribute("data-erratum"))


def on_board(event):
    if not live():
        return
    node = event.target.closest("[data-target]")
    if node:
        post("click", target=node.getAttribute("data-target"))


# Drag and drop: pressing on one target and releasing on another is the two clicks (the
# click event itself then lands on no target). Works for every game; chess uses it most.
# A mouse or a pen only: a finger moving on the board scrolls the page (kabinett.css), and
# a finger plays by taps.
drag = {"from": ""}


def on_down(event):
    drag["from"] = ""
    if not live() or event.pointerType == "touch":
        return
    node = event.target.closest("[data-target]")
    drag["from"] = node.getAttribute("data-target") if node else ""


def on_up(event):
    start, drag["from"] = drag["from"], ""
    under = document.elementFromPoint(event.clientX, event.clientY)
    node = under.closest("[data-target]") if under else None
    end = node.getAttribute("data-target") if node else ""
    if start and end and end != start:
        post("click", target=start)
        post("click", target=end)


def on_buttons(event):
    if not live():  # boot.js answers them until the engine's first view
        return
    node = event.target.closest("[data-target]")
    if node:
        post("click", target=node.getAttribute("data-target"))


def on_history(event):
    if not live():
        return
    node = event.target.closest("[data-goto]")
    if not node:
        return
    line = node.getAttribute("data-line")  # a variation's turn: explored there (issue 55)
    exploring = (LIVE["view"].get("study") or {}).get("exploring")
    if line is not None or exploring:
        post("explore_goto", line=line or "", index=int(node.getAttribute("data-goto")))
    else:
        post("goto", index=int(node.getAttribute("data-goto")))


def on_comment(event):
    """Save the comment on the turn at the cursor (Enter or Save; empty: none)."""
    event.preventDefault()
    if live():
        post("comment", text=el("comment-input").value)


def on_new(event):
    form = LIVE["form"]
    if not form:
        return
    options = {}
    for o in form["options"]:
        options[o["key"]] = el("opt-" + o["key"]).value
    seats = [el("seat-%d" % i).value for i in range(len(form["seat_names"]))]
    LIVE["record_dirty"] = False
    post("new", game=form["game"], options=options, seats=seats)
    el("new-game").open = False
    # On a phone the panel is far below the board: the new game (and the note that the old one
    # was put aside) would start out of sight (a walk saw only the bottom controls).
    if el("board").getBoundingClientRect().bottom < 0:
        el("board").scrollIntoView()


def on_seats(event):
    seats = [node.value for node in el("seats-line").querySelectorAll("select")]
    level = event.target.value
    if level != "human":
        save("kabinett:level", level)  # the catalogue's "Play the computer" uses it next time
    post("seats", seats=seats)


def on_aside_back(event):
    LIVE["record_dirty"] = False
    post("aside_back")


def on_rematch(event):
    LIVE["record_dirty"] = False
    post("rematch")


def on_result_new(event):
    box = el("new-game")
    box.open = True
    box.scrollIntoView()


def lesson_at(step):
    """The lesson shown, moved on by ``step`` (0: again)."""
    lesson = LIVE["view"]["lesson"]
    post("learn", game=lesson["game"], lesson=lesson["index"] + step)


def on_learn(event):
    """Learn the game shown: its first lesson not yet done on this device."""
    v = LIVE["view"]
    post("learn", game=v["game"], done=learned(v["game"]))


def on_lesson_list(event):
    node = event.target.closest("[data-lesson]")
    if node:
        post("learn", game=LIVE["view"]["lesson"]["game"], lesson=int(node.getAttribute("data-lesson")))


def on_lesson_play(event):
    """After the last lesson: a whole game against the easy computer."""
    v = LIVE["view"]
    post("new", game=v["game"], seats=["human"] + ["easy"] * (len(v["seats"]) - 1))


def on_record_input(event):
    LIVE["record_dirty"] = len(el("record").value.strip()) > 0


def on_import(event):
    LIVE["record_dirty"] = False
    LIVE["imported"] = True  # (its answer opens the analysis the record brought: web/graph.py)
    post("import", text=el("record").value)


def on_record_box(event):
    # Views carry the record (and exports) only while the panel is open: writing it replays the game.
    post("settings", record=bool(el("record-box").open))


def on_to_end(event):
    v = LIVE["view"]
    if v:
        post("goto", index=v["actions"])


def on_pause(event):
    LIVE["paused"] = not LIVE["paused"]
    el("pause").textContent = "Resume" if LIVE["paused"] else "Pause"
    v = LIVE["view"]
    if v:
        el("step").disabled = not (LIVE["paused"] and v["ai_to_move"])
        el("status").textContent = status_line(v)
        if not LIVE["paused"]:
            schedule_ai(v)


def on_overlay(event):
    v = LIVE["view"]
    if v:
        post("view")


def on_key(event):
    if event.target.tagName in ("TEXTAREA", "INPUT", "SELECT"):
        return
    if ROOT.classList.contains("replay"):  # a replay's keys step by turns (web/replay.py)
        return
    v = LIVE["view"]
    if not v:
        return
    if event.key == "h" and not el("hint").disabled and not el("hint").hidden:
        post("hint")
    elif event.key == "u" and v["can_undo"]:
        post("undo")
    elif event.key == "r" and v["can_redo"]:
        post("redo")
    elif event.key == "f" and "flip" in v["flags"]:
        post("flip")
    elif event.key == "d":
        node = el("board").querySelector(".die-face.target[data-target]")  # the die, where a human rolls
        if node:
            post("click", target=node.getAttribute("data-target"))
    if event.key == "Home" and v["cursor"] > 0:
        post("goto", index=0)
    elif event.key == "End" and v["cursor"] < v["actions"]:
        post("goto", index=v["actions"])
    elif event.key == "ArrowLeft" and v["cursor"] > 0:
        post("goto", index=v["cursor"] - 1)
    elif event.key == "ArrowRight" and v["can_redo"]:
        post("goto", index=v["cursor"] + 1)


def on_resign(event):
    """Ask first: the dialog's own Resign is elsewhere on the screen and Keep playing has the
    focus, so a misclick or a stray Enter cannot end the game."""
    side = LIVE["view"].get("resigns_as", "")
    el("resign-ask-text").textContent = t("You give up the game as %s.") % side if side else ""
    el("resign-ask").returnValue = ""
    el("resign-ask").showModal()
    el("resign-keep").focus()  # (no autofocus attribute: Chromium blocks it in a cross-origin frame, loudly)


def on_resign_answer(event):
    if el("resign-ask").returnValue == "resign":
        post("resign")


def listen(name, kind, fn):
    el(name).addEventListener(kind, create_proxy(fn))


def listen_all():
    """Every event of the page, listened to once (the glue calls it when it is loaded)."""
    listen("board", "click", on_board)
    listen("board", "pointerdown", on_down)
    listen("board", "pointerup", on_up)
    listen("buttons", "click", on_buttons)
    listen("history", "click", on_history)
    listen("study-extra", "click", on_history)
    listen("explore", "click", lambda e: post("explore"))
    listen("explore-back", "click", lambda e: post("explore_back"))
    listen("explore-delete", "click", lambda e: post("explore_delete"))
    listen("explore-promote", "click", lambda e: post("explore_promote"))  # (refused: the message says why)
    listen("comment-box", "submit", on_comment)
    listen("undo", "click", lambda e: post("undo"))
    listen("redo", "click", lambda e: post("redo"))
    listen("resign", "click", on_resign)
    listen("resign-ask", "close", on_resign_answer)
    listen("offer-draw", "click", lambda e: post("offer_draw"))
    listen("link-notice-ok", "click", lambda e: post("dismiss"))
    listen("aside-back", "click", on_aside_back)
    listen("aside-drop", "click", lambda e: post("aside_drop"))
    listen("prompt", "submit", on_prompt)
    listen("move-box", "submit", on_move_box)
    listen("samples", "click", on_samples)
    listen("import", "click", on_import)
    listen("record", "input", on_record_input)
    listen("record-box", "toggle", on_record_box)
    listen("new-start", "click", on_new)
    listen("seats-line", "change", on_seats)
    listen("rematch", "click", on_rematch)
    listen("result-new", "click", on_result_new)
    listen("continue", "click", lambda e: post("continue"))
    listen("to-end", "click", on_to_end)
    listen("hint", "click", lambda e: post("hint"))
    listen("learn", "click", on_learn)
    listen("lesson-hint", "click", lambda e: post("hint"))
    listen("lesson-retry", "click", lambda e: lesson_at(0))
    listen("lesson-next", "click", lambda e: lesson_at(1))
    listen("lesson-list", "click", on_lesson_list)
    listen("lesson-play", "click", on_lesson_play)
    listen("flip", "click", lambda e: post("flip"))
    listen("pause", "click", on_pause)
    listen("step", "click", lambda e: post("ai"))
    listen("overlay", "change", on_overlay)
    listen("auto-roll", "change", lambda e: post("settings", auto_roll=bool(el("auto-roll").checked)))
    listen("auto-forced", "change", lambda e: post("settings", auto_forced=bool(el("auto-forced").checked)))
    document.addEventListener("keydown", create_proxy(on_key))
    far.wire(post)
