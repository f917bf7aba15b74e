"""EinStein würfelt nicht!: every rule of shared/rules/einstein.md, records, random play."""

from __future__ import annotations

import random

import pytest

from pyengine.ai.mcts import Search
from pyengine.contract import CHANCE, Action, RecordError, RuleError, apply
from pyengine.catalogue import get_game
from pyengine.kit.dice import roll_action
from pyengine.games.einstein import evaluation
from pyengine.games.einstein import playout as ew_playout
from pyengine.games.einstein.rules import (
    MOVE,
    ROLL,
    SETUP,
    START_CELLS,
    Config,
    EinsteinState,
    arrangement_action,
    cell_index,
)

from greedy_support import greedy_score

GAME = get_game("einstein")


def state(blue: dict[str, int], red: dict[str, int], seat: int = 0, roll: int = 0) -> EinsteinState:
    board = [0] * 25
    for cell, n in blue.items():
        board[cell_index(cell)] = n
    for cell, n in red.items():
        board[cell_index(cell)] = -n
    return EinsteinState(Config(), tuple(board), seat=seat, phase=MOVE if roll else ROLL, roll=roll)


def movers(s: EinsteinState) -> set[str]:
    return {a.path[0][2:] for a in s.legal_actions()}


def targets_from(s: EinsteinState, cell: str) -> set[str]:
    return {a.path[1][2:] for a in s.legal_actions() if a.path[0] == f"c:{cell}"}


def play(s: EinsteinState, text: str) -> EinsteinState:
    return s.apply(next(a for a in s.legal_actions() if a.text == text))


# --- Sections 2 and 3 ----------------------------------------------------------------------------


def test_start_cells_are_the_corner_triangles():
    assert [c for c in START_CELLS[0]] == [cell_index(c) for c in ("a5", "b5", "c5", "a4", "b4", "a3")]
    assert [c for c in START_CELLS[1]] == [cell_index(c) for c in ("e1", "d1", "c1", "e2", "d2", "e3")]


def test_random_setup_is_a_recorded_chance_action_per_player_then_blue_rolls():
    s = GAME.new_state()
    assert s.phase == SETUP and s.to_move() == CHANCE and len(s.chance_outcomes()) == 720
    arrangement = s.chance_outcomes()[5][0]
    assert arrangement.text.startswith("[blue:a5=") and " " not in arrangement.text
    s = s.apply(arrangement)
    assert s.to_move() == CHANCE and s.chance_outcomes()[0][0].text.startswith("[red:e1=")
    s = s.apply(s.chance_outcomes()[0][0])
    assert s.phase == ROLL and s.seat == 0 and s.roller() == 0
    assert sorted(n for _, n in s.stones(0)) == sorted(n for _, n in s.stones(1)) == [1, 2, 3, 4, 5, 6]


def test_chosen_setup_places_stone_by_stone_blue_first():
    s = GAME.new_state({"setup": "choose"})
    assert s.to_move() == 0 and len(s.legal_actions()) == 36
    with pytest.raises(RuleError):
        s.apply(Action(("s:1", "c:e1"), "1@e1", ("put", 1, cell_index("e1"))))
    for k, cell in enumerate(("a5", "b5", "c5", "a4", "b4", "a3")):
        s = s.apply(next(a for a in s.legal_actions() if a.data == ("put", 6 - k, cell_index(cell))))
    assert s.to_move() == 1 and s.seat == 1
    for k, cell in enumerate(("e1", "d1", "c1", "e2", "d2", "e3")):
        s = s.apply(next(a for a in s.legal_actions() if a.data == ("put", k + 1, cell_index(cell))))
    assert (
        s.phase == ROLL and s.seat == 0 and s.board[cell_index("a5")] == 6 and s.board[cell_index("e3")] == -6
    )


def test_option_first_red_lets_red_roll_first():
    s = GAME.new_state({"first": "red"})
    s = s.apply(arrangement_action(0, (1, 2, 3, 4, 5, 6))).apply(arrangement_action(1, (1, 2, 3, 4, 5, 6)))
    assert s.phase == ROLL and s.seat == 1


