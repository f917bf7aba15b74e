"""Games by link, what the page says happened (pyengine/app/far.py, the bridge's init and
rematch): a link to send only once this device's turn is whole; a garbled link keeps the copy
this device has and says plainly what was wrong; a rematch is a new game by link; a game id the
page does not have is said so. Devices are bridges with their own stores (test_correspondence.py);
the same behaviours in Chromium are at the end of test_far_browser.py."""

from __future__ import annotations

import json
import re

from pyengine.app.bridge import Bridge
from pyengine.app.correspondence import read_payload

from test_correspondence import Device


def _payload(link: str) -> str:
    return link.split("far=")[1]


def _garbled(payload: str) -> str:
    """``payload`` with its first move changed to another legal-looking code (a messenger's typo
    in the moves): the checksum fails; the game's id, after the moves, still reads."""
    import base64

    from pyengine.app.compact import Reader

    data = bytearray(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    reader = Reader(bytes(data))
    reader.at = 3
    reader.text()  # options
    reader.varint()  # seed
    assert reader.varint() > 0  # moves
    assert 0 < data[reader.at] < 0x7F  # a one-byte code (0 would escape to a written move)
    data[reader.at] += 1
    return base64.urlsafe_b64encode(bytes(data)).decode().rstrip("=")


# -- item 8: no link before the turn is whole


def test_half_a_placement_turn_gives_no_link_to_send_and_cannot_be_marked_sent():
    a = Device()
    a.make("transvaal", seat=1)  # the English place three stones in their first turn
    far = a.play("@N1")["far"]
    assert far["status"] == "your move" and not far["ready"] and far["send"] == "" and not far["unsent"]
    view = a.send(cmd="far_sent")  # a page that offered the link anyway
    assert view["message"] == "Finish your turn to get the link."
    assert json.loads(view["far"]["copy"])["sent"] == 0 and view["can_undo"]
    far = a.play("@E1", "@W2")["far"]
    assert far["ready"] and far["unsent"] and far["send"] == far["link"]
    assert far["status"] == "waiting for Boer"


def test_a_canter_half_made_gives_no_link_until_it_stops():
    a = Device()
    a.make("chivalry", seat=0)
    a.send(cmd="click", target="D6")
    view = a.send(cmd="click", target="B6")  # a canter over C6: it may go on
    assert "stop" in view["targets"] and view["actions"] == 1
    assert not view["far"]["ready"] and view["far"]["send"] == ""
    view = a.send(cmd="click", target="stop")
    assert view["far"]["ready"] and view["far"]["send"] and view["far"]["status"] == "waiting for Black"
    friend = Device().open(view["far"]["send"])
    assert friend["far"]["status"] == "your move" and friend["far"]["mine"] == [1]


def test_before_the_first_move_a_link_only_where_the_friend_moves_first():
    first = Device().make("cross", seat=0)["far"]
    assert not first["ready"] and first["send"] == ""
    second = Device().make("cross", seat=1)["far"]
    assert second["ready"] and second["send"] == second["link"] and second["unsent"] is False


def test_after_the_friends_move_there_is_nothing_to_send_until_mine():
    a, b = Device(), Device()
    a.make("cross", seat=0)
    a.play("i6")
    view = b.open(a.link())
    assert view["far"]["status"] == "your move" and not view["far"]["ready"]
    view = b.play("k4")  # Cross: two stones a turn after the first
    assert not view["far"]["ready"]
    view = b.play("k6")
    assert view["far"]["ready"] and view["far"]["unsent"]


def _cross_answered() -> tuple[Device, Device]:
    """Cross by link: A (Black) played i6 and sent; B answered k4 k6 (not yet sent)."""
    a, b = Device(), Device()
    a.make("cross", seat=0)
    a.play("i6")
    b.open(a.link())
    b.play("k4", "k6")
    return a, b


def test_a_takeback_asked_or_accepted_has_a_link_to_send():
    a, b = _cross_answered()
    a.open(b.link())
    a.play("c8", "m2")
    a.link()
    view = a.send(cmd="far_takeback", answer="ask")
    assert view["far"]["ready"] and view["far"]["sends"] == "ask"
    view = b.open(a.link())
    view = b.send(cmd="far_takeback", answer="accept")
    assert view["far"]["ready"] and view["far"]["sends"] == "accept"


# -- two tabs of one game on one device (their storage events)


def _a_tab(device: Device, link: str) -> Device:
    """Another tab of ``device``'s browser on ``link``: its own engine, the same storage."""
    tab = Device()
    tab.store = device.store
    tab.open(link)
    return tab


def _stored(view: dict) -> dict[str, str]:
    return {view["far"]["id"]: view["far"]["copy"]}


def test_a_tab_takes_the_newer_copy_another_tab_of_the_game_stored():
    a, b = _cross_answered()
    answer = b.link()
    first = _a_tab(a, answer)  # A opened B's answer twice
    second = _a_tab(a, answer)
    second.play("c8", "m2")
    view = first.send(cmd="far_store", store=_stored(second.view))
    assert view["far"]["copy"] == second.view["far"]["copy"]
    assert view["far"]["status"] == "waiting for White (o)"


def test_a_late_storage_event_with_an_older_copy_keeps_this_tabs_takeback_request():
    """A tab slow to answer: it stores its (older) copy after this tab asked a takeback, or this
    tab hears of the older copy only now. The request stays, and its link still asks it."""
    a, b = _cross_answered()
    tab = _a_tab(a, b.link())
    tab.play("c8", "m2")
    before = tab.link()  # sent: the copy the other tabs take from storage
    older = _stored(tab.view)
    asked = tab.send(cmd="far_takeback", answer="ask")
    stamp = json.loads(asked["far"]["copy"])["updated"]
    assert stamp > json.loads(older[asked["far"]["id"]])["updated"]  # so no tab writes it over (web/far.py)
    view = tab.send(cmd="far_store", store=older)
    assert view["far"]["sends"] == "ask" and view["far"]["asked"]
    assert json.loads(view["far"]["copy"])["updated"] == stamp
    b.open(before)
    view = b.open(tab.link())
    assert view["far"]["asked_of_me"], view["far"]


# -- item 9: a garbled link keeps the copy


def _nested(text: str) -> bool:
    return re.search(r"\([^)]*\(", text) is not None


def _a_game_with_two_links() -> tuple[Device, str, str]:
    """A (the English) placed and sent; B moved and sent back. Returns A, the good answer and
    A's own first link."""
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    first = a.link()
    b.open(first)
    b.play("C-S1")
    return a, b.link(), first


def test_a_garbled_link_whose_id_still_reads_opens_this_devices_copy_of_that_game():
    a, answer, first = _a_game_with_two_links()
    copy_id = a.view["far"]["id"]
    payload = _payload(answer)
    bad = _garbled(payload)
    view = a.open("game=transvaal&far=" + bad)
    assert view["notice"] == (
        "This link could not be read: it was cut short or changed on the way. "
        "Here is your copy of this game, as this device has it."
    )
    assert view["far"]["id"] == copy_id and view["actions"] == 3  # the copy, not the link's move
    assert view["fix_url"] == view["far"]["link"] == "game=transvaal&far=" + _payload(first)


def test_a_link_cut_short_opens_the_one_game_of_its_kind_on_this_device_and_says_so():
    a, answer, _first = _a_game_with_two_links()
    view = a.open("game=transvaal&far=" + _payload(answer)[:12])
    assert view["notice"] == (
        "This link could not be read: it was cut short or changed on the way. "
        "Here is the one game of Transvaal by link on this device, with Boer."
    )
    assert view["far"]["id"] == a.view["far"]["id"] and view["fix_url"] == view["far"]["link"]
    assert not _nested(view["notice"])


def test_a_link_cut_short_with_several_games_of_its_kind_opens_the_last_played():
    a, answer, _first = _a_game_with_two_links()
    older = a.view["far"]["id"]
    a.make("transvaal", seat=0)  # another game of Transvaal, with someone else
    newer = a.view["far"]["id"]
    stored = {k: json.loads(v) for k, v in a.store.items()}
    assert stored[newer]["updated"] >= stored[older]["updated"] and len(stored) == 2
    view = a.open("game=transvaal&far=" + _payload(answer)[:12])
    assert view["far"]["id"] == newer
    assert view["notice"].endswith(
        "Here is the last played of your 2 games of Transvaal by link, with English; "
        "the catalogue lists them all."
    )


def test_a_garbled_link_on_a_device_without_a_copy_opens_the_games_page_and_corrects_the_address():
    _a, answer, _first = _a_game_with_two_links()
    view = Device().open("game=transvaal&far=" + _garbled(_payload(answer)))
    assert view["notice"] == (
        "This link could not be read: it was cut short or changed on the way. "
        "This device has no copy of it: here is Transvaal from the start."
    )
    assert view["far"] is None and view["game"] == "transvaal" and view["actions"] == 0
    assert view["fix_url"] == "game=transvaal"


def test_a_link_with_letters_no_link_has_says_so_in_one_sentence():
    view = Device().open("game=transvaal&far=A")  # one letter: no bytes at all
    assert view["notice"].startswith("This link could not be read: it has letters that no link has.")
    assert not _nested(view["notice"]) and view["fix_url"] == "game=transvaal"


def test_the_garbled_links_words_come_in_german():
    a, answer, _first = _a_game_with_two_links()
    a.bridge = Bridge()
    cut = "game=transvaal&far=" + _payload(answer)[:12]
    view = a.send(cmd="init", query=cut, far_store=a.store, lang="de")
    assert view["notice"] == (
        "Dieser Link ließ sich nicht lesen: Er wurde unterwegs gekürzt oder verändert. "
        "Hier ist deine einzige Partie Transvaal per Link auf diesem Gerät, mit Bure."
    )


def test_a_link_of_another_game_is_refused_without_reading_its_moves():
    """The page loads its own game's part of the engine only: the link's other game is named from
    its bytes, not by replaying it (a page of Transvaal has no Triad rules to replay with)."""
    import sys

    triad = Device()
    triad.make("triad", seat=0)
    payload = _payload(triad.link())
    loaded = sys.modules.pop("pyengine.games.triad.game", None)
    try:
        import pyengine.catalogue as catalogue

        kept = catalogue._GAMES.pop("triad")
        view = Device().open("game=transvaal&far=" + payload)
        assert "pyengine.games.triad.game" not in sys.modules  # the rules were never needed
    finally:
        catalogue._GAMES["triad"] = kept
        if loaded is not None:
            sys.modules["pyengine.games.triad.game"] = loaded
    assert view["notice"] == "This link holds a game of Triad, not of Transvaal: it was not opened."


# -- item 10: a rematch by link


def test_a_rematch_after_a_game_by_link_is_a_new_game_by_link_with_the_sides_swapped():
    a, b = Device(), Device()
    a.make("cross", seat=0)
    a.play("i6")
    b.open(a.link())
    b.send(cmd="resign")
    old = b.view["far"]["id"]
    view = a.open(b.link())
    assert view["over"]
    view = b.send(cmd="rematch")
    far = view["far"]
    assert far is not None and far["id"] != old and far["mine"] == [0]  # B played Black: now White
    assert view["seats"] == ["human", "far"] and view["actions"] == 0
    assert view["fix_url"] == far["link"] and far["link"].startswith("game=cross&far=")
    assert not far["ready"]  # B (now White) moves first: the link comes after the move
    b.play("k4")
    link = b.link()
    assert read_payload(_payload(link)).id == far["id"]
    view = a.open(link)
    assert view["far"]["mine"] == [1] and view["far"]["status"] == "your move" and view["notice"] == ""
    assert old in b.store and far["id"] in a.store  # both games kept, each device's copies


def test_a_rematch_where_the_friend_begins_has_its_link_at_once():
    a, b = Device(), Device()
    a.make("cross", seat=1)  # A plays Black
    b.open(a.link())
    b.send(cmd="resign")
    view = b.send(cmd="rematch")  # B played White: now Black, A begins
    assert view["far"]["mine"] == [1] and view["far"]["ready"] and view["far"]["unsent"] is False


# -- item 12: a game the page does not have


def test_a_game_id_the_page_does_not_have_is_said_so_and_nothing_opens():
    bridge = Bridge()
    answer = json.loads(bridge.handle(json.dumps({"cmd": "init", "query": "game=foo", "saved": None})))
    assert answer == {"event": "no-game", "game": "foo", "message": "There is no game 'foo' here."}
    assert bridge.match is None
    far = json.loads(Bridge().handle(json.dumps({"cmd": "init", "query": "game=foo&far=AAAA", "lang": "de"})))
    assert far["message"] == "Hier gibt es kein Spiel „foo“."
    long = json.loads(Bridge().handle(json.dumps({"cmd": "init", "query": "game=" + "x" * 5000})))
    assert len(long["message"]) < 80
