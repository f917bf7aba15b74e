"""Transvaal's evaluation for a search cut short (pyengine/games/transvaal/evaluation.py): the
exact result of the solved table, scored by the winner's margin; the match of two games by its
predicted totals; every option; greedy play on it is best play."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from pyengine.catalogue import get_game
from pyengine.kit.rounds import NEXT
from pyengine.games.transvaal import evaluation
from pyengine.games.transvaal.rules import BOARD, CENTRE, SHUT_IN, Config, TransvaalMatch, TransvaalState
from pyengine.games.transvaal.solve import INF, distance

from greedy_support import greedy_action, greedy_score

GAME = get_game("transvaal")


def position(boer: str, english: str, mover: int = 0, moves: int = 0, limit: int = 30) -> TransvaalState:
    return TransvaalState(
        Config(limit=limit),
        boer=BOARD.find(boer),
        english=tuple(sorted(BOARD.find(n) for n in english.split())),
        mover=mover,
        english_moves=moves,
    )


def play(state, texts: str):
    for token in texts.split():
        state = state.apply(NEXT if token == "next" else state.parse_action(token))
    return state


def greedy(state, rng):
    """The action after which the mover's evaluation is highest (ties at random)."""
    return greedy_action(state, evaluation.evaluate, rng)


def test_a_finished_game_or_match_evaluates_to_its_result():
    shut = play(position("12", "11 1 N1", mover=1), "N1-N2")
    home = play(position("N1", "E1 S1 W1"), "N1-C")
    assert shut.result == SHUT_IN and evaluation.evaluate(shut) == (0.0, 1.0)
    assert home.is_over() and evaluation.evaluate(home) == (1.0, 0.0)
    rng, match = random.Random(2), GAME.new_state({"match": "two"})
    while not match.is_over():
        match = match.apply(rng.choice(match.legal_actions()))
    assert evaluation.evaluate(match) == match.returns()


@pytest.mark.parametrize("limit", [30, 40])
def test_the_winner_is_the_solved_tables_with_the_english_moves_left(limit):
    rng = random.Random(limit)
    points = [v for v in BOARD.nodes if v != CENTRE]
    for _ in range(400):
        boer = rng.choice(points)
        three = tuple(sorted(rng.sample([v for v in BOARD.nodes if v not in (boer, CENTRE)], 3)))
        mover, moves = rng.choice((0, 1)), rng.randrange(limit)
        state = TransvaalState(
            Config(limit=limit), boer=boer, english=three, mover=mover, english_moves=moves
        )
        if state._judged().result:
            continue
        english = evaluation.evaluate(state)[1]
        assert (english > 0.5) == (distance(boer, three, mover) <= limit - moves)
        assert 0.9 <= max(english, 1 - english) < 1


def test_the_english_shutting_in_on_their_last_move_still_win():
    assert evaluation.evaluate(position("12", "11 1 N1", mover=1, moves=29))[1] >= 0.9  # one move left
    assert evaluation.evaluate(position("12", "10 1 N1", mover=1, moves=29))[0] >= 0.9  # two needed


def test_the_margin_ranks_sure_wins_by_the_moves_to_spare():
    quick, slow = position("12", "10 1 N1", mover=1), position("12", "10 1 N1", mover=1, moves=20)
    assert distance(quick.boer, quick.english, 1) == 2
    assert 0.99 > evaluation.evaluate(quick)[1] > evaluation.evaluate(slow)[1] >= 0.9  # less to spare
    never = position("N1", "E1 S1 W1", mover=0)  # the Boer steps home
    narrow = position("12", "10 1 N1", mover=1, moves=29)  # the English one move short
    assert distance(never.boer, never.english, 0) == INF
    assert evaluation.evaluate(never)[0] > evaluation.evaluate(narrow)[0] >= 0.9


@pytest.mark.parametrize("setup", ["free", "inner"])
def test_the_setup_is_judged_by_its_best_completion(setup):
    start = GAME.new_state({"setup": setup})
    assert evaluation.evaluate(start)[1] >= 0.9  # the English win in 12 with the best setup
    assert evaluation.english_margin(start) == 30 - 12
    if setup == "free":  # three stones bunched on the outer circle: the Boer escapes
        assert evaluation.evaluate(play(start, "@5 @6 @7"))[0] >= 0.9


def test_the_match_is_judged_by_the_predicted_english_scores():
    start = GAME.new_state({"match": "two"})
    assert evaluation.evaluate(start) == (0.5, 0.5)  # 12 moves each under best play: a draw
    assert isinstance(start, TransvaalMatch)
    # In the first game B (the English) needs 2 more after 20 moves: 22 against A's 12 to come.
    late = replace(
        start, current=replace(position("12", "10 1 N1", mover=1, moves=20), config=start.current.config)
    )
    assert evaluation.predicted_score(late.current) == 22 and evaluation.evaluate(late)[0] > 0.9
    rng, s = random.Random(1), start
    while s.round_no == 0 or not s.current.is_over():
        values = evaluation.evaluate(s)
        assert len(values) == 2 and sum(values) == pytest.approx(1) and all(0 <= v <= 1 for v in values)
        s = s.apply(greedy(s, rng) if not s.between else NEXT)
    assert s.totals == (12.0, 12.0)  # best play both times


@pytest.mark.parametrize("options", [{}, {"setup": "inner", "limit": 40}, {"match": "two"}])
def test_greedy_play_on_the_evaluation_beats_random_play(options):
    assert greedy_score(lambda: GAME.new_state(options), evaluation.evaluate, games=20, seed=5) >= 19
