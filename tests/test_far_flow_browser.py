"""Games by link in real Chromium, what the page says happened is what happened (step 23,
items 8-12): no link to send before this device's turn is whole; a garbled link keeps this
device's copy and says why; a rematch by link; "Make the game" before the engine is up; a game
the page does not have. Separate browser contexts are separate people on separate devices."""

from __future__ import annotations

import pytest

from browser import click_control, click_target, resign, turns, wait_ready

from test_far_browser import boer_answered, far_status, make_game, receive, send

pytestmark = pytest.mark.browser


def far_sendable(page) -> bool:
    """The page offers a link to send (the box's link and its Copy button are shown)."""
    return page.evaluate(
        "!document.getElementById('far-send').hidden"
        " && document.getElementById('far-copy').offsetParent !== null"
    )


def far_waits(page) -> str:
    """What the box says instead of a link while this device's turn is under way ("" if shown)."""
    return page.evaluate(
        "document.getElementById('far-wait').hidden ? '' : document.getElementById('far-wait').textContent"
    )


def test_no_link_to_send_until_a_chivalry_canter_stops(guarded, site):
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    a = make_game(alice, site, "chivalry", seat=0)  # White moves first: no link before the move
    assert not far_sendable(a) and far_waits(a) == "Finish your turn to get the link."
    click_target(a, "D6")
    click_target(a, "B6")  # a canter over C6: it may go on ("Stop here")
    assert "canters on" in a.inner_text("#status") and a.is_visible('#buttons [data-target="stop"]')
    assert not far_sendable(a) and far_waits(a) == "Finish your turn to get the link."
    assert a.input_value("#far-link") == ""
    click_target(a, "stop")
    assert far_sendable(a) and far_waits(a) == ""
    assert far_status(a).startswith("You play White; waiting for Black. Send this link")
    b = receive(bob, send(a))
    assert far_status(b).startswith("Your move (you play Black)") and "D6-B6" in b.inner_text("#history")


def test_no_link_to_send_at_stone_1_of_3_and_at_once_where_the_friend_begins(guarded, site):
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    first = make_game(alice, site, "transvaal", seat=0)  # Alice the Boer: the English place first
    assert far_sendable(first) and "far=" in first.input_value("#far-link")
    a = make_game(alice, site, "transvaal", seat=1)  # now Alice places the English herself
    assert not far_sendable(a)
    click_target(a, "N1")
    assert "2 of 3" in a.inner_text("#status")
    assert not far_sendable(a) and far_waits(a) == "Finish your turn to get the link."
    click_target(a, "E1")
    assert not far_sendable(a)
    click_target(a, "W2")
    assert far_sendable(a) and "Send this link" in far_status(a)
    b = receive(bob, send(a))
    assert far_status(b).startswith("Your move (you play Boer)")


def _garbled_link(link: str) -> str:
    from test_far_flow import _garbled

    head, payload = link.split("far=")
    return head + "far=" + _garbled(payload)


def test_a_garbled_link_keeps_this_devices_copy_says_why_and_corrects_the_address(guarded, site):
    make, _, _ = guarded
    alice, bob, carol = make(warm=True), make(warm="friend"), make(warm="stranger")
    a, mine, answer = boer_answered(alice, bob, site)
    bad = _garbled_link(answer)
    a = receive(alice, bad)
    notice = a.inner_text("#link-notice-text")
    assert notice == (
        "This link could not be read: it was cut short or changed on the way. "
        "Here is your copy of this game, as this device has it."
    )
    assert turns(a) and "C-S1" not in a.inner_text("#history")  # her copy, not the link's move
    assert far_status(a).startswith("You play English; waiting for Boer")
    assert a.url == mine  # the address: her copy's link, not the garbled one
    cut = answer[: answer.index("far=") + 16]  # cut short: no id to read; her one game of it
    a = receive(alice, cut)
    one = "Here is the one game of Transvaal by link on this device, with Boer."
    assert one in a.inner_text("#link-notice")
    assert a.url == mine
    c = receive(carol, bad)  # a device without a copy: the game's own page
    assert c.inner_text("#link-notice-text") == (
        "This link could not be read: it was cut short or changed on the way. "
        "This device has no copy of it: here is Transvaal from the start."
    )
    assert c.url.endswith("/play.html?game=transvaal") and c.is_hidden("#far")


def test_a_rematch_after_a_game_by_link_is_a_new_game_by_link_with_the_sides_swapped(guarded, site):
    make, _, _ = guarded
    alice, bob = make(warm=True), make(warm="friend")
    a = make_game(alice, site, "transvaal", seat=1)  # Alice: the English
    for point in ("N1", "E1", "W2"):
        click_target(a, point)
    b = receive(bob, send(a))
    resign(b)  # Bob, the Boer, gives up
    assert far_status(b).startswith("The game is over.")
    old = b.url
    click_control(b, "#rematch")
    assert b.is_visible("#far") and "far=" in b.url and b.url != old  # a new game by link
    assert far_status(b).startswith("Your move (you play English)")  # sides swapped: Bob places
    assert "far away" in b.inner_text("#seats-line") and turns(b) == []
    for point in ("N1", "E1", "W2"):
        click_target(b, point)
    a2 = receive(alice, send(b))
    assert far_status(a2).startswith("Your move (you play Boer)")
    assert a2.inner_text("#link-notice-text") == ""
    catalogue = alice.new_page()
    catalogue.goto(f"http://127.0.0.1:{site}/index.html")
    catalogue.wait_for_function("document.querySelectorAll('#far-list li').length === 2")  # both games


