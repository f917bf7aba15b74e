"""Games by link in real Chromium (pyengine/app/far.py, web/far.py): separate browser contexts
are separate people on separate devices, exchanging the links their pages give them to send.
A whole game by links, a rewritten link and a stale one refused with the copy kept, two tabs of
one game kept consistent, a link opened offline, a takeback accepted and one declined, the
catalogue's list; and every game passed round its table by links until one resigns."""

from __future__ import annotations

import random
import re

import pytest

from pyengine.catalogue import all_games

from browser import click_control, click_target, open_play, resign, turns, wait_ready

pytestmark = pytest.mark.browser


def far_status(page) -> str:
    return page.inner_text("#far-status")


def make_game(context, site, game: str, seat: int):
    page = open_play(context, site, f"game={game}#far")  # the catalogue card's "far away" button
    assert page.evaluate("document.getElementById('far-new').open")
    page.select_option("#far-seat", str(seat))
    click_control(page, "#far-make")
    return page


def english_placed(context, site):
    """A Transvaal game by link whose maker plays the English and has placed on N1, E1, W2."""
    page = make_game(context, site, "transvaal", seat=1)
    for point in ("N1", "E1", "W2"):
        click_target(page, point)
    return page


def boer_answered(alice, bob, site):
    """Alice places the English and sends; Bob, the Boer, answers C-S1 and sends. Returns
    Alice's page, her link and Bob's answer."""
    a = english_placed(alice, site)
    first = send(a)
    b = receive(bob, first)
    click_target(b, "S1")
    return a, first, send(b)


def send(page) -> str:
    """The link the page gives to send; copying it sends it (nothing before it can be undone)."""
    link = page.input_value("#far-link")
    page.click("#far-copy")
    page.wait_for_function("!document.getElementById('far-status').textContent.includes('Send')")
    return link


def receive(context, link: str):
    page = context.new_page()
    page.goto(link)
    wait_ready(page)
    return page


def test_a_whole_game_by_links_between_two_people(guarded, site):
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    a = make_game(alice, site, "transvaal", seat=1)  # Alice: the English, who place first
    assert far_status(a).startswith("Your move (you play English)")
    for point in ("10", "8", "E1"):
        click_target(a, point)
    assert "Send this link" in far_status(a) and a.evaluate("!document.getElementById('undo').disabled")
    link = send(a)
    assert a.evaluate("document.getElementById('undo').disabled")  # sent: no undo any more
    b = receive(bob, link)
    assert far_status(b).startswith("Your move (you play Boer)")
    assert "far away" in b.inner_text("#seats-line")
    plays = [("b", "W1"), ("a", "E1", "C"), ("b", "W2"), ("a", "C", "W1"), ("b", "9"), ("a", "W1", "W2")]
    pages = {"a": a, "b": b}
    contexts = {"a": alice, "b": bob}
    for who, *clicks in plays:
        page = receive(contexts[who], link)
        pages[who] = page
        assert far_status(page).startswith("Your move"), (
            who,
            clicks,
            far_status(page),
            page.inner_text("#history"),
            page.inner_text("#link-notice"),
        )
        assert page.query_selector("#board .point.last") is not None  # the friend's move is marked
        for target in clicks:
            click_target(page, target)
        link = send(page)
    assert "shut in on 9" in pages["a"].inner_text("#status")
    final = receive(bob, link)
    assert "shut in on 9" in final.inner_text("#status") and far_status(final) == "The game is over."
    catalogue = alice.new_page()
    catalogue.goto(f"http://127.0.0.1:{site}/index.html")
    assert "Transvaal against Boer" in catalogue.inner_text("#far-games")
    catalogue.click(".far-remove")
    assert catalogue.evaluate("document.getElementById('far-games').hidden")


def test_a_rewritten_link_and_a_stale_link_are_refused_and_the_copy_kept(guarded, site):
    make, _, _ = guarded
    alice, bob, carol = make(warm=True), make(warm="friend"), make(warm="stranger")
    a, first, good = boer_answered(alice, bob, site)
    c = receive(carol, first)  # someone else answers the same link otherwise
    click_target(c, "W1")
    other = send(c)
    a = receive(alice, good)
    assert "English moves: 0 of 30" in a.inner_text("#status")
    a = receive(alice, other)
    notice = a.inner_text("#link-notice")
    assert "This link has turn 1, Boer: C-W1 where your copy has C-S1; your copy is kept." in notice
    assert "C-S1" in a.inner_text("#history")
    a = receive(alice, first)
    assert "older than your copy" in a.inner_text("#link-notice")


def test_two_tabs_of_one_game_stay_consistent(guarded, site):
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    a = english_placed(alice, site)
    b = receive(bob, send(a))
    click_target(b, "S1")
    answer = send(b)
    other_tab = receive(alice, a.url)  # Alice's game, open in a second tab
    a2 = receive(alice, answer)  # the answer opened in a third tab
    assert "C-S1" in a2.inner_text("#history")
    other_tab.wait_for_function("document.getElementById('history').textContent.includes('C-S1')")


