"""The analysis of a game (pyengine/ai/analysis.py, issue 55): a missed win at once is a
blunder, a win taken is no mistake, Transvaal's turns agree with its solved table."""

from __future__ import annotations

import random
import time

import pytest

from pyengine import catalogue
from pyengine.ai.analysis import Analysis, comments_of, label_of
from pyengine.ai.tactics import winning_line
from pyengine.contract import CHANCE, Action, State, apply
from pyengine.kit.turns import same_turn


def _random_turn(game: object, state: State, rng: random.Random) -> tuple[list[State], list[Action]]:
    """A random turn of the seat to move: its states after each action, its actions."""
    seat = state.to_move()
    states, actions = [], []
    while True:
        action = rng.choice(state.legal_actions())
        after = apply(state, action, game.info)  # type: ignore[attr-defined]
        states.append(after)
        actions.append(action)
        if after.is_over() or not same_turn(state, after, seat):
            return states, actions
        state = after


def _missed_win(gid: str, seed: int) -> tuple[object, list[State], list[Action]]:
    """A random game up to a position where the mover could win at once, then a random turn
    that does not win and lets the opponent win at once where one does: the planted blunder
    (the history from that position)."""
    game = catalogue.get_game(gid)
    rng = random.Random(seed)
    for _attempt in range(50):
        state = game.new_state(None)
        while not state.is_over():
            seat = state.to_move()
            if seat == CHANCE:
                outcomes = state.chance_outcomes()
                state = apply(
                    state, rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0], game.info
                )
                continue
            if seat is not None and winning_line(game, state, game.info) is not None:
                missed = None
                for _try in range(30):
                    states, actions = _random_turn(game, state, rng)
                    end = states[-1]
                    if not (end.is_over() and end.returns()[seat] == 1.0):
                        missed = missed or (states, actions)
                        if not end.is_over() and winning_line(game, end, game.info) is not None:
                            return game, [state, *states], actions
                if missed is not None:
                    return game, [state, *missed[0]], missed[1]
            states, actions = _random_turn(game, state, rng)
            state = states[-1]
    raise AssertionError("no position with a win at once")


@pytest.mark.parametrize("gid", ["not-divisors", "cross", "einstein"])
def test_a_missed_win_at_once_is_a_blunder_and_named(gid: str) -> None:
    game, states, actions = _missed_win(gid, 3)
    analysis = Analysis(game, states, actions, "quick", seed=1)
    assert analysis.step(None)
    judged = analysis.results[-1]
    assert judged.label == "blunder", judged
    assert "Missed a win at once" in judged.words
    assert judged.better and judged.better_text
    after = states[0]
    for action in judged.better:
        after = apply(after, action, game.info)  # type: ignore[attr-defined]
    assert after.is_over() and after.returns()[judged.seat] == 1.0
    assert any("Blunder" in text and judged.better_text in text for _k, text in comments_of(analysis))


@pytest.mark.parametrize("gid", ["not-divisors", "cross"])
def test_the_win_taken_is_no_mistake_and_is_named(gid: str) -> None:
    game, states, _actions = _missed_win(gid, 3)
    # the whole winning turn, as the analysis of the missed one finds it
    missed = Analysis(game, states, _actions, "quick", seed=1)
    missed.step(None)
    better = missed.results[-1].better
    won = [states[0]]
    for action in better:
        won.append(apply(won[-1], action, game.info))  # type: ignore[attr-defined]
    analysis = Analysis(game, won, list(better), "quick", seed=1)
    analysis.step(None)
    judged = analysis.results[-1]
    assert judged.label == "" and judged.drop == 0.0
    assert "Found a win at once" in judged.words


def test_labels_follow_the_stated_thresholds() -> None:
    assert [label_of(d) for d in (0.05, 0.15, 0.25, 0.5)] == ["", "inaccuracy", "mistake", "blunder"]
    # judged in the page's whole points: shown as "−10", a drop is not "more than 10 points"
    assert [label_of(d) for d in (0.104, 0.106, 0.204, 0.306)] == ["", "inaccuracy", "inaccuracy", "blunder"]


