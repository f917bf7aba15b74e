"""The search (pyengine/ai) over the contract, its levels and the page's thinking loop."""

from __future__ import annotations

import gc
import json
import random
import time

import pytest

from cross_positions import Y_GAP_LEFT, Y_GAP_RIGHT, position
from pyengine.ai import LEVELS, Agent, Search, iterations_for
from pyengine.app import Match
from pyengine.app.bridge import Bridge
from pyengine.app.thinking import Progress, Thinker
from pyengine.contract import CHANCE, Action, Game, GameInfo, State, apply
from pyengine.catalogue import get_game
from pyengine.games.cross.playout import amaf_playout, playout
from pyengine.games.cross.rules import O

CROSS = get_game("cross")


def least_of(think, bound: float) -> float:
    """The shortest wall time of up to five tries, stopping at the first within ``bound``: a
    search that overruns its deadline does so every time, a stall of the (virtual) machine does
    not (CI runs once took 0.267 s for a 0.2 s deadline). What ``think`` returns is kept until
    the clock is read: freeing a search's tree afterwards is not its thinking.

    The objects the test process held before (every collected test's module and data) are frozen
    out of the garbage collector while it thinks: a full collection, which the search's growing
    tree sets off at the same moment in every try, walked them all (0.564 s for 0.5 s in five
    tries running, in a CI run's timed pass; 20 ms of such collections in a process holding the
    engine alone, as the page's worker does)."""
    took: list[float] = []
    gc.collect()
    gc.freeze()
    try:
        while len(took) < 5 and not (took and min(took) <= bound):
            start = time.monotonic()
            kept = think(start)
            took.append(time.monotonic() - start)
            del kept
    finally:
        gc.unfreeze()
    return min(took)


def _ran(search: Search, deadline: float) -> Search:
    search.run(deadline=deadline)
    return search


@pytest.mark.timing
def test_search_returns_within_its_deadline_plus_50_ms():
    state = CROSS.new_state()
    for seconds in (0.05, 0.2, 0.5):
        took = least_of(
            lambda start: _ran(Search(CROSS, state, random.Random(1)), start + seconds), seconds + 0.05
        )
        assert took <= seconds + 0.05, (seconds, took)


@pytest.mark.timing
def test_level_time_budget_is_kept_by_the_agent():
    took = least_of(
        lambda start: Agent(CROSS, "easy", random.Random(2)).choose(CROSS.new_state()),
        LEVELS["easy"].seconds + 0.05,
    )
    assert took <= LEVELS["easy"].seconds + 0.05, took


def test_search_never_returns_an_illegal_action():
    rng = random.Random(3)
    for game_no in range(6):
        state = CROSS.new_state({"size": 5})
        agent = Agent(CROSS, "easy", random.Random(game_no))
        while not state.is_over():
            if state.to_move() == 0:
                action = agent.choose(state, iterations=60).action
            else:
                action = rng.choice(state.legal_actions())
            assert action in state.legal_actions()
            state = apply(state, action, CROSS.info)


def test_search_is_reproducible_with_a_seed():
    state = position(x="i6", o="k4 k6", turn=3)
    results = [Search(CROSS, state, random.Random(7)).run(iterations=300) for _ in range(2)]
    assert results[0].action == results[1].action and results[0].visits == results[1].visits
    other = Search(CROSS, state, random.Random(8)).run(iterations=300)
    assert other.visits != results[0].visits


def play_turn(agent: Agent, state, iterations: int = 800):
    seat = state.to_move()
    while state.to_move() == seat and not state.is_over():
        state = apply(state, agent.choose(state, iterations=iterations).action, CROSS.info)
    return state


def test_search_finds_a_win_in_one_turn_for_cross():
    state = position(x=Y_GAP_LEFT + " " + Y_GAP_RIGHT, o="k2 m2 o2 k10 m10 o10 q2", turn=2)
    for seed in range(3):
        after = play_turn(Agent(CROSS, "strong", random.Random(seed)), state)
        assert after.is_over() and after.winner == 0 and after.reason == "y"


def test_search_blocks_a_loss_in_one_turn_for_cross():
    state = position(x=Y_GAP_LEFT + " " + Y_GAP_RIGHT, o="k2 m2 o2 k10 m10 o10", turn=3)
    for seed in range(3):
        after = play_turn(Agent(CROSS, "strong", random.Random(seed)), state)
        assert after.stones[after.board.parse("i6")] == O


def test_tree_is_reused_between_moves():
    agent = Agent(CROSS, "strong", random.Random(4))
    state = CROSS.new_state()
    first = agent.choose(state, iterations=400)
    after = state.apply(first.action)
    search = agent.start(after)
    assert search.root.visits > 0  # the subtree came along


