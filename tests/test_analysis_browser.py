"""The analysis in Chromium (issue 55), in English and German: a finished game opened by its
link is analysed in the page, the graph fills point by point, the worst turn clicked shows its
position with the better move marked on the board, a point of the graph goes to its turn."""

from __future__ import annotations

import re

import pytest

from browser import wait_ready

pytestmark = pytest.mark.browser

#: A random Transvaal game (22 actions, 20 turns) with seven turns that lose a won game: its
#: solved table judges every turn exactly, so the marks are the same on every run.
GAME = (
    "game=transvaal&moves=%40W2+%405+%407+C-N1+W2-8+N1-N2+5-S2+N2-12+S2-5+12-11+5-4+11-N2+8-9"
    "+N2-11+9-W2+11-N2+7-8+N2-N1+8-7+N1-E1+4-5+E1-C"
)
WORDS = {
    "en": ("Analyse this game", "Analysed: every turn.", "Better:"),
    "de": ("Diese Partie analysieren", "Alle Züge analysiert.", "Besser:"),
}
SEATS = {"en": ("Boer", "English"), "de": ("Bure", "Engländer")}


def painted(page, action) -> None:
    """Do ``action`` and wait until the page painted the answer."""
    before = page.evaluate("window.kabinett.lastPaint")
    action()
    page.wait_for_function(f"window.kabinett.lastPaint !== {before!r}", timeout=30_000)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_finished_game_analysed_in_the_page_shows_its_worst_turn_and_the_better_move(guarded, site, lang):
    make, guard, console = guarded
    # German on a phone by touch (its 390 px must hold the graph, the list and the hidden table)
    phone = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
    page = make(warm=True, **(phone if lang == "de" else {})).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{GAME}&lang={lang}")
    wait_ready(page)
    button, finished, better = WORDS[lang]
    if lang == "en":  # the panel's button, and the result's (which opens the panel)
        page.click("#analysis-box > summary")
        assert page.inner_text("#analyse").strip() == button
        page.click("#analyse")
    else:
        assert page.inner_text("#result-analyse").strip() == button
        page.click("#result-analyse")
    # the graph fills as the turns are judged, to the last one
    page.wait_for_function(
        "document.querySelectorAll('#analysis-graph circle').length === 20"
        " && document.getElementById('analysis-run').hidden",
        timeout=60_000,
    )
    assert page.inner_text("#analysis-state").strip() == finished
    assert page.evaluate(
        "document.documentElement.scrollWidth <= window.innerWidth"
    )  # nothing widens the page
    assert not page.locator("#analysis-run").is_visible()  # the progress and Cancel are gone
    assert page.locator("#analysis-table tr").count() == 21  # a row a turn, for screen readers
    rows = page.eval_on_selector_all(
        "#analysis-table tr",
        "rows => rows.map(r => [...r.querySelectorAll('td')]"
        "  .map(c => c.textContent).filter(x => x.includes('%')))",
    )
    sums = {sum(int("".join(ch for ch in c if ch.isdigit())) for c in row) for row in rows if row}
    assert sums == {100}, rows  # (each turn's chances in whole percent add up, as the chances do)
    assert page.locator("#analysis-graph circle.blunder").count() == 7
    assert page.locator("#history .judged").count() == 7  # the move list's ?? marks
    # the worst turn: the position before it, its better move marked on the board
    first = page.locator("#analysis-marked button.blunder").first
    assert better in first.inner_text()
    painted(page, first.tap if lang == "de" else first.click)
    page.wait_for_function("document.querySelectorAll('#board .hint').length > 0", timeout=30_000)
    assert_marked_green(page)
    shown = """() => { const box = document.getElementById('history').getBoundingClientRect(),
        cur = document.querySelector('#history button.current').getBoundingClientRect();
        return cur.top >= box.top - 1 && cur.bottom <= box.bottom + 1; }"""
    assert page.evaluate(shown), "the move list's own box scrolls to the turn shown"
    assert better in page.inner_text("#message")
    in_view = """() => { const b = document.getElementById('board').getBoundingClientRect();
        return b.top >= -1 && b.bottom <= window.innerHeight + 1; }"""
    assert page.evaluate(in_view), "the board that changed is brought into view (the phone's column)"
    # an unmarked point of the graph: the position after its turn
    painted(page, lambda: page.locator("#analysis-graph circle.plain").first.click())
    assert page.locator("#analysis-graph circle.current").count() == 1
    assert page.evaluate("document.querySelectorAll('#board .hint').length") == 0
    # a marked point: what its line in the marked list shows, the better move on the board
    painted(page, lambda: page.locator("#analysis-graph circle.blunder").first.click())
    page.wait_for_function("document.querySelectorAll('#board .hint').length > 0", timeout=30_000)
    assert better in page.inner_text("#message")
    # a better move of a stone: the stone that moves is marked as plainly as where it goes (a walk
    # found the English stone on its point marked under it, unseen)
    stone = page.locator("#analysis-marked button", has_text="S2-S1")
    painted(page, stone.tap if lang == "de" else stone.click)
    page.wait_for_function("document.querySelector('#board .hint[data-target=S2]')", timeout=30_000)
    assert_marked_green(page)
    # the graph says in words whose colour is whose
    legend = page.inner_text("#analysis-graph .graph-legend")
    assert all(name in legend for name in SEATS[lang])
    assert not guard.outside and not console.errors


PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


#: Each hinted place: its fill, its ring's colour, and whether the ring shows around a piece drawn
#: over it (the piece's circle of the same place, 3 px of ring beyond it at least).
HINTS = """els => els.map(e => {
    const s = getComputedStyle(e), r = parseFloat(e.getAttribute('r') || 'NaN');
    const over = [...document.querySelectorAll(`#board circle[data-target="${e.dataset.target}"]`)]
        .filter(o => o !== e).map(o => parseFloat(o.getAttribute('r')));
    const ring = r + parseFloat(s.strokeWidth) / 2;
    return [s.fill, s.stroke, !over.length || ring >= Math.max(...over) + 3]; })"""


def assert_marked_green(page) -> None:
    """Each place of the better move shows green (a walk found Transvaal's English stone on its
    point marked under it, unseen): a green fill, or around a piece on it a green ring."""
    hints = page.eval_on_selector_all("#board .hint", HINTS)
    green = [(f == "rgb(159, 212, 154)" or s == "rgb(47, 122, 42)") and seen for f, s, seen in hints]
    assert hints and all(green), hints


def analysed(page) -> None:
    """The game's analysis started from its panel (quick) and waited for to its last turn."""
    page.click("#analysis-box > summary")
    page.click("#analyse")
    page.wait_for_function(
        "document.querySelectorAll('#analysis-graph circle').length === 20"
        " && document.getElementById('analysis-run').hidden",
        timeout=60_000,
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_result_offers_the_depth_and_analyses_at_the_one_chosen(guarded, site, lang):
    make, guard, console = guarded
    page = make(warm=True).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{GAME}&lang={lang}")
    wait_ready(page)
    words = {"en": ["quick", "deep"], "de": ["schnell", "gründlich"]}[lang]
    assert page.locator("#result #result-depth").is_visible()
    assert page.eval_on_selector_all("#result-depth option", "os => os.map(o => o.textContent)") == words
    assert page.input_value("#result-depth") == "quick"
    page.evaluate(
        """() => { const w = window.kabinett.worker, send = w.postMessage.bind(w);
        window.sent = [];
        w.postMessage = (m) => { window.sent.push(m); if (!m.includes('"analyse_step"')) send(m); }; }"""
    )  # (its slices are held: Transvaal's table could end the analysis before Cancel is clicked)
    page.select_option("#result-depth", "deep")
    assert page.input_value("#analyse-depth") == "deep", "the panel's choice follows the result's"
    painted(page, lambda: page.click("#result-analyse"))
    sent = [m for m in page.evaluate("window.sent") if '"analyse"' in m]
    assert sent and '"depth": "deep"' in sent[0], sent
    painted(page, lambda: page.click("#analysis-cancel"))
    # where it stopped is said at once (a walk read it only after a click in the move list)
    stopped = {"en": r"Stopped at move 1 of \d+\.", "de": r"Angehalten bei Zug 1 von \d+\."}[lang]
    assert re.fullmatch(stopped, page.text_content("#analysis-state")), page.text_content("#analysis-state")
    assert not guard.outside and not console.errors


def test_a_graph_point_on_a_phone_answers_a_finger_beside_it(guarded, site):
    make, guard, console = guarded
    page = make(warm=True, **PHONE).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{GAME}")
    wait_ready(page)
    analysed(page)
    # a plain point (its turn and where it stands read at once: the graph is redrawn as it wants)
    goto, x, y, width, middle = page.evaluate(
        """() => { const p = document.querySelectorAll('#analysis-graph circle.plain:not([data-turn])')[2],
            b = p.getBoundingClientRect(), g = p.ownerSVGElement.getBoundingClientRect();
            return [p.getAttribute('data-goto'), b.left + b.width / 2, b.top + b.height / 2, b.width,
                    g.top + g.height / 2]; }"""
    )
    assert width < 8, "the dot drawn stays small"
    y += 10 if y < middle else -10  # a finger 10 px off, within the graph
    painted(page, lambda: page.touchscreen.tap(x, y))
    page.wait_for_function(
        f"document.querySelector('#analysis-graph circle.current[data-goto=\"{goto}\"]') !== null",
        timeout=30_000,
    )
    assert not guard.outside and not console.errors
