"""What the page says of a game by link is what happened (step 23, items 4-7), at the engine:
the result panel names the winner as this device sees it (no computer where none plays), every
message about a link counts turns as the move list numbers them and names the whole turn, a
takeback's note lasts until the next move or the next news, and the catalogue's line says who
won and why and writes the last turn as the move list does. Devices are bridges
(tests/test_correspondence.py's ``Device``), each with its own store of copies."""

from __future__ import annotations

import json
import re

import pytest

from pyengine import i18n
from pyengine.app.controller import Match
from pyengine.app.viewwords import outcome, result_line
from pyengine.contract import replay_texts
from test_correspondence import Device, _to_the_takeback, an_older_link


class GermanDevice(Device):
    """A device whose page speaks German (the engine speaks one language at a time)."""

    def make(self, game: str, seat: int, **options) -> dict:
        self.send(cmd="init", query="game=" + game, lang="de")
        return self.send(cmd="far_new", seat=seat)

    def open(self, link: str) -> dict:
        from pyengine.app.bridge import Bridge

        self.bridge = Bridge()
        return self.send(cmd="init", query=link, far_store=dict(self.store), lang="de")


@pytest.fixture
def german():
    yield GermanDevice
    i18n.set_language("en")


def stored(device: Device) -> dict:
    """This device's copy of its game by link as local storage keeps it."""
    return json.loads(device.view["far"]["copy"])


def english_placed_and_resigned_by_the_boer() -> tuple[Device, Device]:
    """Transvaal by link: A (the English) places, B (the Boer) resigns; both have the end."""
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    b.open(a.link())
    b.send(cmd="resign")
    a.open(b.link())
    return a, b


# -- item 4: the result panel names the winner as this device sees it --------------------------


def test_the_loser_of_a_game_by_link_is_told_the_friend_won_not_the_computer():
    a, b = english_placed_and_resigned_by_the_boer()
    assert b.view["over"] and b.view["outcome"]["headline"] == "Your friend wins (English)."
    assert a.view["over"] and a.view["outcome"]["headline"] == "You win!"
    assert a.view["outcome"]["winners"] == b.view["outcome"]["winners"] == ["English"]


def test_the_loser_of_a_game_by_link_is_told_the_friend_won_in_german(german):
    a, b = german(), german()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    b.open(a.link())
    b.send(cmd="resign")
    assert b.view["outcome"]["headline"] == "Dein Gegenüber gewinnt (Engländer)."
    assert a.open(b.link())["outcome"]["headline"] == "Du gewinnst!"


def _draw_offered() -> tuple[Device, Device]:
    """Transvaal by link: A (the English) placed, B (the Boer) offered a draw, A has opened it."""
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    b.open(a.link())
    b.send(cmd="offer_draw")
    a.open(b.link())
    return a, b


def test_an_agreed_draw_by_link_is_a_draw_on_both_devices():
    a, b = _draw_offered()
    a.send(cmd="click", target="accept-draw")
    assert a.view["over"] and a.view["outcome"]["headline"] == "Draw."
    assert b.open(a.link())["outcome"]["headline"] == "Draw."


