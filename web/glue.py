# Kabinett's page glue (MicroPython under PyScript, main thread).
# It knows no game: it forwards clicks and buttons to the engine worker as small JSON
# commands and paints the view the worker answers (SVG, status, history, targets).
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

from panels import (
    LIVE,
    announce,
    el,
    esc,
    label,
    paint_behind,
    paint_exports,
    paint_form,
    paint_history,
    paint_prompt,
    paint_record,
    paint_result,
    paint_samples,
    paint_seats,
    seat_word,
    show,
    t,
)
import far
import wire  # the page protocol's answers applied (pyengine/app/wire.py, the engine's own)

K = window.kabinett
ROOT = document.documentElement
MEMORY = {}  # storage when the browser denies it (cross-site iframe)
# view: the last view; form: the last view with options and levels (init, new, rematch, import)


def post(cmd, **fields):
    fields["cmd"] = cmd
    ROOT.classList.add("busy")
    K.worker.postMessage(json.dumps(fields))


def save(key, value):
    if K.storage:
        try:
            window.localStorage.setItem(key, value)
            return
        except Exception:
            pass
    MEMORY[key] = value


def keep_board(key, html):
    """The board for boot.js to show on a reload; none rather than an older one (a full storage)."""
    if not K.storage:
        return
    try:
        window.localStorage.setItem(key, html)
    except Exception:
        try:
            window.localStorage.removeItem(key)
        except Exception:
            pass


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
    mark(v)
    for target in v["decisive"]:  # what decided the game: a Y or cross, a mated king, a goal reached
        for node in board.querySelectorAll('[data-target="%s"]' % target.replace('"', "")):
            node.classList.add("decisive")
    el("title").textContent = v["title"]
    document.title = "Kabinett — " + v["title"]
    el("status").textContent = status_line(v)
    el("message").textContent = v.get("message", "")
    notice = v.get("notice", "")
    if el("link-notice-text").textContent != notice:
        el("link-notice-text").textContent = notice
    show("link-notice", bool(notice))
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
    far.paint_far(v)
    paint_behind(v)
    paint_seats(v)
    paint_history(v)
    announce(v)
    paint_record(v)
    if v.get("exports") is not None:
        paint_exports(v["exports"])
    base = window.location.origin + window.location.pathname
    link = base + "?" + v["query"]
    el("share-link").value = link
    el("embed-snippet").value = (
        '<iframe src="%s" title="Kabinett: %s" width="720" height="%d" style="border:0;max-width:100%%" '
        'loading="lazy"></iframe>'
        % (
            esc(link + "&embed=1" + ("&lang=" + K.lang if K.lang != "en" else "")),
            esc(v["title"]),
            embed_height(),
        )
    )
    if "options" in v:
        paint_form(v)
        paint_samples(v)
        el("rules").innerHTML = v["rules_html"]
    if v.get("fix_url"):
        # A new game, an import or a corrected link gets its own address: a reload reopens it.
        embed = "&embed=1" if ROOT.classList.contains("embed") else ""
        window.history.replaceState(None, "", "?" + v["fix_url"] + embed + (K.langParam or ""))
    far.store(v, save)
    if v.get("far") is None and LIVE.get("stored") != v["saved"]:  # when the match changed
        # The board as drawn, for boot.js to show at once when the page reopens this game (its
        # save needs the engine, ~1.4 s even from the cache); written first, so that it never
        # stands for an older game than the save.
        keep_board("kabinett:board:" + v["game"], el("board").innerHTML)
        # its first clicks, for boot.js to answer on a reload (none: the engine answers then)
        keep_board("kabinett:clicks:" + v["game"], json.dumps(v["reopen"]) if v["reopen"] else "")
        save("kabinett:" + v["game"], v["saved"])
        LIVE["stored"] = v["saved"]
    ROOT.classList.remove("busy")
    ROOT.setAttribute("data-engine", "ready")
    ROOT.setAttribute("data-over", "1" if v["over"] else "0")
    schedule_ai(v)