def test_levels_are_data_with_growing_budgets():
    assert [LEVELS[k].kind for k in ("random", "easy", "medium", "strong")] == [
        "random",
        "mcts",
        "mcts",
        "mcts",
    ]
    assert LEVELS["easy"].seconds < LEVELS["medium"].seconds < LEVELS["strong"].seconds
    assert iterations_for(LEVELS["strong"], CROSS) == 2 * CROSS.hooks.iterations_per_second


def test_plain_playout_levels_get_the_plain_pace_where_a_game_has_one():
    from dataclasses import replace
    from types import SimpleNamespace

    game = SimpleNamespace(
        hooks=replace(CROSS.hooks, iterations_per_second=5000, plain_iterations_per_second=1500)
    )
    assert iterations_for(LEVELS["strong"], game) == 10_000
    assert iterations_for(LEVELS["easy"], game) == 300  # easy searches with plain random playouts
    same = SimpleNamespace(hooks=replace(game.hooks, plain_iterations_per_second=0))
    assert iterations_for(LEVELS["easy"], same) == 1000  # no plain pace measured: the one rate


def test_easy_searches_without_the_games_playout_policy(monkeypatch):
    # Easy: random playouts; the stronger levels call the game's playout hook.
    from dataclasses import replace

    calls = []
    real, real_amaf = CROSS.hooks.playout, CROSS.hooks.amaf_playout
    assert real_amaf is not None  # (Cross's playout with its moves, for RAVE)
    monkeypatch.setattr(
        CROSS,
        "hooks",
        replace(
            CROSS.hooks,
            playout=lambda state, rng: calls.append(1) or real(state, rng),
            amaf_playout=lambda state, rng: calls.append(1) or real_amaf(state, rng),
        ),
    )
    state = CROSS.new_state({})
    Agent(CROSS, "easy", random.Random(1)).choose(state, iterations=50)
    assert calls == []
    Agent(CROSS, "strong", random.Random(1)).choose(state, iterations=50)
    assert len(calls) >= 49
    assert not LEVELS["easy"].knowledge and LEVELS["medium"].knowledge and LEVELS["strong"].knowledge


def test_fast_cross_playout_follows_the_rules():
    # Replaying the playout's stones through rules.py gives the same result.
    for seed in range(150):
        rng = random.Random(seed)
        options = rng.choice(
            [
                {},
                {"size": 5},
                {"group_restriction": "old-groups"},
                {"cross_rule": "deferred"},
                {"rules": "browne", "swap": "off"},
            ]
        )
        state = CROSS.new_state(options)
        for _ in range(rng.randrange(0, 30)):
            state = state.apply(rng.choice(state.legal_actions()))
            if state.is_over():
                break
        trace: list[int] = []
        payoffs, plies = playout(state, random.Random(seed), trace)
        assert plies == len(trace)
        for cell in trace:
            state = state.apply(Action((state.board.name(cell),), state.board.name(cell), cell))
        assert state.is_over() and state.returns() == payoffs


def test_cross_amaf_playout_names_each_stones_seat_by_the_turns():
    # The first turn is one stone, then two each: the seats run 0, 1, 1, 0, 0, 1, 1, ...
    state = CROSS.new_state()
    trace: list[int] = []
    payoffs, plies = playout(state, random.Random(3), trace)
    again, plies_again, moves = amaf_playout(state, random.Random(3))
    assert (again, plies_again) == (payoffs, plies)
    assert [cell for _, cell in moves] == trace
    assert [seat for seat, _ in moves[:7]] == [0, 1, 1, 0, 0, 1, 1]


