"""Caduceus, written from shared/rules/caduceus.md: the board and the chains (sections 2-3),
every rule of section 4 and every Decision of section 9, the source's two games (section 8:
the 8×8 game replays to its printed boards, the 10×10 game breaks at its erratum and its
correction replays), the notation and the parser's refusals (section 7), random play, the AI."""

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
from pyengine.contract.replay import apply
from pyengine.games.caduceus.notation import board_text, moves_of_turn, parse_move
from pyengine.games.caduceus.rules import CHAINS, CONFIGS, OWNER, CaduceusState, board_for, new_state

GAME = get_game("caduceus")
ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
OPTIONS = [{"size": 8}, {"size": 10}]


def replay(text: str, size: int) -> CaduceusState:
    state = GAME.new_state({"size": size})
    for action in GAME.read_record(text, {"size": size}):
        state = apply(state, action, GAME.info)
    return state


def chains_named(state: CaduceusState) -> dict[str, str]:
    board = board_for(state.config.size)
    return {CHAINS[c]: " ".join(board.names[i] for i in chain) for c, chain in enumerate(state.chains)}


def move(state: CaduceusState, *tokens: str) -> CaduceusState:
    for token in tokens:
        for action in parse_move(state, token):
            state = state.apply(action)
    return state


def stones(diagram: str) -> list[list[str]]:
    """A diagram's cells, with the source's ``,`` (emptied) as empty, its links and row numbers dropped."""
    rows = [row.replace("-", " ").replace(",", ".").split() for row in diagram.strip().splitlines()]
    return [row[:-1] if row and row[-1].isdigit() else row for row in rows]


# -- 2. Board, chains; 3. setup


def test_cells_are_named_column_letter_then_row_with_row_1_on_top():
    board = board_for(8)
    assert board.names[0] == "a1" and board.names[7] == "h1" and board.names[63] == "h8"
    # a1 is drawn top left, h8 bottom right.
    assert board.centres[board.parse("a1")][1] < board.centres[board.parse("a8")][1]


def test_directions_n_is_one_row_up_s_down_e_right_w_left():
    s = new_state(CONFIGS[8])  # J on a1: only e and s stay on the board
    assert sorted(a.text for a in s.legal_actions() if a.text.startswith("J:")) == ["J:e", "J:s"]


def test_start_cells_8x8_j_a1_n_h8_b_a8_t_h1_and_10x10_decision_j_j1_n_a10_b_a1_t_j10():
    assert chains_named(new_state(CONFIGS[8])) == {"J": "a1", "N": "h8", "B": "a8", "T": "h1"}
    assert chains_named(new_state(CONFIGS[10])) == {"J": "j1", "N": "a10", "B": "a1", "T": "j10"}
    assert OWNER == (0, 0, 1, 1)


def test_presets_remove_one_and_grow_two_on_8x8_remove_two_and_grow_three_on_10x10():
    assert (CONFIGS[8].removal, CONFIGS[8].growth) == (1, 2)
    assert (CONFIGS[10].removal, CONFIGS[10].growth) == (2, 3)


# -- 4. Turn structure and legal moves


def test_a_chain_move_removes_the_tail_then_grows_the_head_rookwise_onto_empty_cells():
    s = move(new_state(CONFIGS[8]), "es")  # J: a1 removed, b1, b2 added
    assert chains_named(s)["J"] == "b1 b2"
    s = move(s, "ee", "ss", "es")  # B, T; then J again: b1 removed, c2, c3
    assert chains_named(s)["J"] == "b2 c2 c3"


def test_decision_removed_cells_are_empty_at_once_and_growth_may_reenter_the_former_head():
    # 10×10: a one-stone chain is removed entirely (r = 2 > 1), its first new stone goes next to
    # the former head j1, and the growth comes back onto j1 itself.
    after = move(new_state(CONFIGS[10]), "J:wes")  # j1 removed; i1, j1, j2
    assert chains_named(after)["J"] == "i1 j1 j2"
    # 8×8: the cell the tail just left is empty at once and may be grown into in the same move.
    s8 = move(new_state(CONFIGS[8]), "es", "ee", "ss", "J:wn", "N:nw", "ee", "ss")  # J = b2 a2 a1
    assert chains_named(s8)["J"] == "b2 a2 a1"
    assert chains_named(move(s8, "J:es"))["J"] == "a2 a1 b1 b2"  # b2 removed, then b1, b2


