"""Correspondence games by link (pyengine/app/correspondence.py, pyengine/app/far.py): devices
are bridges, each with its own store of copies, exchanging the links their views give to send.
A link is taken only if it extends the copy by the other players' moves; stale and rewritten
links are refused with what differs; takebacks travel as requests and answers; dice come from
the game's seed, so that reopening a link rolls nothing again."""

from __future__ import annotations

import json

import pytest

from pyengine.app.bridge import Bridge
from pyengine.app.correspondence import read_payload


class Device:
    """A person's browser: a bridge and its local storage of copies."""

    def __init__(self) -> None:
        self.store: dict[str, str] = {}
        self.bridge = Bridge()
        self.view: dict = {}

    def send(self, **msg) -> dict:
        self.view = json.loads(self.bridge.handle(json.dumps(msg)))
        while self.view.get("ai_to_move"):  # as the page does: chance is drawn at once
            self.view = json.loads(self.bridge.handle(json.dumps({"cmd": "ai"})))
        far = self.view.get("far")
        if far:
            self.store[far["id"]] = far["copy"]
        return self.view

    def make(self, game: str, seat: int, **options) -> dict:
        query = "game=" + game + "".join(f"&{k}={v}" for k, v in options.items())
        self.send(cmd="init", query=query)
        return self.send(cmd="far_new", seat=seat)

    def open(self, link: str) -> dict:
        self.bridge = Bridge()  # a page load
        return self.send(cmd="init", query=link, far_store=dict(self.store))

    def play(self, *texts: str) -> dict:
        for text in texts:
            self.send(cmd="move", text=text)
            assert not self.view["message"], self.view["message"]
        return self.view

    def link(self) -> str:
        """The link to send (the person copies it: the moves in it are sent)."""
        self.send(cmd="far_sent")
        return self.view["far"]["link"]


def an_older_link(a: Device, b: Device, game: str, seat: int, mine: tuple[str, ...], reply: str) -> dict:
    """A makes the game in ``seat``, plays ``mine`` and sends; B answers ``reply`` and sends; A
    takes it, then opens her first link again: the view she gets."""
    a.make(game, seat=seat)
    a.play(*mine)
    first = a.link()
    b.open(first)
    b.play(reply)
    a.open(b.link())
    return a.open(first)


def test_the_maker_moves_first_and_the_friend_gets_the_other_side():
    a, b = Device(), Device()
    a.make("transvaal", seat=1)  # A plays the English, who place first
    a.play("@N1", "@E1", "@S1")
    assert a.view["far"]["status"] == "waiting for Boer" and a.view["seats"] == ["far", "human"]
    view = b.open(a.link())
    assert view["seats"] == ["human", "far"] and view["far"]["status"] == "your move"
    assert view["notice"] == ""


def test_a_game_made_with_the_other_side_to_move_is_sent_at_once():
    a, b = Device(), Device()
    a.make("cross", seat=1)  # the second seat: the friend begins
    assert a.view["far"]["status"].startswith("waiting")
    view = b.open(a.link())
    assert view["far"]["mine"] == [0] and view["far"]["status"] == "your move"


def test_a_whole_game_passes_back_and_forth_by_links_and_ends_for_both():
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@10", "@8", "@E1")
    moves = [("b", "C-W1"), ("a", "E1-C"), ("b", "W1-W2"), ("a", "C-W1"), ("b", "W2-9"), ("a", "W1-W2")]
    link = a.link()
    for who, move in moves:
        device = b if who == "b" else a
        device.open(link)
        if not device.view["over"] and device.view["far"]["status"] == "your move":
            device.play(move)
        link = device.link()
    assert a.view["over"] and "shut in on 9" in a.view["result"]
    final = b.open(link)
    assert final["over"] and "shut in on 9" in final["result"] and final["notice"] == ""


