# The embed builder (issue 56; MicroPython under PyScript, main thread): the "Share & embed"
# box makes the snippet of a play, replay or diagram embed of the game shown. The engine writes
# the address and draws the position (the bridge's "embed" command, pyengine/app/embedding.py);
# this module keeps the person's choices, asks for them (debounced), and shows the answer: the
# snippet, a preview, the picture that "Download SVG/PNG" save (web/access.js).
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

from panels import LIVE, el, t
from page import K, live, post

#: The person's choices beyond the form's fields: the places marked on a diagram, the turn
#: typed (None: the position shown, following the move list).
STATE = {"marks": [], "at": None, "timer": None, "asked": "", "answer": None}
#: The snippet's sizes: the board's width in the frame, and the rooms around it.
WIDTH = 720


def kind():
    for node in document.querySelectorAll('input[name="embed-kind"]'):
        if node.checked:
            return node.value
    return "play"


def is_open():
    return el("share-box").open


def ask(*args):
    """The engine's address and picture for the choices now (once the box is open, the engine up)."""
    STATE["timer"] = None
    v = LIVE["view"]
    if not is_open() or not live() or v is None:
        return
    at = STATE["at"] if STATE["at"] is not None else v["cursor"]
    msg = {
        "kind": kind(),
        "at": min(max(0, at), v["actions"]),
        "lang": el("embed-lang").value,
        "comments": el("embed-comments").checked,
        "caption": el("embed-caption").value,
        "flip": el("embed-flip").checked,
    }
    if msg["kind"] == "diagram" and STATE["marks"]:
        msg["marks"] = {"hint": list(STATE["marks"])}
    key = json.dumps(msg) + "|" + v["query"] + "|" + str(v["actions"])
    if key == STATE["asked"]:
        return
    STATE["asked"] = key
    post("embed", **msg)


def later(*args):
    """Ask again soon (typing a caption asks once, when it pauses)."""
    if STATE["timer"] is not None:
        window.clearTimeout(STATE["timer"])
    STATE["timer"] = window.setTimeout(ASK, 350)


ASK = create_proxy(ask)


def height(svg_box, chosen):
    """The frame's height for a board of ``svg_box`` (its viewBox) ``chosen`` px wide: the
    board's proportions (as the former paint.embed_height for the play page), plus the room of what is
    around it."""
    parts = [float(x) for x in svg_box.split()] if svg_box else []
    ratio = parts[3] / parts[2] if len(parts) == 4 and parts[2] > 0 else 1.0
    if kind() == "diagram":
        room = 44 if el("embed-caption").value.strip() else 14
        return int(chosen * ratio) + room
    board = int(
        chosen * 440 / 720 * ratio
    )  # the play page's board column at 720 px (the former paint.embed_height)
    extra = 140 if kind() == "replay" else 60
    scale = chosen / 720  # (the bounds the snippet had at its one width, 720 px)
    return max(int((420 if kind() == "replay" else 560) * scale), min(int(900 * scale), board + extra))


def esc(text):
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def width():
    try:
        w = int(float(el("embed-width").value))
    except ValueError:
        w = WIDTH
    return max(240, min(1600, w))


def theme():
    return el("embed-theme").value


def theme_part():
    """The colours chosen for the embed (web/access.js reads theme=); none: the reader's system."""
    return "" if theme() == "auto" else "&theme=" + theme()


def on_event(msg):
    """The engine's answer to "embed": the snippet, the preview, the picture."""
    document.documentElement.classList.remove("busy")
    STATE["answer"] = msg
    picture = el("embed-picture")
    picture.innerHTML = msg["svg"]
    svg = picture.querySelector("svg")
    if svg:
        svg.classList.add("board-svg")
    render()
    # The preview shows what a reader sees before touching the embed (its board at once, the
    # engine only on a click): a diagram; a live game in it would start a second engine here.
    frame = el("embed-preview")
    if frame is None:  # made on the first answer: a page (an embed) whose box stays shut has no frame in it
        frame = document.createElement("iframe")
        frame.id = "embed-preview"
        frame.className = "embed-preview"
        frame.title = t("Preview of the embed")
        frame.setAttribute("loading", "lazy")
        el("embed-preview-box").appendChild(frame)
    show_preview()
    el("builder").setAttribute("data-ready", msg["kind"])
    K.embedAnswer = json.dumps(msg)  # (tests read it)


def show_preview():
    """The preview's address: the last answer's diagram in the colours chosen (always named:
    "auto" is the reader's system, not the colours this page keeps)."""
    frame = el("embed-preview")
    if frame is None or STATE["answer"] is None:
        return
    preview = window.location.origin + window.location.pathname + "?" + STATE["answer"]["preview"]
    preview += "&theme=" + theme()
    if frame.getAttribute("src") != preview:
        frame.setAttribute("src", preview)


