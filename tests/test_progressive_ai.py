"""The computer in One-Hit Progressive Chess (shared/rules/progressive-chess.md): its playouts,
its mate searches, and its plan of a whole series, which gets the same part of the turn in the
page as natively (the rules one by one: test_progressive_chess.py)."""

from __future__ import annotations

import random

import chess
import pytest

from pyengine.catalogue import get_game
from pyengine.games.progressive.rules import ProgressiveState, new_state, position

GAME = get_game("progressive-chess")


def test_fast_random_playout_is_the_generic_one():
    # Same generator, same game: the speed-up changes nothing the search sees.
    from pyengine.contract import apply
    from pyengine.games.progressive.playout import random_playout

    for seed in range(5):
        s, rng, plies = new_state(), random.Random(seed), 0
        while not s.is_over():
            s = apply(s, rng.choice(s.legal_actions()), GAME.info)
            plies += 1
        assert random_playout(new_state(), random.Random(seed)) == (s.returns(), plies)


def test_playout_policy_games_follow_the_rules_and_end():
    from pyengine.games.progressive.playout import DEPTH, playout

    rng = random.Random(3)
    for _ in range(20):
        payoffs, plies = playout(new_state(), rng)
        assert plies <= DEPTH and abs(sum(payoffs) - 1) < 1e-9 and all(0 <= p <= 1 for p in payoffs)


def test_the_ai_finds_a_mate_that_needs_a_quiet_move_first():
    # White, series 7: Kc7 (quiet) and then Ra1# (or Rg8 with the king on b6); no single move mates.
    from pyengine.ai import Agent
    from pyengine.games.progressive.tactics import find_mate

    s = position("k7/8/2K5/8/8/8/8/6R1 w - - 0 1", series=7)
    assert find_mate(s, 0) is None
    for _ in range(3):  # the agent plays the whole mating series, one search per move
        action = Agent(GAME, "strong", random.Random(1)).choose(s, iterations=200).action
        s = s.apply(action)
        if s.series != 7:
            break
    assert s.over == "checkmate" and s.winner == 0


def test_the_ai_avoids_a_series_ending_that_allows_mate():
    # Black's series 6. The knight on c7 guards a8 and e8: a series that ends with the knight
    # unable to answer Ra8+ (and the king on h8, g7 covered by the pawn h6) lets White mate at once.
    from pyengine.ai import Agent
    from pyengine.games.progressive.tactics import find_mate

    s = position("7k/2n4p/7P/8/8/8/6PP/R6K b - - 0 1", series=6)
    rng, losing = random.Random(5), 0
    for _ in range(50):  # random series often lose: the position is a real test
        state = s
        while state.series == 6:
            state = state.apply(rng.choice(state.legal_actions()))
        losing += find_mate(state, 0) is not None
    assert losing >= 5  # 9 of 50
    for seed in range(8):  # a random series would pass all eight with odds of about 1 in 5
        state = s
        while state.series == 6 and not state.over:
            state = state.apply(
                Agent(GAME, "strong", random.Random(seed)).choose(state, iterations=200).action
            )
        assert find_mate(state, 0) is None, f"seed {seed}: White mates at once after {state.last_series}"


def test_the_mate_search_paused_and_resumed_finds_what_the_whole_search_finds():
    # Black's series 4 after 1. c4 2. b5 bxc4 3. g3 Bg2 Bxa8: e6 Bc5 Qf6 Qxf2 mates (three
    # quiet moves first). The planner checks a series' ending a little at each of its moves.
    from pyengine.games.progressive.tactics import MateSearch

    s = new_state()
    for uci in ["c2c4", "b7b5", "b5c4", "g2g3", "f1g2", "g2a8"]:
        s = s.play(chess.Move.from_uci(uci))
    assert s.series == 4 and s.done == 0
    whole = [chess.Move.from_uci(uci) for uci in ["e7e6", "f8c5", "d8f6", "f6f2"]]  # find_mate's
    search, steps = MateSearch(s), 0
    while not search.done:
        assert search.step(400, None) is None or search.done
        steps += 1
    assert steps > 3 and search.found == whole
    assert search.looked <= 8000


def test_the_levels_with_knowledge_plan_their_series_and_carry_the_plan():
    # Medium and strong plan the whole series (pyengine/games/progressive/plan.py): the plan of
    # the series' first move is what the next move starts from; easy keeps its MCTS.
    from pyengine.ai import Agent, LEVELS, iterations_for
    from pyengine.ai.agents import plans
    from pyengine.ai.planned import Planned
    from pyengine.games.progressive.plan import Plan

    assert plans(LEVELS["strong"], GAME) and plans(LEVELS["medium"], GAME)
    assert not plans(LEVELS["easy"], GAME)
    assert iterations_for(LEVELS["strong"], GAME) == 2 * GAME.hooks.nodes_per_second
    s = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", series=3)
    agent = Agent(GAME, "strong", random.Random(3))
    first = agent.choose(s, iterations=3000)
    search = agent._last
    assert isinstance(search, Planned) and isinstance(search.memo, Plan)
    assert 0 < first.iterations <= 3000
    after = s.apply(first.action)
    if after.series == 3:  # the next move goes on from the plan
        second = agent.start(after, iterations=1000)
        assert isinstance(second, Planned) and second.memo is search.memo


