# The analysis panel (MicroPython under PyScript, main thread; issue 55): "Analyse this game",
# its progress while the worker analyses in slices (a click between slices is answered), the
# graph of the winning chances drawn as SVG from the view's judged turns (the game's seat
# colours; a table for screen readers), the thresholds, and the marked turns with the better
# one. It knows no game.
from pyscript import document, window
from pyscript.ffi import create_proxy

from movelist import JUDGED
from panels import LIVE, el, esc, percents, t
from page import ROOT, post

#: The graph's drawing: its width and height, and the margin for the axis words.
W, H, PAD = 600, 150, 6

#: A tap or click on the graph goes to the point nearest to it within this many CSS pixels (a
#: marked turn's first): a phone draws the points a few pixels wide, a finger is wider.
REACH = 14

#: The depths offered, as the analysis panel's select offers them.
DEPTH_CHOICES = ("quick", "deep")


def paint_analysis(v):
    """The panel from the view: progress while the worker analyses, the graph and the marked
    turns from the judged ones (redrawn only when they changed)."""
    a = v.get("analysis")
    running = bool(a and a["running"])
    el("analysis-run").hidden = not running
    el("analyse").disabled = running or not v["actions"]
    el("result-analyse").disabled = running
    if running:
        count(a["done"], a["total"], a.get("move", 0), a.get("moves", 0))
        if not LIVE.get("analysis_loop"):
            LIVE["analysis_loop"] = True
            post("analyse_step")  # the worker analyses slice by slice, answering clicks between
    else:
        LIVE["analysis_loop"] = False
    if LIVE.pop("imported", False) and a and a["depth"] == "record":
        el("analysis-box").open = True  # (a record read with its analysis: the graph is shown)
    judged = v.get("judged") or []
    # (running: a cancel changes only that, and the words say where it stopped)
    key = (v["game"], len(judged), a["finished"] if a else None, a["running"] if a else None, v["cursor"])
    if LIVE.get("graph") == key:
        return
    LIVE["graph"] = key
    el("analysis-result").hidden = not a
    if not a:
        el("analysis-graph").innerHTML = ""
        el("analysis-table").innerHTML = ""
        el("analysis-marked").innerHTML = ""
        el("analysis-exact").textContent = ""
        return
    th = dict(a["thresholds"])
    el("analysis-thresholds").textContent = (
        t(
            "Marks: ?! inaccuracy, the mover's winning chance dropped by more than %d points; "
            "? mistake, more than %d; ?? blunder, more than %d."
        )
        % (round(100 * th["inaccuracy"]), round(100 * th["mistake"]), round(100 * th["blunder"]))
        + " "
        + t(
            "A drop is the smaller of two estimates (the chances before and after the turn, and the "
            "turn against the best one within one search), so it may be less than the chances shown differ."
        )
    )
    el("analysis-graph").innerHTML = drawing(v, a, judged) + legend(v)
    el("analysis-table").innerHTML = table(v, a, judged)
    el("analysis-marked").innerHTML = marked(v, a, judged)
    exact = [j["exact"] for j in judged if j["stop"] == v["cursor"] and j["exact"]]
    el("analysis-exact").textContent = exact[0] if exact else ""
    if a["finished"] and a["depth"] == "record":  # (a record read back brought it)
        el("analysis-state").textContent = t("Every turn's analysis, as the record gives it.")
    elif a["finished"]:
        el("analysis-state").textContent = t("Analysed: every turn.")
    elif not running:
        el("analysis-state").textContent = t("Stopped at move %d of %d.") % (a["move"], a["moves"])
    else:
        el("analysis-state").textContent = ""


def count(done, total, move, moves):
    """The bar by the turns judged; the words by the move being judged, numbered as the move
    list numbers it (a pair of turns shares a number; a turn may be several actions)."""
    el("analysis-progress").value = done / max(1, total)
    el("analysis-count").textContent = t("Move %d of %d") % (move, moves)


def on_event(msg):
    """A slice's answer (the view it carried is painted already): the progress, the next slice."""
    ROOT.classList.remove("busy")
    if msg["running"]:
        count(msg["done"], msg["total"], msg["move"], msg["moves"])
        post("analyse_step")
    else:
        LIVE["analysis_loop"] = False
        el("analysis-run").hidden = True


def chances(a, judged, n):
    """Each seat's chance at the start and after every turn judged."""
    start = a["start"] or [1.0 / n] * n
    return [start] + [j["after"] for j in judged]


