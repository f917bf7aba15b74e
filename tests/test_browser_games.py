"""Each game's page in real Chromium: whole games by clicks and the game's own controls (the
die, drag and drop, the promotion chooser). Fixtures and the network guard: conftest.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from browser import (
    actions,
    click_control,
    open_record,
    click_target,
    history,
    open_play,
    targets_on_board,
    turns,
    wait_history,
    wait_ready,
)

pytestmark = pytest.mark.browser


def check_a_finished_game_survives_undo_reload_link_and_import(make, site, page, query: str) -> None:
    """Undo reopens the finished game and redo ends it again; the reload, the share link and the
    exported record each bring back the same history (the link and the record carry the moves,
    not which of them were forced, i.e. played for the person)."""
    moves, count = history(page), actions(page)
    plain = [m.replace(" forced", "") for m in moves]
    click_control(page, "#undo")
    assert "Game over" not in page.inner_text("#status")
    click_control(page, "#redo")
    assert "Game over" in page.inner_text("#status")
    record, link = open_record(page), page.input_value("#share-link")
    page.reload()
    wait_ready(page)
    assert history(page) == moves
    other = open_play(make(warm="friend"), site, link.split("?", 1)[1])  # the link sent to a friend
    assert history(other) == plain and "Game over" in other.inner_text("#status")
    fresh = open_play(make(warm="stranger"), site, query)  # someone who has not played this game
    open_record(fresh)
    fresh.fill("#record", record)
    click_control(fresh, "#import")
    # The fresh page's die may have cast its random arrangement just before: wait for the import.
    wait_history(fresh, count)
    assert history(fresh) == plain


# --- Schneider von Gent ------------------------------------------------------------------------


def test_schneider_von_gent_whole_game_by_clicks_reaches_41(guarded, site):
    from pyengine.catalogue import get_game

    make, _, _ = guarded
    game = get_game("schneider-von-gent")
    text = (
        Path(__file__).resolve().parent.parent / "samples" / "schneider-von-gent-schneider17-41.txt"
    ).read_text()
    actions = game.parse_record(text, {"mode": "single"})
    page = open_play(make(warm=True), site, "game=schneider-von-gent&mode=single")
    for action in actions:
        for target in action.path:
            click_target(page, target)  # board targets and buttons (decline, pass) alike
    status = page.inner_text("#status")
    assert "Game over" in status and "41" in status
    assert len(page.query_selector_all("#board .prisoner")) == 10
    assert len(page.query_selector_all("#board .seam")) == 13
    check_a_finished_game_survives_undo_reload_link_and_import(
        make, site, page, "game=schneider-von-gent&mode=single"
    )


# --- Dice races: Karls Rennen and EinStein -----------------------------------------------------------


def test_karls_rennen_human_rolls_by_clicking_the_die_and_the_ai_rolls_itself(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=karls-rennen&seats=human,random")
    click_control(page, "#auto-forced")  # every click by hand here (forced play: test_journeys.py)
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
    assert len(page.query_selector_all("#board .square.last")) == 2 or page.inner_text("#status").startswith(
        "Game over"
    )
    # Automatic rolling: the human's die rolls itself, the human still moves.
    click_control(page, "#auto-roll")
    wait_history(page, 5)
    assert all(t.startswith("sq:") for t in targets_on_board(page))


def test_karls_rennen_four_players_in_teams_plays_to_the_end(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=karls-rennen&players=4&seats=random,random,random,random")
    page.select_option("#pace", "0")
    page.wait_for_function(
        "document.getElementById('status').textContent.includes('Game over')", timeout=90_000
    )
    assert " win" in page.inner_text("#status")
    assert len(page.eval_on_selector_all("#new-form select[id^=seat-]", "els => els")) == 4


def test_einstein_stones_placed_by_clicks_then_played(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=einstein&setup=choose&seats=human,random")
    for n, cell in zip((6, 5, 4, 3, 2), ("a5", "b5", "c5", "a4", "b4")):
        click_target(page, f"s:{n}")
        click_target(page, f"c:{cell}")
    # The last stone has one cell left: a forced action, played for the person and marked.
    wait_history(page, 12)  # Red, a random AI, placed his six stones
    assert turns(page)[0].count(";") == 5  # Blue's six stones: one turn of the move list
    assert len(page.query_selector_all("#board rect.piece")) == 12
    assert targets_on_board(page) == ["roll"]
    click_target(page, "roll")
    movable = targets_on_board(page)
    assert movable and all(t.startswith("c:") for t in movable)
    if not page.query_selector("#board .selected"):  # one movable stone is picked for the person
        click_target(page, movable[0])
    click_target(page, targets_on_board(page)[0])
    wait_history(page, 16)


def play_by_clicks(page, limit: int = 400) -> None:
    """Click the die, a movable stone and its first target until the game is over."""
    for _ in range(limit):
        page.wait_for_function(
            "document.querySelector('#board .target[data-target], #buttons [data-target]')"
            " || document.getElementById('status').textContent.includes('Game over')"
        )
        if "Game over" in page.inner_text("#status"):
            return
        targets = targets_on_board(page) or page.eval_on_selector_all(
            "#buttons [data-target]", "els => els.map(e => e.getAttribute('data-target'))"
        )
        click_target(page, targets[0])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("query", ["game=karls-rennen", "game=einstein"])
def test_dice_race_whole_game_by_clicks_with_history_record_link_and_reload(guarded, site, query):
    make, _, _ = guarded
    context = make(warm=True)
    page = open_play(context, site, query)
    play_by_clicks(page)
    assert len(page.query_selector_all("#board .square.last")) == 2
    check_a_finished_game_survives_undo_reload_link_and_import(make, site, page, query)


def test_progressive_chess_a_whole_game_by_clicks_to_mate_with_history_record_link_and_reload(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=progressive-chess")
    for square in ("e2", "e4", "f7", "f6", "g7", "g5", "d1", "h5"):  # 1. e4 2. f6 g5 3. Qh5#
        click_target(page, f"sq:{square}")
    assert "Game over" in page.inner_text("#status") and "White" in page.inner_text("#status")
    assert (
        history(page) == ["1. e4", "2. f6 g5", "3. Qh5#"]
        and len(page.query_selector_all("#board .last")) >= 2
    )
    check_a_finished_game_survives_undo_reload_link_and_import(make, site, page, "game=progressive-chess")


def _centre(page, target: str) -> tuple[float, float]:
    box = page.locator(f'#board [data-target="{target}"]').bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_progressive_chess_click_drag_end_series_check_promotion_and_flip(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=progressive-chess")
    assert "Series 1 (White): move 1 of 1" in page.inner_text("#board")
    click_target(page, "sq:e2")
    assert len(page.query_selector_all("#board .dest-dot")) == 2  # e3 and e4
    click_target(page, "sq:e4")
    assert "Series 2 (Black): move 1 of 2" in page.inner_text("#board")
    # Drag and drop: press on g8, release on f6.
    page.mouse.move(*_centre(page, "sq:g8"))
    page.mouse.down()
    page.mouse.move(*_centre(page, "sq:f6"), steps=5)
    page.mouse.up()
    wait_history(page, 2)
    assert history(page) == ["1. e4", "2. Nf6"]
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
    fresh = open_play(make(warm="friend"), site, "game=progressive-chess")
    click_control(fresh, "#auto-forced")  # Black's only answer (g6) is to be seen, not played
    open_record(fresh)
    fresh.fill("#record", "1. e4 2. f5 f4 3. Qh5+")
    click_control(fresh, "#import")
    assert len(fresh.query_selector_all("#board .csq.check")) == 1
    assert "Series 4 (Black)" in fresh.inner_text("#board")
    assert '[FEN "rnbqkbnr/ppppp1pp/8/7Q/4Pp2/8/PPPP1PPP/RNB1KBNR b KQkq - 0 2"]' in fresh.input_value(
        "#export-pgn"
    )
    promo = open_play(make(warm="stranger"), site, "game=progressive-chess")
    open_record(promo)
    promo.fill("#record", "1. h4 2. a6 a5 3. h5 h6 hxg7 4. a4 Ra5 Ra6 Rb6")
    click_control(promo, "#import")
    click_target(promo, "sq:g7")
    click_target(promo, "sq:h8")
    buttons = promo.eval_on_selector_all(
        "#board .promo-button", "els => els.map(e => e.getAttribute('data-target'))"
    )
    assert sorted(buttons) == ["promo:b", "promo:n", "promo:q", "promo:r"]
    click_target(promo, "promo:n")
    assert history(promo)[-1] == "5. gxh8=N"
    assert "Series 6 (Black)" in promo.inner_text("#board")


def test_chivalry_a_canter_stopped_by_the_button_then_a_knight_that_must_capture_after_its_canter(
    guarded, site
):
    make, _, _ = guarded
    context = make(warm=True)
    page = open_play(context, site, "game=chivalry")
    click_target(page, "F6")
    # The piece's landing squares are offered and dotted: plain steps and canters.
    offered = set(page.eval_on_selector_all("#board .chsq.target", "els => els.map(e => e.dataset.target)"))
    assert {"E5", "F5", "G5", "D8", "F8", "H8"} <= offered
    assert len(page.query_selector_all("#board .dest-dot")) >= 6
    click_target(page, "D8")
    # The canter may go on (over C7 to B6) or stop: the move waits, with a "Stop here" button.
    assert "canters on from D8, or stops there" in page.inner_text("#status")
    assert page.query_selector('#board [data-target="D8"].moving') is not None
    assert "B6" in page.eval_on_selector_all("#board .chsq.target", "els => els.map(e => e.dataset.target)")
    assert page.inner_text('#buttons [data-target="stop"]') == "Stop here"
    click_target(page, "stop")
    assert page.inner_text("#status").startswith("Black to move")
    assert history(page) == ["1. F6-D8"] and actions(page) == 2  # the canter and its stop: one move
    # After 1. E6-C8 Black's Knight canters D11-D9, next to White's Man on C8: it must capture (rule 7).
    page = open_play(context, site, "game=chivalry&moves=E6-C8+stop")
    click_control(page, "#auto-forced")  # off (else the one jump left is played at once), painted
    click_target(page, "D11")
    click_target(page, "D9")
    assert "must capture" in page.inner_text("#status")
    assert page.query_selector('#buttons [data-target="stop"]') is None
    # The one leg left: B7, or the Knight on D9 then B7.
    assert sorted(
        page.eval_on_selector_all("#board .chsq.target", "els => els.map(e => e.dataset.target)")
    ) == ["B7", "D9"]
    assert len(page.query_selector_all("#board .capture-ring")) == 1
    click_target(page, "B7")
    # C8's Man is gone at once; from B7 the jump must go on over C6 (rule 3): no stop.
    assert page.eval_on_selector('#board [data-target="C8"] title', "e => e.textContent") == "C8: empty"
    assert "the jump must go on" in page.inner_text("#status")
    assert page.query_selector('#buttons [data-target="stop"]') is None
    click_target(page, "D5")
    assert page.inner_text("#status").startswith("White to move")
    # The record says it as the WCF writes it.
    open_record(page)
    assert page.input_value("#record").startswith("1. E6-C8 D11-D9xB7xD5")


def test_caduceus_a_chain_move_by_clicks_head_then_cells_and_the_tail_selects_too(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=caduceus")
    assert sorted(targets_on_board(page)) == ["a1", "h8"]  # the heads of J and N
    click_target(page, "a1")
    assert sorted(
        page.eval_on_selector_all("#board .square.target", "els => els.map(e => e.dataset.target)")
    ) == ["a2", "b1"]
    assert len(page.query_selector_all("#board .dest-dot")) == 2
    click_target(page, "b1")
    assert "chain J grows 1 more stone" in page.inner_text("#status")
    click_target(page, "b2")
    assert page.inner_text("#status").startswith("Player 2 (B, T)")
    assert history(page) == ["1. es --"] and actions(page) == 2  # J's move: the chain's head, then a step
    # Player 2 moves B by its head, then T; then player 1 selects J by its tail (b1).
    for target in ("a8", "b8", "c8", "h1", "h2", "h3"):
        click_target(page, target)
    assert page.inner_text("#status").startswith("Player 1 (J, N)")
    click_target(page, "b1")  # J's tail: the same chain as its head b2
    assert "c2" in page.eval_on_selector_all("#board .square.target", "els => els.map(e => e.dataset.target)")
    click_target(page, "c2")
    click_target(page, "c3")
    open_record(page)
    assert "1.   es --     ee ss" in page.input_value("#record")
    assert "2.   es" in page.input_value("#record")


@pytest.mark.timing
@pytest.mark.one_core  # the search thinks in the page's worker: one core each, two pages at a time
@pytest.mark.parametrize(
    "game", [g.info.id for g in __import__("pyengine.catalogue", fromlist=["all_games"]).all_games()]
)
def test_the_computers_think_time_in_the_page_stays_within_its_levels_budget(guarded, site, game):
    """The strong level thinks about 2 s per action in the page: from the moment it starts thinking
    to the action on the board, never much longer (a search slice and a repaint of slack)."""
    import time as _time

    from pyengine.ai import LEVELS
    from pyengine.catalogue import get_game

    make, _, _ = guarded
    seats = ",".join(["strong"] * len(get_game(game).info.seats))  # whoever moves first, the computer thinks
    page = make(warm=True).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game={game}&seats={seats}")
    wait_ready(page)  # the engine is live: the computer's search starts after its warm-up
    # It shows that it thinks, or it has moved already: a level that needs no search (Transvaal's
    # solved table) may move before the bar is ever shown, and has then kept its budget.
    page.wait_for_function(
        "!document.getElementById('thinking').hidden"
        " || +document.getElementById('history').getAttribute('data-actions') > 0",
        timeout=60_000,
    )
    start, before = _time.monotonic(), actions(page)
    if page.is_hidden("#thinking"):
        return
    page.wait_for_function(
        f"+document.getElementById('history').getAttribute('data-actions') > {before}", timeout=20_000
    )
    took = _time.monotonic() - start
    assert took <= LEVELS["strong"].seconds + 1.0, f"{game}: {took:.2f} s"


# --- Transvaal ---------------------------------------------------------------------------------


def test_transvaal_a_whole_game_by_clicks_the_english_shut_the_boer_in(guarded, site):
    """Two people: the English place by clicking points, the Boer moves by clicking his
    destination alone, the English by clicking a stone, then where it goes; the page says under
    the board and in the rules that the game is a reconstruction; the end marks the trap."""
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=transvaal")
    caption = " ".join(
        page.eval_on_selector_all("#board .board-caption", "els => els.map(e => e.textContent)")
    )
    assert "German Boer-War game sheet" in caption and "Gioco dell'Orso" in caption
    assert "not available" in caption
    assert "Transvaal picture of 2011 is not available" in page.text_content("#rules")
    assert len(targets_on_board(page)) == 20  # every point but the centre
    for point in ("10", "8", "E1"):
        click_target(page, point)
    assert turns(page)[0].replace(" ", "") == "@10@8@E1"
    assert sorted(targets_on_board(page)) == ["C", "N1", "S1", "W1"]  # the Boer, or where he can go
    click_target(page, "W1")  # the Boer: his destination alone
    click_target(page, "E1")  # the English: the stone, then where it goes
    assert "C" in targets_on_board(page)
    click_target(page, "C")
    click_target(page, "W2")
    click_target(page, "C")
    click_target(page, "W1")
    wait_history(page, 8)  # W2-9 is the Boer's only move: played for him
    click_target(page, "W1")
    click_target(page, "W2")
    wait_history(page, 9)
    assert "shut in on 9" in page.inner_text("#status")
    decisive = page.eval_on_selector_all(
        "#board .decisive", "els => els.map(e => e.getAttribute('data-target'))"
    )
    assert {"9", "8", "10", "W2"} <= set(decisive)
    check_a_finished_game_survives_undo_reload_link_and_import(make, site, page, "game=transvaal")