def test_a_link_that_changes_an_earlier_move_is_refused_and_the_copy_kept():
    a, b, c = Device(), Device(), Device()
    a.make("cross", seat=0)
    a.play("i6")
    first = a.link()
    b.open(first)
    b.play("k4")
    good = b.link()
    c.open(first)  # someone else answers the same link otherwise
    c.play("k6")
    other = c.link()
    a.open(good)
    assert a.view["actions"] == 2
    view = a.open(other)
    assert view["notice"] == "This link has turn 1, White (o): k6 where your copy has k4; your copy is kept."
    assert view["actions"] == 2 and [e["text"] for e in view["moves"][-1]["entries"]][-1] == "k4"


def test_an_older_link_says_so_and_the_copy_is_kept():
    a, b = Device(), Device()
    view = an_older_link(a, b, "cross", 0, ("i6",), "k4")
    assert view["notice"] == (
        "This link is older than your copy: it ends at turn 1, Black (x): i6, "
        "your copy at turn 1, White (o): k4. Your copy is kept."
    )
    assert view["actions"] == 2


def test_a_link_that_moves_for_my_own_side_is_refused():
    a, b = Device(), Device()
    a.make("transvaal", seat=1)  # A: the English
    a.play("@N1", "@E1", "@W2")
    b.open(a.link())
    b.play("C-S1")
    # B's device also makes the English's next move (as A's side): A refuses it.
    b.bridge.match.seats = ["human", "human"]
    b.play("N1-N2")
    view = a.open(b.view["far"]["link"])
    said = "This link makes a move for your own side, turn 1, English: N1-N2; your copy is kept."
    assert view["notice"] == said
    assert view["actions"] == 3


def test_undo_is_possible_only_before_the_link_is_sent():
    a = Device()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    assert a.view["can_undo"]
    a.link()
    assert not a.view["can_undo"]
    view = a.send(cmd="undo")
    assert view["actions"] == 3 and view["cursor"] == 3


def _to_the_takeback() -> tuple[Device, Device]:
    """A (English) placed and moved N1-N2, sent it, then asks to take N1-N2 back."""
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    b.open(a.link())
    b.play("C-S1")
    a.open(b.link())
    a.play("N1-N2")
    a.link()
    a.send(cmd="far_takeback", answer="ask")
    assert a.view["far"]["asked"] and a.view["far"]["unsent"] and a.view["far"]["sends"] == "ask"
    a.link()  # the request copied: sent, no longer asked to be sent
    assert a.view["far"]["asked"] and not a.view["far"]["unsent"] and a.view["far"]["sends"] == ""
    view = b.open(a.view["far"]["link"])
    assert view["far"]["asked_of_me"] and view["far"]["takeback_move"] == "turn 1, English: N1-N2"
    return a, b


def test_a_takeback_asked_in_the_next_link_accepted():
    a, b = _to_the_takeback()
    view = b.send(cmd="far_takeback", answer="accept")
    assert view["actions"] == 4 and view["far"]["status"].startswith("waiting")
    assert view["far"]["unsent"] and view["far"]["sends"] == "accept"  # the answer is to be sent
    view = a.open(b.link())
    assert view["actions"] == 4 and view["far"]["status"] == "your move"
    assert "accepted" in view["far"]["note"] and view["notice"] == ""
    a.play("E1-E2")  # another move instead
    assert b.open(a.link())["actions"] == 5


def test_a_takeback_declined_by_moving_on():
    a, b = _to_the_takeback()
    b.send(cmd="far_takeback", answer="decline")
    b.play("S1-S2")
    view = a.open(b.link())
    assert view["actions"] == 6 and "declined" in view["far"]["note"]


