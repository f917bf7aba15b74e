"""Schneider von Gent: every rule of shared/rules/schneider-von-gent.md, its Decisions, the two
constructed 41-point games, records, "count now", and random matches with invariants."""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from pyengine.contract import RecordError, RuleError, apply, find_action
from pyengine.catalogue import get_game
from pyengine.games.schneider.game import config_of
from pyengine.games.schneider.rules import MOVE, OVER, REWARD, START, WALK, SchneiderState, game_of, new_state
from greedy_support import greedy_score

GAME = get_game("schneider-von-gent")
RECORDS = Path(__file__).parent / "records"
SAMPLES = Path(__file__).resolve().parent.parent / "samples"  # the sources' games, shipped with the engine
ROOT = Path(__file__).resolve().parent.parent


def state_of(board: str = "schneider17", mode: str = "single") -> SchneiderState:
    return new_state(config_of({"board": board, "mode": mode}))


def do(state: SchneiderState, *texts: str) -> SchneiderState:
    for text in texts:
        state = state.apply(find_action(state, text))
    return state


def texts(state: SchneiderState) -> list[str]:
    return [a.text for a in state.legal_actions()]


# --- Section 3: setup ---------------------------------------------------------------------------


@pytest.mark.parametrize("board", ["schneider17", "ghent17"])
def test_setup_a_free_button_in_each_of_16_inner_faces_and_no_thimble(board):
    s = state_of(board)
    assert s.free_buttons() == 16 and s.prisoners == 0 and s.seamed == 0 and s.thimble == -1
    assert s.phase == START and s.to_move() == 1  # Mr. Button (player B in game 1) chooses


def test_start_choice_may_be_any_of_the_17_nodes_corners_included():
    assert texts(state_of()) == [f"@{v}" for v in range(17)]  # Decision: outer nodes included


# --- Section 4: moves ---------------------------------------------------------------------------


def test_taylor_walks_only_unseamed_edges_into_nodes_without_prisoner():
    s = do(state_of(), "@2")
    assert s.to_move() == 0 and sorted(texts(s)) == sorted(["2-0", "2-6", "2-7"])
    s = do(s, "2-7", "+f2", "pass")  # prisoner on 2
    assert "7-2" not in texts(s)  # node 2 holds a prisoner (and 2-7 is seamed)
    s = do(s, "7-6", "decline", "pass")
    assert "6-2" not in texts(s)  # prisoner on 2


def test_a_walk_seams_the_edge_for_good_and_visited_nodes_may_be_entered_again():
    s = do(state_of(), "@0", "0-1", "decline", "pass", "1-5", "decline", "pass")
    assert "5-0" in texts(s)  # Decision: the start node may be visited again
    s = do(s, "5-0", "decline", "pass")
    assert "0-1" not in texts(s) and "0-5" not in texts(s)  # both edges are seamed


def test_the_taylor_may_not_pass():
    s = do(state_of(), "@0")
    assert "pass" not in texts(s) and "decline" not in texts(s)


def test_reward_offers_the_faces_beside_the_edge_with_a_free_button_or_decline():
    s = do(state_of(), "@2", "2-7")
    assert s.phase == REWARD and texts(s) == ["+f2", "+f6", "decline"]  # 2-7 borders f2 and f6
    took = do(s, "+f2")
    assert took.prisoners == 1 << 2 and not took.buttons >> 2 & 1  # on the node she left
    declined = do(s, "decline")
    assert declined.prisoners == 0 and declined.free_buttons() == 16


def test_reward_step_is_skipped_when_no_face_beside_the_edge_has_a_button():
    s = do(state_of(), "@0", "0-1", "decline", "pass", "1-5", "decline", "pass")
    # Edge 5-0 borders f0 and f4: empty both.
    s = replace(s, buttons=s.buttons & ~(1 << 0) & ~(1 << 4))
    after = do(s, "5-0")
    assert after.phase == MOVE and after.to_move() == 1  # no reward phase


def test_button_moves_across_an_unseamed_edge_into_an_empty_inner_face_or_passes():
    s = do(state_of(), "@2", "2-7", "+f2")
    assert s.phase == MOVE and s.to_move() == 1
    moves = texts(s)
    assert "pass" in moves and "f1>f2" in moves and "f6>f2" not in moves  # 2-7 (f2|f6) is seamed
    assert all(m == "pass" or m == "count" or m.endswith(">f2") for m in moves)  # only f2 is empty
    s = do(s, "f1>f2")
    assert s.buttons >> 2 & 1 and not s.buttons >> 1 & 1 and s.phase == WALK


