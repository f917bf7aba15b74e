# Kabinett's page glue (MicroPython under PyScript, main thread).
# It knows no game: it forwards clicks and buttons to the engine worker as small JSON
# commands and paints the view the worker answers (SVG, status, history, targets).
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

K = window.kabinett
ROOT = document.documentElement
MEMORY = {}  # storage when the browser denies it (cross-site iframe)
LIVE = {"view": None, "ai": False, "paused": False, "new": False, "loop": False}


def el(name):
    return document.getElementById(name)


def esc(text):
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


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


# -- painting ---------------------------------------------------------------------------


EXPORT_LABELS = {"pgn": "PGN with the final position (for chess programs)"}


def paint_exports(exports):
    """One read-only box per further format the game offers (the UI knows no game)."""
    box = el("exports")
    box.hidden = not exports
    for name in exports:
        area = el("export-" + name)
        if not area:
            label = document.createElement("label")
            label.textContent = EXPORT_LABELS.get(name, name) + " "
            area = document.createElement("textarea")
            area.id = "export-" + name
            area.readOnly = True
            label.appendChild(area)
            box.appendChild(label)
        area.value = exports[name]


def paint(v):
    LIVE["view"] = v
    board = el("board")
    if v["svg"] is not None:  # None: the pre-rendered board on screen is this very board
        board.innerHTML = v["svg"]
    board.setAttribute("data-game", v["game"])
    el("title").textContent = v["title"]
    document.title = "Kabinett — " + v["title"]
    el("status").textContent = status_line(v)
    el("message").textContent = v.get("message", "")
    el("undo").disabled = not v["can_undo"]
    el("redo").disabled = not v["can_redo"]
    el("resign").disabled = not v["can_resign"]
    human = not v["over"] and v["to_move"] is not None and v["to_move"] >= 0 and v["seats"][v["to_move"]] == "human"
    el("hint").disabled = not human
    el("ai-watch").hidden = all(s == "human" for s in v["seats"])
    el("auto-roll-box").hidden = not v["has_chance"]
    el("auto-roll").checked = v["auto_roll"]
    el("step").disabled = not (LIVE["paused"] and v["ai_to_move"])
    el("thinking").hidden = not v["thinking"]
    if v["thinking"]:
        el("thinking").value = 0
    paint_overlay(v)
    # Targets the board does not draw (pass, swap, done, ...) become buttons.
    el("buttons").innerHTML = "".join(
        '<button type="button" data-target="%s">%s</button>' % (esc(t), esc(label(t, v)))
        for t in v["targets"]
        if not board.querySelector('[data-target="%s"]' % t.replace('"', ""))
    )
    paint_history(v)
    record = el("record")
    if document.activeElement != record:
        record.value = v["record"]
    paint_exports(v.get("exports") or {})
    base = window.location.origin + window.location.pathname
    link = base + "?" + v["query"]
    el("share-link").value = link
    el("embed-snippet").value = (
        '<iframe src="%s" title="Kabinett: %s" width="720" height="640" style="border:0;max-width:100%%" loading="lazy"></iframe>'
        % (esc(link + "&embed=1"), esc(v["title"]))
    )
    if "options" in v:
        paint_form(v)
        if LIVE.get("new"):
            # A new game gets its own address, so that a reload reopens it.
            LIVE["new"] = False
            embed = "&embed=1" if ROOT.classList.contains("embed") else ""
            window.history.replaceState(None, "", "?" + v["query"] + embed)
        el("rules").innerHTML = v["rules_html"]
    save("kabinett:" + v["game"], v["saved"])
    ROOT.classList.remove("busy")
    ROOT.setAttribute("data-engine", "ready")
    schedule_ai(v)


def label(target, v):
    if target == v["confirm"]:
        return "Done"
    text = target.replace("-", " ")
    return text[:1].upper() + text[1:]  # MicroPython's str has no capitalize()


def status_line(v):
    if v["over"]:
        return "Game over. " + v["result"]
    seat = v["to_move"]
    if seat is not None and seat >= 0 and v["seats"][seat] != "human":
        return v["seat_names"][seat] + " (computer, " + v["seats"][seat] + ") is thinking…"
    return v["status"]


def paint_history(v):
    names = v["seat_names"]
    cur = v["cursor"]
    parts = ['<li><button type="button" data-goto="0" class="%s">Start</button></li>' % ("current" if cur == 0 else "")]
    for h in v["history"]:
        seat = h["seat"]
        who = names[seat] if 0 <= seat < len(names) else "chance"
        cls = "seat%d" % seat if seat >= 0 else "chance"
        if h["n"] == cur:
            cls += " current"
        parts.append(
            '<li><button type="button" data-goto="%d" class="%s" title="%s">%d. %s</button></li>'
            % (h["n"], cls, esc(who), h["n"], esc(h["text"]))
        )
    box = el("history")
    box.innerHTML = "".join(parts)
    box.scrollTop = box.scrollHeight if cur == len(v["history"]) else box.scrollTop


def paint_form(v):
    rows = []
    for o in v["options"]:
        opts = "".join(
            '<option value="%s"%s>%s</option>' % (esc(x), " selected" if x == o["value"] else "", esc(x)) for x in o["values"]
        )
        rows.append('<label>%s <select id="opt-%s" data-key="%s">%s</select></label>' % (esc(o["label"]), esc(o["key"]), esc(o["key"]), opts))
    for i, name in enumerate(v["seat_names"]):
        opts = "".join(
            '<option value="%s"%s>%s</option>' % (esc(x), " selected" if x == v["seats"][i] else "", esc(x)) for x in v["levels"]
        )
        rows.append('<label>%s <select id="seat-%d">%s</select></label>' % (esc(name), i, opts))
    el("new-form").innerHTML = "".join(rows)