def test_dice_come_from_the_seed_and_reopening_a_link_rolls_nothing_again():
    a = Device()
    a.make("einstein", seat=0)
    for _ in range(60):  # A's turns: roll (a click on the die) and move, until it is B's
        if a.view["far"]["status"] != "your move" or a.view["over"]:
            break
        a.send(cmd="click", target=a.view["targets"][0])
    link = a.link()
    copies = [json.loads(Device().open(link)["far"]["copy"]) for _ in range(3)]
    assert len({json.dumps(c["texts"]) for c in copies}) == 1
    assert {c["seed"] for c in copies} == {json.loads(a.view["far"]["copy"])["seed"]}
    b = Device()
    view = b.open(link)
    assert view["far"]["status"] == "your move"
    rolled = b.send(cmd="click", target=view["targets"][0])  # B's die, drawn from the seed
    again = Device()
    again.open(link)
    assert again.send(cmd="click", target=view["targets"][0])["moves"] == rolled["moves"]


def test_a_die_of_a_friend_far_away_is_not_rolled_on_this_device():
    """Karls Rennen: after A's move, the die is B's to roll; A's page leaves it to B (were it rolled
    on A's device too, B resigning before rolling would read as a rewritten link)."""
    a, b = Device(), Device()
    a.make("karls-rennen", seat=0)
    for _ in range(20):
        if a.view["far"]["status"] != "your move":
            break
        a.send(cmd="click", target=a.view["targets"][0])
    assert a.view["far"]["status"] == "waiting for Black"
    assert len(json.loads(a.view["far"]["copy"])["texts"]) == 2  # A's roll and move; B's die not drawn
    view = b.open(a.link())
    assert view["targets"] == ["roll"]  # B rolls it
    b.send(cmd="resign")  # before rolling
    view = a.open(b.link())
    assert view["notice"] == "" and view["over"] and "resign" in view["status"]


def test_three_players_pass_the_game_round_the_table():
    a, b, c = Device(), Device(), Device()
    a.make("subdivide", seat=0, players=3)
    assert len(a.view["seat_names"]) == 3
    owners = {0: a}
    waiting = [b, c]
    while a.view["far"]["status"] == "your move":
        a.send(cmd="click", target=a.view["targets"][0])
    link = a.link()
    for _ in range(8):
        seat = read_payload(link.split("far=")[1]).states[-1].to_move()
        device = owners.get(seat) or waiting.pop(0)
        view = device.open(link)
        assert view["notice"] == "" and view["far"]["status"] == "your move", view["far"]["status"]
        owners[view["far"]["mine"][0]] = device
        while device.view["far"]["status"] == "your move" and not device.view["over"]:
            device.send(cmd="click", target=device.view["targets"][0])
        link = device.link()
    assert len(owners) == 3  # each seat played from its own device


@pytest.mark.parametrize("bad", ["game=cross&far=garbage!", "game=cross&far=AAAA"])
def test_an_unreadable_link_says_so_and_opens_a_game(bad):
    view = Device().open(bad)
    assert "could not be read" in view["notice"]


def _play_random(device: Device, rng) -> None:
    """The device's person makes random legal moves until it is somebody else's turn."""
    for _ in range(400):
        view = device.view
        if view["over"] or view["far"]["status"] != "your move":
            return
        state = device.bridge.match.state
        actions = state.legal_actions() if state.to_move() is not None and state.to_move() >= 0 else ()
        if actions:
            device.send(cmd="move", text=rng.choice(actions).text)
            if device.view["message"]:  # a move the move box cannot take as a text: click its path
                action = rng.choice(actions)
                for target in action.path:
                    device.send(cmd="click", target=target)
        else:
            device.send(cmd="click", target=view["targets"][0])  # a die to roll
    raise AssertionError("the turn did not end")


#: Links passed before the one to move resigns: 11 of the 13 games end by their rules within it
#: (6-54 handovers); progressive chess took 77 (45 s: each link replays a game of growing series)
#: and Chivalry 221.
HANDOVERS = 60


