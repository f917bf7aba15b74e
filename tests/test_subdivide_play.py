"""Subdivide, The Game, played whole, written from shared/rules/subdivide.md: the seed's sample
round and its five verified facts (section 8), random play for every option, the AI, and what the
board shows of a round (the last segment, tied polygons). The rules one by one: test_subdivide.py."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys

import pytest

from pyengine.app.controller import Match
from pyengine.contract import RecordError
from pyengine.games.subdivide.geometry import hull_boundary, segments_cross
from pyengine.games.subdivide.rules import Config, new_round

from shards import in_shards
from test_subdivide import GAME, ROOT, SAMPLE, SAMPLE_SEGMENTS, degree, names_of


# -- 8. The sample round


def _sample_round():
    rnd = new_round(Config())
    states = [rnd]
    for text in SAMPLE_SEGMENTS:
        rnd = rnd.apply(rnd.parse_action(text))
        states.append(rnd)
    return states


def test_sample_1_all_22_segments_are_legal_under_hull_rules():
    assert len(_sample_round()) == 23


def test_sample_2_final_degrees_and_internal_dots_within_three():
    rnd = _sample_round()[-1]
    want = dict(
        a1=3, a2=2, a3=2, a4=3, b1=4, b2=2, b3=1, b4=5, c1=3, c2=3, c3=1, c4=3, d1=2, d2=4, d3=4, d4=2
    )
    assert {n: degree(rnd, n) for n in want} == want
    assert degree(_sample_round()[9], "c2") == 3  # c2 reaches exactly 3 at segment 9


def test_sample_3_the_hull_is_completed_exactly_by_segment_22():
    states = _sample_round()
    assert [s.over for s in states].index(True) == 22


def test_sample_4_the_bounded_faces_and_player_1_scores_6():
    rnd = _sample_round()[-1]
    polys = sorted((sorted(names_of(rnd, p)) for p in rnd.polygons()), key=lambda p: (-len(p), p))
    assert polys == sorted(
        [
            sorted("a1 b2 a4 b4 c2 b1".split()),
            sorted("a1 a2 a3 a4 b2".split()),
            sorted("b1 c2 d3 d2".split()),
            sorted("b4 c2 d3 c4".split()),
            sorted("b1 c1 d2".split()),
            sorted("c1 d1 d2".split()),
            sorted("c4 d3 d4".split()),
        ],
        key=lambda p: (-len(p), p),
    )
    assert rnd.score == 6 and sorted(names_of(rnd, rnd.best[0])) == sorted("a1 b2 a4 b4 c2 b1".split())
    # The 6-dot polygon is closed at segment 10 (a4-b4) and stays undivided to the end.
    six = frozenset("a1 b2 a4 b4 c2 b1".split())
    after = [{frozenset(names_of(s, p)) for p in s.polygons()} for s in _sample_round()]
    assert six not in after[9] and all(six in polys for polys in after[10:])


def test_sample_5_simple_rules_reject_the_record_at_segment_11_the_fourth_at_b4():
    text = SAMPLE.read_text().replace("[rules hull]", "[rules simple]")
    with pytest.raises(RecordError) as err:
        GAME.read_record(text, GAME.record_options(text))
    assert "round 1, segment 11 (c3-b4)" in str(err.value) and "b4 has 3 segments already" in str(err.value)


def test_the_sample_replays_through_the_command_line_and_the_app():
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "subdivide", str(SAMPLE)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    m = Match("subdivide")
    assert m.import_record(SAMPLE.read_text()) == ""
    assert m.state.totals == (6.0, 0.0) and m.state.between


# -- Random play


OPTION_SETS = [
    dict(rules=r, nested=n, rows=rows, cols=cols)
    for r in ("hull", "simple")
    for n in ("strict", "lenient")
    for rows, cols in itertools.product(range(2, 9), repeat=2)
]


@pytest.mark.parametrize("rules", ["hull", "simple"])
def test_random_play_keeps_the_invariants_on_every_array(rules):
    rng = random.Random(len(rules))
    for options in (o for o in OPTION_SETS if o["rules"] == rules):
        games = 40 if options["rows"] * options["cols"] <= 25 else 4
        for _ in range(games):
            _random_round_with_invariants(new_round(Config(**options)), rng)


def _random_rounds(seed: int, rounds: int, options: dict) -> int:
    rng = random.Random(seed)
    for _ in range(rounds):
        _random_round_with_invariants(new_round(Config(**options)), rng)
    return rounds


@pytest.mark.parametrize(
    "options",
    [dict(rules=r, nested=n) for r in ("hull", "simple") for n in ("strict", "lenient")],
    ids=lambda o: f"4x4-{o['rules']}-{o['nested']}",
)
def test_random_play_keeps_the_invariants_in_1000_rounds_on_the_default_board(options):
    """The default 4×4 array under each rules and nesting option: 1,000 random rounds each (the
    other arrays: the test above, fewer rounds; a 1,000-round run of every array up to 16 dots
    takes 50 s more on this machine)."""
    assert (
        sum(in_shards(_random_rounds, 1000, len(options["rules"]) + len(options["nested"]), options)) == 1000
    )


@pytest.mark.parametrize(
    "options",
    [
        dict(layout="free", dots=d, lattice=L, rules=r)
        for d in (5, 8, 12, 16)
        for L in (5, 7, 9)
        for r in ("hull", "simple")
    ],
    ids=lambda o: f"free-{o['dots']}-{o['lattice']}-{o['rules']}",
)
def test_random_play_keeps_the_invariants_with_free_dots(options):
    rng = random.Random(options["dots"] * 10 + options["lattice"])
    for _ in range(60):
        _random_round_with_invariants(new_round(Config(**options)), rng)


def _random_round_with_invariants(rnd, rng):
    while not rnd.over:
        actions = rnd.legal_actions()
        assert actions
        rnd = rnd.apply(rng.choice(actions))
        if rnd.placing:
            continue
        d = rnd.drawing
        assert hull_boundary(d.points[i] for i in d.dots)  # never all collinear
        for i in d.dots:
            assert rnd.degrees[i] <= 3 or not rnd.limited(i)
    # Drawn segments pairwise cross nowhere and pass through no dot.
    d = rnd.drawing
    segs = [d.pairs[k] for k in rnd.segments]
    assert len(set(segs)) == len(segs)
    for (a, b), (c, e) in itertools.combinations(segs, 2):
        assert not segments_cross(d.points[a], d.points[b], d.points[c], d.points[e])
    assert rnd.score == max((len(p) for p in rnd.polygons()), default=0)
    if rnd.config.rules == "hull":
        assert set(d.hull_edges) <= set(rnd.segments) and rnd.score >= 3


def test_random_games_for_every_number_of_players_and_rounds():
    rng = random.Random(3)
    for players, each in itertools.product((2, 3, 4), (1, 2, 3)):
        for _ in range(30):
            s = GAME.new_state({"players": players, "rounds_each": each, "rows": 3, "cols": 3})
            scores = [0.0] * players
            while not s.is_over():
                before = s
                s = s.apply(rng.choice(s.legal_actions()))
                if s.current.is_over() and not before.current.is_over():
                    scores[s.first] += s.current.score
            assert list(s.totals) == scores and s.round_no + 1 == players * each


# -- The AI


@pytest.mark.parametrize("level", ["random", "easy", "medium", "strong"])
def test_every_level_plays_every_seat(level):
    from pyengine.ai import Agent

    s = GAME.new_state({"players": 3})
    for k in range(3):
        action = (
            Agent(GAME, level, random.Random(k))
            .choose(s, iterations=None if level == "random" else 30)
            .action
        )
        assert action in s.legal_actions()
        s = s.apply(action)


def test_a_round_of_tied_polygons_marks_the_dots_of_every_one_of_them():
    """Issue 35 item 8: every polygon of the largest size scores; the page marks all of them."""
    import random as _random

    from pyengine.contract import CHANCE as _CHANCE
    from pyengine.catalogue import get_game as _get_game
    from pyengine.contract.replay import position as _position

    game = _get_game("subdivide")
    rng = _random.Random(4)
    for _ in range(300):
        state = game.new_state({})
        while not state.is_over() and not getattr(_position(state), "over", False):
            acts = state.chance_outcomes() if state.to_move() == _CHANCE else None
            state = state.apply(
                rng.choice([a for a, _ in acts]) if acts else rng.choice(state.legal_actions())
            )
        rnd = _position(state)
        rnd = getattr(rnd, "current", rnd)
        if len(getattr(rnd, "best", ())) > 1:
            marked = set(rnd.decisive_targets())
            assert marked == {rnd.board.names[i] for p in rnd.best for i in p}
            svg = game.render(state)
            assert svg.count('class="score-count"') == len(rnd.best)
            return
    raise AssertionError("no round with tied polygons in 300 random rounds")


def test_the_last_moves_segment_is_drawn_with_a_halo_and_no_other():
    m = Match("subdivide")
    while not m.state.legal_actions() or m.state.legal_actions()[0].data[0] != "seg":
        m.play(m.chance_action() if m.state.to_move() < 0 else m.state.legal_actions()[0])
    m.play(m.state.legal_actions()[0])
    ui = {"last": m.last_targets()}
    assert len(ui["last"]) == 2
    assert m.game.render(m.state, ui).count('class="last-seg"') == 1
    assert 'class="last-seg"' not in m.game.render(m.state, {})
