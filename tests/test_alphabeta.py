"""The alpha-beta search cut by the game's evaluation (pyengine/ai/alphabeta.py, issue 53).

Its values are checked against a plain minimax written here from the same definition (depth in
turns, the root seat's payoff, evaluations inside (LOW, HIGH), finished games outside), so a
pruning or table error shows as a different value; then the page's way of running it (slices),
chance, and the bench's baseline.
"""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from pyengine.ai import Agent
from pyengine.app import Match
from computer import play_turn as play_turn_in_slices
from pyengine.app.arena import play_turn
from pyengine.ai.agents import BASELINE_NODES, LEVELS, iterations_for, searches_alphabeta
from pyengine.ai.mcts import Search
from pyengine.ai.alphabeta import HIGH, LOW, AlphaBeta
from pyengine.catalogue import all_games, get_game
from pyengine.contract import CHANCE, State, apply
from pyengine.games.chivalry.rules import position_from_text


def walk(game_id: str, plies: int, seed: int = 1) -> State:
    """A position ``plies`` random actions into a game (chance sampled)."""
    game = get_game(game_id)
    state, rng = game.new_state({}), random.Random(seed)
    for _ in range(plies):
        if state.to_move() == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state = apply(state, action, game.info)
    return state


def walk_to_a_choice(game_id: str, plies: int, seed: int = 1) -> tuple[State, int]:
    """The first position from ``plies`` random actions on where a seat has a choice (a
    forced action is chosen without a search), with its plies."""
    state = walk(game_id, plies, seed)
    while state.to_move() == CHANCE or len(state.legal_actions()) < 2:
        plies += 1
        state = walk(game_id, plies, seed)
    return state, plies


def minimax(game, state: State, seat: int, depth: int, ply: int = 0) -> float:
    """The root seat's value of ``state`` searched ``depth`` turns, without pruning."""
    if state.is_over():
        return 0.5 + (state.returns()[seat] - 0.5) * (1.0 - 0.001 * min(ply, 40))
    mover = state.to_move()
    if mover == CHANCE and depth <= 0:  # past the depth the evaluation judges the dice
        return LOW + (HIGH - LOW) * game.hooks.evaluate(state)[seat]
    if mover == CHANCE:
        return sum(
            p * minimax(game, apply(state, a, game.info), seat, depth, ply + 1)
            for a, p in state.chance_outcomes()
        )
    if depth <= 0:
        return LOW + (HIGH - LOW) * game.hooks.evaluate(state)[seat]
    values = []
    for action in state.legal_actions():
        child = apply(state, action, game.info)
        values.append(minimax(game, child, seat, depth - 1 if child.to_move() != mover else depth, ply + 1))
    return max(values) if mover == seat else min(values)


CASES = [
    ("example", 6),
    ("example", 14),
    ("schneider-von-gent", 20),
    ("caduceus", 10),
    ("einstein", 9),
    ("chivalry", 30),
]
#: The games small enough for a plain minimax four turns deep (the table's values are reused there).
DEEP = ("example", "schneider-von-gent")


@pytest.mark.parametrize(("game_id", "plies"), CASES)
@pytest.mark.parametrize("depth", [1, 2, 4])
def test_alpha_beta_values_a_position_as_plain_minimax_does(game_id, plies, depth):
    if (game_id == "chivalry" and depth > 1) or (depth > 2 and game_id not in DEEP):
        pytest.skip("too many positions for the plain minimax")
    game = get_game(game_id)
    if game.hooks.evaluate is None:
        pytest.skip(f"{game_id} declares no evaluation yet")
    state = walk(game_id, plies)
    if state.to_move() == CHANCE:
        state = apply(state, state.chance_outcomes()[0][0], game.info)
    seat = state.to_move()
    search = AlphaBeta(game, state, random.Random(1), depth=depth, quiescence=False)
    search.run()
    if search.decisive is not None:
        return  # a turn winning at once: chosen before any search
    assert search.done and search.completed >= 1
    exact = {}
    for action in state.legal_actions():
        child = apply(state, action, game.info)
        exact[action] = minimax(game, child, seat, depth - (child.to_move() != seat), 1)
    best = max(exact.values())
    assert search.value == pytest.approx(best, abs=1e-9)
    assert exact[search.result().action] == pytest.approx(best, abs=1e-9)


def test_a_search_run_in_slices_chooses_as_one_run_does():
    """The page runs the search a slice at a time; the positions it looks at, and so its
    choice, are those of one run of the same length."""
    game = get_game("chivalry")
    state = walk("chivalry", 30, seed=4)
    sliced = AlphaBeta(game, state, random.Random(7))
    for _ in range(30):
        sliced.run(iterations=100)
    whole = AlphaBeta(game, state, random.Random(7))
    whole.run(iterations=sliced.iterations)  # (a slice ends where the search looks at the clock)
    assert (sliced.iterations, sliced.result().action, sliced.value) == (
        whole.iterations,
        whole.result().action,
        whole.value,
    )


