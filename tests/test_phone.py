"""Phones (issue 51, items 2 to 5), in Chromium with touch at 390×844: buttons, controls and the
boards' places a finger wide (44 CSS px) or, where a board cannot give them that, a magnified view
that names its places and costs one tap; a swipe on the board scrolls the page and a tap selects;
(Not)Divisors' number field for a finger and a phone's keyboard, its long numbers whole; the first
visit's hint says "Tap"."""

from __future__ import annotations

import pytest

from browser import turns, wait_history
from game_hints import hint
from pyengine.catalogue import all_games
from test_access import ARTEFACTS, FOCUS, PHONE, RING, moves_shown, open_game, wait_paint

pytestmark = pytest.mark.browser

FINGER = 44
#: Boards whose places cannot all be a finger wide at 390 px (their places, a finger each, are wider
#: than the screen): a tap there opens the magnifier. Their hints.py say so (DENSE).
DENSE = {g.info.id for g in all_games() if hint(g.info.id, "DENSE", False)}

#: Per distinct place of the board (a piece drawn on its cell is the cell), the target a finger has:
#: the place's own box, or where it lies alone the reach of a tap around it (web/magnifier.js: up to
#: 44 px, half the distance to the nearest other place).
PLACES = """() => {
    const seen = new Map();
    for (const e of document.querySelectorAll('#board svg [data-target]')) {
        const r = e.getBoundingClientRect();
        if (!r.width) continue;
        const t = e.getAttribute('data-target'), size = Math.min(r.width, r.height);
        const old = seen.get(t);
        if (!old || size > old.size)
            seen.set(t, {t, size, x: r.left + r.width / 2, y: r.top + r.height / 2});
    }
    const all = [...seen.values()];
    return all.map(p => {
        const gap = Math.min(...all.filter(q => q !== p).map(q => Math.hypot(q.x - p.x, q.y - p.y)));
        return [p.t, Math.max(p.size, Math.min(44, gap))];
    }); }"""

#: The page's visible buttons and controls (a checkbox's target is its label) and their heights.
CONTROLS = """() => [...document.querySelectorAll(
        'button, select, summary, a.button, input[type=text], input[type=file], .ai-controls label')]
    .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
    .map(e => [e.id || e.textContent.trim().slice(0, 20), e.getBoundingClientRect().height])"""


def test_touch_targets_buttons_controls_and_board_places_are_a_finger_wide(guarded, site):
    """Item 2: every button and control at least 44 px tall; every board's places a finger wide
    at 390 px, but on the boards that cannot give them that (DENSE)."""
    make, _, console = guarded
    page = make(warm=True, **PHONE).new_page()
    small = {}
    for game in [g.info.id for g in all_games()]:
        open_game(page, site, game)
        controls = page.evaluate(CONTROLS)
        assert controls and all(h >= FINGER for _, h in controls), (game, [c for c in controls if c[1] < 44])
        places = page.evaluate(PLACES)
        small[game] = sorted(t for t, size in places if size < FINGER)
        if hint(game, "PHONE_PICTURE", False):
            page.screenshot(path=str(ARTEFACTS / f"phone-targets-{game}.png"))
    assert {g for g in small if small[g]} == DENSE, small
    assert console.errors == []


def test_the_magnifier_names_its_places_and_a_move_takes_one_tap_more_than_clicks(guarded, site):
    """Item 2: Chivalry's squares are 25 px at 390 px. A tap opens the magnified view, whose
    squares are a finger wide and carry their names; it stays open while the man is picked up:
    the move is three taps (a desktop's two clicks and the tap that opens the view)."""
    make, _, console = guarded
    page = make(warm=True, **PHONE).new_page()
    open_game(page, site, "chivalry")
    page.locator('#board svg [data-target="J7"]').tap()
    zoomed = page.locator('#magnifier [data-target="J7"]')
    box = zoomed.bounding_box()
    assert min(box["width"], box["height"]) >= FINGER, box
    names = page.eval_on_selector_all("#magnifier .mag-names text", "els => els.map(e => e.textContent)")
    assert "J7" in names and "I6" in names, names
    before = page.evaluate("window.kabinett.lastPaint")
    zoomed.tap()
    wait_paint(page, before)
    page.wait_for_selector('#magnifier [data-target="J7"].selected')  # open again, the man picked up
    page.screenshot(path=str(ARTEFACTS / "phone-magnifier-chivalry.png"))
    # A destination inside the magnified view (the copy of the board holds every place).
    to = page.evaluate("""() => { const v = document.querySelector('#magnifier svg').getBoundingClientRect();
        return [...document.querySelectorAll('#magnifier [data-target].target:not(.selected)')].map(e => {
            const r = e.getBoundingClientRect();
            return r.left >= v.left && r.right <= v.right && r.top >= v.top && r.bottom <= v.bottom
                ? e.getAttribute('data-target') : null; }).filter(x => x)[0]; }""")
    assert to, "no destination in the magnified view"
    before = page.evaluate("window.kabinett.lastPaint")
    page.locator(f'#magnifier [data-target="{to}"]').tap()
    wait_paint(page, before)
    assert turns(page) == [f"J7-{to}"] and page.locator("#magnifier").count() == 0, turns(page)
    assert console.errors == []