def test_the_analysis_runs_in_slices_and_reports_its_progress() -> None:
    game = catalogue.get_game("cross")
    rng = random.Random(1)
    states, actions = [game.new_state(None)], []
    for _turn in range(2):
        turn_states, turn = _random_turn(game, states[-1], rng)
        states += turn_states
        actions += turn
    analysis = Analysis(game, states, actions, "quick", seed=1)
    assert analysis.progress() == (0, 2)
    slices = 0
    while not analysis.step(time.monotonic() + 0.005):
        slices += 1
    assert slices > 5 and analysis.progress() == (2, 2)


def test_transvaal_agrees_with_its_solved_table_on_every_turn() -> None:
    game = catalogue.get_game("transvaal")
    solved = game.hooks.solved
    assert solved is not None
    rng = random.Random(2)
    for _game in range(3):
        state = game.new_state(None)
        states, actions = [state], []
        while not state.is_over():
            turn_states, turn = _random_turn(game, state, rng)
            states += turn_states
            actions += turn
            state = states[-1]
        analysis = Analysis(game, states, actions, "quick", seed=1)
        assert analysis.step(None)
        for judged in analysis.results:
            end, start = states[judged.stop], states[judged.start]
            exact_after = end.returns() if end.is_over() else solved(end)[0]  # type: ignore[index]
            before = solved(start)
            assert judged.after == tuple(exact_after)
            if before is None:
                continue
            lost = before[0][judged.seat] == 1.0 and exact_after[judged.seat] < 1.0
            assert (judged.label == "blunder") == lost, judged
            if not end.is_over():
                assert judged.exact == solved(end)[1]  # type: ignore[index]


def test_an_action_worse_than_the_best_is_judged_by_its_exact_value_in_the_same_search() -> None:
    # alpha-beta's root score of an action worse than its best is only a bound (the first reply
    # that refutes it); the analysis searches the played one again with an open window
    from pyengine.ai.alphabeta import AlphaBeta

    game = catalogue.get_game("caduceus")
    rng = random.Random(4)
    state = game.new_state(None)
    for _turn in range(4):
        state = _random_turn(game, state, rng)[0][-1]
    search = AlphaBeta(game, state, random.Random(1), depth=2)
    search.run()
    assert search.done and len(search.scores) > 2
    best = max(search.scores.values())
    exact = {}
    for action, bound in search.scores.items():
        walk = search.judge([action])
        try:
            while True:
                next(walk)
        except StopIteration as stop:
            exact[action] = stop.value
        assert exact[action] <= bound + 1e-9
    assert max(exact.values()) == pytest.approx(best)
    assert any(exact[a] < bound - 0.01 for a, bound in search.scores.items())


def test_a_calibrated_evaluation_judges_a_tree_searchs_turn_too() -> None:
    # EinStein's MCTS values after a move hardly tell one move from another at the quick budget;
    # its race's chances do, and the analysis takes the larger drop
    game = catalogue.get_game("einstein")
    assert game.hooks.calibrated
    evaluate = game.hooks.evaluate
    assert evaluate is not None
    rng = random.Random(5)
    state = game.new_state(None)
    chances: dict[Action, float] = {}
    for _step in range(400):
        if state.is_over():
            state = game.new_state(None)
        seat = state.to_move()
        assert seat is not None
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            roll = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            state = apply(state, roll, game.info)
            continue
        after = {a: apply(state, a, game.info) for a in state.legal_actions()}
        chances = {a: s.returns()[seat] if s.is_over() else evaluate(s)[seat] for a, s in after.items()}
        if max(chances.values()) - min(chances.values()) > 0.25:
            break
        state = after[rng.choice(list(after))]
    worst = min(chances, key=lambda a: chances[a])
    analysis = Analysis(game, [state, apply(state, worst, game.info)], [worst], "quick", seed=1)
    assert analysis.step(None)
    judged = analysis.results[-1]
    assert judged.drop >= max(chances.values()) - chances[worst] - 1e-4  # (rounded to 4 places)
    assert judged.label


def test_the_page_writes_the_labels_marks_as_the_records_analysis_words_do() -> None:
    """web/movelist.py (MicroPython: it cannot import the engine) keeps its own table of ?!, ?, ??:
    the same as the one records are written with (pyengine/app/analysing.py MARKS)."""
    import ast
    from pathlib import Path

    from pyengine.app.analysing import MARKS

    tree = ast.parse((Path(__file__).resolve().parent.parent / "web" / "movelist.py").read_text())
    page = next(
        ast.literal_eval(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "JUDGED" for t in node.targets)
    )
    assert page == MARKS