# Every kind of seat (a person here, a friend far away, the computer's levels) and teams: who
# resigns, and the headline. Karls Rennen for four plays in two teams, seats 0 and 2 against 1
# and 3 (White (SE), Blue (SW), Black (NW), Red (NE)); Triad's three play each for himself.
KR4 = {"players": 4}
HEADLINES = [
    ("transvaal", {}, ["human", "far"], 1, "You win!"),
    ("transvaal", {}, ["human", "far"], 0, "Your friend wins (English)."),
    ("transvaal", {}, ["far", "human"], 0, "You win!"),
    ("transvaal", {}, ["human", "human"], 0, "English wins."),  # people at one screen: the side
    ("transvaal", {}, ["human", "human"], 1, "Boer wins."),
    ("transvaal", {}, ["human", "easy"], 0, "The computer wins."),
    ("transvaal", {}, ["random", "human"], 0, "You win!"),
    ("transvaal", {}, ["human", "strong"], 1, "You win!"),
    ("transvaal", {}, ["medium", "human"], 1, "The computer wins."),
    ("transvaal", {}, ["easy", "strong"], 0, "English wins."),  # nobody here: the side
    ("cross", {}, ["far", "human"], 1, "Your friend wins (Black (x))."),
    ("karls-rennen", KR4, ["human", "far", "far", "far"], 1, "You win!"),  # with the partner far away
    ("karls-rennen", KR4, ["far", "far", "human", "far"], 3, "You win!"),
    ("karls-rennen", KR4, ["human", "far", "far", "far"], 2, "Blue (SW) and Red (NE) win."),
    ("karls-rennen", KR4, ["human", "easy", "human", "easy"], 3, "You win!"),  # two here, one team
    ("karls-rennen", KR4, ["human", "easy", "human", "easy"], 0, "The computer wins."),
    ("karls-rennen", KR4, ["human", "human", "easy", "easy"], 1, "White (SE) and Black (NW) win."),
    ("karls-rennen", KR4, ["human", "human", "human", "human"], 0, "Blue (SW) and Red (NE) win."),
    ("karls-rennen", KR4, ["easy", "far", "human", "far"], 1, "You win!"),
    ("triad", {}, ["human", "far", "far"], 1, "You win!"),  # Red and Blue win when Green resigns
    ("triad", {}, ["human", "far", "far"], 0, "Green and Blue win."),
    ("triad", {}, ["human", "easy", "far"], 0, "Green and Blue win."),  # a computer and a friend
    ("triad", {}, ["human", "easy", "medium"], 0, "The computer wins."),
    ("triad", {}, ["human", "human", "easy"], 2, "You win!"),  # both people here won
    ("triad", {}, ["human", "human", "easy"], 0, "Green and Blue win."),
]


@pytest.mark.parametrize("game, options, seats, resigner, headline", HEADLINES)
def test_the_result_names_the_winner_as_this_device_sees_it_for_every_kind_of_seat(
    game, options, seats, resigner, headline
):
    m = Match(game, options, seats, seed=1)
    assert m.resign(resigner).ok and m.state.is_over()
    names = list(m.game.seat_names(m.options))
    assert outcome(m, names)["headline"] == headline


@pytest.mark.parametrize(
    "seats", [["human", "far"], ["human", "easy"], ["easy", "human"], ["human", "human"]]
)
def test_an_agreed_draw_is_a_draw_for_every_kind_of_seat(seats):
    m = Match("transvaal", seats=seats, seed=1)
    actions, _ = replay_texts(m.states[0], ["@N1", "@E1", "@W2", "draw?", "draw"], m.info)
    m.restart(actions)
    assert m.state.is_over()
    assert outcome(m, ["Boer", "English"])["headline"] == "Draw."
    assert result_line(m, ["Boer", "English"]) == "drawn by agreement"


# -- item 5: messages about a link count turns as the move list numbers them --------------------

# Chivalry by link, White (A) against Black (B), move by move: a canter is one turn of several
# actions (D6-D8, D8-B6, stop), so that actions and turns differ in number.
CHIVALRY = [["G7-G5"], ["L10-L12"], ["F6-F5"], ["C11-D12"], ["D6-D8-B6"], ["F10-H12"], ["B6-A7"], ["D12-E12"]]


def chivalry_by_link(turns: int) -> tuple[Device, Device, list[str]]:
    """The first ``turns`` turns of CHIVALRY played by links; every link sent, in order."""
    a, b = Device(), Device()
    a.make("chivalry", seat=0)
    links: list[str] = []
    for k, texts in enumerate(CHIVALRY[:turns]):
        device = a if k % 2 == 0 else b
        if links:
            device.open(links[-1])
        device.play(*texts)
        links.append(device.link())
    return a, b, links


def test_the_game_of_these_tests_has_more_actions_than_turns():
    a, _, links = chivalry_by_link(8)
    assert a.open(links[-1])["actions"] == 13 and [r["number"] for r in a.view["moves"]][-1] == 4