def test_rave_tries_first_the_untried_action_whose_playouts_won_most():
    # The root's all-moves-as-first statistics say a cell won every playout it was in: with RAVE
    # the search expands it first, not the next untried action in its (random) order.
    state = CROSS.new_state()
    search = Search(CROSS, state, random.Random(1))
    actions = search._root_actions()
    liked = actions[len(actions) // 2]
    search.root.amaf = {a.data: [4.0, 1.0] for a in actions}
    search.root.amaf[liked.data] = [4.0, 4.0]
    search.run(iterations=1)
    assert list(search.root.children) == [liked]
    # and every node of the iteration's path counts its mover's stones of the playout
    assert search.root.amaf[liked.data] == [5.0, 4.0 + search.root.value[0]]


# --- chance, several seats, teams: a toy game through the generic search -----------------------


class _DiceRace(State):
    """Two players and a die: a seat adds its roll to its score, first to 6 wins."""

    def __init__(self, scores=(0, 0), seat=0, rolled=None):
        self.scores, self.seat, self.rolled = scores, seat, rolled

    def to_move(self):
        if max(self.scores) >= 6:
            return None
        return CHANCE if self.rolled is None else self.seat

    def chance_outcomes(self):
        return tuple((Action((str(r),), str(r), r), 1 / 3) for r in (1, 2, 3))

    def legal_actions(self):
        if self.to_move() in (None, CHANCE):
            return ()
        return (Action(("take",), "take", "take"), Action(("skip",), "skip", "skip"))

    def apply(self, action):
        if self.rolled is None:
            return _DiceRace(self.scores, self.seat, action.data)
        scores = list(self.scores)
        if action.data == "take":
            scores[self.seat] += self.rolled
        return _DiceRace(tuple(scores), 1 - self.seat, None)

    def returns(self):
        return (1.0, 0.0) if self.scores[0] >= 6 else (0.0, 1.0)

    def __eq__(self, other):
        return isinstance(other, _DiceRace) and (self.scores, self.seat, self.rolled) == (
            other.scores,
            other.seat,
            other.rolled,
        )

    def __hash__(self):
        return hash((self.scores, self.seat, self.rolled))


class _DiceGame(Game):
    info = GameInfo("dice", "Dice", "", "", ("A", "B"), "", "", has_chance=True)


def test_search_handles_chance_nodes_and_prefers_the_sensible_action():
    state = _DiceRace((3, 4), 0, 3)  # taking the 3 wins at once
    result = Search(_DiceGame(), state, random.Random(1)).run(iterations=300)
    assert result.action.text == "take" and result.value > 0.9


# --- the page's thinking loop --------------------------------------------------------------------


def test_thinker_plays_one_action_per_search_and_reports_progress():
    match = Match("cross", seats=["strong", "human"], seed=5)
    thinker = Thinker()
    assert thinker.start(match) is None and thinker.busy
    steps = []
    while True:
        out = thinker.step(match, 0.05)
        if not isinstance(out, Progress):
            break
        steps.append(out)
    assert isinstance(out, Action) and out in match.state.legal_actions()
    assert steps and 0 < steps[0].fraction < 1 and not thinker.busy


def test_a_search_settled_in_its_first_slice_still_reports_progress_once(monkeypatch):
    """The page shows "thinking" whenever the computer searches: a search that settles at once
    (as a slow device's, with few iterations a slice) says so before it answers."""
    from pyengine.ai.mcts import Search

    monkeypatch.setattr(Search, "settled", lambda self, remaining: True)
    match = Match("cross", seats=["strong", "human"], seed=5)
    thinker = Thinker()
    thinker.start(match)
    first = thinker.step(match, 0.01)
    assert isinstance(first, Progress) and thinker.busy
    second = thinker.step(match, 0.01)
    assert isinstance(second, Action) and second in match.state.legal_actions()


def test_a_first_slice_that_comes_after_the_budget_still_reports_progress_once():
    """On a busy device the page's first "think" may come after the search's whole time: the
    page still shows once that the computer searched, then gets the answer."""
    match = Match("cross", seats=["medium", "human"], seed=5)
    thinker = Thinker()
    thinker.start(match)
    thinker._end = time.monotonic() - 0.1  # (the budget spent before the first slice came)
    first = thinker.step(match, 0.01)
    assert isinstance(first, Progress) and thinker.busy
    second = thinker.step(match, 0.01)
    assert isinstance(second, Action) and second in match.state.legal_actions() and not thinker.busy


def test_a_search_whose_position_changed_is_dropped_and_never_applied():
    match = Match("cross", seats=["human", "strong"], seed=6)
    match.click("i6")
    thinker = Thinker()
    thinker.start(match)
    match.undo()
    assert thinker.step(match) is None and not thinker.busy
    assert len(match.actions) == 1 and match.cursor == 0


def call(bridge: Bridge, **msg) -> dict:
    return json.loads(bridge.handle(json.dumps(msg)))


def test_bridge_ai_think_loop_and_undo_during_thinking(monkeypatch):
    # A playout of Cross takes tens of milliseconds under CPython: on a busy machine easy's
    # 0.2 s may end before its first one. A second's budget keeps the test off the clock.
    from dataclasses import replace

    monkeypatch.setitem(LEVELS, "easy", replace(LEVELS["easy"], seconds=1.0))
    b = Bridge()
    call(b, cmd="init", query="game=cross&seats=human,easy", saved=None)
    v = call(b, cmd="click", target="i6")
    assert v["ai_to_move"]
    v = call(b, cmd="ai")
    assert v["thinking"]
    progress = call(b, cmd="think", slice=0.01)
    assert progress["event"] == "progress"
    v = call(b, cmd="undo")  # the person takes back the move while the AI thinks
    assert not v["thinking"] and v["cursor"] == 0
    v = call(b, cmd="think")  # a stale slice arriving afterwards changes nothing
    assert v["cursor"] == 0 and v["actions"] == 1
    v = call(b, cmd="click", target="k4")
    while v.get("ai_to_move"):  # the AI's two stones, one search each
        v = call(b, cmd="ai")
        while v.get("event") == "progress" or v.get("thinking"):
            v = call(b, cmd="think", slice=0.05)
    assert v["cursor"] == 3 and [h["seat"] for h in b.match.history()] == [0, 1, 1]
    assert v["shares"] and abs(sum(v["shares"].values()) - 1) < 0.01


def test_bridge_hint_marks_the_suggested_target():
    b = Bridge()
    call(b, cmd="init", query="game=cross", saved=None)
    v = call(b, cmd="hint", seconds=0.1)
    assert v["message"].startswith("Hint: ")
    target = v["message"].split()[-1]
    import re

    from pyengine.app.matchview import marks_of
    from pyengine.kit.svg import mark

    assert v["marks"]["hint"] == [target]  # the page marks it (svg.mark, as web/glue.py does)
    shown = mark(v["svg"], marks_of(v))
    classes = re.search(rf'<[^>]* class="([^"]*)"[^>]* data-target="{target}"', shown).group(1).split()
    assert "hint" in classes and shown.count(" hint") == 1 and " hint" not in v["svg"]
    v = call(b, cmd="click", target="a6")
    assert v["marks"]["hint"] == [] and " hint" not in mark(v["svg"], marks_of(v))


@pytest.mark.parametrize("level", ["random", "easy"])
def test_cli_arena_plays_every_level(level):
    from pyengine.app.arena import play_games

    tally = play_games(CROSS, {"size": 5}, [level, "random"], 2, seed=1)
    assert tally.games == 2 and sum(tally.wins) + tally.draws == 2


def test_search_stops_once_no_remaining_iteration_can_change_its_choice():
    from pyengine.catalogue import get_game
    from pyengine.games.karls.rules import MOVE, Config, KarlsRennenState

    game = get_game("karls-rennen")
    owner = [-1] * 21
    owner[10], owner[19], owner[15] = 1, 0, 0  # Black on K (4 targets), White on T and P
    state = KarlsRennenState(Config(), tuple(owner), seat=1, phase=MOVE, roll=6)
    search = Search(game, state, random.Random(2))
    result = search.run(iterations=20_000)
    assert result.iterations < 20_000  # settled early ...
    full = Search(game, state, random.Random(2))
    full.settled = lambda remaining: False  # ... on the choice the full budget makes
    assert full.run(iterations=20_000).action == result.action
    assert search.settled(0) and not search.settled(10**9)


@pytest.mark.timing
@pytest.mark.parametrize("game_id", ["caduceus", "progressive-chess", "cross", "chivalry"])
def test_a_levels_time_is_for_the_whole_turn_however_many_actions_it_has(game_id):
    """Issue 34 item 6: "easy (about 0.2 s)" is 0.2 s a turn, through the page's own commands
    (Caduceus's chains, a progressive series, Cross's two stones, Chivalry's jumps)."""
    from bench_think import turn_times

    times = turn_times(game_id, "easy", turns=4)  # (fewer where easy wins sooner)
    assert len(times) >= 2 and max(times) <= LEVELS["easy"].seconds + 0.15, times


def test_the_actions_of_a_turn_share_its_budget_the_first_twice_the_others():
    from pyengine.ai.agents import FLOOR, turn_share

    class Turn(State):
        def __init__(self, made, most):
            self.progress = (made, most)

        def turn_progress(self):
            return self.progress

    shares = [turn_share(left, Turn(made, 4), 1.0) for made, left in enumerate((1.0, 0.6, 0.3, 0.1))]
    assert shares == pytest.approx([0.4, 0.3, 0.2, 0.1])
    assert turn_share(0.0, Turn(3, 4), 1.0) == FLOOR  # spent: a last action still gets a few iterations
    assert turn_share(2.0, Turn(0, 1), 2.0) == 2.0


@pytest.mark.timing
def test_a_search_keeps_its_deadline_when_one_random_game_is_longer_than_the_budget():
    """Issue 34 item 6: a random game of progressive chess runs for hundreds of moves (0.2 s
    natively, more in the page); the playouts check the deadline (pyengine/kit/patience.py)."""
    game = get_game("progressive-chess")
    state = game.new_state({})
    agent = Agent(game, "easy", random.Random(3))
    bound = 0.05 + LEVELS["easy"].seconds * 0.15 + 0.03
    took = least_of(lambda start: agent.choose(state, deadline=start + 0.05), bound)
    assert took <= bound, took


def test_a_search_stopped_before_its_first_iteration_at_a_die_answers_one_of_its_outcomes():
    # The analysis runs its searches in slices: a slice's deadline may come before the first
    # iteration (a slow phone), and a die's root has no legal actions to fall back on.
    game = get_game("karls-rennen")
    state = game.new_state({})
    assert state.to_move() == CHANCE
    result = Search(game, state, random.Random(0)).run(iterations=10, deadline=time.monotonic() - 1)
    assert result.action in [a for a, _ in state.chance_outcomes()]
