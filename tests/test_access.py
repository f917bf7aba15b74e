"""Every player can play (step 9), in Chromium against the built site, for every game: the board
is one tab stop and is played with the keyboard, a move can be typed in the game's notation,
the accessibility tree names every place in words, every action is announced, the colour themes
switch and are remembered, and a phone gets the whole width without sideways scrolling."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from urllib.parse import urlparse

from browser import (
    actions,
    click_control,
    click_target,
    open_play,
    targets_on_board,
    wait_history,
    wait_ready,
)
from pyengine.ai import level_names
from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import CHANCE, find_action
from pyengine.catalogue import all_games, get_game

pytestmark = pytest.mark.browser

GAMES = [g.info.id for g in all_games()]
#: A phone's context (the same for every phone test: they share a returning visitor's context).
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}
ARTEFACTS = Path(
    os.environ.get("KABINETT_ARTEFACTS", Path(__file__).resolve().parent.parent / "test-artifacts")
)


def open_game(page, port: int, game: str, query: str = "seats=human,human") -> None:
    """Open a game and wait until it waits for a person (chance steps such as a random
    arrangement are played by the page first)."""
    page.goto(f"http://127.0.0.1:{port}/play.html?game={game}&{query}")
    wait_ready(page)
    page.wait_for_function(
        """() => { const r = document.documentElement;
            if (r.dataset.engine !== 'ready' || r.classList.contains('busy')) return false;
            return r.dataset.over === '1'
                || document.querySelectorAll('#board [data-target].target, #buttons [data-target]')
                    .length > 0; }""",
        timeout=30_000,
    )


def moves_shown(page) -> int:
    """The actions the move list holds (its entries are turns made of them)."""
    return int(page.get_attribute("#history", "data-actions") or 0)


def wait_paint(page, before) -> None:
    page.wait_for_function(
        f"window.kabinett.lastPaint !== {before!r} && !document.documentElement.classList.contains('busy')",
        timeout=20_000,
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_board_is_a_tab_stop_and_is_played_with_arrow_keys_and_enter(guarded, site, game):
    make, guard, console = guarded
    page = make(warm=True).new_page()
    open_game(page, site, game)
    for _ in range(40):  # Tab through the page's controls until the board has the focus
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "board":
            break
    assert page.evaluate("document.activeElement.id") == "board", "Tab never reaches the board"
    said = page.text_content("#board-focus")
    assert said and page.locator("#board .kbd-focus").count() == 1  # the focused place is named
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    assert page.locator("#board .kbd-focus").count() == 1
    start = moves_shown(page)
    # A person who presses Enter on an offered place (moving on with the arrows otherwise)
    # until an action is played: a roll, a stone, a piece picked up and put down.
    # The arrows walk a square spiral (1, 1, 2, 2, 3, 3, ... steps), so that offered places
    # near the start are met on any board shape.
    # near the start are met on any board shape; it starts again after each Enter.
    spiral = [k % 4 for k in range(16) for _ in range(k // 2 + 1)]
    walked = 0
    for _ in range(80):
        if moves_shown(page) > start:
            break
        focused = page.locator("#board .kbd-focus")
        if focused.count() and "target" in (focused.get_attribute("class") or "") and walked:
            before = page.evaluate("window.kabinett.lastPaint")
            page.keyboard.press("Enter")
            wait_paint(page, before)
            walked = 0
        else:
            page.keyboard.press(
                ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp")[spiral[walked % len(spiral)]]
            )
            walked += 1
    assert moves_shown(page) > start, "Enter on offered places played nothing"
    # The focus stays on the board, or goes to the input when the move goes on by typing
    # ((Not)Divisors: a cell, then its number).
    expected = "prompt-input" if page.is_visible("#prompt") else "board"
    assert page.evaluate("document.activeElement.id") == expected
    assert page.text_content("#announce"), "the action was not announced"
    assert console.errors == [] and guard.outside == []


def _selected_after_enter(page) -> bool:
    before = page.evaluate("window.kabinett.lastPaint")
    page.keyboard.press("Enter")
    wait_paint(page, before)
    return page.locator("#board svg [data-target].selected").count() > 0


def test_escape_clears_a_selection_on_the_board(guarded, site):
    make, _, console = guarded
    page = make(warm=True).new_page()
    open_game(page, site, "progressive-chess")
    page.focus("#board")
    assert _selected_after_enter(page)  # the first offered place is a white piece: picked up
    before = page.evaluate("window.kabinett.lastPaint")
    page.keyboard.press("Escape")
    wait_paint(page, before)
    assert page.locator("#board svg [data-target].selected").count() == 0
    assert moves_shown(page) == 0 and console.errors == []


def _first_typed_move(page, game: str) -> tuple[Match, str, bool]:
    """The game as the page holds it, a legal first move's text, and whether a person must
    roll a die first. A chance the page draws itself (Fehde's lot) is read from the page's link."""
    m = Match(game, {})
    if m.state.to_move() == CHANCE and m.state.roller() is None:
        m = saved.from_link(urlparse(page.input_value("#share-link")).query, level_names())
    if m.state.to_move() == CHANCE:  # EinStein: after its drawn arrangements a person rolls
        return m, "", True
    return m, m.state.legal_actions()[0].text, False


@pytest.mark.parametrize("game", GAMES)
def test_a_move_typed_in_the_notation_is_played_and_a_bad_one_is_refused_with_the_reason(guarded, site, game):
    make, _, console = guarded
    page = make(warm=True).new_page()
    open_game(page, site, game)
    m, text, rolls = _first_typed_move(page, game)
    rolls = rolls or page.locator("#board .die-face.target").count() > 0
    start = moves_shown(page)  # EinStein's random arrangements are already in the list
    before = page.evaluate("window.kabinett.lastPaint")
    page.fill("#move-input", "zz9")
    page.click("#move-play")
    wait_paint(page, before)
    message = page.text_content("#message")
    assert message and ("zz9" in message or "Roll" in message), message
    assert page.input_value("#move-input") == "zz9"  # the refused text stays to be corrected
    assert moves_shown(page) == start
    if rolls:
        assert "Roll the die" in message
        return
    before = page.evaluate("window.kabinett.lastPaint")
    page.fill("#move-input", text)
    page.press("#move-input", "Enter")
    wait_paint(page, before)
    assert moves_shown(page) == start + 1 and page.text_content("#message") == ""
    assert page.input_value("#move-input") == ""
    start = m.state
    action = find_action(start, text)
    words = get_game(game).action_words(start, action, start.apply(action))  # SAN is said in words
    said = page.text_content("#announce")
    assert words in said, said
    assert console.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_the_start_page_names_every_place_in_words_downloads_its_board_and_keeps_seats_apart_in_every_theme(
    guarded, site, game
):
    """Three checks of a game's start page, made on one page load (each is a function below,
    named after its rule): the accessibility tree, the board's downloads, the themes."""
    make, _, console = guarded
    page = make(warm=True).new_page()  # (downloads are accepted by default)
    open_game(page, site, game)
    the_accessibility_tree_names_every_place_in_words(page)
    the_board_downloads_as_a_standalone_svg_and_a_png(page, make().new_page(), game)
    every_theme_renders_seats_apart_in_greyscale(page)  # last: it leaves the page in another theme
    assert console.errors == []


