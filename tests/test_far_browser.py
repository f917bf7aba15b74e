"""Games by link in real Chromium (pyengine/app/far.py, web/far.py): separate browser contexts
are separate people on separate devices, exchanging the links their pages give them to send.
A whole game by links, a rewritten link and a stale one refused with the copy kept, two tabs of
one game kept consistent, a link opened offline, a takeback accepted, the catalogue's list."""

from __future__ import annotations

import pytest

from browser import click_control, click_target, open_play, wait_ready

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


def send(page) -> str:
    """The link the page gives to send; copying it sends it (nothing before it can be undone)."""
    link = page.input_value("#far-link")
    click_control(page, "#far-copy")
    return link


def receive(context, link: str):
    page = context.new_page()
    page.goto(link)
    wait_ready(page)
    return page


def test_a_whole_game_by_links_between_two_people(guarded, site):
    make, _, _ = guarded
    alice, bob = make(), make()
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
    alice, bob, carol = make(), make(), make()
    a = english_placed(alice, site)
    first = send(a)
    b = receive(bob, first)
    click_target(b, "S1")
    good = send(b)
    c = receive(carol, first)  # someone else answers the same link otherwise
    click_target(c, "W1")
    other = send(c)
    a = receive(alice, good)
    assert "English moves: 0 of 30" in a.inner_text("#status")
    a = receive(alice, other)
    notice = a.inner_text("#link-notice")
    assert "This link changes move 4 from C-S1 to C-W1; your copy is kept." in notice
    assert "C-S1" in a.inner_text("#history")
    a = receive(alice, first)
    assert "older than your copy" in a.inner_text("#link-notice")


def test_two_tabs_of_one_game_stay_consistent(guarded, site):
    make, _, _ = guarded
    alice, bob = make(), make()
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
    alice, bob = make(), make()
    a = english_placed(alice, site)
    b = receive(bob, send(a))
    click_target(b, "S1")
    a = receive(alice, send(b))
    click_target(a, "N1")
    click_target(a, "N2")
    send(a)
    click_control(a, "#far-ask")
    b = receive(bob, send(a))
    assert "asks to take back the last move (N1-N2)" in b.inner_text("#far-asked")
    return alice, bob, b


def test_a_takeback_asked_by_link_and_accepted(guarded, site):
    make, _, _ = guarded
    alice, _, b = ask_for_a_takeback(make, site)
    click_control(b, "#far-accept")
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


def test_three_people_pass_a_game_round_the_table(guarded, site):
    make, _, _ = guarded
    people = [make(), make(), make()]
    page = open_play(people[0], site, "game=subdivide&players=3#far")
    click_control(page, "#far-make")
    owners = {0: people[0]}
    spare = people[1:]
    for _ in range(7):
        while far_status(page).startswith("Your move"):
            targets = page.eval_on_selector_all(
                "#board [data-target].target, #buttons [data-target]",
                "els => els.map(e => e.getAttribute('data-target'))",
            )
            click_target(page, targets[0])
        link = send(page)
        waiting = far_status(page).split("waiting for ")[-1].rstrip(".")
        names = page.eval_on_selector_all("#seats-line .seat-name", "els => els.map(e => e.textContent)")
        seat = names.index(waiting)
        person = owners.get(seat) or spare.pop(0)
        owners[seat] = person
        page = receive(person, link)
        assert far_status(page).startswith("Your move"), far_status(page)
    assert len(owners) == 3
