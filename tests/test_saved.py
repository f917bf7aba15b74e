"""A match's saved forms (pyengine/app/saved.py): the share link, read leniently, and the stored
match, read strictly; both give back the match they were written from."""

from __future__ import annotations

import json

import pytest

from pyengine.app import Match, saved
from pyengine.contract import RecordError, find_action


def test_url_query_round_trip_with_options_seats_and_moves():
    m = Match("cross", {"size": 5}, ["human", "random"])
    for t in ("i5", "k3", "k7"):
        m.click(t) if m.human_to_move() else m.play(find_action(m.state, t))
    q = saved.link_query(m)
    back = saved.from_link(q, ("random",))
    assert back.options == m.options and back.seats == m.seats and back.actions == m.actions


def test_bad_url_moves_raise_a_record_error_naming_the_action():
    with pytest.raises(RecordError) as err:
        saved.from_link("game=cross&moves=i6+k4+k4", ("random",))
    assert err.value.where == "action 3 (k4)"


def test_json_round_trip_keeps_cursor_and_seed():
    m = Match("cross", seats=["human", "random"], seed=42)
    for t in ("i6", "k4", "k6"):
        m.play(find_action(m.state, t))
    m.goto(1)
    back = saved.from_json(saved.to_json(m))
    assert back.actions == m.actions and back.cursor == 1 and back.seed == 42 and back.seats == m.seats


def test_query_encoding_matches_urllib_both_ways():
    from urllib.parse import parse_qsl, urlencode

    from pyengine.app import query

    samples = [
        {"game": "cross", "seats": "human,random", "moves": "i6 k4 k6"},
        {"odd": "a&b=c", "unicode": "Gänse ü €", "empty": ""},
    ]
    for items in samples:
        assert query.encode(items) == urlencode(items)
        assert query.decode(urlencode(items)) == parse_qsl(urlencode(items), keep_blank_values=True)
    assert query.decode("?a=%zz&b=%41") == [("a", "%zz"), ("b", "A")]


def test_every_games_action_texts_survive_a_share_link():
    # Links list the action texts separated by spaces: no text may contain one.
    import random

    from pyengine.contract import CHANCE
    from pyengine.catalogue import all_games

    for game in all_games():
        rng = random.Random(1)
        m = Match(game.info.id, seed=1)
        while not m.state.is_over() and len(m.actions) < 300:
            s = m.state
            action = m.chance_action() if s.to_move() == CHANCE else rng.choice(s.legal_actions())
            assert not any(c.isspace() for c in action.text), (game.info.id, action.text)
            m.play(action)
        again = saved.from_link(saved.link_items(m), ("random",))
        assert [a.text for a in again.actions] == [a.text for a in m.actions]


def test_a_bad_link_opens_its_legal_part_and_names_its_first_problem():
    m, problem = saved.open_link("game=cross&size=5&seats=random,nobody&moves=i5+k3+k3+k7", ("random",))
    assert m.info.id == "cross" and m.options["size"] == 5
    assert m.seats == ["random", "human"] and "seat 2: unknown player 'nobody'" in str(
        problem
    )  # the good seat kept
    assert [a.text for a in m.actions] == ["i5", "k3"]  # the moves up to the first bad one
    m, problem = saved.open_link("game=cross&colour=red&moves=i6+zz", ("random",))
    assert "unknown option 'colour'" in str(problem) and [a.text for a in m.actions] == ["i6"]
    m, problem = saved.open_link("game=nosuch", ("random",))
    assert "there is no game 'nosuch'" in str(problem) and m.info.id  # the first game opens
    m, problem = saved.open_link("game=cross&moves=i6", ("random",))
    assert problem is None and saved.link_query(m) == "game=cross&moves=i6"


def test_a_stored_match_that_does_not_replay_raises():
    m = Match("cross", seed=1)
    m.play(find_action(m.state, "i6"))
    data = saved.to_dict(m)
    data["moves"].append("i6")  # the same point twice
    with pytest.raises(ValueError):
        saved.from_json(json.dumps(data))
