"""Karls Rennen: every rule of shared/rules/karls-rennen.md, the board re-derived, random play."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pyengine.ai import Agent
from pyengine.ai.mcts import Search
from pyengine.contract import CHANCE, RecordError, RuleError, apply
from pyengine.catalogue import get_game
from pyengine.kit.dice import ROLLS, roll_action
from pyengine.games.karls import playout as kr_playout
from pyengine.games.karls.rules import MOVE, ROLL, Config, KarlsRennenState, new_state, tiling_of
from pyengine.kit.tiling import load_tiling

GAME = get_game("karls-rennen")
BOARD = Path(__file__).resolve().parent.parent / "boards" / "scherer21.json"
T = tiling_of(False)
ID = {sq.label: sq.id for sq in T.squares}

# Section 2's table: label -> N, E, S, W (N/S west to east, E/W north to south).
SPEC_TABLE = """
A - B GH - | B - CE JK AH | C - D EF B | D - - I CF | E C FI K B | F C D I E | G A HJ L - | H A B J G |
I FD - MN EK | J HB K L G | K BE IM OP JL | L GJ KO RS - | M I N PQ K | N I - T MQ | O K P U LS |
P KM QT - OU | Q M N T P | R L SU - - | S L O U R | T QN - - P | U SO P - R
"""


def spec_neighbours() -> dict[str, dict[str, list[str]]]:
    out = {}
    for row in SPEC_TABLE.replace("\n", " ").split("|"):
        label, *sides = row.split()
        out[label] = {d: [] if s == "-" else list(s) for d, s in zip("NESW", sides)}
    return out


def state(owner: dict[str, int], seat: int = 0, roll: int = 0, players: int = 2) -> KarlsRennenState:
    cells = [-1] * 21
    for label, s in owner.items():
        cells[ID[label]] = s
    return KarlsRennenState(Config(players), tuple(cells), seat=seat, phase=MOVE if roll else ROLL, roll=roll)


def sources(s: KarlsRennenState) -> set[str]:
    return {a.path[0][3:] for a in s.legal_actions()}


def targets_from(s: KarlsRennenState, label: str) -> set[str]:
    return {a.path[1][3:] for a in s.legal_actions() if a.path[0] == f"sq:{label}"}


# --- Section 2: the board ------------------------------------------------------------------------


def test_board_squares_tile_the_16_by_16_square_exactly():
    cover = [[0] * 16 for _ in range(16)]
    for sq in T.squares:
        for y in range(sq.y, sq.y + sq.size):
            for x in range(sq.x, sq.x + sq.size):
                cover[y][x] += 1
    assert all(c == 1 for row in cover for c in row)
    sizes = sorted(sq.size for sq in T.squares)
    assert sizes == [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 4 + [6]
    assert sum(s * s for s in sizes) == 256


def test_board_no_two_equal_squares_share_a_boundary_segment():
    for sq in T.squares:
        for side, ids in T.across[sq.id].items():
            for other in ids:
                assert T.squares[other].size != sq.size, (sq.label, side, T.squares[other].label)


def test_board_neighbours_derived_from_geometry_match_the_file_and_the_spec_table():
    data = json.loads(BOARD.read_text())
    spec = spec_neighbours()
    for sq in T.squares:
        assert {d: list(v) for d, v in T.across[sq.id].items()} == data["neighbors"][str(sq.id)]
        assert {d: [T.squares[i].label for i in v] for d, v in T.across[sq.id].items()} == spec[sq.label]


def test_board_ascii_map_of_the_file_matches_the_squares():
    data = json.loads(BOARD.read_text())
    for y, row in enumerate(data["ascii_letters"]):
        for x, letter in enumerate(row):
            sq = T.by_label(letter)
            assert sq.x <= x < sq.x + sq.size and sq.y <= y < sq.y + sq.size


def test_mirror_option_transposes_the_board_swapping_east_with_south():
    m = load_tiling("scherer21", True)
    for a, b in zip(T.squares, m.squares):
        assert (b.x, b.y, b.size) == (a.y, a.x, a.size)
        assert m.across[b.id]["E"] == T.across[a.id]["S"] and m.across[b.id]["N"] == T.across[a.id]["W"]


def test_board_every_square_but_the_goal_has_a_move_in_both_directions_of_every_player():
    # Section 4.4: a move always exists for a player with stones (the blocked-move edge case).
    pairs = {"T": ("E", "S"), "A": ("N", "W"), "R": ("S", "W"), "D": ("N", "E")}
    for sq in T.squares:
        for corner, (d1, d2) in pairs.items():
            if sq.label != corner:
                assert T.across[sq.id][d1] or T.across[sq.id][d2], (sq.label, d1, d2)
            else:
                assert not T.across[sq.id][d1] and not T.across[sq.id][d2]


# --- Section 3: setup ------------------------------------------------------------------------------


def test_setup_two_players_homes_and_white_begins():
    s = new_state(Config())
    white = {T.squares[x].label for x in s.stones(0)}
    black = {T.squares[x].label for x in s.stones(1)}
    assert white == set("TPNUQM") and black == set("ABCGHJ")
    assert sorted(T.squares[x].size for x in s.stones(1)) == [1, 2, 3, 3, 4, 5]
    assert s.seat == 0 and s.to_move() == CHANCE and s.roller() == 0
    assert GAME.new_state({"first": "Black"}).seat == 1


def test_setup_four_players_homes_and_clockwise_order_from_se():
    s = new_state(Config(4))
    homes = [{T.squares[x].label for x in s.stones(seat)} for seat in range(4)]
    assert homes == [set("TNQM"), set("RUSO"), set("AGHJ"), set("DCFE")]
    assert GAME.seat_names({"players": 4}) == ("White (SE)", "Blue (SW)", "Black (NW)", "Red (NE)")
    assert s.teams == ((0, 2), (1, 3))


# --- Section 4: turns --------------------------------------------------------------------------------


def test_turn_starts_with_a_die_roll_as_a_chance_action_of_six_equal_outcomes():
    s = new_state(Config())
    outcomes = s.chance_outcomes()
    assert [a.data for a, _ in outcomes] == [("roll", t) for t in range(1, 7)]
    assert all(abs(p - 1 / 6) < 1e-12 for _, p in outcomes)
    assert s.legal_actions() == ()
    after = s.apply(roll_action(3))
    assert after.phase == MOVE and after.to_move() == 0


def test_roll_moves_a_stone_on_a_square_of_that_size():
    s = state({"J": 1, "C": 1, "G": 1, "K": 1, "T": 0}, seat=1, roll=3)
    assert sources(s) == {"C", "G"}


def test_source_die_example_sizes_2_3_3_6_roll_4_moves_the_3s_or_the_6():
    s = state({"J": 1, "C": 1, "G": 1, "K": 1, "T": 0}, seat=1, roll=4)
    assert sources(s) == {"C", "G", "K"}


def test_missing_size_offers_only_the_side_that_exists():
    s = state({"J": 1, "C": 1, "T": 0}, seat=1, roll=6)  # nothing above 6: the largest below
    assert sources(s) == {"C"}
    s = state({"C": 1, "K": 1, "T": 0}, seat=1, roll=1)  # nothing below 1: the smallest above
    assert sources(s) == {"C"}


def test_last_stone_is_always_movable():
    for t in range(1, 7):
        assert sources(state({"K": 1, "T": 0}, seat=1, roll=t)) == {"K"}


def test_move_crosses_one_boundary_to_every_square_across_that_side():
    assert targets_from(state({"K": 1, "T": 0}, seat=1, roll=6), "K") == set("IMOP")  # Black: E, S
    assert targets_from(state({"K": 0, "A": 1}, seat=0, roll=6), "K") == set("BEJL")  # White: N, W


def test_wrong_direction_and_non_neighbour_are_refused_with_reasons():
    s = state({"K": 1, "T": 0}, seat=1, roll=6)
    with pytest.raises(RuleError, match="goes northwards: Black moves only eastwards or southwards"):
        s.apply(type(s.legal_actions()[0])(("sq:K", "sq:B"), "K-B", ("move", ID["K"], ID["B"])))
    with pytest.raises(RuleError, match="does not share a side"):
        s.apply(type(s.legal_actions()[0])(("sq:K", "sq:T"), "K-T", ("move", ID["K"], ID["T"])))


def test_capture_of_an_opposing_stone():
    s = state({"K": 1, "P": 0, "T": 0}, seat=1, roll=6)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "KxP"))
    assert after.owner[ID["P"]] == 1 and after.owner[ID["K"]] == -1 and after.stones(0) == [ID["T"]]


def test_capture_of_ones_own_stone_is_legal():
    s = state({"K": 1, "I": 1, "T": 0}, seat=1, roll=6)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "KxI"))
    assert after.stones(1) == [ID["I"]] and not after.is_over()


def test_four_players_a_player_without_stones_passes_without_rolling():
    s = state({"T": 0, "A": 2, "D": 3}, seat=1, players=4)  # SW (seat 1) has no stones
    assert s.to_move() == 1 and [a.text for a in s.legal_actions()] == ["pass"]
    after = s.apply(s.legal_actions()[0])
    assert after.seat == 2 and after.to_move() == CHANCE
    with pytest.raises(RuleError, match="may not pass"):
        state({"T": 0, "A": 2, "O": 1}, seat=1, players=4).apply(s.legal_actions()[0])


def test_four_players_capturing_the_partners_stone_is_legal():
    s = state({"K": 2, "I": 0, "P": 0, "A": 1, "D": 3}, seat=2, roll=6, players=4)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "KxI"))
    assert after.stones(0) == [ID["P"]] and not after.is_over()


# --- Section 5: the end -------------------------------------------------------------------------------


def test_black_wins_on_reaching_t_even_by_a_capture():
    s = state({"P": 1, "T": 0, "A": 0}, seat=1, roll=5)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "PxT"))
    assert after.is_over() and after.returns() == (0.0, 1.0) and "Black reached T" in after.end_reason()


def test_white_wins_on_reaching_a():
    s = state({"B": 0, "K": 1}, seat=0, roll=5)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "B-A"))
    assert after.is_over() and after.returns() == (1.0, 0.0)


def test_a_player_without_stones_loses():
    s = state({"K": 1, "P": 0}, seat=1, roll=6)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "KxP"))
    assert after.is_over() and after.returns() == (0.0, 1.0) and "last opposing stone" in after.end_reason()


def test_four_players_a_partner_reaching_the_goal_wins_for_the_team():
    s = state({"M": 0, "A": 2, "R": 1, "C": 3, "B": 0}, seat=0, roll=5, players=4)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "BxA"))
    assert after.is_over() and after.returns() == (1.0, 0.0, 1.0, 0.0)


def test_four_players_a_team_loses_only_when_both_partners_have_no_stones():
    s = state({"K": 2, "I": 3, "P": 1, "T": 0}, seat=2, roll=6, players=4)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "KxI"))  # Red's last: Blue still has P
    assert not after.is_over()
    s = state({"K": 2, "I": 3, "T": 0}, seat=2, roll=6, players=4)
    after = s.apply(next(a for a in s.legal_actions() if a.text == "KxI"))
    assert after.is_over() and after.returns() == (1.0, 0.0, 1.0, 0.0)


# --- Section 7: notation --------------------------------------------------------------------------------


def test_record_round_trip_with_rolls_replays_exactly():
    rng = random.Random(5)
    s, actions = GAME.new_state(), []
    while not s.is_over():
        a = (
            rng.choice([a for a, _ in s.chance_outcomes()])
            if s.to_move() == CHANCE
            else rng.choice(s.legal_actions())
        )
        actions.append(a)
        s = s.apply(a)
    text = GAME.format_record(actions)
    assert text.startswith("1. ") and GAME.parse_record(text) == actions


@pytest.mark.parametrize(
    "record, where, why",
    [
        ("1. 7:T-P", "ply 1 (7:T-P)", "a die shows 1 to 6, not 7"),
        ("1. 4:P-K", "ply 1 (4:P-K)", "may not move on a roll of 4"),
        ("1. 2:MxN", "ply 1 (2:MxN)", "goes eastwards: White moves only northwards or westwards"),
        ("1. 4:T-A", "ply 1 (4:T-A)", "A does not share a side with T"),
        ("1. 2:MxI", "ply 1 (2:MxI)", "nothing to capture on I: write M-I"),
        ("1. 4:TxN 2. pass", "ply 2 (pass)", "may not pass"),
        ("1. 4:T-P", "ply 1 (4:T-P)", "captures the stone on P"),
        ("1. 1:QxM 2. 3:C-D 3. 9:x", "ply 3 (9:x)", "expected <roll>"),
    ],
)
def test_record_errors_name_the_ply(record, where, why):
    with pytest.raises(RecordError) as err:
        GAME.parse_record(record)
    assert err.value.where == where and why in err.value.why


def test_record_rejects_anything_after_the_end():
    rng = random.Random(2)
    g, acts = GAME.new_state(), []
    while not g.is_over():
        a = (
            rng.choice([a for a, _ in g.chance_outcomes()])
            if g.to_move() == CHANCE
            else rng.choice(g.legal_actions())
        )
        acts.append(a)
        g = g.apply(a)
    rec = GAME.format_record(acts) + " 99. 3:A-B"
    with pytest.raises(RecordError, match="already over"):
        GAME.parse_record(rec)


def test_four_player_record_names_seats_and_passes():
    rng = random.Random(11)
    options = {"players": 4}
    for _ in range(30):
        s, acts = GAME.new_state(options), []
        while not s.is_over():
            a = (
                rng.choice([a for a, _ in s.chance_outcomes()])
                if s.to_move() == CHANCE
                else rng.choice(s.legal_actions())
            )
            acts.append(a)
            s = s.apply(a)
        text = GAME.format_record(acts, options)
        assert text.startswith("[players 4]") and GAME.parse_record(text, GAME.record_options(text)) == acts
        if "pass" in text:
            break
    assert " pass" in text
    with pytest.raises(RecordError, match="it is SE's turn, not SW's"):
        GAME.parse_record("[players 4] 1. SW 4:R-L", {"players": 4})


# --- The AI and random play -----------------------------------------------------------------------------


def test_search_treats_the_die_as_chance_choice_depends_on_the_roll_only_through_its_moves():
    # Black has stones on sizes 3 and 6 only: rolls 4 and 5 allow exactly the same moves.
    a = state({"C": 1, "K": 1, "T": 0, "P": 0}, seat=1, roll=4)
    b = state({"C": 1, "K": 1, "T": 0, "P": 0}, seat=1, roll=5)
    assert a.legal_actions() == b.legal_actions()
    ra = Search(GAME, a, random.Random(3)).run(iterations=400)
    rb = Search(GAME, b, random.Random(3)).run(iterations=400)
    assert ra.action == rb.action and ra.visits == rb.visits


def test_search_samples_rolls_by_their_probability_and_never_chooses_one():
    s = new_state(Config())
    search = Search(GAME, s, random.Random(1))
    search.run(iterations=1200)
    counts = [search.root.children[a].visits for a, _ in ROLLS]
    assert all(150 <= c <= 250 for c in counts), counts
    with pytest.raises(ValueError):
        Agent(GAME, "strong", random.Random(1)).choose(s, iterations=10)


def test_fast_playout_follows_the_rules():
    for seed in range(200):
        for players in (2, 4):
            s = GAME.new_state({"players": players})
            trace: list = []
            payoffs, _ = kr_playout.playout(s, random.Random(seed), trace)
            for seat, roll, x, y in trace:
                while (
                    s.to_move() != CHANCE
                    and s.legal_actions() == (s.legal_actions()[0],)
                    and s.legal_actions()[0].text == "pass"
                ):
                    s = s.apply(s.legal_actions()[0])
                assert s.seat == seat
                s = s.apply(roll_action(roll))
                s = s.apply(next(a for a in s.legal_actions() if a.data == ("move", x, y)))
            assert s.is_over() and s.returns() == payoffs


@pytest.mark.parametrize("options", [{}, {"players": 4}, {"mirror": "on"}, {"first": "Black"}])
def test_random_play_invariants(options):
    games = 1000
    rng = random.Random(7)
    for _ in range(games):
        s = GAME.new_state(options)
        n = s.n_seats
        for ply in range(2000):
            if s.is_over():
                break
            before = [set(s.stones(p)) for p in range(n)]
            if s.to_move() == CHANCE:
                s = apply(s, rng.choice(ROLLS)[0], GAME.info)
                assert [set(s.stones(p)) for p in range(n)] == before
                continue
            mover = s.seat
            s = apply(s, rng.choice(s.legal_actions()), GAME.info)
            after = [set(s.stones(p)) for p in range(n)]
            assert sum(map(len, after)) <= sum(map(len, before))  # stones never increase
            for p in range(n):
                if p != mover:
                    assert after[p] <= before[p]  # only the mover's stones move
            assert all(o in range(-1, n) for o in s.owner)
        assert s.is_over() and ply < 2000  # every game ends
        assert sorted(s.returns()) in ([0.0, 1.0], [0.0, 0.0, 1.0, 1.0])


def test_four_players_move_towards_the_opposite_corner_in_clockwise_turns():
    # NE (Red, seat 3): south or west; SW (Blue, seat 1): north or east (section 3, Decision).
    assert targets_from(state({"K": 3, "A": 2}, seat=3, roll=6, players=4), "K") == set("OPJL")
    assert targets_from(state({"K": 1, "A": 2}, seat=1, roll=6, players=4), "K") == set("BEIM")
    s = new_state(Config(4))
    order = []
    for _ in range(5):
        order.append(s.seat)
        s = s.apply(roll_action(1))
        s = s.apply(s.legal_actions()[0])
    assert order == [0, 1, 2, 3, 0]  # SE, SW, NW, NE, SE


def test_playout_distances_to_the_goal_match_the_board_files_table():
    data = json.loads(BOARD.read_text())["min_moves_to_goal"]
    white, black = kr_playout.distances(Config())
    assert black == tuple(data["Black (E/S moves, goal SE 4-square)"][str(i)] for i in range(21))
    assert white == tuple(data["White (N/W moves, goal NW 4-square)"][str(i)] for i in range(21))