def the_accessibility_tree_names_every_place_in_words(page) -> None:
    tree = page.locator("#board").aria_snapshot()
    names = re.findall(r'img "([^"]*)"', tree)
    places = page.locator("#board svg [data-target]").count()
    assert len(names) == places, tree[:2000]
    for name in names:  # words, not a bare click id such as "c:k6" or a glyph
        assert re.search(r"[A-Za-z]{2,}", name) and not re.fullmatch(r"\w+:\S+", name), name
    # The drawn letters (coordinates, labels, chess glyphs) are not read out one by one.
    assert not re.search(r"^\s*- text: \S{1,2}$", tree, re.MULTILINE), tree[:2000]
    assert "application" in tree  # the board announces how to play it


def test_every_action_of_every_seat_is_announced_and_the_end(guarded, site):
    make, _, _ = guarded
    page = make(warm=True).new_page()
    open_game(page, site, "progressive-chess", "moves=e4+f6+g5")
    before = page.evaluate("window.kabinett.lastPaint")
    page.fill("#move-input", "Qh5")
    page.press("#move-input", "Enter")
    wait_paint(page, before)
    said = page.text_content("#announce")
    assert "White: queen to h5, checkmate." in said and "Game over" in said, said


def test_a_roll_is_announced_once_for_the_seat_it_was_rolled_for_and_undo_says_where_it_went(guarded, site):
    """EinStein: a die's outcome is said in words for the seat it was rolled for, never as a bare
    notation token nor as chance's: the person's by the status after it ("Blue rolled 4: move
    stone 4."), the computer's again with the move it made ("Red rolled a 4. Red: 4e2-d1."),
    which comes a moment after it. Undo says the move now shown and what is to do there."""
    make, _, _ = guarded
    page = make(warm=True).new_page()
    open_game(page, site, "einstein", "seats=human,easy")
    assert targets_on_board(page) == ["roll"]
    click_target(page, "roll")
    said = page.text_content("#announce")
    assert re.fullmatch(r"Blue rolled [1-6]: move stone [1-6]( or [1-6])?\.", said), said
    begun = actions(page)
    while actions(page) == begun:  # the person's move: the stone (if not picked), its cell
        click_target(page, targets_on_board(page)[0])
    wait_history(page, begun + 3)  # the computer's roll and move (said in two paints)
    said = page.text_content("#announce")
    assert re.fullmatch(r"Red rolled a [1-6]\. Red: \S+\. Blue to roll the die\.", said), said
    click_control(page, "#undo")
    said = page.text_content("#announce")
    assert re.fullmatch(r"Move 1 of \d+\. Blue rolled [1-6]: move stone .*", said), said