def test_a_plan_gets_the_same_part_of_the_turn_natively_as_in_the_page():
    # The page gives a series' plan, at its first move, the move's share and the half of the
    # turn the other levels' search for a win at once gets (pyengine/ai/agents.py plan_share);
    # native play (the bench) gave it only the share: half the page's positions.
    from pyengine.ai import Agent, LEVELS, iterations_for
    from pyengine.ai.agents import CHECK, plan_share
    from pyengine.ai.planned import Planned
    from pyengine.app.arena import play_turn

    s = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", series=3)
    assert plan_share(2.0, s, 2.0) == pytest.approx(2.0 * (1 - CHECK))  # the first of three moves
    budget = iterations_for(LEVELS["strong"], GAME)
    asked: list[int | None] = []

    class Counting(Agent):
        def choose(self, state, iterations=None, deadline=None):  # type: ignore[no-untyped-def]
            asked.append(iterations)
            return super().choose(state, iterations=iterations, deadline=deadline)

    play_turn(GAME, Counting(GAME, "strong", random.Random(1)), s)
    assert asked[0] == round(plan_share(budget, s, budget))
    page = Agent(GAME, "strong", random.Random(1))
    import time

    now = time.monotonic()
    search = page.start(s, turn_deadline=now + LEVELS["strong"].seconds)
    assert isinstance(search, Planned) and search.deadline is not None
    part = (search.deadline - now) / LEVELS["strong"].seconds
    assert part == pytest.approx(asked[0] / budget, abs=0.01)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_strong_plan_hands_over_no_mate_it_could_see_in_its_budget(seed):
    # 1. c4 2. b5 bxc4: strong (White, its page budget in positions) played 3. Qb3 Nh3 Qxb8, and
    # Black mated with e6 Qf6 Qc3 Qxc1 (the bench's game 0 against the baseline, 2026-11-28).
    from pyengine.ai import Agent
    from pyengine.app.arena import play_turn
    from pyengine.games.progressive.tactics import find_mate

    s = new_state()
    for uci in ["c2c4", "b7b5", "b5c4"]:
        s = s.play(chess.Move.from_uci(uci))
    assert s.series == 3 and s.done == 0
    _, after = play_turn(GAME, Agent(GAME, "strong", random.Random(seed)), s)
    assert isinstance(after, ProgressiveState) and not after.over and after.series == 4
    assert find_mate(after, quiet=3, positions=10**6) is None, after.board().fen()


def test_the_mate_check_tries_the_longest_series_beside_the_shortest_first():
    # 1. f3 2. g6 Bh6 3. b3 Bb2 e4 4. Na6 Bg7 Bxb2: White's series 5 mates on f7 with five moves
    # (four quiet). Shortest first proved for 9,144 positions that no mate of four moves exists;
    # the walk of the longest series, beside it, finds one at once.
    from pyengine.games.progressive.tactics import MateSearch, mates

    s = new_state()
    for san in "f3 g6 Bh6 b3 Bb2 e4 Na6 Bg7 Bxb2".split():
        s = s.play(s.board().parse_san(san))
    s = s._next_series() if s.done else s
    assert s.series == 5 and s.done == 0
    search = MateSearch(s)
    while not search.done:
        search.step(200, None)
    assert search.found is not None and mates(s, search.found) and len(search.found) == 5
    assert search.looked <= 1500


def test_the_mate_check_in_the_page_gives_the_longest_walk_its_part_of_the_time():
    # In the page the check has a deadline, not a number of positions: with one deadline for
    # both walks, the shortest-first one used all of it and the longest walk never ran.
    import time

    from pyengine.games.progressive.tactics import MateSearch, mates

    s = new_state()
    for san in "f3 g6 Bh6 b3 Bb2 e4 Na6 Bg7 Bxb2".split():
        s = s.play(s.board().parse_san(san))
    s = s._next_series() if s.done else s
    search = MateSearch(s)
    search.step(10**9, time.monotonic() + 5.0)
    assert search.found is not None and mates(s, search.found) and len(search.found) == 5
    assert search.looked <= 1500


def test_the_plans_own_mate_search_gets_its_part_of_the_turn_in_time_as_in_positions(monkeypatch):
    # The page gives the plan a deadline, native play a number of positions: the series' own mate
    # search gets the same part (MATE) of either.
    import time

    from pyengine.games.progressive import plan as planning

    asked: list[tuple[float | None, int]] = []

    def fake(state, quiet, deadline=None, positions=None):
        asked.append((deadline, positions))
        return None

    monkeypatch.setattr(planning, "find_mate", fake)
    s = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", series=3)
    start = time.monotonic()
    planning.plan(s, None, start + 10.0, None, random.Random(0))
    deadline, _ = asked[0]
    assert deadline is not None and (deadline - start) / 10.0 == pytest.approx(planning.MATE, abs=0.01)
    asked.clear()
    planning.plan(s, 10_000, None, None, random.Random(0))
    assert asked[0] == (None, int(10_000 * planning.MATE))