def test_group_restricted_12_star_player_1s_first_turn_is_one_chain_move_with_either_chain():
    s = new_state(CONFIGS[8])
    assert {a.text.split(":")[0] for a in s.legal_actions()} == {"J", "N"}
    after = move(s, "N:nw")
    assert after.mover == 1 and after.turn == 1  # one move: the turn is over


def test_every_other_turn_is_two_chain_moves_one_per_chain_in_the_movers_order():
    s = move(new_state(CONFIGS[8]), "es")
    assert s.mover == 1
    half = move(s, "T:ss")  # player 2 begins with his second chain
    assert half.mover == 1 and {a.text.split(":")[0] for a in half.legal_actions()} == {"B"}
    with pytest.raises(RuleError, match="already moved"):
        parse_move(half, "T:ww")
    done = move(half, "ee")
    assert done.mover == 0 and done.turn == 2


def test_a_step_is_offered_only_if_the_whole_turn_can_still_be_completed():
    # Player 2's T on h1 (8×8) boxed in: g1 and h2 taken by J, so T cannot move at all —
    # B's steps are not offered either (the turn could never be completed): no legal action.
    cfg = CONFIGS[8]
    board = board_for(8)
    p = lambda *names: tuple(board.parse(n) for n in names)  # noqa: E731
    s = CaduceusState(config=cfg, chains=(p("f1", "g1"), p("h3", "h2"), p("a8"), p("h1")), mover=1, turn=1)
    assert s.legal_actions() == ()
    # With h2 free, T may step north, and B's steps are offered only if T can then move.
    s = CaduceusState(config=cfg, chains=(p("f1", "g1"), p("h4", "h3"), p("a8"), p("h1")), mover=1, turn=1)
    for action in s.legal_actions():
        assert s.apply(action).legal_actions(), action.text  # never stuck halfway


def test_decision_a_player_without_a_complete_legal_turn_loses():
    board = board_for(8)
    p = lambda *names: tuple(board.parse(n) for n in names)  # noqa: E731
    # Player 1 closes g1 and h2 around T's only stone on h1: player 2 cannot complete a turn.
    s = CaduceusState(
        config=CONFIGS[8], chains=(p("e1", "f1"), p("h3", "h2"), p("a8"), p("h1")), mover=0, turn=2
    )
    s = move(s, "J:es", "N:ss")  # J f1 g1 g2; N h2 h3 h4
    assert (
        s.is_over()
        and s.returns() == (1.0, 0.0)
        and "Player 2 (B, T) cannot complete a turn" in s.end_reason()
    )


def test_resignation_loses_and_is_written_resign():
    m = Match("caduceus")
    m.type_move("es")
    m.resign()  # player 2, whose turn it is
    assert m.state.returns() == (1.0, 0.0)
    assert m.record().rstrip().endswith("1.   es --     resign")
    back = Match("caduceus")
    assert back.import_record(m.record()) == "" and back.actions == m.actions


# -- 8. The source's games


def test_the_8x8_game_after_two_turns_is_the_first_diagram():
    s = replay("1. es -- ee ss\n2. es nw nn ww\n", 8)
    printed = """
. . . . . . . .
. j-j . . . . ,
. . J . . T-t-t
. . . . . . . .
. . . . . . . .
. . B . . . . .
. . b . . . N-n
. , b . . . . ."""
    ours = "\n".join(row.rsplit(" ", 1)[0].rstrip() for row in board_text(s).splitlines())
    assert ours == printed.strip()  # links and the emptied b8 and h2 too