#: Every text #announce is given from now on, in the page's ``window.said``.
LISTEN = """() => { window.said = []; const a = document.getElementById('announce');
    new MutationObserver(() => window.said.push(a.textContent))
        .observe(a, { childList: true, characterData: true, subtree: true }); }"""


def test_the_status_line_is_said_once_by_the_one_live_region_with_what_was_done_before_the_first_view(
    guarded, site
):
    """The status line is no live region: #announce says it once, after the actions that led to
    it (a walk heard a roll and the result twice, said by both). What the computer or chance did
    before the page's first view is said with it: Schneider von Gent's start node chosen by the
    computer as Mr. Button, EinStein's stones arranged. A move the page played for the person
    (her only legal one) is said to be so."""
    make, _, _ = guarded
    page = make(warm=True).new_page()
    open_game(page, site, "schneider-von-gent", "seats=human,easy")
    assert page.evaluate(
        """() => { const s = document.getElementById('status');
            return [s.getAttribute('role'), s.getAttribute('aria-live'), s.closest('[aria-live]')]; }"""
    ) == [None, None, None]
    said, status = page.text_content("#announce"), page.text_content("#status")
    assert re.fullmatch(r"Player B: the thimble on node \d+\. " + re.escape(status), said), said
    open_game(page, site, "einstein", "seats=human,easy")
    said = page.text_content("#announce")
    assert re.fullmatch(r"Blue's stones: .*\. Red's stones: .*\. Blue to roll the die\.", said), said
    # EinStein's stones placed by hand: the sixth has one cell left and is placed for her.
    open_game(page, site, "einstein", "setup=choose&seats=human,easy")
    page.evaluate(LISTEN)
    for n, cell in zip((6, 5, 4, 3, 2), ("a5", "b5", "c5", "a4", "b4")):
        click_target(page, f"s:{n}")
        click_target(page, f"c:{cell}")
    wait_history(page, 12)  # Red's six stones too
    said = page.evaluate("window.said")
    assert [s for s in said if re.search(r"Blue: [^.]+ \(played for you\)\.", s)], said
    status = page.text_content("#status")  # (the computer's turn: said with its move, not alone)
    assert not [s for s in said if s.count(status) > 1], said


