"""Plexus Via Midpoints And Endpoints, written from shared/rules/plexus.md: the lattice and the
opening segment (sections 2-3), every rule of the full-move (section 4), the end and the odd total
(section 5), every Decision (section 9), the spec's two records (section 8), the notation and the
parser's refusals (section 7), random play for every lattice, the AI."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import RecordError, RuleError
from pyengine.catalogue import get_game
from pyengine.games.plexus.rules import Config, board_for, kind_of, new_state

from shards import in_shards
from greedy_support import greedy_score

GAME = get_game("plexus")
ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"


def play(state, *segments: str):
    for text in segments:
        state = state.apply(state.parse_action(text))
    return state


def names(state, kind: str = "") -> list[str]:
    return sorted(a.text for a in state.legal_actions())


def test_dots_are_named_chess_like_and_the_centre_is_b2_c3_d4():
    assert board_for(7).names[0] == "a1" and board_for(7).names[-1] == "g7"
    for n, centre in ((3, "b2"), (5, "c3"), (7, "d4")):
        s = new_state(Config(n))
        b = board_for(n)
        assert s.segments == ((b.parse(centre), b.parse(centre[0] + str(int(centre[1]) + 1))),)


def test_decision_the_opening_segment_runs_from_the_centre_north_and_belongs_to_no_full_move():
    s = new_state(Config(7))
    b = board_for(7)
    assert s.degrees[b.parse("d4")] == 1 and s.degrees[b.parse("d5")] == 1 and sum(s.degrees) == 2
    assert s.full == 1 and s.scores == (0, 0) and s.to_move() == 0


def test_rule_1_a_half_move_joins_a_connected_dot_to_an_unconnected_neighbour_orthogonally():
    s = new_state(Config(5))
    assert names(s) == sorted(["c3-b3", "c3-c2", "c3-d3", "c4-b4", "c4-c5", "c4-d4"])
    with pytest.raises(RuleError, match="not connected"):
        s.parse_action("a1-a2")
    with pytest.raises(RuleError, match="already connected"):
        s.parse_action("c3-c4")
    with pytest.raises(RuleError, match="not next to"):
        s.parse_action("c3-d4")  # diagonal segments do not exist


def test_rule_1_the_kind_is_the_sources_degree_before_drawing_endpoint_1_midpoint_2_or_3():
    assert [kind_of(d) for d in (1, 2, 3)] == ["E", "M", "M"]
    s = play(new_state(Config(5)), "c3-b3")
    assert s.kind == "E"  # c3 had degree 1
    s = play(s, "c4-c5")  # P2 copies: c4 is an endpoint
    s = play(s, "c3-c2")  # full-move 2, P2 first: c3 has degree 2 now: a midpoint
    assert s.kind == "M" and s.to_move() == 0


def test_rule_3_the_second_mover_must_copy_the_kind_measured_after_the_first_half_move():
    s = play(new_state(Config(5)), "c3-b3")  # kind E
    # c3 now has degree 2 (a midpoint): P2 may not draw from it in this full-move.
    assert all(not t.startswith("c3-") for t in names(s))
    with pytest.raises(RuleError, match="draws from endpoints"):
        s.parse_action("c3-d3")


def test_first_movers_alternate_p1_p2_whatever_happens():
    s = new_state(Config(3))
    movers = []
    while not s.is_over():
        if s.half == 0:
            movers.append((s.full, s.to_move()))
        s = s.apply(s.legal_actions()[0])
    assert all(m == (0 if k % 2 else 1) for k, m in movers)


def test_rule_4_a_lost_half_move_scores_for_the_first_mover_example_a():
    s = play(new_state(Config(3)), "b2-a2", "a2-a3", "b2-b1", "a2-a1", "b2-c2")
    assert s.full == 4 and s.half == 0 and s.scores == (1, 0) and s.skipped == (3,)
    s = play(s, "c2-c1", "b3-c3")
    assert s.is_over() and s.scores == (1, 0) and s.returns() == (1.0, 0.0)


def test_decision_the_last_dot_connected_by_a_first_half_move_still_scores_example_b():
    s = play(new_state(Config(3)), "b2-a2", "b3-c3", "a2-a3", "c3-c2", "b2-b1", "a2-a1", "b1-c1")
    assert s.is_over() and s.scores == (0, 1) and s.returns() == (0.0, 1.0)


def test_the_spec_records_replay_to_their_scores_and_write_back_the_same():
    for name, scores in (("plexus-example-a.txt", (1, 0)), ("plexus-example-b.txt", (0, 1))):
        text = (SAMPLES / name).read_text()
        m = Match("plexus", {"n": 3})
        assert m.import_record(text) == ""
        assert m.state.scores == scores and m.record() == text
        out = subprocess.run(
            [sys.executable, "-m", "pyengine", "replay", "plexus", str(SAMPLES / name)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert out.returncode == 0, out.stderr


def _random_games(seed: int, games: int, n: int) -> int:
    """``games`` random games on the n×n lattice with the invariants after every half-move."""
    rng = random.Random(seed)
    for _ in range(games):
        s = GAME.new_state({"n": n})
        half_moves = 0
        while not s.is_over():
            actions = s.legal_actions()
            assert actions
            before = s
            s = s.apply(actions[rng.randrange(len(actions))])
            half_moves += 1
            assert sum(s.degrees) == 2 * len(s.segments) and max(s.degrees) <= 4
            if before.half == 1:
                assert kind_of(before.degrees[s.segments[-1][0]]) == before.kind
        assert half_moves == n * n - 2 and 0 not in s.degrees
        assert sum(s.scores) == len(s.skipped) and sum(s.scores) % 2 == 1 and s.scores[0] != s.scores[1]
    return games


@pytest.mark.parametrize("n", [3, 5, 7, 9, 11, 13, 15])
def test_random_play_n_squared_minus_2_half_moves_an_odd_total_and_no_ties(n):
    """1,000 random games per option (every lattice), the invariants after every half-move."""
    assert sum(in_shards(_random_games, 1000, n, n)) == 1000


@pytest.mark.parametrize(
    "record,where,why",
    [
        ("1. a1-a2", "full-move 1, half-move 1 (a1-a2)", "not connected"),
        ("1. b2-b3", "full-move 1, half-move 1 (b2-b3)", "already connected"),
        ("1. b2-c3", "full-move 1, half-move 1 (b2-c3)", "not next to"),
        ("1. b2-a2 b2-c2", "full-move 1, half-move 2 (b2-c2)", "draws from endpoints"),
        ("1. b2-a2 --", "full-move 1, half-move 2 (--)", "a legal half-move existed"),
        ("1. b2-a2 a2-a3 2. b2-b1 a2-a1 3. b2-c2 c2-c3", "full-move 3, half-move 2 (c2-c3)", "write --"),
        (
            "1. b2-a2 a2-a3 2. b2-b1 a2-a1 3. b2-c2 -- 4. c2-c1 b3-c3 5. a1-b1",
            "full-move 5, half-move 1 (a1-b1)",
            "game is over",
        ),
        ("1. b2", "full-move 1, half-move 1 (b2)", "not a segment"),
    ],
)
def test_the_parser_refuses_naming_full_move_and_half_move(record, where, why):
    with pytest.raises(RecordError) as err:
        GAME.read_record(f"[n 3]\n{record}", {"n": 3})
    assert where in str(err.value) and why in str(err.value), str(err.value)


def test_a_bad_record_in_the_box_loses_nothing_and_a_bad_link_keeps_its_legal_part():
    m = Match("plexus", {"n": 3})
    assert m.import_record("[n 3]\n1. b2-a2") == ""
    message = m.import_record("[n 3]\n1. b2-a2 b2-c2")
    assert "full-move 1, half-move 2 (b2-c2)" in message and len(m.actions) == 1
    link, problem = saved.open_link("game=plexus&n=3&moves=b2-a2+b2-c2", ("random",))
    assert [a.text for a in link.actions] == ["b2-a2"] and "endpoints" in str(problem)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "strong"])
def test_every_level_plays_either_seat(level):
    from pyengine.ai import Agent

    s = new_state(Config(7))
    for k, state in enumerate([s, play(s, "d4-c4"), play(s, "d4-c4", "c4-c3")]):
        action = (
            Agent(GAME, level, random.Random(k))
            .choose(state, iterations=None if level == "random" else 30)
            .action
        )
        assert action in state.legal_actions()


def test_the_searchs_scoring_moves_are_exactly_the_first_half_moves_that_score():
    """The AI's knowledge (pyengine/games/plexus/playout.py) counts sources incrementally: the
    half-moves it calls scoring are exactly those after which the engine skips and scores."""
    from pyengine.games.plexus import playout

    rng = random.Random(4)
    checked = scoring = 0
    for _ in range(60):
        s = new_state(Config(rng.choice((3, 5, 7, 9))))
        while not s.is_over():
            if s.half == 0:
                real = {a.data for a in s.legal_actions() if s.apply(a).scores != s.scores}
                assert playout.scoring_moves(s) == real
                checked, scoring = checked + 1, scoring + bool(real)
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 500 and scoring > 50


def test_the_playout_ends_the_game_with_a_winner_and_the_priors_put_scoring_moves_first():
    from pyengine.games.plexus import playout

    rng = random.Random(2)
    for n in (3, 5, 7):
        payoffs, plies = playout.playout(new_state(Config(n)), rng)
        assert sorted(payoffs) == [0.0, 1.0] and plies == n * n - 2
    s = new_state(Config(5))
    while not playout.scoring_moves(s):
        s = s.apply(rng.choice(s.legal_actions()))
    order = playout.priors(s, s.legal_actions())
    assert {a.data for a, p in zip(s.legal_actions(), order) if p == max(order)} == playout.scoring_moves(s)


def test_the_fast_random_playout_is_the_generic_one():
    # Same generator, same position: the same half-moves, payoffs and length as the search's
    # generic uniformly random playout (pyengine/ai/mcts.py), so the easy level may use it.
    from pyengine.games.plexus import playout

    walk = random.Random(5)
    for n in (3, 5, 7, 9):
        for seed in range(20):
            start = new_state(Config(n))
            for _ in range(walk.randrange(n * n - 2)):  # also from positions in mid-game
                if start.is_over():
                    break
                start = start.apply(walk.choice(start.legal_actions()))
            s, rng, plies = start, random.Random(seed), 0
            while not s.is_over():
                s = s.apply(rng.choice(s.legal_actions()))
                plies += 1
            assert playout.random_playout(start, random.Random(seed)) == (s.returns(), plies)


# -- the evaluation (pyengine/games/plexus/evaluation.py)


def _positions(seed: int, games: int, sizes=(3, 5, 7, 9)):
    """Every position of random games, the finished ones included."""
    rng = random.Random(seed)
    for _ in range(games):
        s = new_state(Config(rng.choice(sizes)))
        yield s
        while not s.is_over():
            s = s.apply(rng.choice(s.legal_actions()))
            yield s


def test_the_evaluation_of_a_finished_game_is_its_result():
    from pyengine.games.plexus.evaluation import evaluate

    ends = [s for s in _positions(6, 40) if s.is_over()]
    assert len(ends) == 40 and all(evaluate(s) == s.returns() for s in ends)


def test_the_evaluation_gives_each_player_a_payoff_in_0_1_summing_to_1():
    from pyengine.games.plexus.evaluation import evaluate

    for s in _positions(7, 30, sizes=(3, 5, 7, 9, 15)):
        p = evaluate(s)
        assert len(p) == 2 and all(0.0 <= x <= 1.0 for x in p) and abs(sum(p) - 1.0) < 1e-9


def test_the_evaluation_favours_the_owner_of_the_final_point_and_the_player_a_point_ahead():
    from pyengine.games.plexus.evaluation import evaluate, final_point_owner

    # At the start 47 dots are free: without a lost half-move P2 leads the full-move that
    # connects the last one, and scores.
    start = new_state(Config(7))
    assert final_point_owner(start) == 1 and evaluate(start)[1] > 0.6
    # Example A after full-move 3: P1 has scored, two dots are left for one full answer.
    s = play(new_state(Config(3)), "b2-a2", "a2-a3", "b2-b1", "a2-a1", "b2-c2")
    assert s.scores == (1, 0) and final_point_owner(s) == -1 and evaluate(s)[0] > 0.6


def test_noisy_exactly_where_the_first_mover_can_make_his_rival_lose_the_answer():
    from pyengine.games.plexus.evaluation import can_answer_and_score, noisy
    from pyengine.games.plexus.playout import scoring_moves

    counts = [0, 0]
    for s in _positions(8, 50):
        assert noisy(s) == bool(scoring_moves(s))
        counts[0] += noisy(s)
        if s.half == 1 and not s.is_over():
            ahead = any(scoring_moves(s.apply(a)) for a in s.legal_actions())
            assert can_answer_and_score(s) == ahead
            counts[1] += ahead
    assert min(counts) > 20


def _plain_margin(s) -> int:
    from pyengine.games.plexus.evaluation import final_point_owner

    owner = -1 if s.is_over() else final_point_owner(s)
    return s.scores[0] - s.scores[1] + (0 if owner < 0 else 1 - 2 * owner)


def test_a_lost_answer_swings_the_margin_by_two_for_the_beneficiary_and_by_none_for_his_rival():
    from pyengine.games.plexus import evaluation as ev
    from pyengine.games.plexus.playout import scoring_moves

    swings = set()
    for s in _positions(9, 60):
        sign = 1 if s.to_move() == 0 else -1
        for a in s.legal_actions():
            if a.data in scoring_moves(s):
                swing = (_plain_margin(s.apply(a)) - _plain_margin(s)) * sign
                assert swing == (2 if s.to_move() == ev.beneficiary(s) else 0)
                swings.add(swing)
        if ev.noisy(s) and s.to_move() == ev.beneficiary(s):  # the evaluation counts it
            assert ev.projected_margin(s) == _plain_margin(s) + sign * ev.THREAT
    assert swings == {0, 2}


def test_greedy_play_by_the_evaluation_beats_random_play():
    from pyengine.games.plexus.evaluation import evaluate

    score = greedy_score(lambda: new_state(Config(7)), evaluate, games=20, seed=11)
    assert score >= 15


def test_after_a_resignation_the_caption_says_so_instead_of_asking_endpoint_or_midpoint():
    m = Match("plexus")
    rng = random.Random(2)
    while len(m.actions) < 4:
        m.play(rng.choice(m.state.legal_actions()))
    assert "endpoint or midpoint?" in m.game.render(m.state, {})
    m.resign()
    svg = m.game.render(m.state, {})
    assert "endpoint or midpoint?" not in svg and "resigned." in svg and "Copy the kind" not in svg


def test_the_last_moves_segment_is_drawn_with_a_halo_and_no_other():
    m = Match("plexus")
    m.play(m.state.legal_actions()[0])
    ui = {"last": m.last_targets()}
    svg = m.game.render(m.state, ui)
    assert svg.count('class="last-seg"') == 1 and len(ui["last"]) == 2
    assert 'class="last-seg"' not in m.game.render(m.state, {})
