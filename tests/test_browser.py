"""The built site in real Chromium: every request outside the loopback host is aborted and
counted (must be zero), and no console error may appear."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from browser import DIST, Console, Guard, click_control, click_target, launch, new_context, serve, wait_ready

pytestmark = pytest.mark.browser

# A whole game of Cross that ends on x's 7th turn with a T-B cross (x loses).
FULL_GAME = "j1 q2 q10 k2 k6 s4 s8 k10 j3 o4 o8 j7 j9 u6 m10 j5 j11 o6 m2 k4 a6 q4 m8 k8 c6".split()


@pytest.fixture(scope="module")
def site():
    if not (DIST / "play.html").exists():
        pytest.fail(f"{DIST} is not built: run python3 build.py test")
    with serve(DIST) as port:
        yield port


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture
def guarded(browser):
    """A fresh context with the network guard and console watch; checked after the test."""
    guard, console = Guard(), Console()
    contexts = []

    def make(**kw):
        context = new_context(browser, guard, **kw)
        context.on("page", console.attach)
        contexts.append(context)
        return context

    yield make, guard, console
    for c in contexts:
        c.close()
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"
    assert console.errors == [], console.errors


def open_play(context, port: int, query: str = "game=cross"):
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{port}/play.html?{query}")
    wait_ready(page)
    return page


def history(page) -> list[str]:
    return page.eval_on_selector_all("#history button[data-goto]", "els => els.map(e => e.textContent)")[1:]


def test_catalogue_lists_every_game_with_a_thumbnail(guarded, site):
    make, guard, _ = guarded
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    cards = page.query_selector_all(".card")
    assert len(cards) >= 1
    assert page.query_selector('.card a[href="play.html?game=cross"] .thumb svg') is not None
    assert "Cross" in page.inner_text(".cards")


def test_board_is_painted_before_the_engine_is_up(guarded, site):
    make, _, _ = guarded
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross", wait_until="domcontentloaded")
    # The pre-rendered board is in the HTML itself, targets included.
    assert page.query_selector('#board svg polygon.target[data-target="i6"]') is not None
    assert page.evaluate("window.kabinett.firstPaint > 0")
    wait_ready(page)


def test_a_whole_game_by_clicks_with_targets_last_move_undo_redo(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site)
    assert page.query_selector('#board .cell.target[data-target="i6"]') is not None
    for i, target in enumerate(FULL_GAME):
        click_target(page, target)
        if i == 1:
            # Group restriction: after q2, its neighbours are not offered as targets.
            assert page.query_selector('#board .cell.target[data-target="r3"]') is None
            assert page.query_selector('#board .cell.last[data-target="q2"]') is not None
    assert history(page) == [f"{n}. {t}" for n, t in enumerate(FULL_GAME, 1)]
    status = page.inner_text("#status")
    assert "Game over" in status and "cross" in status
    assert page.query_selector("#board .cell.target") is None  # nothing left to click
    click_control(page, "#undo")
    assert len(history(page)) == len(FULL_GAME) and "Game over" not in page.inner_text("#status")
    assert page.query_selector('#board .stone[data-target="c6"]') is None
    click_control(page, "#redo")
    assert "Game over" in page.inner_text("#status")
    click_control(page, '#history button[data-goto="3"]')
    assert page.query_selector('#board .stone[data-target="k2"]') is None
    assert page.query_selector('#board .stone[data-target="q10"]') is not None


def test_a_refused_click_shows_why(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site)
    click_target(page, "i6")
    page.click('#board polygon[data-target="i6"]')
    page.wait_for_function("document.getElementById('message').textContent.length > 0")
    assert "occupied" in page.inner_text("#message")


def test_reload_restores_the_game_in_progress(guarded, site):
    make, _, _ = guarded
    context = make()
    page = open_play(context, site)
    for t in ("i6", "k4", "k6"):
        click_target(page, t)
    page.reload()
    wait_ready(page)
    assert history(page) == ["1. i6", "2. k4", "3. k6"]


def test_record_export_and_import(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site)
    for t in ("i6", "k4", "k6"):
        click_target(page, t)
    page.click("#record-box summary")
    record = page.input_value("#record")
    assert record.splitlines()[1].split() == ["1:", "--", "i6", "k4", "k6"]
    sample = (Path(__file__).parent / "records" / "cross-sample-corrected.txt").read_text(encoding="utf-8")
    page.fill("#record", sample)
    click_control(page, "#import")
    assert len(history(page)) == 56 and "resigned" in page.inner_text("#status")
    page.fill("#record", sample.replace("o4 f5", "o4 f7"))
    click_control(page, "#import")
    assert "turn 6, player 1, stone 2 (f7)" in page.inner_text("#message")
    assert len(history(page)) == 56  # nothing lost


def test_share_link_and_embed_snippet_reproduce_the_game(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site)
    for t in ("i6", "k4", "k6"):
        click_target(page, t)
    link = page.input_value("#share-link")
    snippet = page.input_value("#embed-snippet")
    assert "moves=i6+k4+k6" in link and "embed=1" in snippet and snippet.startswith("<iframe")
    other = make().new_page()
    other.goto(link)
    wait_ready(other)
    assert history(other) == ["1. i6", "2. k4", "3. k6"]


def test_bad_url_shows_a_message_and_a_fresh_game(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=cross&moves=i6+k4+k4")
    assert "could not be opened" in page.inner_text("#message") and "action 3 (k4)" in page.inner_text("#message")
    assert history(page) == []


def test_new_game_with_options_and_an_ai_seat(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site)
    page.click("#new-game summary")
    page.select_option("#opt-size", "5")
    page.select_option("#seat-1", "random")
    click_control(page, "#new-start")
    assert "size=5" in page.url
    assert page.query_selector('#board [data-target="u6"]') is None  # side 5 has no u6
    click_target(page, "i5")
    page.wait_for_function("document.querySelectorAll('#history button[data-goto]').length === 4", timeout=20_000)
    assert "Player 1 (x)" in page.inner_text("#status")


def test_targets_off_the_board_become_buttons(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=cross&rules=browne")
    assert page.query_selector('#buttons [data-target="swap"]') is None
    click_target(page, "i6")
    assert page.inner_text('#buttons [data-target="swap"]') == "Swap"
    click_target(page, "swap")
    assert page.query_selector('#board .stone.seat1[data-target="i6"]') is not None
    assert page.query_selector('#buttons [data-target="swap"]') is None


def test_offline_reload_after_the_first_visit(guarded, site):
    make, _, _ = guarded
    context = make()
    page = open_play(context, site)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    click_target(page, "i6")
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert history(page) == ["1. i6"]
    click_target(page, "k4")
    context.set_offline(False)


def _host_page(folder: Path, frame_url: str) -> None:
    (folder / "host.html").write_text(
        f'<!doctype html><title>blog</title><p>A blog post.</p>'
        f'<iframe id="game" src="{frame_url}" width="900" height="700"></iframe>'
    )


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"], ids=["cross-origin", "cross-site"])
def test_the_page_works_embedded_in_an_iframe(guarded, site, host):
    make, _, _ = guarded
    with tempfile.TemporaryDirectory() as tmp:
        _host_page(Path(tmp), f"http://127.0.0.1:{site}/play.html?game=cross&embed=1")
        with serve(Path(tmp)) as host_port:
            page = make().new_page()
            page.goto(f"http://{host}:{host_port}/host.html")
            frame = page.frame_locator("#game")
            frame.locator("html[data-engine=ready]").wait_for(timeout=90_000)
            inner = page.frames[1]
            assert inner.evaluate("document.documentElement.classList.contains('embed')")
            assert not inner.is_visible("header.chrome")
            click_target(inner, "i6")
            assert history(inner) == ["1. i6"]
            storage = inner.evaluate("window.kabinett.storage")
            if host == "localhost":
                # Cross-site: Chromium denies the frame its storage; the page says so and goes on.
                assert storage is False
                assert "embedded" in inner.inner_text("#notice")
            else:
                assert storage is True


def test_no_service_worker_or_storage_needs_special_headers(guarded, site):
    make, guard, _ = guarded
    page = open_play(make(), site)
    assert page.evaluate("typeof SharedArrayBuffer === 'undefined' || !crossOriginIsolated")
    build = json.loads((DIST / "build.json").read_text())
    sw = (DIST / "sw.js").read_text()
    assert f"kabinett-{build['hash']}" in sw


# --- the AI in the page ----------------------------------------------------------------------


def wait_history(page, n: int, timeout: float = 30_000) -> None:
    page.wait_for_function(f"document.querySelectorAll('#history button[data-goto]').length === {n + 1}", timeout=timeout)


def test_the_ai_thinks_in_the_worker_with_progress_and_the_page_stays_responsive(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=cross&seats=human,medium")
    click_target(page, "i6")
    page.wait_for_selector("#thinking:not([hidden])", timeout=10_000)
    page.wait_for_function("document.getElementById('status').textContent.includes('thinking')")
    # The main thread answers at once while the AI thinks.
    gaps = page.evaluate("""() => new Promise((resolve) => {
        const gaps = []; let last = performance.now(), n = 0;
        const tick = () => { const now = performance.now(); gaps.push(now - last); last = now;
                             if (++n < 30) requestAnimationFrame(tick); else resolve(gaps); };
        requestAnimationFrame(tick); })""")
    assert max(gaps) < 200
    wait_history(page, 3)
    assert page.query_selector("#thinking[hidden]") is not None
    assert "Player 1 (x)" in page.inner_text("#status")


def test_undo_during_thinking_stops_the_search_and_nothing_is_applied(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=cross&seats=human,strong")
    click_target(page, "i6")
    page.wait_for_function("document.getElementById('status').textContent.includes('thinking')")
    click_control(page, "#undo")
    page.wait_for_timeout(2500)  # longer than the strong level thinks
    assert history(page) == ["1. i6"] and page.query_selector("#thinking[hidden]") is not None
    assert "Player 1 (x)" in page.inner_text("#status")


def test_ai_against_ai_can_be_paused_stepped_and_watched_to_the_end(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=cross&size=5&seats=random,random")
    page.click("#pause")
    count = len(history(page))
    page.wait_for_timeout(1200)
    paused = len(history(page))
    assert paused <= count + 1  # at most the move already on its way
    click_control(page, "#step")
    assert len(history(page)) == paused + 1
    page.select_option("#pace", "0")
    page.click("#pause")  # resume
    page.wait_for_function("document.getElementById('status').textContent.includes('Game over')", timeout=60_000)


def test_hint_and_ai_distribution_overlay(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site)
    click_control(page, "#overlay")  # repaints with the overlay on
    page.click("#hint")
    page.wait_for_function("document.getElementById('message').textContent.startsWith('Hint: ')", timeout=20_000)
    hinted = page.inner_text("#message").split()[-1]
    assert page.get_attribute(f'#board polygon[data-target="{hinted}"]', "class").split().count("hint") == 1
    assert len(page.query_selector_all("#board [data-share]")) > 5


# --- Schneider von Gent ------------------------------------------------------------------------


def test_schneider_von_gent_whole_game_by_clicks_reaches_41(guarded, site):
    from pyengine.core import get_game

    make, _, _ = guarded
    game = get_game("schneider-von-gent")
    text = (Path(__file__).parent / "records" / "svg-schneider17-41.txt").read_text()
    actions = game.parse_record(text, {"mode": "single"})
    page = open_play(make(), site, "game=schneider-von-gent&mode=single")
    for action in actions:
        for target in action.path:
            click_target(page, target)  # board targets and buttons (decline, pass) alike
    status = page.inner_text("#status")
    assert "Game over" in status and "41" in status
    assert len(page.query_selector_all("#board .prisoner")) == 10
    assert len(page.query_selector_all("#board .seam")) == 13
    click_control(page, "#undo")
    assert "Game over" not in page.inner_text("#status")


# --- Dice races: Karls Rennen and EinStein -----------------------------------------------------------


def targets_on_board(page) -> list[str]:
    return page.eval_on_selector_all("#board .target[data-target]", "els => els.map(e => e.getAttribute('data-target'))")


def test_karls_rennen_human_rolls_by_clicking_the_die_and_the_ai_rolls_itself(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=karls-rennen&seats=human,random")
    assert targets_on_board(page) == ["roll"] and "White to roll" in page.inner_text("#status")
    click_target(page, "roll")
    assert history(page)[0].startswith("1. ") and history(page)[0].endswith(":")
    movable = targets_on_board(page)
    assert movable and all(t.startswith("sq:") for t in movable)  # the stones this roll lets move
    assert "rolled" in page.inner_text("#status")
    click_target(page, movable[0])
    destinations = targets_on_board(page)
    assert destinations and movable[0] not in destinations
    click_target(page, destinations[0])
    wait_history(page, 4)  # the AI's roll and move followed by themselves
    page.wait_for_function("document.getElementById('status').textContent.includes('White to roll')")
    assert targets_on_board(page) == ["roll"]
    assert len(page.query_selector_all("#board .square.last")) == 2 or page.inner_text("#status").startswith("Game over")
    # Automatic rolling: the human's die rolls itself, the human still moves.
    click_control(page, "#auto-roll")
    wait_history(page, 5)
    assert all(t.startswith("sq:") for t in targets_on_board(page))


def test_karls_rennen_four_players_in_teams_plays_to_the_end(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=karls-rennen&players=4&seats=random,random,random,random")
    page.select_option("#pace", "0")
    page.wait_for_function("document.getElementById('status').textContent.includes('Game over')", timeout=90_000)
    assert " win" in page.inner_text("#status")
    assert len(page.eval_on_selector_all("#new-form select[id^=seat-]", "els => els")) == 4


def test_einstein_stones_placed_by_clicks_then_played(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=einstein&setup=choose&seats=human,random")
    for n, cell in zip((6, 5, 4, 3, 2, 1), ("a5", "b5", "c5", "a4", "b4", "a3")):
        click_target(page, f"s:{n}")
        click_target(page, f"c:{cell}")
    wait_history(page, 12)  # Red, a random AI, placed his six stones
    assert len(page.query_selector_all("#board rect.piece")) == 12
    assert targets_on_board(page) == ["roll"]
    click_target(page, "roll")
    movable = targets_on_board(page)
    assert movable and all(t.startswith("c:") for t in movable)
    click_target(page, movable[0])
    click_target(page, targets_on_board(page)[0])
    wait_history(page, 16)


def play_by_clicks(page, limit: int = 400) -> None:
    """Click the die, a movable stone and its first target until the game is over."""
    for _ in range(limit):
        page.wait_for_function("document.querySelector('#board .target[data-target], #buttons [data-target]')"
                               " || document.getElementById('status').textContent.includes('Game over')")
        if "Game over" in page.inner_text("#status"):
            return
        targets = targets_on_board(page) or page.eval_on_selector_all(
            "#buttons [data-target]", "els => els.map(e => e.getAttribute('data-target'))")
        click_target(page, targets[0])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("query", ["game=karls-rennen", "game=einstein"])
def test_dice_race_whole_game_by_clicks_with_history_record_link_and_reload(guarded, site, query):
    make, _, _ = guarded
    context = make()
    page = open_play(context, site, query)
    play_by_clicks(page)
    moves = history(page)
    assert len(page.query_selector_all("#board .square.last")) == 2
    click_control(page, "#undo")
    assert "Game over" not in page.inner_text("#status")
    click_control(page, "#redo")
    assert "Game over" in page.inner_text("#status")
    record = page.input_value("#record")
    link = page.input_value("#share-link")
    page.reload()
    wait_ready(page)
    assert history(page) == moves
    other = open_play(make(), site, link.split("?", 1)[1])
    assert history(other) == moves and "Game over" in other.inner_text("#status")
    fresh = open_play(make(), site, query)
    fresh.click("#record-box summary")
    fresh.fill("#record", record)
    click_control(fresh, "#import")
    assert history(fresh) == moves


def test_progressive_chess_a_whole_game_by_clicks_to_mate_with_history_record_link_and_reload(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=progressive-chess")
    for square in ("e2", "e4", "f7", "f6", "g7", "g5", "d1", "h5"):  # 1. e4 2. f6 g5 3. Qh5#
        click_target(page, f"sq:{square}")
    assert "Game over" in page.inner_text("#status") and "White" in page.inner_text("#status")
    moves = history(page)
    assert len(moves) == 4 and len(page.query_selector_all("#board .last")) >= 2
    click_control(page, "#undo")
    assert "Game over" not in page.inner_text("#status")
    click_control(page, "#redo")
    assert "Game over" in page.inner_text("#status")
    record, link = page.input_value("#record"), page.input_value("#share-link")
    page.reload()
    wait_ready(page)
    assert history(page) == moves
    other = open_play(make(), site, link.split("?", 1)[1])
    assert history(other) == moves and "Game over" in other.inner_text("#status")
    fresh = open_play(make(), site, "game=progressive-chess")
    fresh.click("#record-box summary")
    fresh.fill("#record", record)
    click_control(fresh, "#import")
    assert history(fresh) == moves


def _centre(page, target: str) -> tuple[float, float]:
    box = page.locator(f'#board [data-target="{target}"]').bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_progressive_chess_click_drag_end_series_check_promotion_and_flip(guarded, site):
    make, _, _ = guarded
    page = open_play(make(), site, "game=progressive-chess")
    assert "Series 1 (White): move 1 of 1" in page.inner_text("#board")
    click_target(page, "sq:e2")
    assert len(page.query_selector_all("#board .dest-dot")) == 2  # e3 and e4
    click_target(page, "sq:e4")
    assert "Series 2 (Black): move 1 of 2" in page.inner_text("#board")
    # Drag and drop: press on g8, release on f6.
    before = page.evaluate("window.kabinett.lastPaint")
    page.mouse.move(*_centre(page, "sq:g8"))
    page.mouse.down()
    page.mouse.move(*_centre(page, "sq:f6"), steps=5)
    page.mouse.up()
    page.wait_for_function("document.querySelectorAll('#history button[data-goto]').length === 3")
    assert history(page)[-1].endswith("Nf6")
    assert page.query_selector('#board [data-target="end-series"]') is not None
    click_target(page, "end-series")
    assert "Series 3 (White)" in page.inner_text("#board")
    assert len(page.query_selector_all("#board .csq.last")) == 2  # Black's series: g8 and f6
    # Flip: a1 moves from the bottom left to the top right.
    x1, y1 = _centre(page, "sq:a1")
    click_control(page, "#flip")
    x2, y2 = _centre(page, "sq:a1")
    assert x2 > x1 and y2 < y1
    # A check ends the series at once and marks the king; then a promotion by the chooser.
    fresh = open_play(make(), site, "game=progressive-chess")
    fresh.click("#record-box summary")
    fresh.fill("#record", "1. e4 2. f5 f4 3. Qh5+")
    click_control(fresh, "#import")
    assert len(fresh.query_selector_all("#board .csq.check")) == 1
    assert "Series 4 (Black)" in fresh.inner_text("#board")
    assert '[FEN "rnbqkbnr/ppppp1pp/8/7Q/4Pp2/8/PPPP1PPP/RNB1KBNR b KQkq - 0 2"]' in fresh.input_value("#export-pgn")
    promo = open_play(make(), site, "game=progressive-chess")
    promo.click("#record-box summary")
    promo.fill("#record", "1. h4 2. a6 a5 3. h5 h6 hxg7 4. a4 Ra5 Ra6 Rb6")
    click_control(promo, "#import")
    click_target(promo, "sq:g7")
    click_target(promo, "sq:h8")
    buttons = promo.eval_on_selector_all("#board .promo-button", "els => els.map(e => e.getAttribute('data-target'))")
    assert sorted(buttons) == ["promo:b", "promo:n", "promo:q", "promo:r"]
    click_target(promo, "promo:n")
    assert history(promo)[-1].endswith("gxh8=N")
    assert "Series 6 (Black)" in promo.inner_text("#board")