def test_themes_follow_the_system_switch_and_are_remembered(guarded, site):
    make, _, _ = guarded
    page = make(warm=True).new_page()
    page.emulate_media(color_scheme="dark")  # the system's switch
    open_game(page, site, "cross")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    dark_bg = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    page.select_option("#theme", "light")
    assert page.evaluate("document.documentElement.dataset.theme") == "light"
    assert page.evaluate("getComputedStyle(document.documentElement).backgroundColor") != dark_bg
    page.select_option("#theme", "contrast")
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.theme") == "contrast"
    assert page.input_value("#theme") == "contrast"
    page.goto(f"http://127.0.0.1:{site}/index.html")  # the catalogue too
    assert page.evaluate("document.documentElement.dataset.theme") == "contrast"


#: The distance from a place to its nearest neighbour, in CSS px.
ROOM = """(name) => {
    const c = (e) => { const r = e.getBoundingClientRect();
                       return [r.left + r.width / 2, r.top + r.height / 2]; };
    const me = document.querySelector(`#board svg [data-target="${name}"]`), [x, y] = c(me);
    return Math.min(...[...document.querySelectorAll('#board svg [data-target]')]
        .filter(e => e !== me && e.getBoundingClientRect().width)
        .map(e => { const [a, b] = c(e); return Math.hypot(a - x, b - y); })); }"""


@pytest.mark.parametrize("game", GAMES)
def test_a_phone_gets_the_whole_width_and_no_sideways_scrolling(guarded, site, game):
    make, _, console = guarded
    page = make(warm=True, **PHONE).new_page()
    open_game(page, site, game)
    m = page.evaluate("""() => {
        const s = document.querySelector('#board svg').getBoundingClientRect();
        const t = [...document.querySelectorAll('#board svg [data-target]')]
            .map(e => { const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })
            .sort((a, b) => a - b);
        return {width: s.width, median: t[t.length >> 1],
                scroll: document.scrollingElement.scrollWidth}; }""")
    assert m["scroll"] <= 390 and m["width"] >= 370, m
    assert m["median"] >= 14, m  # measured per game in docs/BENCHMARKS.md; dense graphs zoom with two fingers
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTEFACTS / f"phone-{game}.png"), full_page=True)
    # A tap plays as a click does; where places lie closer than a finger (44 px) apart,
    # through the magnified view that the tap opens, whose places are then at least 32 px.
    target = page.locator("#board svg [data-target].target").first
    name = target.get_attribute("data-target")
    room = page.evaluate(ROOM, name)
    before = page.evaluate("window.kabinett.lastPaint")
    target.tap()
    assert (page.locator("#magnifier").count() == 1) == (room < 44), room
    if page.locator("#magnifier").count():
        zoomed = page.locator(f'#magnifier [data-target="{name}"]')
        box = zoomed.bounding_box()
        assert min(box["width"], box["height"]) >= 32, box
        page.screenshot(path=str(ARTEFACTS / f"phone-{game}-magnified.png"))
        zoomed.tap()
    wait_paint(page, before)
    assert (
        page.locator("#magnifier").count() == 0
        and moves_shown(page) >= 1
        or page.locator("#board .selected").count()
    )
    assert console.errors == []


def test_a_tap_beside_the_magnified_board_closes_it_and_plays_nothing(guarded, site):
    make, _, _ = guarded
    page = make(warm=True, **PHONE).new_page()
    open_game(page, site, "schneider-von-gent")
    page.locator('#board svg [data-target="n:5"]').tap()
    assert page.locator("#magnifier").count() == 1
    page.locator("#magnifier p").tap()
    assert page.locator("#magnifier").count() == 0 and moves_shown(page) == 0
    # and a tap outside it, as its note says (a walk found the view stayed open)
    page.locator('#board svg [data-target="n:5"]').tap()
    assert page.locator("#magnifier").count() == 1
    page.locator("#title").tap()
    assert page.locator("#magnifier").count() == 0 and moves_shown(page) == 0