def test_an_older_link_names_where_it_ends_and_where_the_copy_ends_by_turns():
    a, _, links = chivalry_by_link(8)
    a.open(links[-1])
    view = a.open(links[3])  # Black's second turn: 6 actions in; the copy 13 actions, 4 turns
    assert view["notice"] == (
        "This link is older than your copy: it ends at turn 2, Black: C11-D12, "
        "your copy at turn 4, Black: D12-E12. Your copy is kept."
    )
    assert view["actions"] == 13
    rows = view["moves"]  # the words are the move list's own
    assert rows[1]["number"] == 2 and rows[1]["entries"][1]["text"] == "C11-D12"
    assert rows[3]["number"] == 4 and rows[3]["entries"][1]["text"] == "D12-E12"


def test_an_older_link_without_a_move_says_so():
    a, b = Device(), Device()
    view = an_older_link(a, b, "cross", 1, (), "i6")  # the friend begins: the first link has no move
    assert view["notice"] == (
        "This link is older than your copy: it has no move yet, your copy ends at turn 1, Black (x): i6. "
        "Your copy is kept."
    )


def test_a_link_that_changes_a_turn_names_it_by_the_move_list():
    a, b, links = chivalry_by_link(5)  # White's canter D6-D8-B6 is the last turn sent
    c = Device()
    b.open(links[-1])
    b.play("F10-H12")
    good = b.link()
    c.open(links[-1])  # someone else answers the same link otherwise
    c.play("C10-C9")
    other = c.link()
    a.open(good)
    view = a.open(other)
    assert (
        view["notice"]
        == "This link has turn 3, Black: C10-C9 where your copy has F10-H12; your copy is kept."
    )
    assert view["actions"] == 11


def test_a_link_that_moves_for_my_side_names_the_turn_by_the_move_list():
    a, b, links = chivalry_by_link(5)
    b.open(links[-1])
    b.bridge.match.seats = ["human", "human"]  # B's device also makes White's next move
    b.play("F10-H12", "B6-A7")
    view = a.open(b.view["far"]["link"])
    assert (
        view["notice"] == "This link makes a move for your own side, turn 4, White: B6-A7; your copy is kept."
    )
    assert view["actions"] == 9


def test_a_link_that_resigns_for_my_side_names_the_row_the_move_list_shows_it_in():
    a, b, links = chivalry_by_link(6)  # White to move at turn 4
    b.bridge.match.seats = ["human", "human"]
    b.send(cmd="resign")  # for White, the side to move: A's side
    assert [e["text"] for e in b.view["moves"][-1]["entries"]] == ["D6-D8-B6", "F10-H12", "resign"]
    view = a.open(b.view["far"]["link"])
    assert (
        view["notice"]
        == "This link makes a move for your own side, turn 3, White: resign; your copy is kept."
    )
    assert not view["over"]


def test_a_takeback_request_names_the_whole_turn():
    a, b, links = chivalry_by_link(5)  # A's last turn: the canter D6-D8-B6, three actions
    a.send(cmd="far_takeback", answer="ask")
    view = b.open(a.link())
    assert view["far"]["asked_of_me"] and view["far"]["takeback_move"] == "turn 3, White: D6-D8-B6"
    view = b.send(cmd="far_takeback", answer="accept")
    assert [r["number"] for r in view["moves"]] == [1, 2] and view["actions"] == 6


def test_messages_about_a_link_count_turns_in_german(german):
    a, b = german(), german()
    view = an_older_link(a, b, "chivalry", 0, ("G7-G5",), "L10-L12")
    assert view["notice"] == (
        "Dieser Link ist älter als deine Kopie: Er endet bei Zug 1, Weiß: G7-G5, "
        "deine Kopie bei Zug 1, Schwarz: L10-L12. Deine Kopie bleibt."
    )
    a.play("F6-F5")
    a.link()
    a.send(cmd="far_takeback", answer="ask")
    assert b.open(a.link())["far"]["takeback_move"] == "Zug 2, Weiß: F6-F5"


# -- item 6: a note lasts until the next move or the next news ----------------------------------

DECLINED = "Your takeback was declined: the game went on."