def test_a_link_opens_offline_after_the_first_visit(guarded, site):
    make, _, _ = guarded
    alice, bob = make(), make()
    a = english_placed(alice, site)
    link = send(a)
    b = receive(bob, f"http://127.0.0.1:{site}/play.html?game=transvaal")
    b.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    bob.set_offline(True)
    b.goto(link)
    wait_ready(b)
    assert far_status(b).startswith("Your move (you play Boer)")
    click_target(b, "S1")
    assert b.input_value("#far-link").startswith("http://127.0.0.1")
    bob.set_offline(False)


def ask_for_a_takeback(make, site):
    """Alice (the English) places, Bob moves, Alice plays N1-N2, sends it, then asks to take it
    back; Bob opens the request. Returns both contexts and Bob's page."""
    alice, bob = make(warm=True), make(warm="friend")
    a = english_placed(alice, site)
    b = receive(bob, send(a))
    click_target(b, "S1")
    a = receive(alice, send(b))
    click_target(a, "N1")
    click_target(a, "N2")
    send(a)
    click_control(a, "#far-ask")
    assert "it asks your friend to take back your last move" in far_status(a)
    b = receive(bob, send(a))
    assert "asks to take back turn 1, English: N1-N2." in b.inner_text("#far-asked")
    return alice, bob, b


def test_a_takeback_asked_by_link_and_accepted(guarded, site):
    make, _, _ = guarded
    alice, _, b = ask_for_a_takeback(make, site)
    click_control(b, "#far-accept")
    assert "it tells your friend the takeback is accepted" in far_status(b)
    a = receive(alice, send(b))
    assert "accepted" in a.inner_text("#far-note") and far_status(a).startswith("Your move")
    assert "N1-N2" not in a.inner_text("#history")


def test_a_takeback_asked_by_link_and_declined_by_moving_on(guarded, site):
    make, _, _ = guarded
    alice, _, b = ask_for_a_takeback(make, site)
    click_control(b, "#far-decline")
    assert b.evaluate("document.getElementById('far-asked').hidden")
    click_target(b, "S2")
    a = receive(alice, send(b))
    assert "declined" in a.inner_text("#far-note") and "N1-N2" in a.inner_text("#history")


def play_my_turn(page, rng) -> None:
    """The person plays random legal clicks (the page's own highlighted targets and buttons; a
    number typed where the game asks for one) until the turn has passed to somebody far away, or
    the game is over. A lot or a random setup is drawn by the page first."""
    for _ in range(60):
        page.wait_for_function(  # the page has answered the last click and drawn what chance draws
            "!document.documentElement.classList.contains('busy')"
            " && !document.getElementById('far-status').textContent.includes('chance decides')"
        )
        if not far_status(page).startswith("Your move") or page.evaluate(
            "document.documentElement.dataset.over === '1'"
        ):
            return
        if page.is_visible("#prompt"):
            page.fill("#prompt-input", str(rng.randrange(2, 40)))
            click_control(page, "#prompt-play")
            continue
        targets = page.eval_on_selector_all(
            "#board [data-target].target, #buttons [data-target]",
            "els => els.map(e => e.getAttribute('data-target'))",
        )
        assert targets, (far_status(page), turns(page), page.inner_text("#status"))
        click_target(page, rng.choice(targets))
    raise AssertionError(f"the turn did not end: {far_status(page)}")


GAMES = [g.info.id for g in all_games()]
#: Returning visitors' browsers (conftest.py's warm contexts), one person each, by seat.
PEOPLE = (True, "friend", "stranger")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_passes_by_links_to_its_end_in_chromium(guarded, site, game):
    """Each game, in Chromium, as its people play it by link: the maker moves, every seat's person
    opens the link sent to them (their seat assigned, the others far away, the last move marked),
    moves and sends; round the table and back to the maker, who resigns, and everybody who opens
    the last link reads the end; Triad's three people pass it round the table. (A game played to
    its natural end by links: Transvaal's above; every game, at the bridge level, in
    test_correspondence.py.)"""
    rng = random.Random(game)
    make, _, _ = guarded
    page = make_game(make(warm=True), site, game, seat=0)  # returning visitors
    names = page.eval_on_selector_all("#seats-line .seat-name", "els => els.map(e => e.textContent)")
    owners = {0: page.context}
    for handover in range(len(names)):  # each seat moves once; then the maker's turn again
        play_my_turn(page, rng)
        link = send(page)
        found = re.search(r"waiting for ([^.;]+)", far_status(page))
        assert found, (far_status(page), turns(page), page.inner_text("#status"))
        waiting = found.group(1)
        seat = names.index(waiting)
        person = owners.setdefault(seat, make(warm=PEOPLE[seat]))
        page = receive(person, link)
        assert far_status(page).startswith(f"Your move (you play {waiting})"), far_status(page)
        assert page.inner_text("#seats-line").count("far away") == len(names) - 1
        if handover:
            marked = page.query_selector("#board .last") is not None
            assert marked or turns(page)[-1] == "pass", (turns(page), page.url)  # the friend's move
    resign(page)
    assert far_status(page).startswith("The game is over. Send the last link")
    assert "resign" in page.inner_text("#status").lower()
    link = send(page)
    for person in owners.values():
        if person is page.context:
            continue  # the one who resigned has read it already
        end = receive(person, link)
        assert far_status(end) == "The game is over.", (far_status(end), turns(end), link, end.url)
        assert "resign" in end.inner_text("#status").lower()