def test_the_outer_face_is_never_a_target():
    s = do(state_of(), "@2", "2-7", "+f2")
    assert all("f16" not in m for m in texts(s))


def test_illegal_actions_are_refused_with_a_reason():
    s = do(state_of(), "@2")
    with pytest.raises(RuleError):
        s.apply(do(state_of(), "@5").legal_actions()[0])  # a walk from another node


def test_a_click_on_the_wrong_kind_of_place_says_whose_turn_it_is_and_what_to_choose():
    s = state_of()
    assert "start node" in s.explain_refusal(("f:2",))
    s = do(s, "@2")  # the taylor walks: a face is not a node
    assert s.explain_refusal(("f:2",)).startswith("The thimble walks now")
    s = do(s, "2-7")  # a face beside the new seam holds a button: the taylor may take it
    assert s.phase == REWARD and s.explain_refusal(("n:3",)).startswith("Take a button")
    s = do(s, "+f2")  # Mr. Button moves: a node is not a button
    assert s.phase == MOVE and s.explain_refusal(("n:3",)).startswith("Mr. Button moves now")


# --- Section 5: end and score ---------------------------------------------------------------------


def test_the_game_ends_right_after_the_taylor_move_that_leaves_her_stuck():
    actions = GAME.parse_record(
        (SAMPLES / "schneider-von-gent-schneider17-41.txt").read_text(), {"mode": "single"}
    )
    s = GAME.new_state({"mode": "single"})
    for a in actions[:-2]:
        s = apply(s, a, GAME.info)
    s = apply(s, actions[-2], GAME.info)  # 12-16
    s = apply(s, actions[-1], GAME.info)  # +f14
    assert s.phase == OVER and s.to_move() is None  # no last button move


def test_the_game_ends_when_no_free_button_is_left():
    s = do(state_of(), "@2", "2-7")
    s = replace(s, buttons=1 << 2)  # only f2 still holds a free button
    after = do(s, "+f2")
    assert after.phase == OVER and after.free_buttons() == 0


def test_score_is_the_sum_of_the_degrees_of_the_prisoner_nodes():
    s = do(state_of(), "@2", "2-7", "+f2", "pass", "7-6", "+f10")
    assert s.score() == s.board.degrees[2] + s.board.degrees[7] == 3 + 5


@pytest.mark.parametrize(
    "board,record,prisoners",
    [
        ("schneider17", "schneider-von-gent-schneider17-41.txt", [0, 2, 3, 4, 7, 9, 10, 12, 14, 15]),
        ("ghent17", "schneider-von-gent-ghent17-41.txt", [0, 2, 3, 7, 8, 9, 10, 11, 12, 14]),
    ],
)
def test_constructed_games_replay_to_41_points(board, record, prisoners):
    text = (SAMPLES / record).read_text()
    assert GAME.record_options(text) == {"board": board, "mode": "single"}
    actions = GAME.parse_record(text, GAME.record_options(text))
    s = GAME.new_state(GAME.record_options(text))
    for a in actions:
        s = apply(s, a, GAME.info)
    assert s.phase == OVER and s.moves == 13 and s.score() == 41 and s.free_buttons() == 6
    assert [v for v in range(17) if s.prisoners >> v & 1] == prisoners
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "schneider-von-gent", str(SAMPLES / record)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0 and "Score: 41" in out.stdout and "taylor scores 41" in out.stdout


def test_match_swaps_roles_on_the_same_board_and_the_higher_taylor_score_wins():
    s = GAME.new_state({"board": "ghent17"})
    rng = random.Random(5)
    seen_games = set()
    while not s.is_over():
        seen_games.add((s.game_no, s.taylor, game_of(s).config.board))
        s = s.apply(rng.choice(s.legal_actions()))
    assert seen_games >= {(0, 0, "ghent17"), (1, 1, "ghent17")}
    a, b = s.scores
    assert s.returns() == ((1.0, 0.0) if a >= b else (0.0, 1.0))