def on_theme(*args):
    """The colours are the page's, not the engine's: the snippet and the preview change at once."""
    render()
    show_preview()


def render(*args):
    """The snippet of the last answer at the width chosen (a play embed's, until the engine's
    answer with its picture comes, is the game's link, written at every paint as the share link)."""
    msg = STATE["answer"]
    v = LIVE["view"]
    if v is None:
        return
    if kind() == "play" and (msg is None or msg["kind"] != "play" or not is_open()):
        lang = el("embed-lang").value
        msg = {"kind": "play", "query": v["query"] + "&embed=1" + ("&lang=" + lang if lang != "en" else "")}
    elif msg is None:
        return
    src = window.location.origin + window.location.pathname + "?" + msg["query"] + theme_part()
    svg = el("embed-picture").querySelector("svg") or el("board").querySelector("svg")
    box = svg.getAttribute("viewBox") if svg else ""
    w = width()
    names = {"play": t("play"), "replay": t("replay"), "diagram": t("diagram")}
    title = "Kabinett: %s (%s)" % (v["title"], names.get(msg["kind"], msg["kind"]))
    el("embed-snippet").value = (
        '<iframe src="%s" title="%s" width="%d" height="%d" loading="lazy" '
        'style="border:0;max-width:100%%"></iframe>' % (esc(src), esc(title), w, height(box, w))
    )


def marks_note():
    n = len(STATE["marks"])
    el("embed-marks-note").textContent = (t("Marked: %s") % ", ".join(STATE["marks"])) if n else ""


def show_marks():
    """The places marked for the diagram, outlined on the page's board while marking."""
    for node in document.querySelectorAll("#board .embed-marked"):
        node.classList.remove("embed-marked")
    if not el("embed-marking").checked:
        return
    for target in STATE["marks"]:
        node = document.querySelector('#board [data-target="%s"]' % target.replace('"', ""))
        if node:
            node.classList.add("embed-marked")


def on_board(event):
    """While "Mark places" is on, a click on the board marks or unmarks a place (not played)."""
    if not (is_open() and kind() == "diagram" and el("embed-marking").checked):
        return
    event.stopPropagation()
    event.preventDefault()
    node = event.target.closest("[data-target]")
    if not node:
        return
    target = node.getAttribute("data-target")
    if target in STATE["marks"]:
        STATE["marks"].remove(target)
    else:
        STATE["marks"].append(target)
    marks_note()
    show_marks()
    later()


def on_kind(*args):
    k = kind()
    el("embed-diagram-box").hidden = k != "diagram"
    el("embed-comments-box").hidden = k != "replay"
    if k != "diagram":
        el("embed-marking").checked = False
    show_marks()
    later()


def on_at(*args):
    try:
        STATE["at"] = int(float(el("embed-at").value))
    except ValueError:
        STATE["at"] = None
    later()


def on_here(*args):
    STATE["at"] = None
    v = LIVE["view"]
    if v is not None:
        el("embed-at").value = str(v["cursor"])
    later()


def painted(v):
    """After each view painted: the turn follows the move list (unless typed), the board's
    marks are shown again, and the embed is asked for anew if the box is open."""
    at = el("embed-at")
    at.max = str(v["actions"])
    if STATE["at"] is None:
        at.value = str(v["cursor"])
    el("embed-flip-box").hidden = "flip" not in v["flags"]
    show_marks()
    render()
    if is_open():
        later()


def listen(name, kind_, fn):
    el(name).addEventListener(kind_, create_proxy(fn))


def listen_all():
    for node in document.querySelectorAll('input[name="embed-kind"]'):
        node.addEventListener("change", create_proxy(on_kind))
    listen("embed-at", "input", on_at)
    listen("embed-here", "click", on_here)
    listen("embed-width", "input", render)
    listen("embed-caption", "input", later)
    listen("embed-theme", "change", on_theme)
    for name in ("embed-lang", "embed-flip", "embed-comments"):
        listen(name, "change", later)
    listen("embed-marking", "change", lambda e: show_marks())
    listen("share-box", "toggle", later)
    # before the board's own listener (web/events.py): a place marked is not a move
    el("board").addEventListener("click", create_proxy(on_board), True)
    el("embed-lang").value = K.lang or "en"
    K.embedPicture = create_proxy(picture)


def picture(*args):
    """The builder's picture for "Download SVG/PNG" (web/access.js), once the engine drew it."""
    if STATE["answer"] is None or not is_open():
        return None
    return el("embed-picture").querySelector("svg")