# --- Section 4 --------------------------------------------------------------------------------------


def test_roll_moves_the_stone_with_that_number():
    s = state({"a5": 1, "b5": 2, "c5": 5}, {"e1": 3}, roll=2)
    assert movers(s) == {"b5"}


def test_missing_number_next_higher_and_next_lower_stones_both_movable():
    # The spec's example: stones 1, 2, 5 left.
    assert movers(state({"a5": 1, "b5": 2, "c5": 5}, {"e1": 3}, roll=4)) == {"b5", "c5"}
    assert movers(state({"a5": 1, "b5": 2, "c5": 5}, {"e1": 3}, roll=6)) == {"c5"}
    assert movers(state({"a5": 1, "b5": 2, "c5": 5}, {"e1": 3}, roll=1)) == {"a5"}


def test_blue_moves_right_down_or_diagonally_and_red_the_opposite():
    assert targets_from(state({"b4": 1}, {"e1": 1}, roll=1), "b4") == {"c4", "b3", "c3"}
    assert targets_from(state({"a5": 1}, {"d2": 1}, seat=1, roll=1), "d2") == {"c2", "d3", "c3"}


def test_moves_never_leave_the_board():
    assert targets_from(state({"e3": 1}, {"a1": 1}, roll=1), "e3") == {"e2"}
    assert targets_from(state({"c1": 1}, {"a5": 1}, roll=1), "c1") == {"d1"}


def test_wrong_direction_is_refused():
    s = state({"b4": 1}, {"e1": 1}, roll=1)
    with pytest.raises(RuleError, match="not one step right, down or right-down"):
        s.apply(Action(("c:b4", "c:a4"), "1b4-a4", ("move", cell_index("b4"), cell_index("a4"))))


def test_capture_of_an_opponent_stone():
    s = play(state({"b4": 1, "a5": 2}, {"c3": 4, "e1": 1}, roll=1), "1b4xc3")
    assert s.board[cell_index("c3")] == 1 and len(s.stones(1)) == 1 and not s.is_over()


def test_capture_of_ones_own_stone_is_legal():
    s = play(state({"b4": 1, "c3": 2}, {"e1": 1}, roll=1), "1b4xc3")
    assert sorted(n for _, n in s.stones(0)) == [1] and not s.is_over()


# --- Section 5 ---------------------------------------------------------------------------------------


def test_reaching_the_corner_with_a_capture_wins():
    s = play(state({"d2": 3}, {"e1": 5, "a3": 1}, roll=3), "3d2xe1")
    assert s.is_over() and s.returns() == (1.0, 0.0) and "reached e1" in s.end_reason()


def test_red_wins_on_a5():
    s = play(state({"c3": 1}, {"b4": 2}, seat=1, roll=2), "2b4-a5")
    assert s.is_over() and s.returns() == (0.0, 1.0)


def test_losing_the_last_stone_loses():
    s = play(state({"b4": 1}, {"c3": 4}, roll=1), "1b4xc3")
    assert s.is_over() and s.returns() == (1.0, 0.0) and "Red has no stones left" in s.end_reason()


# --- Section 7: records -------------------------------------------------------------------------------


def random_game(seed: int, options: dict | None = None):
    rng = random.Random(seed)
    s, actions = GAME.new_state(options), []
    while not s.is_over():
        a = (
            rng.choice([a for a, _ in s.chance_outcomes()])
            if s.to_move() == CHANCE
            else rng.choice(s.legal_actions())
        )
        actions.append(a)
        s = s.apply(a)
    return actions, s


@pytest.mark.parametrize("options", [{}, {"setup": "choose"}, {"first": "red"}])
def test_record_round_trip(options):
    for seed in range(20):
        actions, _ = random_game(seed, options)
        text = GAME.format_record(actions, options)
        assert GAME.parse_record(text, {**options, **GAME.record_options(text)}) == actions
        for cut in range(1, len(actions), 5):  # records of unfinished games too
            part = GAME.format_record(actions[:cut], options)
            assert GAME.parse_record(part, options) == actions[:cut]