def test_the_8x8_game_replays_to_the_printed_final_board_and_player_2_wins():
    text = (SAMPLES / "caduceus-8x8.txt").read_text()
    actions = GAME.read_record(text, {"size": 8})
    s = GAME.new_state({"size": 8})
    for a in actions[:-1]:
        s = s.apply(a)
    assert chains_named(s) == {
        "J": "e7 d7 d8 e8 f8 g8 h8 h7 h6 g6 f6",
        "N": "h3 h4 h5 g5 f5 f4 e4 d4 c4 b4",
        "B": "b7 c7 c8 b8 a8 a7 a6 a5 b5 c5 c6",
        "T": "g2 h2 h1 g1 f1 e1 d1 c1 c2 c3 b3",
    }
    printed = """
. . t-t-t-t-t-t
. . t . . ,-t-t
. T-t . . . . n
. N-n-n-n-n . n
b-b-b . . n-n-n
b . B . . J-j-j
b b-b j-j . . j
b-b-b j-j-j-j-j"""
    assert stones(board_text(s)) == stones(printed)
    # Player 1 resigned with 10 legal turns left: N's only move wn, J's se sw wn ws ww.
    assert sorted(m for m in _whole_moves(s, 1)) == ["wn"] and sorted(_whole_moves(s, 0)) == [
        "se",
        "sw",
        "wn",
        "ws",
        "ww",
    ]
    end = apply(s, actions[-1], GAME.info)
    assert end.returns() == (0.0, 1.0)


def _whole_moves(state: CaduceusState, chain: int) -> list[str]:
    """The letters of every move of ``chain`` that starts a completable turn."""
    out = []
    for a in state.legal_actions():
        if a.data[1] != chain:
            continue
        todo = [(state.apply(a), a.data[2])]
        while todo:
            s, letters = todo.pop()
            if s.cur < 0:
                out.append(letters)
                continue
            todo += [(s.apply(b), letters + b.data[1]) for b in s.legal_actions()]
    return out


def test_both_orders_of_every_turn_of_the_8x8_game_are_legal_and_give_the_same_position():
    text = (SAMPLES / "caduceus-8x8.txt").read_text()
    m = Match("caduceus")
    assert m.import_record(text) == ""
    states = m.states
    from pyengine.kit.turns import turn_spans

    for span in turn_spans(states, m.actions):
        if m.actions[span[0]].text == "resign":
            continue
        made = moves_of_turn([m.actions[i] for i in span])
        if len(made) < 2:
            continue
        before = states[span[0]]
        swapped = move(before, *(f"{CHAINS[c]}:{letters}" for c, letters in reversed(made)))
        assert swapped.chains == states[span[-1] + 1].chains


def test_the_10x10_game_replays_to_turn_18_with_the_spec_position():
    text = (SAMPLES / "caduceus-10x10-printed.txt").read_text()
    upto = "\n".join(line for line in text.splitlines() if not line.startswith("19."))
    s = replay(upto, 10)
    assert chains_named(s) == {
        "J": "b2 c2 d2 d3 d4 c4 c5 c6 c7 b7 a7 a6 b6 b5 a5 a4 b4 b3 a3 a2",
        "N": "g9 f9 f10 e10 e9 d9 d10 c10 c9 b9 b10 a10 a9 a8 b8 c8 d8 e8 f8",
        "B": "e2 e3 e4 e5 d5 d6 e6 e7 f7 f6 f5 f4 g4 g3 f3 f2 g2 g1 h1 h2",
        "T": "h7 g7 g6 h6 i6 i5 i4 h4 h3 i3 j3 j4 j5 j6 j7 j8 j9 j10 i10 i9",
    }


def test_erratum_1_the_printed_10x10_record_breaks_at_turn_19_chain_j_step_2_off_the_board():
    text = (SAMPLES / "caduceus-10x10-printed.txt").read_text()
    with pytest.raises(RecordError) as err:
        GAME.read_record(text, GAME.record_options(text))
    assert str(err.value) == "turn 19, chain J, step 2 (nws): west of a1 is off the board"
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "caduceus", str(SAMPLES / "caduceus-10x10-printed.txt")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1 and "turn 19, chain J, step 2 (nws): west of a1 is off the board" in out.stderr


