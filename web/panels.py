# The page's side panels, painted from the engine's view (MicroPython under PyScript, main
# thread; web/glue.py imports this module, which PyScript fetches beside it): the seats, the
# result, the record box, the source's sample games, the new-game form, a lesson's box (the
# move list: movelist.py). Like the glue, it knows no game.
from pyscript import document, window
from pyscript.ffi import create_proxy

LIVE = {
    "view": None,
    "form": None,
    "ai": False,
    "paused": False,
    "loop": False,
    "record_dirty": False,
    "history": [],
    "rows": (None, None, []),  # the move list's rows as last written: (names, colours, [(row, html)])
}


def el(name):
    return document.getElementById(name)


def esc(text):
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def show(name, visible):
    el(name).hidden = not visible


def t(message):
    """``message`` in the page's language (web/lang.js holds its catalogue; tools/i18n.py
    extracts the messages marked so)."""
    k = window.kabinett
    return k.t(message) if k.t else message


def percent(x):
    """The share ``x`` (0 to 1) in whole percent, written as the page's language writes it
    ("58%", German "58 %")."""
    return t("%d%%") % round(100 * x)


def percents(shares):
    """Each seat's share in whole percent, adding up to 100 as the shares do (0.575 and 0.425
    were shown "57%" and "42%"): the largest remainders get the points rounding left over."""
    points = [int(100 * x) for x in shares]
    left = round(100 * sum(shares)) - sum(points)
    order = sorted(range(len(shares)), key=lambda i: points[i] - 100 * shares[i])
    for i in order[: max(0, left)]:
        points[i] += 1
    return [t("%d%%") % n for n in points]


def seat_word(level):
    if level == "far":
        return t("far away (by link)")
    if level == "human":
        return t("a person")
    said = {"random": t("random"), "easy": t("easy"), "medium": t("medium"), "strong": t("strong")}
    return t("computer: %s") % said.get(level, level)


# -- painting ---------------------------------------------------------------------------


def paint_exports(exports):
    """One read-only box per further format the game offers (the UI knows no game)."""
    box = el("exports")
    box.hidden = not exports
    for name in exports:
        area = el("export-" + name)
        if not area:
            label = document.createElement("label")
            label.textContent = LIVE["view"]["labels"].get(name, name) + " "
            area = document.createElement("textarea")
            area.id = "export-" + name
            area.readOnly = True
            label.appendChild(area)
            box.appendChild(label)
        area.value = exports[name]


def label(target, v):
    if target in v["labels"]:  # the game's words (metadata) and the controller's
        return v["labels"][target]
    text = target.replace("-", " ")
    return text[:1].upper() + text[1:]  # MicroPython's str has no capitalize()


def paint_record(v):
    record = el("record")
    span = v.get("import_span") or []
    if v["import_failed"]:
        # Keep what the person pasted, and put the cursor on the first bad move.
        LIVE["record_dirty"] = True
        if span:
            record.focus()
            record.setSelectionRange(span[0], span[1])
        return
    if v.get("record") is None:  # the panel is closed: views carry no record
        el("record-box").removeAttribute("data-loaded")
        return
    if document.activeElement != record and not LIVE["record_dirty"]:
        record.value = v["record"]
    el("record-box").setAttribute("data-loaded", "1")


def paint_prompt(v):
    """Actions a person types (a number): a small input; the rules' refusal shows as the message."""
    p = v.get("prompt")
    form = el("prompt")
    was = not form.hidden
    form.hidden = p is None
    if p is None:
        if was and document.activeElement == el("prompt-input"):
            el("board").focus()  # the number is played: the keyboard goes back to the board
        return
    el("prompt-label").textContent = p.get("label", "Your move")
    field = el("prompt-input")
    field.placeholder = p.get("hint", "")
    field.setAttribute("aria-label", p.get("label", "Your move"))
    if not was:  # newly asked: empty; a refused text stays to be corrected
        field.value = ""
        field.focus()


def paint_result(v):
    o = v.get("outcome")
    show("result", o is not None)
    if o:
        el("result-headline").textContent = o["headline"]
        el("result-reason").textContent = o["reason"]


def paint_seats(v):
    """Who plays which side, changeable in place (a person or a computer level)."""
    form = LIVE["form"] or v
    levels = form.get("levels") or ["human"]
    rows = []
    for i, name in enumerate(v["seat_names"]):
        choices = levels if v.get("far") is None else [v["seats"][i]]  # a game by link: fixed
        opts = "".join(
            '<option value="%s"%s>%s</option>'
            % (esc(x), " selected" if x == v["seats"][i] else "", esc(seat_word(x)))
            for x in choices
        )
        mark = " to-move" if v["to_move"] == i and not v["over"] else ""
        score = ""
        if v.get("scores"):
            score = ' <span class="score" title="%s">%s</span>' % (esc(t("score")), esc(v["scores"][i]))
        played_by = t("%s is played by") % name
        rows.append(
            '<label class="seat%s"><span class="dot %s n%d"></span><span class="seat-name">%s</span>%s '
            '<select data-seat="%d" aria-label="%s">%s</select></label>'
            % (mark, esc(v["seat_colours"][i]), i, esc(name), score, i, esc(played_by), opts)
        )
    el("seats-line").innerHTML = "".join(rows)