def test_a_swipe_that_starts_on_the_board_scrolls_the_page_and_a_tap_selects(guarded, site):
    """Item 3: a finger that moves up from a piece scrolls the page (and moves nothing); a tap on
    the piece picks it up. A finger does not drag pieces: a drag and a swipe begin alike, and the
    browser must know at once whether the page scrolls (a mouse or a pen drags:
    tests/test_browser_games.py)."""
    make, _, console = guarded
    context = make(warm=True, **PHONE)
    page = context.new_page()
    open_game(page, site, "progressive-chess")
    b = page.locator('#board svg [data-target="sq:e2"]').bounding_box()
    x, y = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
    assert page.evaluate("window.scrollY") == 0
    cdp = context.new_cdp_session(page)  # real touch events: Chromium scrolls on them as on a phone
    # A finger moves once a frame: each event waits for the page's next frames, so the compositor
    # has the board it hit-tests (a burst sent on a loaded machine once scrolled nothing in CI).
    frame = "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"
    page.evaluate(frame)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for i in range(1, 11):
        page.evaluate(frame)
        up = {"x": x, "y": y - 25 * i}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [up]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function("window.scrollY > 100")
    assert moves_shown(page) == 0 and page.locator("#board .selected").count() == 0
    before = page.evaluate("window.kabinett.lastPaint")
    page.locator('#board svg [data-target="sq:e2"]').tap()
    wait_paint(page, before)
    assert page.locator('#board [data-target="sq:e2"].selected').count() == 1
    assert console.errors == []


def test_not_divisors_field_is_for_a_finger_enter_leaves_no_ring_and_long_numbers_stay_whole(guarded, site):
    """Item 4: the number field is 44 px tall in 16 px type (a phone zooms into smaller); after a
    tap and Enter the board has the focus but shows no ring (a keyboard user's Enter still
    does); a 30-digit number is written whole in its cell, wrapped, and in the move list (which
    wraps it too)."""
    make, _, console = guarded
    page = make(warm=True, **PHONE).new_page()
    open_game(page, site, "not-divisors")
    before = page.evaluate("window.kabinett.lastPaint")
    page.locator('#board svg [data-target="a1"]').tap()
    wait_paint(page, before)
    page.wait_for_function("document.activeElement && document.activeElement.id === 'prompt-input'")
    field = page.evaluate("""() => { const e = document.getElementById('prompt-input');
        return [e.getBoundingClientRect().height, parseFloat(getComputedStyle(e).fontSize)]; }""")
    assert field[0] >= FINGER and field[1] >= 16, field
    number = "100000000000000000000000000000"  # 10**29: cut before; factored at once
    page.keyboard.type(number)
    page.keyboard.press("Enter")
    wait_history(page, 2)
    page.wait_for_function("document.activeElement && document.activeElement.id === 'board'")
    seen = page.evaluate(RING)
    assert seen["board"] == "none" and seen["place"] != FOCUS, seen
    cell = page.evaluate("""() => {
        const c = document.querySelector('#board [data-target="a1"]').getBoundingClientRect();
        const n = document.querySelector('#board .nd-number'), r = n.getBoundingClientRect();
        return {text: n.textContent, inside: r.left >= c.left && r.right <= c.right
                && r.top >= c.top && r.bottom <= c.bottom, lines: n.querySelectorAll('tspan').length}; }""")
    assert cell["text"] == number and cell["inside"] and cell["lines"] > 1, cell
    assert number in page.text_content("#history")
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390  # the move list wraps it
    page.screenshot(path=str(ARTEFACTS / "phone-not-divisors-long-number.png"))
    # A keyboard user: the ring on a1 (the board has the focus), moved to b1, Enter, the number: it shows.
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'prompt-input'")
    page.keyboard.type(str(2 * int(number)))
    page.keyboard.press("Enter")
    wait_history(page, 4)
    page.wait_for_function("document.activeElement && document.activeElement.id === 'board'")
    assert page.evaluate(RING)["place"] == FOCUS
    assert console.errors == []


def test_the_first_visits_hint_says_tap_on_a_touch_screen_and_click_with_a_mouse(guarded, site):
    """Item 5: "Tap a game" on a phone, in German "Tippe auf ein Spiel"; "Click" with a mouse."""
    make, _, _ = guarded
    page = make(warm=True, **PHONE).new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    assert page.inner_text("#first-hint").startswith("Tap a game to play.")
    controls = page.evaluate(CONTROLS)  # the catalogue's too (item 2)
    assert controls and all(h >= FINGER for _, h in controls), [c for c in controls if c[1] < FINGER]
    page.goto(f"http://127.0.0.1:{site}/index.html?lang=de")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert page.inner_text("#first-hint").startswith("Tippe auf ein Spiel")
    page.screenshot(path=str(ARTEFACTS / "phone-first-hint-de.png"))
    desk = make(warm=True).new_page()
    desk.goto(f"http://127.0.0.1:{site}/index.html")
    assert desk.inner_text("#first-hint").startswith("Click a game to play.")


def test_a_new_game_started_at_the_bottom_of_a_phone_shows_its_board_and_the_game_put_aside(guarded, site):
    """The New game panel is far below the board on a phone: starting a game there brings the
    board back into sight, with the note that the game in progress was put aside (a walk was
    left looking at the bottom controls)."""
    make, _, console = guarded
    page = make(warm=True, **PHONE).new_page()
    open_game(page, site, "cross", "seats=human,human&moves=i6+k4+k6")
    page.locator("#new-game summary").tap()
    page.locator("#new-start").scroll_into_view_if_needed()
    assert page.evaluate("document.getElementById('board').getBoundingClientRect().bottom") < 0
    before = page.evaluate("window.kabinett.lastPaint")
    page.locator("#new-start").tap()
    wait_paint(page, before)
    page.wait_for_selector("#aside-box", state="visible")
    top, bottom = page.evaluate(
        "(() => { const r = document.getElementById('board').getBoundingClientRect();"
        " return [r.top, r.bottom]; })()"
    )
    assert -1 <= top < page.viewport_size["height"] and bottom > 0, (top, bottom)
    assert moves_shown(page) == 0
    assert console.errors == []