def test_a_tie_makes_the_first_taylor_the_small_winner():
    s = state_of(mode="match")
    s = replace(s, current=replace(s.current, phase=OVER), round_no=1, first=1, totals=(20.0, 20.0))
    assert s.is_over() and s.scores == (20, 20)
    assert s.returns() == (1.0, 0.0) and "small winner" in s.end_reason()


def test_the_second_game_starts_at_once_with_player_a_as_mr_button():
    s = state_of(mode="match")
    rng = random.Random(3)
    while s.game_no == 0:
        s = s.apply(rng.choice(s.legal_actions()))
    assert s.current.phase == START and s.to_move() == 0 and s.taylor == 1 and len(s.scores) == 1
    assert s.seat_scores() == (float(s.scores[0]), 0.0)
    assert s.status().startswith("Game 2 of 2: Player A (Mr. Button) chooses")


def test_single_game_payoff_is_zero_sum_on_the_taylor_score():
    s = replace(state_of(), phase=OVER, prisoners=(1 << 0) | (1 << 7))
    assert s.returns() == (10 / 64, 1 - 10 / 64)


# --- count now ----------------------------------------------------------------------------------


def test_count_now_is_offered_exactly_when_no_button_can_be_caught_and_the_score_is_final():
    offered = 0
    for seed in range(300):
        rng = random.Random(seed)
        s = GAME.new_state({"mode": "single", "board": rng.choice(["schneider17", "ghent17"])})
        while not s.is_over():
            if "count" in texts(s):
                offered += 1
                # Every continuation keeps the score: play it out several ways.
                for k in range(3):
                    t, r = s, random.Random(seed * 10 + k)
                    while not t.is_over():
                        t = t.apply(r.choice([a for a in t.legal_actions() if a.text != "count"]))
                    assert t.score() == s.score()
                counted = do(s, "count")
                assert counted.is_over() and counted.scores == (s.score(),)
                break
            s = s.apply(rng.choice([a for a in s.legal_actions() if a.text != "count"]))
    assert offered >= 5


# --- Section 7: records -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "change,where,why",
    [
        ("13. 12-16+f14", "move 13, taylor (12-16+f13)", "not beside"),
        ("2. 7-6 pass", "move 2, taylor (7-2)", "seamed"),
        ("2. 7-6 pass", "move 2, taylor (6-7)", "does not start at the thimble"),
        ("f1>f2", "move 1, Mr. Button (f0>f2)", "not neighbours"),
        ("f1>f2", "move 1, Mr. Button (f1>f3)", "occupied"),
        ("f1>f2", "move 1, Mr. Button (f6>f2)", "seamed"),
    ],
)
def test_bad_records_name_the_token(change, where, why):
    text = (SAMPLES / "schneider-von-gent-schneider17-41.txt").read_text()
    bad_token = where.split("(")[1].rstrip(")")
    if change.startswith("13."):
        bad = text.replace("12-16+f14", bad_token)
    elif change.startswith("2."):
        bad = text.replace("7-6 pass", f"{bad_token} pass")
    else:
        bad = text.replace("f1>f2", bad_token)
    with pytest.raises(RecordError) as err:
        GAME.parse_record(bad, {"mode": "single"})
    assert err.value.where == where
    assert why in err.value.why


def test_walk_into_a_prisoner_node_is_rejected():
    text = "@2 1. 2-7+f2 pass 2. 7-6 pass 3. 6-2"
    with pytest.raises(RecordError) as err:
        GAME.parse_record(text, {"mode": "single"})
    assert err.value.where == "move 3, taylor (6-2)" and "prisoner" in err.value.why


def test_any_token_after_the_end_is_rejected():
    text = (SAMPLES / "schneider-von-gent-schneider17-41.txt").read_text() + " pass"
    with pytest.raises(RecordError) as err:
        GAME.parse_record(text, {"mode": "single"})
    assert "already over" in err.value.why


def test_match_records_round_trip_on_random_matches():
    for seed in range(40):
        rng = random.Random(seed)
        options = {"board": rng.choice(["schneider17", "ghent17"]), "mode": rng.choice(["match", "single"])}
        s = GAME.new_state(options)
        actions = []
        stop = rng.randrange(5, 400)
        # A record cannot stop between a walk and its reward (no suffix means declined).
        while not s.is_over() and (len(actions) < stop or game_of(s).phase == REWARD):
            a = rng.choice(s.legal_actions())
            actions.append(a)
            s = s.apply(a)
        text = GAME.format_record(actions, options)
        assert GAME.record_options(text)["board"] == options["board"]
        assert GAME.parse_record(text, options) == actions, text