def test_make_the_game_before_the_engine_is_up_offers_the_sides_and_keeps_the_click(guarded, site):
    from test_first_visit import _release, open_held

    make, _, _ = guarded
    page, held = open_held(make, site, "game=chivalry#far")
    page.wait_for_function("document.getElementById('far-seat').options.length === 2")
    names = page.eval_on_selector_all("#far-seat option", "els => els.map(e => e.textContent)")
    assert names == ["White", "Black"] and page.evaluate("document.getElementById('far-new').open")
    page.select_option("#far-seat", "1")
    page.click("#far-make")
    assert page.inner_text("#far-new-note") == "Making the game as soon as the engine is up…"
    assert page.get_attribute("html", "data-engine") == "loading" and page.is_hidden("#far")
    _release(page, held)
    page.wait_for_function("document.getElementById('far').hidden === false")
    assert far_status(page).startswith("You play Black; waiting for White")
    assert "far=" in page.url and far_sendable(page)  # White (the friend) begins: the link at once
    assert page.inner_text("#far-new-note") == ""
    assert not page.evaluate("document.getElementById('far-new').open")


def test_make_the_game_before_the_engine_is_up_in_german(guarded, site):
    from test_first_visit import _release, open_held

    make, _, _ = guarded
    page, held = open_held(make, site, "game=transvaal&lang=de#far")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    page.wait_for_function("document.getElementById('far-seat').options.length === 2")
    names = page.eval_on_selector_all("#far-seat option", "els => els.map(e => e.textContent)")
    assert names == ["Bure", "Engländer"]
    page.click("#far-make")  # the first side, the Bure
    assert page.inner_text("#far-new-note") == "Die Partie wird angelegt, sobald die Spiel-Engine bereit ist…"
    _release(page, held)
    page.wait_for_function("document.getElementById('far').hidden === false")
    assert far_status(page).startswith("Du spielst Bure")


def test_a_game_the_page_does_not_have_is_said_so_before_and_after_the_engine(guarded, site):
    from test_first_visit import _release, open_held

    make, _, console = guarded
    page, held = open_held(make, site, "game=foo")
    page.wait_for_selector("html[data-missing=foo]", state="attached")
    # The book's 404 is how the page learnt it before the engine (Chromium logs it as an error).
    console.errors[:] = [e for e in console.errors if "404" not in e]
    said = "There is no game 'foo' here."
    assert page.inner_text("#status") == said and page.inner_text("#title") == "Kabinett"
    link = page.query_selector('#board a[href="index.html"]')
    assert link is not None and link.inner_text() == "Choose a game in the catalogue"
    assert page.get_attribute("html", "data-engine") == "loading"  # said before the engine
    assert page.is_hidden("#undo") and page.is_hidden("#far-new") and not page.is_visible(".loading-note")
    _release(page, held)  # the engine says the same
    assert page.inner_text("#status") == said and page.inner_text("#message") == ""
    assert page.inner_text("#title") == "Kabinett" and "Cross" not in page.title()
    assert page.query_selector('#board a[href="index.html"]') is not None
    page.click('#board a[href="index.html"]')
    page.wait_for_selector("#far-games", state="attached")  # the catalogue
    console.errors[:] = [e for e in console.errors if "404" not in e]  # (as above, if it came late)


def test_a_game_id_that_cannot_be_one_is_said_so_at_once(guarded, site):
    make, _, _ = guarded
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=Foo%3Cb%3E")
    page.wait_for_selector("html[data-missing]", state="attached")
    assert page.inner_text("#status") == "There is no game 'Foo<b>' here."
    wait_ready(page)
    assert page.inner_text("#status") == "There is no game 'Foo<b>' here."


def test_make_the_game_before_the_engine_is_up_over_a_game_kept_on_this_device(guarded, site):
    """A person who played Chivalry on this screen before opens the card's "far away": the page
    reopens that game (same options as the book's), and still offers the sides at once."""
    import json

    from pyengine.app.bridge import Bridge
    from test_first_visit import _held, _release

    bridge = Bridge()
    bridge.handle(json.dumps({"cmd": "init", "query": "game=chivalry"}))
    for target in ("F6", "F8"):
        view = json.loads(bridge.handle(json.dumps({"cmd": "click", "target": target})))
    assert view["actions"] >= 1 and json.loads(view["saved"])["origin"] == "game=chivalry"
    make, _, _ = guarded
    context = make(service_workers="block")
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    page.evaluate("s => localStorage.setItem('kabinett:chivalry', s)", view["saved"])
    held = _held(site)
    page.goto(f"http://127.0.0.1:{site}/play.html?game=chivalry#far")
    page.wait_for_function("document.getElementById('far-seat').options.length === 2")
    assert "Opening your game" in page.inner_text("#status")  # the kept game, reopened
    page.select_option("#far-seat", "1")
    page.click("#far-make")
    assert page.inner_text("#far-new-note") == "Making the game as soon as the engine is up…"
    assert page.get_attribute("html", "data-engine") == "loading"
    _release(page, held)
    page.wait_for_function("document.getElementById('far').hidden === false")
    assert far_status(page).startswith("You play Black; waiting for White") and turns(page) == []