SETUP_RECORD = "[blue a5=1 b5=2 c5=3 a4=4 b4=5 a3=6] [red e1=1 d1=2 c1=3 e2=4 d2=5 e3=6] "


@pytest.mark.parametrize(
    "record, where, why",
    [
        (SETUP_RECORD + "1. 7:1a5-b5", "ply 1 (7:1a5-b5)", "a die shows 1 to 6, not 7"),
        (SETUP_RECORD + "1. 2:1a5-b4", "ply 1 (2:1a5-b4)", "may not move on a roll of 2"),
        (SETUP_RECORD + "1. 5:5b4-a4", "ply 1 (5:5b4-a4)", "not one step right, down or right-down"),
        (SETUP_RECORD + "1. 5:5b4-d4", "ply 1 (5:5b4-d4)", "not one step"),
        (SETUP_RECORD + "1. 1:1a5-b5", "ply 1 (1:1a5-b5)", "write 1a5xb5"),
        (SETUP_RECORD + "1. 3:3c5xd5", "ply 1 (3:3c5xd5)", "write 3c5-d5"),
        (SETUP_RECORD + "1. 1:3a5-b4", "ply 1 (1:3a5-b4)", "stone 3 of Blue is not on a5"),
        (
            "[blue a5=1 b5=1 c5=3 a4=4 b4=5 a3=6] [red e1=1 d1=2 c1=3 e2=4 d2=5 e3=6]",
            "[blue ...]",
            "each once",
        ),
        ("1. 1:1a5-b4", "[blue ...]", "start arrangement"),
    ],
)
def test_record_errors_name_the_ply(record, where, why):
    with pytest.raises(RecordError) as err:
        GAME.parse_record(record)
    assert err.value.where == where and why in err.value.why


def test_record_rejects_anything_after_the_end():
    actions, _ = random_game(3)
    with pytest.raises(RecordError, match="already over"):
        GAME.parse_record(GAME.format_record(actions) + " 99. 1:1a5-b4")


# --- The AI and random play -------------------------------------------------------------------------------


def test_search_treats_the_die_as_chance_choice_depends_on_the_roll_only_through_its_moves():
    # Blue has stones 2 and 5 only: rolls 3 and 4 allow exactly the same moves.
    a = state({"b4": 2, "c4": 5}, {"d2": 1, "c2": 6}, roll=3)
    b = state({"b4": 2, "c4": 5}, {"d2": 1, "c2": 6}, roll=4)
    assert a.legal_actions() == b.legal_actions()
    ra = Search(GAME, a, random.Random(9)).run(iterations=400)
    rb = Search(GAME, b, random.Random(9)).run(iterations=400)
    assert ra.action == rb.action and ra.visits == rb.visits


def test_search_takes_a_winning_move():
    s = state({"d2": 3, "a5": 1}, {"b4": 2, "c3": 1}, roll=3)  # d2-e1 wins; else red wins on a5 next
    assert Search(GAME, s, random.Random(1)).run(iterations=50).action.text == "3d2-e1"


def test_fast_playout_follows_the_rules():
    for seed in range(300):
        s = GAME.new_state()
        rng = random.Random(seed)
        s = s.apply(rng.choice(s.chance_outcomes())[0])
        s = s.apply(rng.choice(s.chance_outcomes())[0])
        trace: list = []
        payoffs, _ = ew_playout.playout(s, random.Random(seed), trace)
        for seat, roll, c, t in trace:
            assert s.seat == seat
            s = s.apply(roll_action(roll))
            s = s.apply(next(a for a in s.legal_actions() if a.data == ("move", c, t)))
        assert s.is_over() and s.returns() == payoffs