@pytest.mark.parametrize(
    "game_id", [g.info.id for g in __import__("pyengine.catalogue").catalogue.all_games()]
)
def test_every_game_plays_to_its_end_by_links(game_id):
    import random

    rng = random.Random(game_id)
    devices = [Device()]
    devices[0].make(game_id, seat=0)
    seats = len(devices[0].view["seat_names"])
    owners = {0: devices[0]}
    spare = [Device() for _ in range(seats - 1)]
    _play_random(devices[0], rng)
    link = devices[0].link()
    for handover in range(HANDOVERS + 1):
        state = read_payload(link.split("far=")[1]).states[-1]
        if state.is_over():
            break
        seat = state.to_move()
        if seat is not None and seat < 0:
            seat = state.roller()
        device = owners.get(seat) or spare.pop(0)
        view = device.open(link)
        assert view["notice"] == "", view["notice"]
        owners[view["far"]["mine"][0]] = device
        if handover == HANDOVERS:  # a long game (progressive chess, Chivalry): it ends by resignation
            assert device.send(cmd="resign")["over"]
        else:
            _play_random(device, rng)
        link = device.link()
    for device in owners.values():  # everybody sees the end
        assert device.open(link)["over"]


def test_a_resignation_and_a_draw_offer_travel_in_the_link():
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    b.open(a.link())
    b.send(cmd="offer_draw")
    view = a.open(b.link())
    assert view["far"]["status"] == "your move"  # the English are asked to answer the offer
    a.send(cmd="click", target="decline-draw")
    view = b.open(a.link())
    assert not view["over"] and view["far"]["status"] == "your move"
    b.send(cmd="resign")
    view = a.open(b.link())
    assert view["over"] and "resign" in view["result"].lower()


def test_the_address_follows_the_game_so_that_a_reload_loses_nothing():
    a = Device()
    a.make("transvaal", seat=1)
    view = a.play("@N1", "@E1")
    assert view["fix_url"] == view["far"]["link"]  # the page's address: this very game
    reloaded = a.open(view["fix_url"])  # unsent moves too
    assert reloaded["notice"] == "" and reloaded["actions"] == 2 and reloaded["can_undo"]


def test_a_game_by_link_takes_the_options_chosen():
    a, b = Device(), Device()
    a.send(cmd="init", query="game=transvaal")
    view = a.send(cmd="far_new", seat=1, options={"setup": "inner", "limit": "40"})
    assert json.loads(view["far"]["copy"])["options"] == {"setup": "inner", "limit": "40"}
    b.open(a.link())
    assert b.bridge.match.options == {"setup": "inner", "limit": 40, "match": "single"}


def test_a_link_whose_game_is_not_the_pages_is_not_opened():
    a = Device()
    a.make("triad", seat=0)
    payload = a.link().split("far=")[1]
    view = Device().open("game=transvaal&far=" + payload)  # an edited link
    assert view["notice"] == "This link holds a game of Triad, not of Transvaal: it was not opened."
    assert view["game"] == "transvaal" and view["actions"] == 0 and view.get("far") is None


def test_a_garbled_link_opens_its_game_at_the_start_and_says_so():
    view = Device().open("game=transvaal&far=garbage")
    assert view["notice"].startswith("This link could not be read")
    assert view["game"] == "transvaal" and view["actions"] == 0


def test_the_link_after_undo_and_other_moves_is_the_game_as_it_now_stands():
    """The page re-uses the codes of unchanged actions (pyengine/app/far.py): after moves taken
    back and others played, the link is still exactly the game's encoding."""
    import random

    from pyengine.app.correspondence import link_flags, link_payload

    rng = random.Random(5)
    a = Device()
    a.make("cross", seat=0)
    a.bridge.match.seats = ["human", "human"]  # one person moves both sides (the test's shortcut)
    for step in range(40):
        m = a.bridge.match
        if m.actions and rng.random() < 0.3:
            a.send(cmd="undo")
        else:
            a.send(cmd="move", text=rng.choice(m.state.legal_actions()).text)
        copy = a.bridge.far
        fresh = link_payload(copy, m.states, m.actions, copy.mine[0], *link_flags(copy))
        assert a.view["far"]["link"].endswith("far=" + fresh), step
        assert read_payload(fresh).texts == copy.texts == [x.text for x in m.actions]