def test_a_search_stops_at_its_deadline():
    game = get_game("chivalry")
    search = AlphaBeta(game, walk("chivalry", 30, seed=4), random.Random(7))
    start = time.monotonic()
    search.run(deadline=start + 0.3)
    assert time.monotonic() - start < 0.6 and not search.done


def test_chance_is_averaged_over_its_outcomes():
    """EinStein after a move: the next roll is chance; its value is the outcomes' mean."""
    game = get_game("einstein")
    state = walk("einstein", 9)
    while state.to_move() == CHANCE or state.is_over():
        state = walk("einstein", 9 + 1, seed=2)
    seat = state.to_move()
    search = AlphaBeta(game, state, random.Random(1), depth=1, quiescence=False)
    search.run()
    children = [apply(state, a, game.info) for a in state.legal_actions()]
    expected = max(minimax(game, c, seat, 1 - (c.to_move() != seat), 1) for c in children)
    assert search.value == pytest.approx(expected, abs=0.01)


def test_a_chivalry_capture_that_must_follow_is_played_out_before_the_position_is_judged():
    """White's lone man steps next to a black man, which must then jump it (the game's end):
    at depth one the quiet search sees an even position, the search with quiescence the loss."""
    game = get_game("chivalry")
    state = position_from_text("M:H4 m:J6 n:A12 B12", 0)
    seen = {}
    for quiescence in (True, False):
        search = AlphaBeta(game, state, random.Random(1), depth=1, quiescence=quiescence)
        search.run()
        seen[quiescence] = {a.text: v for a, v in search.scores.items()}
    assert seen[True]["H4-I5"] < LOW < seen[False]["H4-I5"]
    assert seen[True]["H4-H5"] == pytest.approx(seen[False]["H4-H5"])


def test_the_baseline_looks_two_turns_deep_and_no_further():
    game = get_game("chivalry")
    state, _ = walk_to_a_choice("chivalry", 20, seed=3)
    agent = Agent(game, "baseline", random.Random(1))
    result = agent.choose(state)
    search = agent._last
    assert isinstance(search, AlphaBeta)
    assert search.completed == 2 and search.done and result.iterations <= BASELINE_NODES + 16


def test_the_baselines_searches_for_a_win_look_at_no_more_than_its_share_of_the_turn():
    """Each of its searches for a win at once looks at no more positions than the action's share
    of its 10,000 a turn (each could look at 6,000 before: 15 times medium's CPU a turn in
    progressive chess)."""
    from pyengine.games.progressive.tactics import LOOKED

    game = get_game("progressive-chess")
    state = walk("progressive-chess", 12, seed=2)
    agent = Agent(game, "baseline", random.Random(1))
    LOOKED[0] = 0  # (an earlier test's search may have left it set)
    agent.choose(state, iterations=400)
    search = agent._last
    assert isinstance(search, AlphaBeta) and search.tactics_nodes == 400
    assert 0 < LOOKED[0] <= 400


#: Every game whose medium and strong levels search by alpha-beta (chosen by measurement:
#: docs/BENCHMARKS.md), a new one included as it declares it.
ALPHABETA = sorted(g.info.id for g in all_games() if g.hooks.searcher == "alphabeta")


def test_the_games_that_chose_alpha_beta_by_measurement():
    expected = ["caduceus", "chivalry", "fehde", "karls-rennen", "plexus", "schneider-von-gent", "triad"]
    assert ALPHABETA == expected


@pytest.mark.parametrize("game_id", ALPHABETA)
def test_searching_levels_search_by_alpha_beta_with_the_pages_budget_and_easy_by_mcts(game_id):
    """Medium and strong search by alpha-beta with budgets in positions from the page's rate;
    easy stays MCTS with plain playouts."""
    game = get_game(game_id)
    agent = Agent(game, "strong", random.Random(1))
    assert searches_alphabeta(agent.level, game) and searches_alphabeta(LEVELS["medium"], game)
    assert not searches_alphabeta(LEVELS["easy"], game)
    rate = min(
        game.hooks.nodes_per_second, game.hooks.most_positions_per_second or game.hooks.nodes_per_second
    )
    assert iterations_for(agent.level, game) == round(2.0 * rate)
    assert iterations_for(LEVELS["medium"], game) == round(1.0 * rate)
    state, plies = walk_to_a_choice(game_id, 10, seed=3)
    easy = Agent(game, "easy", random.Random(1))
    easy.choose(state, iterations=20)
    assert isinstance(easy._last, Search)
    agent.choose(state, iterations=2000)
    first = agent._last
    assert isinstance(first, AlphaBeta) and first.table
    # the same player's next search keeps the table (its values are the same seat's)
    after = walk(game_id, plies + 2, seed=3)
    if after.to_move() == state.to_move():
        agent.choose(after, iterations=500)
        assert agent._last is not first and agent._last.table is first.table