@pytest.mark.parametrize("motion, expected", [("no-preference", 1), ("reduce", 0)])
def test_a_move_slides_and_reduced_motion_keeps_it_still(guarded, site, motion, expected):
    make, _, _ = guarded
    page = make(warm=True).new_page()
    page.emulate_media(reduced_motion=motion)
    open_game(page, site, "progressive-chess")
    click_target(page, "sq:e2")  # the piece picked up: painted before the move is timed
    before = page.evaluate("window.kabinett.lastPaint")
    page.click('[data-target="sq:e4"]')
    wait_paint(page, before)
    assert page.evaluate("window.kabinett.animated || 0") == expected, motion
    # Looking back does not slide anything.
    before = page.evaluate("window.kabinett.lastPaint")
    page.keyboard.press("Home")
    wait_paint(page, before)
    assert page.evaluate("window.kabinett.animated || 0") == expected


def the_board_downloads_as_a_standalone_svg_and_a_png(page, other, game: str) -> None:
    """``other``: a page of another context, where the downloaded image is shown alone."""
    page.click("#share-box summary")
    # The box open, the download is the builder's picture (web/builder.py) once the engine drew
    # it: waited for, or the click would race it (before it, the download is the live board).
    page.wait_for_selector("#builder[data-ready] #embed-picture svg", state="attached")
    with page.expect_download() as svg:
        page.click("#save-svg")
    text = Path(svg.value.path()).read_text()
    assert svg.value.suggested_filename == f"kabinett-{game}.svg"
    assert text.startswith("<svg") and 'xmlns="http://www.w3.org/2000/svg"' in text and "fill:" in text
    # The image stands alone: it shows the picture's places, styled inline, in another page; they
    # are the board's, less its controls that are no place (Karls Rennen's die to roll).
    other.set_content(text)
    places = "(els) => els.map((e) => e.getAttribute('data-target')).sort()"
    shown = other.locator("svg [data-target]").evaluate_all(places)
    assert shown == page.locator("#embed-picture svg [data-target]").evaluate_all(places)
    board = page.locator("#board svg [data-target]").evaluate_all(places)
    assert len(shown) >= 9 and set(shown) <= set(board) and set(board) - set(shown) <= {"roll"}, game
    with page.expect_download() as png:
        page.click("#save-png")
    data = Path(png.value.path()).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000


def test_the_sources_games_open_at_their_start_and_where_the_printed_record_breaks(guarded, site):
    make, _, console = guarded
    page = make(warm=True).new_page()
    open_game(page, site, "cross")
    page.click("#samples-box summary")
    assert "Trabsact Sagme Diaries" in page.text_content("#samples")
    before = page.evaluate("window.kabinett.lastPaint")
    page.click('#samples [data-sample="0"][data-erratum]')
    wait_paint(page, before)
    message = page.text_content("#message")
    assert "turn 6" in message and "f7" in message and "occupied" in message, message
    assert moves_shown(page) == 56  # the corrected game, 14 turns and the resignation
    # The position before the printed f7 (read as f5): within turn 6's "o4 f5", marked so.
    assert page.text_content("#history button.current.partial") == "o4 f5"
    before = page.evaluate("window.kabinett.lastPaint")
    page.keyboard.press("ArrowRight")  # and step on through the game, an action at a time
    wait_paint(page, before)
    assert page.text_content("#history button.current") == "o4 f5"
    assert page.query_selector("#history button.partial") is None
    before = page.evaluate("window.kabinett.lastPaint")
    page.click('#samples [data-sample="0"]:not([data-erratum])')
    wait_paint(page, before)
    assert page.text_content("#history button.current") == "start position"
    page.goto(f"http://127.0.0.1:{site}/play.html?game=einstein")
    wait_ready(page)
    assert "no sample game" in page.text_content("#samples")
    assert console.errors == []


