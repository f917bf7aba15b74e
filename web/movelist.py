# The move list (MicroPython under PyScript, main thread; web/paint.py paints it from the
# engine's view): the turns as records number them, each a button that goes to its position,
# with the analysis' marks, comments and variations (issue 55), changed in place; the note
# while looking back, the bar to explore a line and the comment box. It knows no game.
from pyscript import document, window
from pyscript.ffi import create_proxy

from panels import LIVE, el, esc, show, t


def move_of(v):
    """The move shown and the last, as the move list numbers them (a pair of turns shares a
    number; a turn may be several actions: the walk read "move 75 of 83" beside 21 moves);
    where the game numbers none, its entries counted. A turn half shown (a die rolled, its
    move not yet) is the move shown: a walk read "move 0 of 1" there."""
    shown = last = seen = count = 0
    for row in v["moves"]:
        for e in row["entries"]:
            count += 1
            if e["start"] < v["cursor"]:
                seen += 1
                shown = row["number"] or shown
        last = row["number"] or last
    return (shown, last) if last else (seen, count)


def paint_behind(v):
    """Looking back in the history: say so; the computer waits until the person returns."""
    show("behind", v["behind"])
    if v["behind"]:
        at, n = move_of(v)
        el("behind-text").textContent = (
            t("Paused while you look back (move %d of %d).") % (at, n)
            if v["ai_waits"]
            else t("You are looking back (move %d of %d): a move here replaces the rest.") % (at, n)
        )
        show("continue", v["ai_waits"])


#: The analysis' marks of a turn (helper "ana" adds ``judged`` to the move list's entries).
JUDGED = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def judged_words(kind):
    said = {"inaccuracy": t("an inaccuracy"), "mistake": t("a mistake"), "blunder": t("a blunder")}
    return said.get(kind, kind)


def history_row(row, v):
    """One row of the move list: a turn number (as records number it) and the turns sharing it
    (a pair of moves, Plexus's full move), each a button that goes to the position after it;
    after a turn its comment, then the variations to it (issue 55), each a list of its own."""
    names, colours = v["seat_names"], v["seat_colours"]
    number = row["number"]
    out = []
    resumed = False  # a comment or a variation (each a line of its own) before this turn: "17…" again
    for e in row["entries"]:
        if resumed and number is not None:
            out.append('<span class="num resumed">%d…</span>' % number)
        resumed = False
        seat = e["seat"]
        own = 0 <= seat < len(names)
        cls = ("seat%d" % seat) if own else "chance"
        forced = ""
        if e["forced"]:
            cls += " forced"
            forced = ' <span class="forced-mark">%s</span>' % esc(t("forced"))
        kind = e.get("judged")
        if kind in JUDGED:  # ?!, ?, ?? as records write them, in words for the title and a reader
            cls += " judged-" + kind
            forced += ' <span class="judged" title="%s">%s<span class="sr-only"> %s</span></span>' % (
                esc(judged_words(kind)),
                JUDGED[kind],
                esc(judged_words(kind)),
            )
        line = e.get("line")
        out.append(
            '<button type="button" data-goto="%d" data-start="%d"%s class="%s" title="%s">'
            '<span class="dot %s n%d"></span>%s%s</button>'
            % (
                e["goto"],
                e["start"],
                (' data-line="%s"' % esc(line)) if line is not None else "",
                cls,
                esc(names[seat] if own else t("chance")),
                esc(colours[seat] if own else "chance"),
                seat,
                esc(e["text"]),
                forced,
            )
        )
        if e.get("comment"):
            out.append('<span class="comment">%s</span>' % esc(e["comment"]))
            resumed = True
        if e.get("analysis"):  # the analysis's words a record brought, apart from the person's
            out.append(
                '<span class="comment analysis-note" title="%s">%s</span>'
                % (esc(t("Analysis")), esc(e["analysis"]))
            )
            resumed = True
        for block in e.get("variations") or ():
            out.append(variation_html(block, v))
            resumed = True
    head = '<span class="num">%s</span>' % (("%d." % number) if number is not None else "")
    return "<li>" + head + "".join(out) + "</li>"


def variation_html(block, v):
    """A variation: a list of its own rows, named for a screen reader, in brackets on screen."""
    said = t("Variation") if not block.get("after") else t("Variation after the last turn")
    lead = '<li class="comment">%s</li>' % esc(block["comment"]) if block.get("comment") else ""
    rows = "".join(history_row(row, v) for row in block["rows"])
    return '<ol class="variation" data-variation="%s" aria-label="%s">%s%s</ol>' % (
        esc(block["line"]),
        esc(said),
        lead,
        rows,
    )