def embed_height():
    """The snippet's height: the board's proportions in the frame's board column, plus room."""
    svg = el("board").querySelector("svg")
    box = svg.getAttribute("viewBox") if svg else ""
    parts = [float(x) for x in box.split()] if box else []
    if len(parts) == 4 and parts[2] > 0:
        return max(560, min(900, int(440 * parts[3] / parts[2]) + 60))
    return 640


def status_line(v):
    if v["over"]:
        return t("Game over.") + " " + v["result"]
    seat = v["to_move"]
    if seat is not None and seat >= 0 and v["seats"][seat] == "far":
        return t("Waiting for %s (far away: the next link brings the move).") % v["seat_names"][seat]
    if seat is not None and seat >= 0 and v["seats"][seat] != "human" and not v["behind"]:
        level = seat_word(v["seats"][seat])
        if LIVE["paused"]:
            return t("%s (%s) is paused.") % (v["seat_names"][seat], level)
        return t("%s (%s) is thinking…") % (v["seat_names"][seat], level)
    return v["status"]


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
            node.setAttribute("aria-description", "AI visits %d%%" % round(100 * v["shares"][target]))


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


def on_progress(msg):
    ROOT.classList.remove("busy")
    bar = el("thinking")
    bar.hidden = False
    v = LIVE["view"]
    done, most = v["turn_progress"] if v else [0, 1]
    # A turn of several actions (two stones, a chess series) shows the whole turn's progress.
    fraction = (done + msg["fraction"]) / max(1, most)
    bar.value = fraction
    if v and v["to_move"] is not None and v["to_move"] >= 0:
        step = " move %d of up to %d," % (done + 1, most) if most > 1 else ""
        el("status").textContent = "%s (computer, %s) is thinking…%s %d%%" % (
            v["seat_names"][v["to_move"]],
            v["seats"][v["to_move"]],
            step,
            round(100 * fraction),
        )
    post("think")


# -- messages from the worker -------------------------------------------------------------


def receive(data):
    t_in = window.performance.now()
    msg = json.loads(data)
    event = msg.get("event")
    if event == "ready":
        K.engineMs = msg["ms"]
        return
    if event == "downloaded":  # boot.js loaded this glue on it
        return
    if event == "progress":
        on_progress(msg)
        return
    if event == "timing":
        K.firstHandleMs = msg["firstHandleMs"]
        return
    if event == "warmed":
        K.warmedMs = msg["ms"]
        K.warmedAt = window.performance.now()
        return
    if event == "no-game":  # the link names a game this page does not have (the bridge's init)
        K.noGame(msg["game"])  # as boot.js says it before the engine
        ROOT.classList.remove("busy")
        ROOT.setAttribute("data-engine", "ready")
        return
    if event == "failed":
        el("status").textContent = t("The engine failed to start.")
        el("message").textContent = msg.get("error", "")
        return
    if "kind" in msg or "svg" in msg:
        K.answerBytes = len(data)  # the benchmarks read it
    if "kind" in msg:  # the page protocol (pyengine/app/protocol.py): a view, or what changed
        msg = wire.apply(LIVE["view"], msg)
        LIVE["view"] = msg  # the next answer changes this one, painted or not
    K.mergeMs = window.performance.now() - t_in  # parsing and applying the answer (benchmarks)
    if "svg" not in msg:
        ROOT.classList.remove("busy")
        el("message").textContent = "Error: " + msg.get("error", "unknown")
        return
    if not K.firstReady and K.steps.length and not K.handed and hand_over(msg):
        return  # the answer to the steps is the first view painted
    t0 = window.performance.now()
    if not K.firstReady:
        el("history").innerHTML = ""  # boot.js's early move list: the engine's replaces it
    paint(msg)
    K.lastPaint = window.performance.now()
    K.paintMs = K.lastPaint - t0
    if not K.firstReady:
        K.firstReady = K.lastPaint
        K.firstArrival = t0
        K.registerServiceWorker()  # only now: its precache must not compete with the start
        K.worker.postMessage('{"cmd": "warm"}')  # worker.js runs a click's code once now
        far.make_early(post)  # a game by link asked for before the engine was up
        if K.steps.length:
            K.steps.length = 0
            el("message").textContent = t(
                "Your click during loading was not played: the game shown now is not the board you clicked."
            )


