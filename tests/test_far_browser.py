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

from browser import actions, click_control, click_target, history, open_play, resign, turns, wait_ready

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
    assert "This link has turn 1, Boer: C-W1 where your copy has C-S1; your copy is kept." in notice
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
    page = make_game(make(), site, game, seat=0)
    names = page.eval_on_selector_all("#seats-line .seat-name", "els => els.map(e => e.textContent)")
    owners = {0: page.context}
    for handover in range(len(names)):  # each seat moves once; then the maker's turn again
        play_my_turn(page, rng)
        link = send(page)
        found = re.search(r"waiting for ([^.;]+)", far_status(page))
        assert found, (far_status(page), turns(page), page.inner_text("#status"))
        waiting = found.group(1)
        seat = names.index(waiting)
        person = owners.setdefault(seat, make())
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


# -- What the page says happened is what happened (step 23, items 8-12) ------------------------


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
    alice, bob = make(), make()
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
    alice, bob = make(), make()
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
    alice, bob, carol = make(), make(), make()
    a = english_placed(alice, site)
    mine = send(a)
    b = receive(bob, mine)
    click_target(b, "S1")
    answer = send(b)
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
    alice, bob = make(), make()
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
    assert names == ["Bur", "Engländer"]
    page.click("#far-make")  # the first side, the Bur
    assert page.inner_text("#far-new-note") == "Die Partie wird angelegt, sobald die Spiel-Engine bereit ist…"
    _release(page, held)
    page.wait_for_function("document.getElementById('far').hidden === false")
    assert far_status(page).startswith("Du spielst Bur")


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
    held = _held(context)
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


# -- What the page says happened is what happened (step 23, items 4-7) -------------------------


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
    alice, bob = make(), make(locale="de")  # Bob's page speaks German
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
    alice, bob = make(), make()
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
    alice, bob = make(), make(locale="de")
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
    assert "letzter Zug 2. resign" in line
    receive(alice, link)
    line = catalogue_line(alice, site, "game over")
    assert line.startswith(
        "Chivalry against Black: game over · you won by resignation · last move 2. resign"
    ), line