@pytest.mark.parametrize("options", [{}, {"setup": "choose"}])
def test_random_play_invariants(options):
    rng = random.Random(17)
    for _ in range(1000):
        s = GAME.new_state(options)
        for ply in range(1000):
            if s.is_over():
                break
            before = [dict(s.stones(p)) for p in (0, 1)]
            placing = s.phase == SETUP
            if s.to_move() == CHANCE:
                s = apply(s, rng.choice(s.chance_outcomes())[0], GAME.info)
                assert placing or [dict(s.stones(p)) for p in (0, 1)] == before  # a roll moves nothing
                continue
            mover = s.seat
            s = apply(s, rng.choice(s.legal_actions()), GAME.info)
            if placing:
                continue
            after = [dict(s.stones(p)) for p in (0, 1)]
            assert len(after[0]) + len(after[1]) <= len(before[0]) + len(before[1])
            assert after[1 - mover].items() <= before[1 - mover].items()  # only the mover's stones move
            assert set(after[mover].values()) <= set(before[mover].values())  # numbers never change
        assert s.is_over() and ply < 1000
        assert sorted(s.returns()) == [0.0, 1.0]


# --- Option match: a series, the loser begins the next game ---------------------------------------------


def finish(s, rng):
    while not s.is_over() and "next" not in [
        a.text for a in (s.legal_actions() if s.to_move() != CHANCE else ())
    ]:
        a = rng.choice(s.chance_outcomes())[0] if s.to_move() == CHANCE else rng.choice(s.legal_actions())
        s = s.apply(a)
    return s


def test_series_best_of_3_loser_begins_the_next_game_after_next():
    rng = random.Random(4)
    s = GAME.new_state({"match": "best-of-3"})
    s = finish(s, rng)
    loser = 0 if s.current.returns()[0] == 0.0 else 1
    assert s.to_move() == loser and [a.text for a in s.legal_actions()] == ["next"]
    assert "Game 1, series" in s.status() and not s.is_over()
    with pytest.raises(RuleError, match="starts game 2"):
        s.apply(roll_action(1))
    s = s.apply(s.legal_actions()[0])
    s = s.apply(arrangement_action(0, (1, 2, 3, 4, 5, 6))).apply(arrangement_action(1, (1, 2, 3, 4, 5, 6)))
    assert s.current.phase == ROLL and s.current.seat == loser and s.game_no == 1


def test_the_parts_see_the_game_in_play_and_the_view_shows_the_series():
    """The notation and the search's hooks get the series' current game; the view and the board
    text the series, whose status (its score, the game number) they show under the game in play."""
    rng = random.Random(4)
    s = GAME.new_state({"match": "best-of-3"})
    for _ in range(5):
        a = rng.choice(s.chance_outcomes())[0] if s.to_move() == CHANCE else rng.choice(s.legal_actions())
        s = s.apply(a)
    assert GAME.own(s) is s.current and GAME.own(s.current) is s.current
    assert "Game 1, series 0–0" in GAME.render(s) and GAME.board_text(s).endswith(s.status())
    assert GAME.render(s) != GAME.render(s.current)  # (a game alone has no series status)
    s = finish(s, rng)  # between two games: the search's playout has no game to play
    assert s.between and GAME.hooks.playout is not None
    assert GAME.hooks.playout(s, rng) == (s.returns(), 0)


def test_series_ends_when_a_player_has_won_the_needed_games():
    rng = random.Random(8)
    s = GAME.new_state({"match": "best-of-5"})
    while not s.is_over():
        s = finish(s, rng)
        if not s.is_over():
            s = s.apply(s.legal_actions()[0])
    assert max(s.wins) == 3 and min(s.wins) < 3 and sorted(s.returns()) == [0.0, 1.0]
    assert s.returns()[s.wins.index(3)] == 1.0 and "The series ends" in s.end_reason()


def test_best_of_record_has_a_section_per_game_and_replays():
    rng = random.Random(6)
    options = {"match": "best-of-3"}
    s, actions = GAME.new_state(options), []
    while not s.is_over():
        a = rng.choice(s.chance_outcomes())[0] if s.to_move() == CHANCE else rng.choice(s.legal_actions())
        actions.append(a)
        s = s.apply(a)
    text = GAME.format_record(actions, options)
    assert text.startswith("[match best-of-3]\n[game 1]") and "[game 2]" in text
    assert GAME.record_options(text) == {"match": "best-of-3"}
    assert GAME.parse_record(text, GAME.record_options(text)) == actions
    bad = text.replace("[game 2]", "[game 2] 1. 9:9a1-a2", 1)
    with pytest.raises(RecordError) as err:
        GAME.parse_record(bad, options)
    assert err.value.where.startswith("game 2, ")