def paint_history(v):
    """The move list by turns, changed in place: a click late in a long game changes one row
    (rebuilding the whole list each time cost more with every move)."""
    box = el("history")
    # A row the page protocol kept (the same object as last time, with the same seats) is not
    # written again: late in a game only the last row is new.
    names, colours, drawn = LIVE["rows"]
    if names is not v["seat_names"] or colours is not v["seat_colours"]:
        drawn = []
    items = [
        drawn[r][1] if r < len(drawn) and drawn[r][0] is row else history_row(row, v)
        for r, row in enumerate(v["moves"])
    ]
    LIVE["rows"] = (v["seat_names"], v["seat_colours"], list(zip(v["moves"], items)))
    shown = LIVE["history"]
    keep = 0
    while keep < len(shown) and keep < len(items) and shown[keep] == items[keep]:
        keep += 1
    if not box.firstElementChild or keep < len(shown):
        box.innerHTML = (
            '<li><button type="button" data-goto="0" data-start="0" class="start" title="%s">%s</button></li>'
            % (esc(t("The position before the first move")), esc(t("start position")))
            + "".join(items[:keep])
        )
    if keep < len(items):
        box.insertAdjacentHTML("beforeend", "".join(items[keep:]))
    LIVE["history"] = items
    box.setAttribute("data-actions", str(v["actions"]))
    old = box.querySelector("button.current")
    if old:
        old.classList.remove("current")
        old.classList.remove("partial")
    cur = v["cursor"]
    node = None
    if cur == 0:
        node = box.querySelector("button.start")
    elif study_line(v):  # in a variation: its entry the cursor is in
        for button in box.querySelectorAll('button[data-line="%s"]' % esc(study_line(v))):
            if int(button.getAttribute("data-start")) < cur <= int(button.getAttribute("data-goto")):
                node = button
    else:  # the entry the cursor is in: after it, or within it (stepping through its actions)
        for r, row in enumerate(v["moves"]):
            for j, e in enumerate(row["entries"]):
                if e["start"] < cur <= e["goto"]:
                    li = box.children.item(r + 1)
                    node = li.querySelectorAll(":scope > button").item(j) if li else None
    if node:
        node.classList.add("current")
        if cur != int(node.getAttribute("data-goto")):
            node.classList.add("partial")
    if keep < len(items) and cur == v["actions"]:
        box.scrollTop = box.scrollHeight
    if node and document.documentElement.classList.contains("replay"):
        # (a replay's step is not held up by a layout of the whole page: the next frame scrolls)
        LATER[0], LATER[1] = box, node
        window.requestAnimationFrame(SCROLL_LATER)
    elif node:
        keep_in_view(box, node)


LATER = [None, None]  # the move list and its entry at the cursor, scrolled to in the next frame


def scroll_later(*args):
    if LATER[1]:
        keep_in_view(LATER[0], LATER[1])


SCROLL_LATER = create_proxy(scroll_later)


def keep_in_view(box, node):
    """Scroll the move list's own box (never the page: a phone's page would jump) so that the
    entry at the cursor shows, as after a click on the graph or in a variation explored."""
    outer, inner = box.getBoundingClientRect(), node.getBoundingClientRect()
    if inner.top < outer.top:
        box.scrollTop = box.scrollTop - (outer.top - inner.top) - 4
    elif inner.bottom > outer.bottom:
        box.scrollTop = box.scrollTop + (inner.bottom - outer.bottom) + 4


def study_line(v):
    """The variation explored ('' for the game's own line)."""
    study = v.get("study") or {}
    return study.get("line", "") if study.get("exploring") else ""


def paint_study(v):
    """Explore and comments (issue 55): the buttons while exploring, the comment box for the
    turn at the cursor (not overwritten while the person types in it)."""
    study = v.get("study")
    lesson = v.get("lesson") is not None
    show("study-bar", study is not None and not lesson)
    show("comment-box", study is not None and not lesson)
    if study is None or lesson:
        return
    exploring = study["exploring"]
    document.documentElement.classList.toggle("exploring", exploring)
    show("explore", not exploring)
    show("explore-back", exploring)
    show("explore-note", exploring)
    show("explore-delete", study["in_variation"])
    show("explore-promote", study["in_variation"])
    el("explore-promote").textContent = (
        t("Make this the game") if study["into_game"] else t("Make this the main line")
    )
    el("explore-promote").setAttribute("aria-disabled", "false" if study["can_promote"] else "true")
    lead = el("study-lead")
    lead.hidden = not study["lead"]
    lead.textContent = study["lead"]
    extra = "".join(variation_html(block, v) for block in study["extra"])
    if el("study-extra").innerHTML != extra:
        el("study-extra").innerHTML = extra
    where = (study["line"], v["cursor"], study["comment"])
    field = el("comment-input")
    if LIVE.get("comment_at") != where and document.activeElement != field:
        field.value = study["comment"]
    LIVE["comment_at"] = where