def hand_over(v):
    """What the person did on the board before the engine was up (boot.js answered it from the
    first-turn book, or kept one click) goes to the engine, which replays and checks it, if the
    engine opened the very position it was made on; the view it answers is painted then."""
    if K.reopening:  # a reloaded game: its clicks are made where it stands, if it is the same
        if not v.get("reopen") or v["reopen"]["key"] != K.reopenKey:
            return False
        K.handed = True
        post("early", here=True, steps=[[K.steps[i][0], K.steps[i][1]] for i in range(K.steps.length)])
        K.steps.length = 0
        return True
    if v["game"] != K.game or v["actions"] or not (v["svg"] is None or K.book):
        return False
    K.handed = True  # boot.js takes no more clicks
    post("early", steps=[[K.steps[i][0], K.steps[i][1]] for i in range(K.steps.length)])
    K.steps.length = 0
    return True


# -- events from the page ------------------------------------------------------------------


def live():
    """Before the engine's first view, boot.js keeps the board's clicks (see play_pending)."""
    return ROOT.getAttribute("data-engine") == "ready"


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
    if node:
        post("goto", index=int(node.getAttribute("data-goto")))


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


def on_seats(event):
    seats = [node.value for node in el("seats-line").querySelectorAll("select")]
    level = event.target.value
    if level != "human":
        save("kabinett:level", level)  # the catalogue's "Play the computer" uses it next time
    post("seats", seats=seats)


def on_rematch(event):
    LIVE["record_dirty"] = False
    post("rematch")


def on_result_new(event):
    box = el("new-game")
    box.open = True
    box.scrollIntoView()


def on_record_input(event):
    LIVE["record_dirty"] = len(el("record").value.strip()) > 0


def on_import(event):
    LIVE["record_dirty"] = False
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


listen("board", "click", on_board)
listen("board", "pointerdown", on_down)
listen("board", "pointerup", on_up)
listen("buttons", "click", on_buttons)
listen("history", "click", on_history)
listen("undo", "click", lambda e: post("undo"))
listen("redo", "click", lambda e: post("redo"))
listen("resign", "click", on_resign)
listen("resign-ask", "close", on_resign_answer)
listen("offer-draw", "click", lambda e: post("offer_draw"))
listen("link-notice-ok", "click", lambda e: post("dismiss"))
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
listen("flip", "click", lambda e: post("flip"))
listen("pause", "click", on_pause)
listen("step", "click", lambda e: post("ai"))
listen("overlay", "change", on_overlay)
listen("auto-roll", "change", lambda e: post("settings", auto_roll=bool(el("auto-roll").checked)))
listen("auto-forced", "change", lambda e: post("settings", auto_forced=bool(el("auto-forced").checked)))
document.addEventListener("keydown", create_proxy(on_key))
far.wire(post)

if not K.storage:
    el("notice").textContent = t(
        "This page may not store anything here (embedded on another site): "
        "the game is kept only while the page is open."
    )


def wire_apply(held, answer):
    """The page protocol's apply as the glue runs it, JSON in and out (tests/test_protocol_cases.py)."""
    return json.dumps(wire.apply(json.loads(held), json.loads(answer)))


K.glueAt = window.performance.now()
K.receive = create_proxy(receive)
K.wireApply = create_proxy(wire_apply)
for i in range(K.inbox.length):
    receive(K.inbox[i])
K.inbox.length = 0