# --- The evaluation for a search cut short (evaluation.py): the race of dice ------------------------


def test_a_finished_game_evaluates_to_its_result():
    won = play(state({"d2": 1}, {"b4": 2}, roll=1), "1d2-e1")
    lost = play(state({"b4": 1}, {"c3": 4}, seat=1, roll=4), "4c3xb4")
    for s in (won, lost):
        assert s.is_over() and evaluation.evaluate(s) == s.returns()


def test_the_race_table_counts_turns_by_distance_and_numbers_left():
    mean, var, _ = evaluation.race()
    assert (mean[4], var[4]) == (4.0, 0.0)  # a lone stone moves every turn: 4 steps, 4 turns
    six = sum(4 * 5**n for n in range(6))
    assert mean[six] > 8 and var[six] > 0  # six stones four steps away: each moves on one face


def test_nearer_stones_and_the_turn_evaluate_higher():
    blue, red = {"b4": 1, "a5": 2, "c5": 3}, {"d2": 1, "e1": 2, "c1": 3}
    even = evaluation.evaluate(state(blue, red))[0]
    assert even > 0.5  # the same race, Blue to roll first
    assert evaluation.evaluate(state(blue, red, seat=1))[0] < 0.5
    ahead = evaluation.evaluate(state({"c3": 1, "a5": 2, "c5": 3}, red))[0]
    behind = evaluation.evaluate(state(blue, {"c3": 1, "e1": 2, "c1": 3}))[0]
    assert ahead > even > behind
    # A stone one step from e1 wins on its roll; more so when it is Blue's only stone (every roll).
    assert (
        evaluation.evaluate(state({"d2": 1}, red))[0] > evaluation.evaluate(state({"d2": 1, **blue}, red))[0]
    )


def test_a_rolled_die_is_judged_by_the_best_move_it_allows():
    blue, red = {"d2": 1, "a5": 6}, {"c3": 1, "e1": 2}
    assert evaluation.evaluate(state(blue, red, roll=1)) == (1.0, 0.0)  # 1d2-e1 wins at once
    near = evaluation.evaluate(state(blue, red, roll=2))[0]  # 2 is missing: 1 or 6 may move
    assert near == 1.0 and evaluation.evaluate(state(blue, red, roll=6))[0] < 1.0
    assert evaluation.noisy(state(blue, red, roll=6)) and not evaluation.noisy(state(blue, red))


@pytest.mark.parametrize("options", [{}, {"setup": "choose"}, {"first": "red"}])
def test_evaluations_are_one_payoff_per_seat_in_every_phase(options):
    rng = random.Random(6)
    for _ in range(15):
        s = GAME.new_state(options)
        while not s.is_over():
            values = evaluation.evaluate(s)
            assert len(values) == 2 and all(0 <= v <= 1 for v in values) and sum(values) == pytest.approx(1)
            s = s.apply(
                rng.choice(s.chance_outcomes())[0] if s.to_move() == CHANCE else rng.choice(s.legal_actions())
            )


def test_a_series_is_evaluated_on_its_game_in_play():
    rng = random.Random(4)
    s = GAME.new_state({"match": "best-of-3"})
    for _ in range(7):
        s = s.apply(
            rng.choice(s.chance_outcomes())[0] if s.to_move() == CHANCE else rng.choice(s.legal_actions())
        )
    assert GAME.hooks.evaluate is not None and GAME.hooks.noisy is not None
    assert GAME.hooks.evaluate(s) == evaluation.evaluate(s.current)


def test_greedy_play_on_the_evaluation_beats_random_play():
    score = greedy_score(lambda: GAME.new_state({}), evaluation.evaluate, games=30, seed=12)
    assert score >= 22  # about 92% in 600 measured games