def declined() -> tuple[Device, Device, str]:
    """Transvaal: A (English) asked to take N1-N2 back; B declined by moving on; A has opened it.
    Also a link older than A's copy now (B's, before B moved on)."""
    a, b = _to_the_takeback()
    older = b.view["far"]["link"]
    b.send(cmd="far_takeback", answer="decline")
    b.play("S1-S2")
    a.open(b.link())
    assert a.view["far"]["note"] == DECLINED
    return a, b, older


def test_a_declined_takeback_is_said_until_the_next_move_made_here():
    a, b, _ = declined()
    again = a.open(a.view["far"]["link"])  # a reload: the same link is no news
    assert again["far"]["note"] == DECLINED
    a.play("E1-E2")
    assert a.view["far"]["note"] == "" and stored(a)["note"] == ""
    b.open(a.link())
    b.play("S2-S1")
    view = a.open(b.link())
    assert view["far"]["note"] == "" and view["far"]["status"] == "your move"
    a.play("E2-E1")
    a.link()
    a.send(cmd="far_takeback", answer="ask")  # the next request stands alone
    assert a.view["far"]["note"] == "" and a.view["far"]["sends"] == "ask"


def test_a_declined_takeback_is_not_said_on_the_game_over_panel_after_a_resignation():
    a, b, _ = declined()
    a.send(cmd="resign")
    assert a.view["over"] and a.view["far"]["note"] == ""
    view = b.open(a.link())
    assert view["over"] and view["far"]["note"] == ""


def test_a_note_goes_when_a_refused_link_brings_its_own_notice():
    a, _, older = declined()
    view = a.open(older)
    assert view["notice"].startswith("This link is older than your copy") and view["far"]["note"] == ""
    assert stored(a)["note"] == ""


def test_a_note_goes_when_the_friends_takeback_request_comes():
    a, b, _ = declined()
    b.send(cmd="far_takeback", answer="ask")  # B asks to take S1-S2 back
    view = a.open(b.link())
    assert view["far"]["asked_of_me"] and view["far"]["note"] == ""


def test_a_declined_draw_offer_is_said_to_the_one_who_offered_it_until_the_next_move():
    """A walk: the person who offered saw only "White to move." after the answer's link."""
    a, b = _draw_offered()
    a.send(cmd="click", target="decline-draw")
    assert a.view["far"]["note"] == "", "the one who declined is told nothing"
    view = b.open(a.link())
    assert view["far"]["note"] == "Your draw offer was declined: the game goes on."
    assert not view["over"] and view["far"]["status"] == "your move"
    b.play("C-S1")
    assert b.view["far"]["note"] == ""


def test_a_declined_draw_offer_is_not_said_where_the_friend_resigned_after_declining():
    """The game is over: the result says how it ended, no note says it goes on (a review)."""
    a, b = _draw_offered()
    a.send(cmd="click", target="decline-draw")
    a.send(cmd="resign")  # out of turn: the Boer waits for the English
    view = b.open(a.link())
    assert view["over"] and view["far"]["note"] == ""


def test_an_accepted_takeback_is_said_until_the_next_move_made_here():
    a, b = _to_the_takeback()
    b.send(cmd="far_takeback", answer="accept")
    view = a.open(b.link())
    assert view["far"]["note"] == "Your takeback was accepted: it is your move again."
    a.play("E1-E2")
    assert a.view["far"]["note"] == ""


def test_a_die_rolled_is_no_move_and_leaves_the_note():
    """EinStein: the person's roll is chance, not a move of theirs: the note stays until the
    stone is moved."""
    a = Device()
    a.make("einstein", seat=0)
    a.bridge.far.note = DECLINED  # (as a link would have left it)
    assert a.view["targets"] == ["roll"]
    a.send(cmd="click", target="roll")
    m = a.bridge.match
    assert m.actor_of(len(m.actions) - 1) == -1 and a.view["far"]["note"] == DECLINED
    for _ in range(3):  # the stone, then its target (a forced one is played at once)
        if m.actor_of(len(m.actions) - 1) >= 0:
            break
        a.send(cmd="click", target=a.view["targets"][0])
    assert m.actor_of(len(m.actions) - 1) == 0 and a.view["far"]["note"] == ""


# -- item 7: the catalogue's line says who won and writes the last turn as the move list does ----