def test_erratum_1_js_legal_moves_in_turn_19_and_the_corrected_record_replays_to_player_2_resigning():
    text = (SAMPLES / "caduceus-10x10-printed.txt").read_text()
    upto = "\n".join(line for line in text.splitlines() if not line.startswith("19."))
    s = replay(upto, 10)
    assert sorted(_whole_moves(s, 0)) == sorted("nes nee ene enw een ees".split())
    corrected = (SAMPLES / "caduceus-10x10-corrected.txt").read_text()
    end = replay(corrected, 10)
    assert end.returns() == (1.0, 0.0) and "Player 2 (B, T) resigned" in end.end_reason()
    assert board_for(10).names[end.inner.chains[0][-1]] == "b2"  # J's head on b2, as printed
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pyengine",
            "replay",
            "caduceus",
            str(SAMPLES / "caduceus-10x10-corrected.txt"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr


def test_decision_the_10x10_start_cells_are_the_only_corner_assignment_that_replays():
    from itertools import permutations

    from pyengine.games.caduceus.notation import parse_record
    from pyengine.games.caduceus.rules import Config

    text = (SAMPLES / "caduceus-10x10-corrected.txt").read_text()
    good = []
    for corners in permutations(("a1", "j1", "a10", "j10")):
        try:
            parse_record(text, Config(10, 2, 3, corners))
            good.append(corners)
        except RecordError:
            pass
    assert good == [("j1", "a10", "a1", "j10")]


# -- 7. Notation


def test_a_record_reads_and_writes_column_order_and_chain_prefixes():
    m = Match("caduceus")
    assert m.import_record("1. es -- ee ss\n2. N:nw J:es   nn ww") == ""
    assert chains_named(m.state)["N"] == "h7 g7" and chains_named(m.state)["J"] == "b2 c2 c3"
    record = m.record()
    assert "2.   N:nw J:es" in record and "nn ww" in record
    back = Match("caduceus")
    assert back.import_record(record) == "" and back.actions == m.actions
    # Player 1 may move N (not J) in his first turn: "--" stands in J's column.
    first = Match("caduceus")
    assert first.import_record("1. -- nw ee ss") == ""
    assert chains_named(first.state)["N"] == "h7 g7" and first.record().splitlines()[1].startswith(
        "1.   -- nw"
    )


@pytest.mark.parametrize(
    "record,where,why",
    [
        ("1. es -- ee ss\n2. nn", "turn 2, chain J, step 2 (nn)", "north of b1 is off the board"),
        ("1. ww --", "turn 1, chain J, step 1 (ww)", "west of a1 is off the board"),
        (
            "1. es -- ee ss\n2. es nn nn ww\n3. nw",
            "turn 3, chain J, step 1 (nw)",
            "c2 (north of c3) is not empty",
        ),
        ("1. es -- ee ss 2. es es nn ww", "turn 2, chain N, step", ""),
        ("1. ess -- ee ss", "turn 1, chain J, step 3 (ess)", "a chain move has 2 direction letters, not 3"),
        ("1. es -- e ss", "turn 1, chain B, step 2 (e)", "a chain move has 2 direction letters, not 1"),
        (
            "1. es -- ee T:sss",
            "turn 1, chain T, step 3 (T:sss)",
            "a chain move has 2 direction letters, not 3",
        ),
        ("1. es ee ss", "turn 1 (ee)", "its other slot must be --"),
        (
            "1. es -- ee --",
            "turn 1 (--)",
            "only the slot of the chain that does not move in player 1's first turn",
        ),
        ("1. es -- B:ee B:nn", "turn 1 (B:nn)", "chain B has already moved in this turn"),
        ("1. es -- ee ss 2. resign 3. es", "after resign (es)", "the game is over"),
    ],
)
def test_the_parser_refuses_naming_turn_chain_and_step(record, where, why):
    with pytest.raises(RecordError) as err:
        GAME.read_record(record, {"size": 8})
    assert where in str(err.value) and why in str(err.value), str(err.value)


def test_a_bad_record_in_the_box_loses_nothing_and_a_bad_link_keeps_its_legal_part():
    m = Match("caduceus")
    assert m.import_record("1. es -- ee ss") == ""
    kept = list(m.actions)
    message = m.import_record("1. es -- ee ss\n2. es ee")
    assert "turn 2, chain N, step 1 (ee): east of h8 is off the board" in message and m.actions == kept
    link, problem = saved.open_link("game=caduceus&moves=J:e+s+B:e+e+T:s+s+J:e+zz", ("random",))
    assert [a.text for a in link.actions] == ["J:e", "s", "B:e", "e", "T:s", "s", "J:e"]
    assert problem is not None and "zz" in str(problem)
    link, problem = saved.open_link("game=caduceus&moves=J:e+s+B:w", ("random",))
    assert len(link.actions) == 2 and "west of a8 is off the board" in str(problem)


def test_the_move_box_takes_a_whole_chain_move():
    m = Match("caduceus")
    assert m.type_move("es").ok and m.state.mover == 1
    refused = m.type_move("nn")  # B on a8: north then north is fine; T:... first: B a8 -> a7, a6
    assert refused.ok
    bad = m.type_move("ee")  # T on h1: east is off the board
    assert not bad.ok and "east of h1 is off the board" in bad.message


# -- random play


@pytest.mark.parametrize("options", OPTIONS)
def test_random_play_keeps_the_invariants(options):
    rng = random.Random(5)
    for game in range(1000):
        s = GAME.new_state(options)
        cfg = s.config
        while not s.is_over():
            actions = s.legal_actions()
            assert actions
            before = s
            s = s.apply(actions[rng.randrange(len(actions))])
            cells = [c for chain in s.chains for c in chain]
            assert len(cells) == len(set(cells))  # chains never overlap
            board = board_for(cfg.size)
            for chain in s.chains:  # consecutive stones are rookwise neighbours
                for a, b in zip(chain, chain[1:]):
                    (ac, ar), (bc, br) = board.coords[a], board.coords[b]
                    assert abs(ac - bc) + abs(ar - br) == 1
            if s.mover != before.mover and not s.is_over():
                assert s.turn == before.turn + 1
        assert s.legal_actions() == () and s.returns()[s.lost] == 0.0
        # Every chain move made each chain longer (g - r >= 1 with tails of at least r stones).
        assert all(len(chain) >= 1 for chain in s.chains)


# -- the AI


@pytest.mark.parametrize("level", ["random", "easy", "medium", "strong"])
def test_every_level_plays_either_seat(level):
    from pyengine.ai import Agent

    for size in (8, 10):
        states = [new_state(CONFIGS[size]), move(new_state(CONFIGS[size]), "es" if size == 8 else "wws")]
        for k, state in enumerate(states):
            action = (
                Agent(GAME, level, random.Random(k))
                .choose(state, iterations=None if level == "random" else 30)
                .action
            )
            assert action in state.legal_actions()


def _reference_turns(s: CaduceusState) -> set[tuple]:
    """Every complete turn from ``s`` (at a turn's start) by the rules' text alone: the chains in
    either order (one chain in player 1's first turn), each move all direction strings whose
    stones land on empty cells after its tail removal. Turns as ((chain, letters), ...)."""
    cfg, board = s.config, board_for(s.config.size)
    steps = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
    own = (0, 1) if s.mover == 0 else (2, 3)

    def moves(chains, c):
        chain = chains[c]
        rest = chain[min(cfg.removal, len(chain)) :]
        taken = {x for k, ch in enumerate(chains) if k != c for x in ch} | set(rest)
        out = []

        def grow(head, placed, letters):
            if len(letters) == cfg.growth:
                new = list(chains)
                new[c] = rest + tuple(placed)
                out.append((letters, tuple(new)))
                return
            col, row = board.coords[head]
            for d, (dc, dr) in steps.items():
                nxt = board.at(col + dc, row + dr)
                if nxt is not None and nxt not in taken and nxt not in placed:
                    grow(nxt, placed + [nxt], letters + d)

        grow(chain[-1], [], "")
        return out

    orders = [(c,) for c in own] if s.turn == 0 else [own, own[::-1]]
    found = set()
    for order in orders:
        todo = [(s.chains, ())]
        for c in order:
            todo = [
                (new, made + ((c, letters),)) for chains, made in todo for letters, new in moves(chains, c)
            ]
        found |= {made for _, made in todo}
    return found


def _engine_turns(s: CaduceusState) -> set[tuple]:
    out, todo = set(), [(s, ())]
    while todo:
        state, made = todo.pop()
        for a in state.legal_actions():
            nxt = state.apply(a)
            m = (
                made + ((a.data[1], a.data[2]),)
                if a.data[0] == "start"
                else made[:-1] + ((made[-1][0], made[-1][1] + a.data[1]),)
            )
            if nxt.turn != s.turn:
                out.add(m)
            else:
                todo.append((nxt, m))
    return out


@pytest.mark.parametrize("options", OPTIONS)
def test_the_engines_steps_make_exactly_the_complete_turns_the_rules_allow(options):
    rng = random.Random(9)
    checked = 0
    for game in range(25):
        s = GAME.new_state(options)
        while not s.is_over():
            if s.cur < 0 and not s.moved:
                assert _engine_turns(s) == _reference_turns(s)
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 300
