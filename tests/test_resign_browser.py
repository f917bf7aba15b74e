"""Resigning in real Chromium: the page asks first, and a resignation is the person's own side,
whoever is to move, on every device (step 23, item 1). Separate browser contexts are separate
people on separate devices exchanging the links their pages give them."""

from __future__ import annotations

import pytest

from browser import click_control, click_target, open_play, open_record, resign, turns

from test_far_browser import make_game, receive, send

pytestmark = pytest.mark.browser


def over(page) -> bool:
    return page.evaluate("document.documentElement.dataset.over === '1'")


def test_resign_asks_first_and_neither_a_stray_enter_nor_keep_playing_ends_the_game(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=cross&moves=i6")
    page.click("#resign")
    page.wait_for_selector("#resign-ask[open]")
    assert page.inner_text("#resign-ask-title") == "Resign this game?"
    assert page.inner_text("#resign-ask-text") == "You give up the game as White (o)."
    assert page.evaluate("document.activeElement.id") == "resign-keep"  # not the dangerous one
    page.keyboard.press("Enter")  # a stray Enter keeps playing
    page.wait_for_selector("#resign-ask", state="hidden")
    page.click("#resign")
    page.wait_for_selector("#resign-ask[open]")
    page.keyboard.press("Escape")
    page.wait_for_selector("#resign-ask", state="hidden")
    page.click("#resign")
    page.click("#resign-keep")
    page.wait_for_selector("#resign-ask", state="hidden")
    # Nothing was sent: the board still takes a move, and the game goes on.
    click_target(page, "k4")  # White's first stone of two (12* turns)
    assert not over(page) and page.is_hidden("#result")
    resign(page)  # now for real: White resigns, and the unfinished turn is no move
    assert over(page) and "White (o) resigned" in page.inner_text("#result-reason")
    assert turns(page) == ["i6", "resign"], turns(page)


def test_a_resignation_while_waiting_for_the_friend_is_your_own_on_both_devices(guarded, site):
    """Transvaal by link: the English place their three stones and send; then, while it is the
    Boer's turn, the English resign. Both devices say the English resigned and the Boer won."""
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    a = make_game(alice, site, "transvaal", seat=1)  # Alice: the English
    for point in ("N1", "E1", "W2"):
        click_target(a, point)
    link = send(a)
    assert "waiting" in a.inner_text("#far-status").lower()
    a.click("#resign")
    a.wait_for_selector("#resign-ask[open]")
    assert a.inner_text("#resign-ask-text") == "You give up the game as English."
    click_control(a, "#resign-yes")
    assert over(a) and "English resigned" in a.inner_text("#result-reason")
    assert "You win" not in a.inner_text("#result-headline")
    b = receive(bob, send(a))
    assert b.url != link
    b.wait_for_function("document.documentElement.dataset.over === '1'")
    assert "English resigned" in b.inner_text("#result-reason")
    assert b.inner_text("#result-headline") == "You win!"
    assert not b.inner_text("#link-notice-text")  # the link was taken, not refused


def test_declining_a_draw_then_resigning_resigns_the_decliner_on_both_devices(guarded, site):
    """Chivalry by link: Black offers a draw, White declines it and then resigns, while it is
    Black's turn: Black wins on both devices and Black's device takes the link."""
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    a = make_game(alice, site, "chivalry", seat=0)  # Alice: White, who moves first
    a.fill("#move-input", "C7-E5")
    click_control(a, "#move-play")
    b = receive(bob, send(a))
    click_control(b, "#offer-draw")
    assert turns(b)[-1] == "draw?", turns(b)
    a = receive(alice, send(b))
    click_target(a, "decline-draw")
    assert "Black" in a.inner_text("#status") and not over(a)
    resign(a)  # White, not to move, gives up her own side
    assert over(a) and "White resigned" in a.inner_text("#result-reason")
    b = receive(bob, send(a))
    b.wait_for_function("document.documentElement.dataset.over === '1'")
    assert "White resigned" in b.inner_text("#result-reason")
    assert b.inner_text("#result-headline") == "You win!"
    assert not b.inner_text("#link-notice-text")


def test_on_a_phone_the_question_is_tapped_and_its_resign_is_away_from_the_thumb_on_resign(guarded, site):
    """A phone in German: a tap on Aufgeben asks; the question's own button is not under the
    thumb that tapped (a double tap cannot pass it); tapping it ends the game."""
    make, _, _ = guarded
    phone = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
    page = open_play(make(warm=True, locale="de-DE", **phone), site, "game=chivalry&lang=de&moves=C7-E5+stop")
    page.tap("#resign")
    page.wait_for_selector("#resign-ask[open]")
    assert page.inner_text("#resign-ask-title") == "Diese Partie aufgeben?"
    assert page.inner_text("#resign-ask-text") == "Du gibst die Partie als Schwarz verloren."
    asked, yes = page.locator("#resign").bounding_box(), page.locator("#resign-yes").bounding_box()
    assert asked and yes
    overlap_x = min(asked["x"] + asked["width"], yes["x"] + yes["width"]) - max(asked["x"], yes["x"])
    overlap_y = min(asked["y"] + asked["height"], yes["y"] + yes["height"]) - max(asked["y"], yes["y"])
    assert overlap_x <= 0 or overlap_y <= 0, (asked, yes)
    assert yes["width"] >= 44 or yes["height"] >= 40  # a thumb's target
    before = page.evaluate("window.kabinett.lastPaint")
    page.tap("#resign-yes")
    page.wait_for_function(f"window.kabinett.lastPaint !== {before!r}")
    assert over(page) and "Schwarz hat aufgegeben" in page.inner_text("#result-reason")


@pytest.mark.parametrize("game", ["karls-rennen", "einstein"])
def test_the_board_after_a_resignation_says_who_resigned_not_what_to_do_next(guarded, site, game):
    """The board's own caption changes with the game's end: a person reading the board after a
    resignation is not told to roll the die (the walk of 2026-11-28)."""
    make, _, _ = guarded
    page = open_play(make(warm=True), site, f"game={game}&seats=human,human")
    asked = "to roll the die."
    captions = "() => [...document.querySelectorAll('#board svg text')].map(t => t.textContent).join(' | ')"
    # (the caption before: the instruction, once EinStein's stones are arranged)
    page.wait_for_function(f"() => ({captions})().includes({asked!r})")
    resign(page)
    page.wait_for_function("document.documentElement.dataset.over === '1'")
    board = page.evaluate(captions)
    assert asked not in board and "resigned." in board, board


def test_a_german_page_lists_the_resignation_and_names_the_seats_choices_in_german(guarded, site):
    """The record keeps its token ("resign"); the move list a German reader reads says
    "aufgegeben", and the seats' choices are named in German for a screen reader."""
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=cross&moves=i6&lang=de")
    labels = page.eval_on_selector_all(
        "#seats-line select", "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert labels == ["Schwarz (x) wird gespielt von", "Weiß (o) wird gespielt von"], labels
    resign(page)
    assert over(page)
    entries = page.eval_on_selector_all(
        "#history button[data-goto]", "els => els.map(e => e.innerText.trim())"
    )
    assert entries[-1] == "aufgegeben", entries
    assert "resign" in open_record(page).split()[-2:], "the record keeps the token"
