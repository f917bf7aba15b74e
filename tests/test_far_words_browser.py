"""Games by link in real Chromium, the words (step 23, items 4-7): the result panel names the
winner as each device sees it; messages about links count turns as the move list numbers them;
a declined takeback is said until the next move; the catalogue says who won and writes the last
turn as the move list does. Separate browser contexts are separate people on separate devices."""

from __future__ import annotations

import pytest

from browser import actions, click_control, click_target, history, resign, turns

from test_far_browser import ask_for_a_takeback, english_placed, far_status, make_game, receive, send

pytestmark = pytest.mark.browser


def send_in(page, word: str) -> str:
    """``send`` on a page in another language: ``word`` is its "Send" (German: "Schicke")."""
    link = page.input_value("#far-link")
    page.click("#far-copy")
    page.wait_for_function(f"!document.getElementById('far-status').textContent.includes({word!r})")
    return link


def type_move(page, text: str) -> None:
    """A whole move typed in the move box (Chivalry's canter in the WCF notation)."""
    page.fill("#move-input", text)
    click_control(page, "#move-play")


def catalogue_line(context, site, expected: str) -> str:
    """The catalogue's line about the one game by link of ``context``, once it says ``expected``
    (the catalogue repaints when the play page stores the game's line)."""
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    try:
        page.wait_for_function(
            "s => document.getElementById('far-list').textContent.includes(s)", arg=expected, timeout=20_000
        )
    except Exception:
        raise AssertionError(f"{expected!r} not in {page.inner_text('#far-list')!r}") from None
    return page.inner_text("#far-list li")


def test_the_loser_by_link_reads_that_the_friend_won_and_the_winner_that_they_won(guarded, site):
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm=True, locale="de-DE")  # Bob's page speaks German
    a = english_placed(alice, site)
    b = receive(bob, send(a))
    b.wait_for_selector("html[data-lang-ready=de]", state="attached")
    resign(b)  # Bob, the Boer, gives up
    b.wait_for_function("document.documentElement.dataset.over === '1'")
    assert b.inner_text("#result-headline") == "Dein Gegenüber gewinnt (Engländer)."
    a = receive(alice, send_in(b, "Schicke"))
    a.wait_for_function("document.documentElement.dataset.over === '1'")
    assert a.inner_text("#result-headline") == "You win!"
    assert "computer" not in (a.inner_text("#result") + b.inner_text("#result")).lower()


def test_messages_about_links_count_turns_as_the_move_list_numbers_them(guarded, site):
    """Chivalry by link: White's third turn is a canter of three actions (D6-D8, D8-B6, stop). The
    takeback asked of it names the whole turn, and a link older than the copy says where it ends
    and where the copy ends by the move list's turns (6 and 9 actions: turns 2 and 3)."""
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    a = make_game(alice, site, "chivalry", seat=0)
    type_move(a, "G7-G5")
    b = receive(bob, send(a))
    type_move(b, "L10-L12")
    a = receive(alice, send(b))
    type_move(a, "F6-F5")
    b = receive(bob, send(a))
    type_move(b, "C11-D12")
    older = send(b)
    a = receive(alice, older)
    type_move(a, "D6-D8-B6")
    assert history(a)[-1] == "3. D6-D8-B6"
    send(a)
    click_control(a, "#far-ask")
    b = receive(bob, send(a))
    assert b.inner_text("#far-asked-text") == "Your friend asks to take back turn 3, White: D6-D8-B6."
    a = receive(alice, older)
    assert a.inner_text("#link-notice-text") == (
        "This link is older than your copy: it ends at turn 2, Black: C11-D12, "
        "your copy at turn 3, White: D6-D8-B6. Your copy is kept."
    )
    assert history(a)[-1] == "3. D6-D8-B6" and actions(a) == 9


def test_a_declined_takeback_is_said_until_the_next_move_made_here(guarded, site):
    make, _, _ = guarded
    alice, _, b = ask_for_a_takeback(make, site)
    click_control(b, "#far-decline")
    click_target(b, "S2")
    a = receive(alice, send(b))
    declined = "Your takeback was declined: the game went on."
    assert a.inner_text("#far-note") == declined
    a = receive(alice, a.url)  # the game opened again: the same link is no news
    assert a.inner_text("#far-note") == declined
    click_target(a, "E1")
    click_target(a, "E2")
    assert "E1-E2" in turns(a) and a.inner_text("#far-note") == ""
    send(a)
    click_control(a, "#far-ask")  # the next request stands alone
    assert "it asks your friend to take back your last move" in far_status(a)
    assert a.inner_text("#far-note") == ""
    a = receive(alice, a.url)  # and the stored copy has no note either
    assert a.inner_text("#far-note") == ""


def test_the_catalogue_says_who_won_and_writes_the_last_turn_as_the_move_list_does(guarded, site):
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm=True, locale="de-DE")
    a = make_game(alice, site, "chivalry", seat=0)
    type_move(a, "G7-G5")
    b = receive(bob, send(a))
    type_move(b, "L10-L12")
    a = receive(alice, send_in(b, "Schicke"))
    type_move(a, "D6-D8-B6")  # three actions: the last one is 'stop'
    link = send(a)
    line = catalogue_line(alice, site, "last move 2. D6-D8-B6")
    assert line.startswith("Chivalry against Black: waiting for Black · last move 2. D6-D8-B6"), line
    b = receive(bob, link)
    resign(b)  # Bob, Black, gives up (his page speaks German)
    link = send_in(b, "Schicke")
    line = catalogue_line(bob, site, "Partie zu Ende")
    assert line.startswith("Chivalry gegen Weiß: Partie zu Ende · Weiß hat durch Aufgabe gewonnen"), line
    assert "letzter Zug 2. aufgegeben" in line, line  # (the record's token in words, as the move list)
    receive(alice, link)
    line = catalogue_line(alice, site, "game over")
    assert line.startswith(
        "Chivalry against Black: game over · you won by resignation · last move 2. resign"
    ), line