def _rgb(css: str) -> str:
    r, g, b = [int(float(x)) for x in re.findall(r"[\d.]+", css)[:3]]
    return f"#{r:02x}{g:02x}{b:02x}"


def _contrast(a: str, b: str) -> float:
    from test_themes import contrast

    return contrast(a, b)


def every_theme_renders_seats_apart_in_greyscale(page) -> None:
    """Each game's start page in every theme: the seats' colours as the page paints them (the
    dots beside the seats, the same colours as the pieces) are 3:1 apart for two seats, and the
    pieces on the board stand out from their places by fill or outline."""
    for theme in ("light", "dark", "contrast"):
        page.evaluate(f"window.kabinett.setTheme({theme!r})")
        dots = [
            _rgb(c)
            for c in page.eval_on_selector_all(
                "#seats-line .dot", "els => els.map(e => getComputedStyle(e).backgroundColor)"
            )
        ]
        if len(dots) == 2:
            assert _contrast(*dots) >= 3.0, (theme, dots)
        pieces = page.evaluate("""() => [
            ...document.querySelectorAll('#board svg .stone, #board svg .piece, #board svg .chess-piece')]
            .map(p => { const s = getComputedStyle(p); const r = p.getBoundingClientRect();
                const under = [...document.querySelectorAll('#board svg [data-target]')].find(c => {
                    const b = c.getBoundingClientRect(); const x = r.x + r.width / 2, y = r.y + r.height / 2;
                    return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom; });
                return [s.fill, s.stroke, under ? getComputedStyle(under).fill : null]; })""")
        for fill, stroke, place in pieces:
            if place is None or not fill.startswith("rgb") or not place.startswith("rgb"):
                continue
            by_outline = _contrast(_rgb(stroke), _rgb(place)) if stroke.startswith("rgb") else 1.0
            assert max(_contrast(_rgb(fill), _rgb(place)), by_outline) >= 3.0, (theme, fill, stroke, place)


RING = """() => { const n = document.querySelector('#board .kbd-focus');
    const b = getComputedStyle(document.getElementById('board'));
    return {place: n ? getComputedStyle(n).stroke : null, board: b.outlineStyle}; }"""
FOCUS = "rgb(21, 101, 192)"  # the light theme's ring (web/kabinett.css --focus)


@pytest.mark.parametrize("game", ["cross", "chivalry", "subdivide"])
def test_the_focus_ring_shows_only_after_a_key_not_after_a_mouse_click(guarded, site, game):
    """Issue 35 item 4: a mouse click on the board marks what it clicked, not a second place."""
    make, _, _ = guarded
    page = open_play(make(warm=True), site, f"game={game}")
    first = page.eval_on_selector("#board .target[data-target]", "e => e.getAttribute('data-target')")
    click_target(page, first)
    seen = page.evaluate(RING)
    assert seen["board"] == "none" and seen["place"] != FOCUS, seen
    page.focus("#board")
    page.keyboard.press("ArrowRight")
    seen = page.evaluate(RING)
    assert seen["place"] == FOCUS, seen


def test_a_phone_plays_subdivides_dots_with_one_tap_even_beside_the_drawn_dot(guarded, site):
    """Issue 35 item 5: Subdivide's 4×4 dots are drawn at 30 px but lie more than a finger apart:
    a tap plays (no magnifier), also a tap 14 px beside the dot."""
    make, _, _ = guarded
    page = make(warm=True, **PHONE).new_page()
    open_game(page, site, "subdivide")
    target = page.locator("#board svg [data-target].target").first
    name = target.get_attribute("data-target")
    assert page.evaluate(ROOM, name) >= 44
    box = target.bounding_box()
    before = page.evaluate("window.kabinett.lastPaint")
    page.touchscreen.tap(box["x"] + box["width"] / 2 + 14, box["y"] + box["height"] / 2)
    wait_paint(page, before)
    assert page.locator("#magnifier").count() == 0
    assert page.locator(f'#board svg [data-target="{name}"].selected').count() == 1 or moves_shown(page) >= 1