def xy(i, value, count_):
    x = PAD + (W - 2 * PAD) * i / max(1, count_ - 1)
    y = PAD + (H - 2 * PAD) * (1 - value)
    return "%.1f,%.1f" % (x, y)


def drawing(v, a, judged):
    """The graph: two seats, the first seat's chance as an area in its colour over the second's;
    more, each seat's chance as a line in its colour (with a dark halo: white on paper reads)."""
    colours = v["seat_colours"]
    n = len(colours)
    points = chances(a, judged, n)
    total = a["total"] + 1
    out = [
        '<svg class="chance-graph" viewBox="0 0 %d %d" role="img" aria-label="%s">'
        % (W, H, esc(t("Winning chances after each turn")))
    ]
    if n == 2:
        line = " ".join(xy(i, p[0], total) for i, p in enumerate(points))
        last = len(points) - 1
        # the second seat's area up to the last turn judged: the turns still to come stay blank
        out.append(
            '<polygon class="g-fill c-%s" points="%s %s %s"/>'
            % (esc(colours[1]), xy(0, 1, total), line, xy(last, 1, total))
        )
        out.append(
            '<polygon class="g-fill c-%s" points="%s %s %s"/>'
            % (esc(colours[0]), xy(0, 0, total), line, xy(last, 0, total))
        )
        out.append('<polyline class="g-halo" points="%s"/>' % line)
    else:
        for s in range(n):
            line = " ".join(xy(i, p[s], total) for i, p in enumerate(points))
            out.append('<polyline class="g-halo" points="%s"/>' % line)
            out.append('<polyline class="g-line c-%s n%d" points="%s"/>' % (esc(colours[s]), s, line))
    out.append('<line class="g-mid" x1="0" y1="%d" x2="%d" y2="%d"/>' % (H // 2, W, H // 2))
    for k, j in enumerate(judged):
        seat = j["seat"]
        value = j["after"][0] if n == 2 else (j["after"][seat] if seat >= 0 else 0.5)
        x, y = xy(k + 1, value, total).split(",")
        cls = "g-point " + (j["label"] or "plain") + (" current" if j["stop"] == v["cursor"] else "")
        r = 6 if j["label"] else 3.5
        # a marked turn's point shows what its line in the marked list shows (the position
        # before it, with the better turn); another point, the position after its turn
        show = (' data-turn="%d"' % k) if j["label"] or j["words"] else ""
        out.append(
            '<circle class="%s" cx="%s" cy="%s" r="%s" data-goto="%d"%s><title>%s</title></circle>'
            % (cls, x, y, r, j["stop"], show, esc(point_title(v, j)))
        )
    out.append("</svg>")
    return "".join(out)


def legend(v):
    """What the graph shows, in words under it: each seat's colour and name (for two seats, the
    first's area from the bottom, the second's from the top)."""
    keys = "".join(
        '<span class="key"><svg class="chance-graph" viewBox="0 0 10 10" aria-hidden="true">'
        '<rect class="g-fill c-%s" x="0" y="0" width="10" height="10"/></svg>%s</span>'
        % (esc(colour), esc(name))
        for colour, name in zip(v["seat_colours"], v["seat_names"])
    )
    return '<p class="graph-legend">%s: %s</p>' % (esc(t("Winning chances after each turn")), keys)


def mover(v, j):
    names = v["seat_names"]
    return names[j["seat"]] if 0 <= j["seat"] < len(names) else t("chance")


def point_title(v, j):
    """The turn, each seat's chance after it (named: the mover is not always the first), and its
    judgement."""
    names = v["seat_names"]
    shown = percents(j["after"])
    chances_ = ", ".join("%s %s" % (names[s], shown[s]) for s in range(len(shown)) if s < len(names))
    label = (v["analysis"]["labels"].get(j["label"], "") if v.get("analysis") else "") if j["label"] else ""
    return " — ".join(x for x in (turn_text(v, j), chances_, label, j["words"], j["exact"]) if x)


def turn_text(v, j):
    """The turn's number and text as the move list shows it."""
    for row in v["moves"]:
        for e in row["entries"]:
            if e["start"] == j["start"]:
                number = ("%d. " % row["number"]) if row["number"] is not None else ""
                return number + e["text"]
    return ""


def table(v, a, judged):
    """The graph as a table (read by screen readers; not shown)."""
    names = v["seat_names"]
    head = "".join("<th>%s</th>" % esc(name) for name in names)
    rows = []
    for j in judged:
        cells = "".join("<td>%s</td>" % x for x in percents(j["after"]))
        judgement = " ".join(x for x in (a["labels"].get(j["label"], ""), j["words"], j["exact"]) if x)
        rows.append(
            "<tr><td>%s</td><td>%s</td>%s<td>%s</td></tr>"
            % (esc(turn_text(v, j)), esc(mover(v, j)), cells, esc(judgement))
        )
    return "<caption>%s</caption><tr><th>%s</th><th>%s</th>%s<th>%s</th></tr>%s" % (
        esc(t("Winning chances after each turn")),
        esc(t("Turn")),
        esc(t("Mover")),
        head,
        esc(t("Judgement")),
        "".join(rows),
    )


def marked(v, a, judged):
    """The marked turns (and the wins at once found or missed), each a button that shows the
    position before it with the better turn marked on the board."""
    out = []
    for k, j in enumerate(judged):
        if not j["label"] and not j["words"]:
            continue
        said = [turn_text(v, j)]
        if j["label"]:
            said.append("%s %s (−%d)" % (JUDGED[j["label"]], a["labels"][j["label"]], round(100 * j["drop"])))
        if j["words"]:
            said.append(j["words"])
        if j["better_text"]:
            said.append(t("Better: %s") % j["better_text"])
        out.append(
            '<li><button type="button" class="%s" data-turn="%d">%s</button></li>'
            % (j["label"] or "named", k, esc(" — ".join(x for x in said if x)))
        )
    if not out and a["finished"]:
        return "<li>%s</li>" % esc(t("No turn lost more than the smallest threshold."))
    return "".join(out)


# -- events ---------------------------------------------------------------------------------


def on_analyse(event):
    LIVE["graph"] = None
    post("analyse", depth=el("analyse-depth").value)


def on_result_analyse(event):
    """From the result panel, at the depth chosen beside it: the analysis panel opens and the
    analysis starts."""
    el("analyse-depth").value = el("result-depth").value
    el("analysis-box").open = True
    on_analyse(event)
    el("analysis-box").scrollIntoView()


def result_depth():
    """The result panel's choice of depth beside its "Analyse this game", as the analysis panel
    offers it (the two kept alike)."""
    label = document.createElement("label")
    label.className = "result-depth"
    label.innerHTML = '%s <select id="result-depth">%s</select>' % (
        esc(t("Depth")),
        "".join('<option value="%s">%s</option>' % (d, esc(t(d))) for d in DEPTH_CHOICES),
    )
    button = el("result-analyse")
    button.parentElement.insertBefore(label, button.nextSibling)
    el("result-depth").value = el("analyse-depth").value

    def alike(source, other):
        def changed(event):
            el(other).value = el(source).value

        el(source).addEventListener("change", create_proxy(changed))

    alike("result-depth", "analyse-depth")
    alike("analyse-depth", "result-depth")


def on_cancel(event):
    post("analyse_cancel")


def board_in_view():
    """The board brought into view where a click below it changes it (a phone's one column)."""
    box = el("board").getBoundingClientRect()
    if box.top < 0 or box.bottom > window.innerHeight:
        el("board").scrollIntoView()


def nearest_point(event):
    """The point a tap or click means: the one under it, else the nearest within :data:`REACH`
    pixels of it (a marked turn's before a plain one), else none."""
    node = event.target.closest("[data-goto]")
    if node or event.target.closest(".graph-legend"):
        return node
    best = None
    for point in el("analysis-graph").querySelectorAll("circle[data-goto]"):
        box = point.getBoundingClientRect()
        dx = event.clientX - (box.left + box.width / 2)
        dy = event.clientY - (box.top + box.height / 2)
        far = (dx * dx + dy * dy) ** 0.5
        if far > REACH:
            continue
        rank = (0 if point.hasAttribute("data-turn") else 1, far)
        if best is None or rank < best[0]:
            best = (rank, point)
    return best[1] if best else None


def on_graph(event):
    node = nearest_point(event)
    if node and node.hasAttribute("data-turn"):
        post("analyse_show", turn=int(node.getAttribute("data-turn")))
        board_in_view()
    elif node:
        post("goto", index=int(node.getAttribute("data-goto")))
        board_in_view()


def on_marked(event):
    node = event.target.closest("[data-turn]")
    if node:
        post("analyse_show", turn=int(node.getAttribute("data-turn")))
        board_in_view()


def listen():
    result_depth()
    for name, fn in (
        ("analyse", on_analyse),
        ("result-analyse", on_result_analyse),
        ("analysis-cancel", on_cancel),
        ("analysis-graph", on_graph),
        ("analysis-marked", on_marked),
    ):
        el(name).addEventListener("click", create_proxy(fn))