# --- random play ----------------------------------------------------------------------------------


@pytest.mark.parametrize("board", ["schneider17", "ghent17"])
def test_one_thousand_random_matches_keep_the_invariants(board):
    n_edges = len(state_of(board).board.edges)
    for seed in range(1000):
        rng = random.Random(seed)
        s = GAME.new_state({"board": board})
        while not s.is_over():
            before = s
            s = s.apply(rng.choice(s.legal_actions()))
            was, game = game_of(before), game_of(s)  # the games in play
            if s.game_no != before.game_no:
                gained = was.board.degrees[was.left] if was.phase == REWARD else 0
                assert s.scores[0] in (was.score(), was.score() + gained)
                continue
            seams = bin(game.seamed).count("1")
            assert seams == game.moves <= n_edges  # every edge is walked at most once
            assert game.free_buttons() + bin(game.prisoners).count("1") == 16  # buttons are conserved
            assert game.thimble < 0 or not game.prisoners >> game.thimble & 1  # never onto a prisoner
            assert was.seamed & ~game.seamed == 0 and was.prisoners & ~game.prisoners == 0
        assert len(s.scores) == 2


def test_fast_playout_follows_the_rules():
    from pyengine.games.schneider.playout import playout

    for seed in range(200):
        rng = random.Random(seed)
        options = {"board": rng.choice(["schneider17", "ghent17"]), "mode": rng.choice(["match", "single"])}
        s = GAME.new_state(options)
        for _ in range(rng.randrange(0, 40)):
            if s.is_over():
                break
            s = s.apply(rng.choice([a for a in s.legal_actions() if a.text != "count"]))
        trace: list = []
        payoffs, plies = playout(s, random.Random(seed), trace)
        for data in trace:
            s = s.apply(next(a for a in s.legal_actions() if a.data == data))
        assert s.is_over() and s.returns() == payoffs and plies == len(trace)


# --- The evaluation (pyengine/games/schneider/evaluation.py) ------------------------------------


def _positions(seed: int, games: int):
    """Every position of random games and matches on both boards, the finished ones included."""
    rng = random.Random(seed)
    for _ in range(games):
        s = GAME.new_state(
            {"board": rng.choice(["schneider17", "ghent17"]), "mode": rng.choice(["match", "single"])}
        )
        yield s
        while not s.is_over():
            s = s.apply(rng.choice(s.legal_actions()))
            yield s


def test_the_evaluation_of_a_finished_game_or_match_is_its_result_and_in_play_in_0_1():
    from pyengine.games.schneider.evaluation import evaluate

    ends = 0
    for s in _positions(1, 30):
        p = evaluate(s)
        assert len(p) == 2 and all(0.0 <= x <= 1.0 for x in p) and abs(sum(p) - 1.0) < 1e-9
        if s.is_over():
            assert p == s.returns()
            ends += 1
    assert ends == 30


def test_noisy_exactly_when_the_taylors_reward_is_due():
    from pyengine.games.schneider.evaluation import noisy

    counts = [0, 0]
    for s in _positions(2, 20):
        assert noisy(s) == (game_of(s).phase == REWARD)
        counts[noisy(s)] += 1
    assert min(counts) > 20


def test_a_taylor_who_takes_her_buttons_is_heading_for_more_than_one_who_declines():
    from pyengine.games.schneider.evaluation import evaluate, heading

    took = do(state_of(), "@2", "2-7", "+f2", "pass", "7-6", "decline")
    declined = do(state_of(), "@2", "2-7", "decline", "pass", "7-6", "decline")
    assert took.score() == took.board.degrees[2] and declined.score() == 0 and took.phase == MOVE
    assert heading(took)[0] > heading(declined)[0] >= 0 and evaluate(took)[0] > evaluate(declined)[0]


def test_a_capture_at_hand_counts_the_degree_of_the_node_the_taylor_stands_on():
    from pyengine.games.schneider.evaluation import heading

    s = do(state_of(), "@2")  # every face holds a button: her first walk takes one, from node 2
    mean, _ = heading(s)
    assert s.phase == WALK and mean >= s.board.degrees[2]
    assert heading(do(s, "2-7"))[0] >= s.board.degrees[2]  # and at the reward, before she takes it