def test_the_catalogue_line_says_who_won_by_resignation():
    a, b = english_placed_and_resigned_by_the_boer()
    mine, theirs = a.view["far"]["summary"], b.view["far"]["summary"]
    assert mine["status"] == theirs["status"] == "game over"
    assert mine["result"] == "you won by resignation"
    assert theirs["result"] == "English won by resignation"


def test_the_catalogue_line_says_who_won_at_the_games_own_end():
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@10", "@8", "@E1")
    link = a.link()
    for who, move in [
        ("b", "C-W1"),
        ("a", "E1-C"),
        ("b", "W1-W2"),
        ("a", "C-W1"),
        ("b", "W2-9"),
        ("a", "W1-W2"),
    ]:
        device = b if who == "b" else a
        device.open(link)
        device.play(move)
        link = device.link()
    reason = a.view["result"]
    assert "shut in on 9" in reason
    assert a.view["far"]["summary"]["result"] == "you won · " + reason
    assert b.open(link)["far"]["summary"]["result"] == "English won · " + reason
    assert b.view["far"]["summary"]["last"] == "3. W1-W2"


def test_the_catalogue_line_says_who_won_for_a_team_of_four():
    a, b = Device(), Device()
    a.make("karls-rennen", seat=0, players=4)
    a.send(cmd="resign")  # White (SE) gives up for the team with Black (NW)
    assert a.view["far"]["summary"]["result"] == "Blue (SW) and Red (NE) won by resignation"
    assert a.view["outcome"]["headline"] == "Blue (SW) and Red (NE) win."
    view = b.open(a.link())  # the next seat's device, Blue (SW)
    assert view["far"]["mine"] == [1]
    assert view["far"]["summary"]["result"] == "you won by resignation"
    assert view["outcome"]["headline"] == "You win!"


def test_the_catalogue_line_says_who_won_in_german(german):
    a, b = german(), german()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    b.open(a.link())
    b.send(cmd="resign")
    assert b.view["far"]["summary"]["result"] == "Engländer hat durch Aufgabe gewonnen"
    assert a.open(b.link())["far"]["summary"]["result"] == "du hast durch Aufgabe gewonnen"
    # the last turn in words, as the move list shows it (the record's token was on the card)
    assert a.view["far"]["summary"]["last"] == "aufgegeben"


def test_the_catalogue_line_says_a_resignation_made_while_the_friend_was_to_move_in_words():
    """A walk saw "last move 2. resign@2": the record's token of a seat resigning out of turn."""
    a, b = Device(), Device()
    a.make("transvaal", seat=1)
    a.play("@N1", "@E1", "@W2")
    a.link()
    a.send(cmd="resign")  # the English are to move: the Boer resigns while waiting
    assert a.view["over"] and a.bridge.match.actions[-1].text.startswith("resign@")
    assert a.view["moves"][-1]["entries"][-1]["text"] == "resign"  # the move list: the same words
    last = a.view["far"]["summary"]["last"]
    assert "@" not in last and last.endswith("resign"), last
    assert b.open(a.link())["far"]["summary"]["last"] == last


def test_the_catalogue_line_writes_the_last_turn_as_the_move_list_does():
    a, b, links = chivalry_by_link(5)
    summary = a.view["far"]["summary"]
    assert summary["last"] == "3. D6-D8-B6" and summary["result"] == ""  # its last action is 'stop'
    row = a.view["moves"][-1]
    assert summary["last"] == f"{row['number']}. {row['entries'][-1]['text']}"


def test_the_catalogue_line_writes_a_dice_turn_with_its_roll():
    a = Device()
    a.make("einstein", seat=0)
    for _ in range(60):  # A's turns: the die and a move, until it is B's
        if a.view["far"]["status"] != "your move" or a.view["over"]:
            break
        a.send(cmd="click", target=a.view["targets"][0])
    row = a.view["moves"][-1]
    last = a.view["far"]["summary"]["last"]
    assert last == f"{row['number']}. {row['entries'][-1]['text']}"
    assert re.fullmatch(r"1\. [1-6]:[1-6][a-e][1-5][-x][a-e][1-5]", last), last