def test_a_game_whose_search_plays_worse_looking_further_looks_no_further_in_the_page_either():
    """Triad (``SearchHooks.most_positions_per_second``): its alpha-beta levels look at no more
    positions a second of their time than the cap natively, and think that part of their time
    in the page (pyengine/ai/agents.py ``time_for``); easy and every other game keep the time."""
    triad = get_game("triad")
    most, rate = triad.hooks.most_positions_per_second, triad.hooks.nodes_per_second
    assert 0 < most < rate
    for name in ("medium", "strong"):
        level = LEVELS[name]
        assert iterations_for(level, triad) == round(level.seconds * most)
        assert Agent(triad, name, random.Random(1)).seconds == pytest.approx(level.seconds * most / rate)
    assert Agent(triad, "easy", random.Random(1)).seconds == LEVELS["easy"].seconds
    for game in all_games():
        if game.info.id != "triad":
            assert Agent(game, "strong", random.Random(1)).seconds == LEVELS["strong"].seconds
    # The page's thinking loop: a whole turn (move and drop) within that part of strong's time.
    m = Match("triad", seats=["strong", "human", "human"], seed=4)
    started = time.monotonic()
    play_turn_in_slices(m)
    assert m.state.to_move() != 0 and time.monotonic() - started < LEVELS["strong"].seconds * 0.75


def test_the_hooks_seen_on_a_match_keep_every_measure_of_the_game():
    """``SearchHooks.seeing`` wraps the game's callables; every other field (the searcher, the
    rates, the cap above, any field added later) comes through as the game declared it."""
    for game in all_games():
        declared, seen = game.parts.search, game.hooks
        for f in dataclasses.fields(declared):
            value = getattr(declared, f.name)
            if not callable(value):
                assert getattr(seen, f.name) == value, (game.info.id, f.name)


def test_a_forced_action_is_chosen_without_a_search_and_leaves_the_turns_budget_to_the_next():
    """As the page does (pyengine/app/thinking.py stops a forced search at once and keeps the
    turn's end): natively a level with one legal action looks at no position, and the turn's
    next action gets what is left (Triad: a move that must capture the most is often the only
    one; its drop then got a third of the turn natively, the whole turn in the page)."""
    game = get_game("triad")
    state = game.new_state({})
    rng = random.Random(4)
    while len(state.legal_actions()) != 1 or state.turn_progress()[0] != 0:
        state = apply(state, rng.choice(state.legal_actions()), game.info)
    agent = Agent(game, "strong", random.Random(1))
    chosen = agent.choose(state, iterations=3000)
    assert chosen.action == state.legal_actions()[0] and chosen.iterations == 0
    budget = iterations_for(agent.level, game)
    seen: list[int] = []
    choose = agent.choose

    def counting(s: State, iterations: int | None = None, deadline: float | None = None):
        seen.append(iterations or 0)
        return choose(s, iterations, deadline)

    agent.choose = counting  # type: ignore[method-assign]
    play_turn(game, agent, state)
    assert seen[0] < budget and seen[1] == budget  # the drop: the whole turn


def test_a_table_kept_from_the_players_last_search_values_positions_as_plain_minimax_does():
    """The player's next search starts with the last one's table: a search of the position
    after the first action of a turn (the same seat still to move, the same depths ahead)
    reads the entries' bounds as bounds, so its value is plain minimax's."""
    game = get_game("example")  # a turn of two actions: a distance, then the token's move
    state = walk("example", 8, seed=5)
    seat = state.to_move()
    first = AlphaBeta(game, state, random.Random(1), depth=4, quiescence=False)
    first.run()
    for action in state.legal_actions():
        child = apply(state, action, game.info)
        assert child.to_move() == seat
        again = AlphaBeta(game, child, random.Random(1), depth=4, quiescence=False, table=first.table)
        again.run()
        if again.decisive is not None:
            continue
        grandchildren = [apply(child, a, game.info) for a in child.legal_actions()]
        best = max(minimax(game, c, seat, 4 - (c.to_move() != seat), 2) for c in grandchildren)
        assert again.value == pytest.approx(best, abs=0.005), action.text