def test_in_the_second_game_of_a_match_player_a_is_favoured_after_a_41_point_first_game():
    from pyengine.games.schneider.evaluation import evaluate

    text = (SAMPLES / "schneider-von-gent-schneider17-41.txt").read_text()
    first = GAME.parse_record(text, {"mode": "single"})
    s = GAME.new_state({})
    for action in first:
        s = s.apply(next(a for a in s.legal_actions() if a.text == action.text))
    assert s.game_no == 1 and s.scores == (41,)
    assert evaluate(s)[0] > 0.6  # player B must make 42 as taylor


def test_greedy_play_by_the_evaluation_beats_random_play_in_a_match():
    from pyengine.games.schneider.evaluation import evaluate

    score = greedy_score(lambda: GAME.new_state({}), evaluate, games=20, seed=3)
    assert score >= 17


@pytest.mark.parametrize("board", ["schneider17", "ghent17"])
def test_the_board_names_every_face_with_or_without_its_button(board):
    """The move list (``10-9+f7``) and the lessons name faces: each is named on the board, the
    empty ones in their middle, the others under their button (a walk met "the button in f9" on
    a board that named only the empty faces)."""
    import re

    from pyengine.games.schneider.view import render

    game = get_game("schneider-von-gent")
    state = game.new_state({"board": board})
    svg = render(state)
    named = set(re.findall(r'class="face-label[^"]*"[^>]*>f(\d+)<', svg))
    faces = len(game_of(state).board.faces)
    assert named == {str(f) for f in range(faces)}, sorted(named, key=int)


# --- The board's drawing ------------------------------------------------------------------------


@pytest.mark.parametrize("board", ["schneider17", "ghent17"])
def test_a_buttons_face_name_lies_on_no_node_id_nor_the_thimble_wherever_she_stands(board):
    """A walk found "f1" under the thimble on node 1, and on the Ghent board "f2" on node 8's id:
    each face's name is placed where it lies on nothing drawn (the label's box as the browser
    measures it at the phone's sizes: pyengine/games/schneider/view.py)."""
    import re

    from pyengine.games.schneider import view

    for node in range(17):
        s = do(state_of(board), f"@{node}")
        svg = view.render(s)
        x, y = view._xy(s.board.coords[node])
        thimble = (x - 9, y - 30, x + 9, y - 14)
        texts = [
            (dict(re.findall(r'([\w-]+)="([^"]*)"', attrs)), inside)
            for attrs, inside in re.findall(r"<text ([^>]*)>([^<]*)<", svg)
        ]
        ids = [
            view._text_box(v, "start", (float(a["x"]), float(a["y"])), view.ID_PX)
            for a, v in texts
            if a.get("class") == "node-id"
        ]
        assert len(ids) == 17
        names = [(a, v) for a, v in texts if a.get("class") == "face-label named"]
        assert len(names) == s.free_buttons()
        for a, name in names:
            box = view._text_box(name, a["text-anchor"], (float(a["x"]), float(a["y"])), view.LABEL_PX)
            assert not view._overlap(box, thimble), (node, name)
            assert not any(view._overlap(box, other) for other in ids), (node, name)


def test_every_action_is_said_in_words_not_as_its_record_token():
    """A screen reader hears the start node, a walk, a taken button, a button's move and the
    buttons' words, in English and in German; never "@6" or "f1>f2"."""
    from pyengine import i18n

    game = get_game("schneider-von-gent")
    s = new_state(config_of({}))
    said = []
    for _ in range(8):  # the start, then walks, rewards (or none) and the buttons' moves
        action = s.legal_actions()[0]
        after = s.apply(action)
        said.append(game.action_words(s, action, after))
        s = after
    assert said[0].startswith("the thimble on node ") and said[1].startswith("node "), said
    assert not [w for w in said if "@" in w or ">" in w or w in ("pass", "decline", "count")], said
    start = new_state(config_of({}))
    first = start.legal_actions()[0]
    i18n.set_language("de")
    try:
        assert game.action_words(start, first, start.apply(first)) == "Fingerhut auf Knoten 0"
    finally:
        i18n.set_language("en")
