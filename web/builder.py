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
from replay import turn_ends, turn_of

#: The person's choices beyond the form's fields: the places marked on a diagram, the turn
#: typed, counted as the move list counts turns (None: the position shown, following the move
#: list).
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
    msg = {
        "kind": kind(),
        "at": min(max(0, actions_at(v)), v["actions"]),
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


def actions_at(v):
    """The position chosen, in actions: the end of the turn typed (a turn may be several actions:
    the move list's entries, as a replay steps by them), else the cursor."""
    if STATE["at"] is None:
        return v["cursor"]
    ends = turn_ends(v)
    return ends[max(0, min(STATE["at"], len(ends) - 1))]


def later(*args):
    """Ask again soon (typing a caption asks once, when it pauses)."""
    if STATE["timer"] is not None:
        window.clearTimeout(STATE["timer"])
    STATE["timer"] = window.setTimeout(ASK, 350)


ASK = create_proxy(ask)


#: The embed's layout (web/kabinett.css): a frame up to NARROW px wide stacks its board over the
#: rest; a wider one has the panel (PANEL px with the gaps) beside the board, whose box is
#: BOARD_RATIO wide for its height. A replay's controls take two rows of 44 px (BAR); a narrow
#: replay's comment line up to three lines (COMMENT); a narrow play embed keeps 11rem under its
#: board (STATUS); a caption's line (CAPTION_LINE) holds about one character per CHAR px.
NARROW, PANEL, BOARD_RATIO, BAR, COMMENT, STATUS, CAPTION_LINE, CHAR = 560, 268, 1.12, 100, 68, 176, 19, 8.5


def height(svg_box, chosen):
    """The frame's height for what the embed shows ``chosen`` px wide: a diagram its board (of
    ``svg_box``, its viewBox) and its caption's lines; a replay its board, its controls and, in a
    narrow frame, its comment line; a game to play its board and its status (the room of the
    former paint.embed_height at 720 px)."""
    parts = [float(x) for x in svg_box.split()] if svg_box else []
    ratio = parts[3] / parts[2] if len(parts) == 4 and parts[2] > 0 else 1.0
    k = kind()
    if k == "diagram":  # (.4rem round it: 13 px)
        caption = el("embed-caption").value.strip()
        lines = -(-int(len(caption) * CHAR) // max(1, chosen - 20)) if caption else 0
        return int((chosen - 13) * ratio) + 13 + (lines * CAPTION_LINE + 5 if lines else 0)
    narrow = chosen <= NARROW
    column = chosen - 10 if narrow else chosen - PANEL  # the board's width
    board = column * ratio if narrow else column / BOARD_RATIO
    if k == "replay":
        comment = COMMENT if narrow and el("embed-comments").checked else 0
        return int(board + BAR + comment + 14)
    if narrow:
        return int(column / BOARD_RATIO + STATUS)
    scale = chosen / 720
    return max(int(560 * scale), min(int(900 * scale), int(chosen * 440 / 720 * ratio) + 60))


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
    # (in the embed's language: the engine's answer's; before it, a play embed's in the page's)
    title = msg.get("title") or "Kabinett: %s (%s)" % (v["title"], t("play"))
    h = height(box, w)
    # A diagram narrowed by its page (max-width) keeps its proportions: a board and its caption,
    # no empty room; a game's frame keeps its height, its layout fits the board in it.
    fit = ";height:auto;aspect-ratio:%d/%d" % (w, h) if msg["kind"] == "diagram" else ""
    el("embed-snippet").value = (
        '<iframe src="%s" title="%s" width="%d" height="%d" loading="lazy" '
        'style="border:0;max-width:100%%%s"></iframe>' % (esc(src), esc(title), w, h, fit)
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
        el("embed-at").value = str(turn_of(turn_ends(v), v["cursor"]))
    later()


def painted(v):
    """After each view painted: the turn follows the move list (unless typed), the board's
    marks are shown again, and the embed is asked for anew if the box is open."""
    at = el("embed-at")
    ends = turn_ends(v)
    at.max = str(len(ends) - 1)
    if STATE["at"] is None:
        at.value = str(turn_of(ends, v["cursor"]))
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
