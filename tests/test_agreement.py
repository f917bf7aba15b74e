"""Draws by agreement, a controller feature of every game (issue 34, item 4): offered by the
seat to move at the start of its turn, agreed only when every other seat accepts, each asked in
turn; a computer answers by its own judgement."""

from __future__ import annotations

import json
import random

import pytest

from pyengine.app import Match
from pyengine.app import saved
from pyengine.app.bridge import Bridge
from pyengine.app.thinking import Progress, Thinker
from pyengine.ai import level_names
from pyengine.contract import CHANCE, RecordError
from pyengine.catalogue import all_games
from pyengine.contract.replay import DrawOffered, Drawn
from pyengine.games.progressive.rules import position


def triad_after_one_turn() -> Match:
    m = Match("triad", seed=1)
    while m.state.turn_number() == 0:
        m.click(m.next_targets()[0])
    assert m.can_offer_draw()
    return m


@pytest.mark.parametrize("game_id", [g.info.id for g in all_games()])
def test_a_draw_can_be_offered_in_every_game_by_the_person_to_move(game_id):
    m = Match(game_id, seed=2)
    rng = random.Random(2)
    while not m.can_offer_draw():  # a start by lot or arrangement (Fehde, EinStein): the next turn
        state = m.state
        m.play(m.chance_action() if state.to_move() == CHANCE else rng.choice(state.legal_actions()))
        assert len(m.actions) < 12, m.state.status()
    assert m.offer_draw().ok and m.next_targets() == ["accept-draw", "decline-draw"]
    assert m.click("decline-draw").ok and m.can_offer_draw()  # declined: still that turn's start


def test_a_draw_of_three_players_needs_each_of_the_others_asked_in_turn():
    m = triad_after_one_turn()
    offerer = m.state.to_move()
    m.offer_draw()
    first = m.state.to_move()
    assert first == (offerer + 1) % 3 and "accepts or declines" in m.state.status()
    assert m.click("accept-draw").ok
    assert isinstance(m.state, DrawOffered) and m.state.to_move() == (offerer + 2) % 3
    assert "accepts;" in m.state.status()  # the page says who has accepted so far
    assert m.click("accept-draw").ok
    assert isinstance(m.state, Drawn) and m.state.returns() == (0.5, 0.5, 0.5)
    assert m.state.end_reason() == "Drawn by agreement."


def test_one_refusal_ends_the_offer_and_play_goes_on_from_the_same_position():
    m = triad_after_one_turn()
    before = m.state
    m.offer_draw()
    m.click("accept-draw")
    m.click("decline-draw")  # the last seat asked refuses
    assert m.state == before and not m.state.is_over()


def test_an_agreed_draw_of_three_players_is_written_and_reads_back_with_every_consent():
    m = triad_after_one_turn()
    m.offer_draw()
    m.click("accept-draw")
    m.click("accept-draw")
    text = m.record()
    assert text.endswith("Draw agreed.\n") and "draw" not in text.replace("Draw agreed.", "")
    back = Match("triad")
    assert back.import_record(text) == ""
    assert back.actions == m.actions and isinstance(back.state, Drawn)
    link = saved.from_link(saved.link_query(m), level_names())
    assert link.actions == m.actions


def test_a_record_with_only_some_consents_in_a_link_stops_at_the_offer():
    m = triad_after_one_turn()
    m.offer_draw()
    m.click("accept-draw")
    link = saved.from_link(saved.link_query(m), level_names())
    assert link.actions == m.actions and isinstance(link.state, DrawOffered)


def _answer(m: Match) -> str:
    t = Thinker()
    action = t.start(m)
    while action is None:
        step = t.step(m)
        action = None if isinstance(step, Progress) else step
    return action.text


def _offer_in(fen: str) -> Match:
    m = Match("progressive-chess", seats=["human", "medium"], seed=1)
    m.states, m.actions, m.cursor = [position(fen, series=5)], [], 0
    assert m.offer_draw().ok and m.ai_to_move()
    return m


def test_the_computer_accepts_a_draw_where_its_search_does_not_expect_to_win():
    # White, who offers, has two queens against a bare king, and five moves this series.
    assert _answer(_offer_in("4k3/8/8/8/8/8/QQ6/7K w - - 0 1")) == "draw"


def test_the_computer_declines_a_draw_where_its_search_expects_to_win():
    # Black, asked, has two queens against a bare king and six moves next series.
    assert _answer(_offer_in("2qqk3/8/8/8/8/8/8/7K w - - 0 1")) == "no-draw"


def test_the_page_asks_a_computer_then_a_person_in_a_game_of_three():
    b = Bridge()

    def call(**msg):
        return json.loads(b.handle(json.dumps(msg)))

    v = call(cmd="init", query="game=triad&seats=human,random,human", saved=None)
    v = call(cmd="offer_draw")
    assert v["ai_to_move"] and "offers a draw" in v["status"]
    v = call(cmd="ai")  # the random computer answers at once, by a coin: accept or decline
    if b.match.history()[-1]["text"] == "draw":
        assert (
            v["targets"] == ["accept-draw", "decline-draw"]
            and "Player 3" in v["status"].split(":")[-1]
            or "accepts or declines" in v["status"]
        )
        v = call(cmd="click", target="accept-draw")
        assert v["over"]
    else:
        assert b.match.history()[-1]["text"] == "no-draw" and not v["over"] and v["can_offer_draw"]


def test_a_draw_cannot_be_agreed_in_a_record_of_a_finished_game():
    m = Match("cross", {"size": 5}, seed=3)
    rng = random.Random(3)
    while not m.state.is_over():
        m.play(rng.choice(m.state.legal_actions()))
    with pytest.raises(RecordError) as err:
        m.game.read_record(m.record() + "Draw agreed.\n", m.options)
    assert "no draw can be agreed here" in str(err.value)
