"""Compact links (pyengine/app/compact.py): every game's random games, with resignations and draw
offers, read back from a few hundred characters; a link cut short or mistyped is refused; a
100-turn game of any game stays within 2,000 characters."""

from __future__ import annotations

import random

import pytest

from pyengine.app.compact import CompactError, decode, encode, game_code
from pyengine.catalogue import all_games, every_id, get_game
from pyengine.contract import CHANCE, apply
from pyengine.contract.actions import draw_answer, draw_offer, resignation
from pyengine.contract.replay import can_offer_draw, resigner
from pyengine.kit.turns import turn_spans

GAMES = [g.info.id for g in all_games()]


def random_game(game_id: str, rng: random.Random, turns: int = 10**6, meta: bool = False):
    """States and actions of a random game (up to ``turns`` turns); with ``meta`` a draw
    offer declined, and a resignation or an agreed draw at a random moment."""
    game = get_game(game_id)
    state = game.new_state({})
    states, actions = [state], []
    stop = rng.randrange(5, 60) if meta else -1
    while not state.is_over() and len(actions) < 3000:
        seat = state.to_move()
        if (
            meta
            and len(actions) == stop // 2
            and seat is not None
            and seat >= 0
            and can_offer_draw(state, game.info)
        ):
            for a in (draw_offer(seat),):
                state = apply(state, a, game.info)
                states.append(state)
                actions.append(a)
            answer = draw_answer(state.to_move(), False)
            state = apply(state, answer, game.info)
            states.append(state)
            actions.append(answer)
            continue
        if meta and len(actions) >= stop and seat is not None:
            who = resigner(state)
            if who is not None and who >= 0:
                a = resignation(who)
                state = apply(state, a, game.info)
                states.append(state)
                actions.append(a)
                break
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state = apply(state, action, game.info)
        states.append(state)
        actions.append(action)
        if len(turn_spans(states, actions)) > turns:
            states.pop()
            actions.pop()
            break
    return states, actions


def test_every_game_has_its_own_two_byte_code():
    codes = [game_code(gid) for gid in every_id()]
    assert len(set(codes)) == len(codes)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_with_resignations_and_draw_offers_read_back(game_id):
    rng = random.Random(game_id)
    for k in range(12):
        states, actions = random_game(game_id, rng, meta=k % 2 == 1)
        text = encode(game_id, {}, 4242, states, actions)
        back = decode(text)
        assert back.game == game_id and back.seed == 4242
        assert back.texts == [a.text for a in actions]
        assert back.states[-1].is_over() == states[-1].is_over()


def test_options_and_extra_fields_travel():
    game = get_game("transvaal")
    state = game.new_state({"limit": 40, "setup": "inner"})
    text = encode("transvaal", {"limit": "40", "setup": "inner"}, 7, [state], [], extra=b"\x01\x02xyz")
    back = decode(text)
    assert back.options == {"limit": "40", "setup": "inner"} and back.extra == b"\x01\x02xyz"
    assert back.states[0].config.limit == 40


def test_a_link_cut_short_or_mistyped_is_refused():
    states, actions = random_game("cross", random.Random(1), turns=20)
    text = encode("cross", {}, 1, states, actions)
    with pytest.raises(CompactError, match="cut short or garbled"):
        decode(text[:-3])
    flipped = text[:10] + ("A" if text[10] != "A" else "B") + text[11:]
    with pytest.raises(CompactError):
        decode(flipped)
    with pytest.raises(CompactError):
        decode("not a link!")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_100_turn_game_stays_within_2000_characters(game_id):
    rng = random.Random(7)
    longest = 0
    for _ in range(6):
        states, actions = random_game(game_id, rng, turns=100)
        longest = max(longest, len(encode(game_id, {}, 123456789, states, actions)))
    assert longest <= 2000