def paint_overlay(v):
    """Tint every target by the share of the AI's visits (the "AI distribution")."""
    if not el("overlay").checked:
        return
    board = el("board")
    top = max([v["shares"][t] for t in v["shares"]] + [0.0001])
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
        window.setTimeout(create_proxy(run_ai), int(el("pace").value))


def run_ai(*args):
    LIVE["ai"] = False
    v = LIVE["view"]
    if v and v["ai_to_move"] and not v["over"] and not LIVE["paused"]:
        post("ai")


def on_progress(msg):
    ROOT.classList.remove("busy")
    bar = el("thinking")
    bar.hidden = False
    bar.value = msg["fraction"]
    v = LIVE["view"]
    if v and v["to_move"] is not None and v["to_move"] >= 0:
        el("status").textContent = "%s (computer, %s) is thinking… %d%%, %d playouts" % (
            v["seat_names"][v["to_move"]], v["seats"][v["to_move"]], round(100 * msg["fraction"]), msg["iterations"])
    post("think")


# -- messages from the worker -------------------------------------------------------------


def receive(data):
    msg = json.loads(data)
    event = msg.get("event")
    if event == "ready":
        K.engineMs = msg["ms"]
        return
    if event == "progress":
        on_progress(msg)
        return
    if event == "timing":
        K.firstHandleMs = msg["firstHandleMs"]
        return
    if event == "failed":
        el("status").textContent = "The engine failed to start."
        el("message").textContent = msg.get("error", "")
        return
    if "svg" not in msg:
        ROOT.classList.remove("busy")
        el("message").textContent = "Error: " + msg.get("error", "unknown")
        return
    t0 = window.performance.now()
    paint(msg)
    K.lastPaint = window.performance.now()
    K.paintMs = K.lastPaint - t0
    if not K.firstReady:
        K.firstReady = K.lastPaint
        K.firstArrival = t0
        K.registerServiceWorker()  # only now: its precache must not compete with the start


# -- events from the page ------------------------------------------------------------------


def on_board(event):
    node = event.target.closest("[data-target]")
    if node:
        post("click", target=node.getAttribute("data-target"))


# Drag and drop: pressing on one target and releasing on another is the two clicks (the
# click event itself then lands on no target). Works for every game; chess uses it most.
drag = {"from": ""}


def on_down(event):
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
    node = event.target.closest("[data-target]")
    if node:
        post("click", target=node.getAttribute("data-target"))


def on_history(event):
    node = event.target.closest("[data-goto]")
    if node:
        post("goto", index=int(node.getAttribute("data-goto")))


def on_new(event):
    v = LIVE["view"]
    if not v:
        return
    options = {}
    for o in v["options"]:
        options[o["key"]] = el("opt-" + o["key"]).value
    seats = [el("seat-%d" % i).value for i in range(len(v["seat_names"]))]
    post("new", game=v["game"], options=options, seats=seats)
    LIVE["new"] = True


def on_pause(event):
    LIVE["paused"] = not LIVE["paused"]
    el("pause").textContent = "Resume" if LIVE["paused"] else "Pause"
    v = LIVE["view"]
    if v:
        el("step").disabled = not (LIVE["paused"] and v["ai_to_move"])
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
    if event.key == "h" and not el("hint").disabled:
        post("hint")
    elif event.key == "u" and v["can_undo"]:
        post("undo")
    elif event.key == "r" and v["can_redo"]:
        post("redo")
    elif event.key == "f":
        post("flip")
    elif event.key == "d" and "roll" in v["targets"]:
        post("click", target="roll")
    if event.key == "ArrowLeft" and v["cursor"] > 0:
        post("goto", index=v["cursor"] - 1)
    elif event.key == "ArrowRight" and v["can_redo"]:
        post("goto", index=v["cursor"] + 1)


def listen(name, kind, fn):
    el(name).addEventListener(kind, create_proxy(fn))


listen("board", "click", on_board)
listen("board", "pointerdown", on_down)
listen("board", "pointerup", on_up)
listen("buttons", "click", on_buttons)
listen("history", "click", on_history)
listen("undo", "click", lambda e: post("undo"))
listen("redo", "click", lambda e: post("redo"))
listen("resign", "click", lambda e: post("resign"))
listen("import", "click", lambda e: post("import", text=el("record").value))
listen("new-start", "click", on_new)
listen("hint", "click", lambda e: post("hint"))
listen("flip", "click", lambda e: post("flip"))
listen("pause", "click", on_pause)
listen("step", "click", lambda e: post("ai"))
listen("overlay", "change", on_overlay)
listen("auto-roll", "change", lambda e: post("settings", auto_roll=bool(el("auto-roll").checked)))
document.addEventListener("keydown", create_proxy(on_key))

if not K.storage:
    el("notice").textContent = "This page may not store anything here (embedded on another site): the game is kept only while the page is open."

K.glueAt = window.performance.now()
K.receive = create_proxy(receive)
for i in range(K.inbox.length):
    receive(K.inbox[i])
K.inbox.length = 0
