# Kabinett's page glue (MicroPython under PyScript, main thread), its entry: the worker's
# messages are applied (wire.py, the page protocol's one apply) and painted (paint.py); the
# page's events (events.py) become the worker's commands (page.py). It knows no game: it
# forwards clicks and buttons to the engine worker as small JSON commands and paints the view
# the worker answers.
import json

from pyscript import window
from pyscript.ffi import create_proxy

from panels import LIVE, el, percent, seat_word, t
import builder
import events
import far
import graph
import replay
from page import K, ROOT, post
from paint import paint
import wire  # the page protocol's answers applied (pyengine/app/wire.py, the engine's own)


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
        # the words of the status painted before the search (paint.py), with its progress
        seat = v["to_move"]
        said = t("%s (%s) is thinking…") % (v["seat_names"][seat], seat_word(v["seats"][seat]))
        if most > 1:
            said += " " + t("move %(n)d of up to %(most)d:") % {"n": done + 1, "most": most}
        el("status").textContent = "%s %s" % (said, percent(fraction))
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
    if event == "analysis":  # a slice of the analysis (web/graph.py), with the view where it changed
        if "answer" in msg:
            receive(json.dumps(msg["answer"]))
        graph.on_event(msg)
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
    if event == "embed":  # the embed builder's address and picture (web/builder.py)
        builder.on_event(msg)
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


events.listen_all()
graph.listen()
replay.listen()
builder.listen_all()

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