def paint_samples(v):
    """The source's own games: open one at its start, or where the printed record breaks."""
    items = v.get("samples") or []
    if not items:
        el("samples").innerHTML = '<p class="notice">%s</p>' % esc(
            t("The source has no sample game of this one.")
        )
        return
    rows = []
    for i, s in enumerate(items):
        broken = (
            ' <button type="button" data-sample="%d" data-erratum="1">%s</button>'
            % (i, esc(t("Where the printed record breaks")))
            if s["printed"]
            else ""
        )
        rows.append(
            '<div class="sample"><p class="sample-title">%s</p><p class="notice">%s</p>'
            '<button type="button" data-sample="%d">%s</button>%s</div>'
            % (esc(s["title"]), esc(s["note"]), i, esc(t("Open")), broken)
        )
    el("samples").innerHTML = "".join(rows)


def paint_form(v):
    rows = []
    for o in v["options"]:
        opts = "".join(
            '<option value="%s"%s>%s</option>'
            % (esc(x), " selected" if x == o["value"] else "", esc(o["labels"][i]))
            for i, x in enumerate(o["values"])
        )
        needs = " ".join("%s=%s" % (k, x) for k, x in o.get("only_if") or [])
        rows.append(
            '<label data-only-if="%s">%s <select id="opt-%s" data-key="%s">%s</select></label>'
            % (esc(needs), esc(o["label"]), esc(o["key"]), esc(o["key"]), opts)
        )
    for i, name in enumerate(v["seat_names"]):
        opts = "".join(
            '<option value="%s"%s>%s</option>'
            % (esc(x), " selected" if x == v["seats"][i] else "", esc(seat_word(x)))
            for x in v["levels"]
        )
        rows.append('<label>%s <select id="seat-%d">%s</select></label>' % (esc(name), i, opts))
    el("new-form").innerHTML = "".join(rows)
    follow_only_if()
    if "form_change" not in LIVE:
        LIVE["form_change"] = create_proxy(lambda event: follow_only_if())
        el("new-form").addEventListener("change", LIVE["form_change"])


def follow_only_if():
    """An option that applies only with another's value (Cross's swap: Browne's game only) is
    shown only while the form has that value."""
    for label in el("new-form").querySelectorAll("label[data-only-if]"):
        needs = label.getAttribute("data-only-if") or ""
        shown = True
        for need in needs.split():
            key, _, value = need.partition("=")
            node = el("opt-" + key)
            shown = shown and bool(node) and node.value == value
        label.hidden = not shown


# -- lessons (issue 54; the bridge's pyengine/app/learn.py) -----------------------------------


def learned(game):
    """The ids of the game's lessons done on this device."""
    if not window.kabinett.storage:  # (a frame of another site: remembered while the page is open)
        return LIVE.setdefault("learned", {}).get(game, [])
    try:
        import json

        return json.loads(window.localStorage.getItem("kabinett:learned:" + game) or "[]")
    except Exception:
        return LIVE.setdefault("learned", {}).get(game, [])


def keep_learned(game, ids):
    LIVE.setdefault("learned", {})[game] = ids
    if not window.kabinett.storage:
        return
    try:
        import json

        window.localStorage.setItem("kabinett:learned:" + game, json.dumps(ids))
    except Exception:
        pass  # (a frame without storage: remembered while the page is open)


def paint_lesson(v):
    """The lesson's box: where it stands in the series, its text, what the last turn did, the
    series with the lessons done ticked; the page's game controls a lesson has no use for hide."""
    lesson = v.get("lesson")
    document.documentElement.classList.toggle("learning", lesson is not None)
    document.documentElement.classList.toggle("lesson-task", lesson is not None and not lesson["play"])
    show("lesson", lesson is not None)
    show("learn", lesson is None)
    if lesson is None:
        return
    done = learned(lesson["game"])
    if lesson["verdict"] == "solved" and lesson["id"] not in done:
        done = done + [lesson["id"]]
        keep_learned(lesson["game"], done)
    el("lesson-count").textContent = t("Lesson %(n)d of %(count)d") % {
        "n": lesson["index"] + 1,
        "count": lesson["count"],
    }
    el("lesson-title").textContent = lesson["title"]
    el("lesson-text").textContent = lesson["text"]
    # What the last turn did, or why a click was refused: here, where the task and its
    # buttons are (on a phone the panel's message is far below the board: a walk saw nothing).
    said = el("lesson-said")
    message = v.get("message", "")  # (after what the last turn did: a missed task's reason stays)
    said.textContent = " ".join(x for x in (lesson["said"], message) if x)
    said.className = "lesson-said " + lesson["verdict"] + (" with-message" if message else "")
    last = lesson["index"] + 1 >= lesson["count"]
    show("lesson-hint", not lesson["play"])
    el("lesson-hint").disabled = lesson["verdict"] != "task"
    show("lesson-next", not last)
    el("lesson-next").className = "primary" if lesson["verdict"] == "solved" else ""
    show("lesson-play", last)
    rows = []
    for i, title in enumerate(lesson["titles"]):
        tick = "✓ " if lesson["ids"][i] in done else ""
        here = ' aria-current="step"' if i == lesson["index"] else ""
        state = t("done") if tick else ""
        rows.append(
            '<li><button type="button" data-lesson="%d"%s>%s%s<span class="sr-only"> %s</span></button></li>'
            % (i, here, tick, esc(title), esc(state))
        )
    el("lesson-list").innerHTML = "".join(rows)
