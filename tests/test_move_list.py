"""The move list by turns (issue 35, item 1): each turn one entry in the game's own notation,
numbered as its records number turns; a two-seat game's pair shares a row as on lichess, other
orders list turns by seat; a turn under way goes as far as it goes; a draw or resignation stands
apart. The page's markup of these rows: tests/test_page_polish.py."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from pyengine.app.controller import Match
from pyengine.contract import CHANCE
from pyengine.catalogue import all_games

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
GAMES = [g.info.id for g in all_games()]


def loaded(game: str, record: str, **options) -> Match:
    m = Match(game, options)
    message = m.import_record(record)
    assert message == "", message
    return m


def rows(m: Match) -> list[tuple[int | None, list[str]]]:
    return [(r["number"], [e["text"] for e in r["entries"]]) for r in m.turns()]


def entries(m: Match) -> list[dict]:
    return [e for r in m.turns() for e in r["entries"]]


def test_chivalry_a_jump_of_several_legs_is_one_move_and_a_canters_stop_is_no_move():
    m = loaded("chivalry", "1. E6-C8 D11-D9xB7xD5\n")
    assert rows(m) == [(1, ["E6-C8", "D11-D9xB7xD5"])]
    assert len(m.actions) > 2  # the legs and the stop are actions of their own


def test_chivalry_a_move_under_way_is_shown_as_far_as_it_goes():
    m = loaded("chivalry", "1. E6-C8 D11-D9xB7xD5\n")
    m.goto(len(m.actions))
    leg = m.state.legal_actions()[0]
    m.play(leg)
    assert rows(m)[-1][0] == 2 and rows(m)[-1][1] == [m.game.action_text(m.states[-2], leg, m.states[-1])]


def test_not_divisors_a_placement_is_number_at_cell_and_plies_are_numbered_one_by_one():
    record = (SAMPLES / "not-divisors-example.txt").read_text()
    m = loaded("not-divisors", record)
    listed = rows(m)
    assert [n for n, _ in listed] == list(range(1, len(listed) + 1))
    assert all(len(texts) == 1 and re.fullmatch(r"-?\d+@[a-z]\d+", texts[0]) for _, texts in listed)
    plies = re.findall(r"\d+\. (\S+@\S+)", record)
    assert [t[0] for _, t in listed] == plies


def test_not_divisors_a_cell_chosen_before_its_number_shows_a_question_mark():
    m = Match("not-divisors")
    m.play(m.state.legal_actions()[0])
    assert rows(m) == [(1, [f"?@{m.actions[0].text}"])]


def test_caduceus_a_turn_is_its_chains_as_the_record_writes_them():
    record = (SAMPLES / "caduceus-8x8.txt").read_text()
    m = loaded("caduceus", record)
    written = [line.split(None, 1)[1].split("   ") for line in m.record().splitlines()[1:] if line.strip()]
    for (number, texts), columns in zip(rows(m), written):
        assert [t for t in texts if t != "resign"] == [
            c.replace("resign", "").strip() for c in columns if c.strip()
        ]
    assert [n for n, _ in rows(m)] == list(range(1, len(rows(m)) + 1))


def test_progressive_chess_a_series_is_one_entry_numbered_by_its_series():
    m = loaded("progressive-chess", "1. e4\n2. f6 g5\n3. Qh5#\n")
    assert rows(m) == [(1, ["e4"]), (2, ["f6 g5"]), (3, ["Qh5#"])]


def test_progressive_chess_a_series_ended_early_has_no_end_word():
    m = loaded("progressive-chess", "1. e4\n2. e5\n3. d4\n")
    assert rows(m)[1] == (2, ["e5"]) and "end" not in rows(m)[1][1][0]


def test_two_seat_alternate_turns_share_a_row_per_number():
    m = loaded("cross", (SAMPLES / "cross-corrected.txt").read_text())
    listed = rows(m)
    assert listed[0] == (1, ["i6", "k4 k6"]) and listed[5] == (6, ["o4 f5", "n5 d7"])
    assert all(len(texts) <= 3 for _, texts in listed)  # a pair, and at the end the resignation


def test_plexus_half_moves_share_their_full_move_in_either_order():
    record = (SAMPLES / "plexus-example-a.txt").read_text()
    m = loaded("plexus", record)
    first = entries(m)[:4]
    assert [e["seat"] for e in first] == [0, 1, 1, 0]  # P1 P2, then P2 P1
    assert [n for n, _ in rows(m)][:2] == [1, 2]


def test_triad_three_seats_list_turns_by_seat_one_a_row():
    rng = random.Random(4)
    m = Match("triad")
    while len(m.actions) < 12:
        m.play(rng.choice(m.state.legal_actions()))
    listed = rows(m)
    assert [n for n, _ in listed] == list(range(1, len(listed) + 1))
    assert all(len(texts) == 1 and len(texts[0].split()) <= 2 for _, texts in listed)


def test_dice_a_roll_and_its_move_are_one_entry_and_a_roll_alone_is_the_rollers():
    m = Match("karls-rennen", seed=3)
    m.play(m.chance_action())
    assert rows(m) == [(1, [m.actions[0].text])] and entries(m)[0]["seat"] == m.states[0].roller()
    m.play(m.state.legal_actions()[0])
    assert rows(m)[0][1][0].startswith(m.actions[0].text) and len(rows(m)) == 1


def test_a_draw_offer_and_its_answer_stand_apart_in_the_row_they_happened_in():
    m = Match("cross")
    m.play(m.state.legal_actions()[0])
    m.offer_draw()
    m.play(m.state.legal_actions()[-1])  # declined or accepted: an answer
    last = m.turns()[-1]["entries"]
    assert [e["text"] for e in last][-2] == "draw?" and last[-1]["text"] in ("draw", "no-draw")


@pytest.mark.parametrize("game", GAMES)
def test_every_action_is_in_exactly_one_entry_in_order_with_resignations_and_draws(game):
    """Random games with a resignation or a draw offer at a random moment: the entries cover
    the actions one after another, each numbered row's number is the record's kind of number
    (rising within a game), and every entry has text."""
    for seed in range(12):
        rng = random.Random(seed)
        m = Match(game, seed=seed)
        stop = rng.randrange(1, 60)
        while not m.state.is_over() and len(m.actions) < stop:
            if m.state.to_move() == CHANCE:
                m.play(m.chance_action())
            elif rng.random() < 0.03 and m.can_offer_draw():
                m.offer_draw()
            else:
                m.play(rng.choice(m.state.legal_actions()))
        if not m.state.is_over() and m.can_resign() and rng.random() < 0.5:
            m.resign()
        at = 0
        for e in entries(m):
            assert e["start"] == at and e["goto"] > e["start"] and e["text"].strip(), (game, seed, e)
            at = e["goto"]
        assert at == len(m.actions), (game, seed)


def test_fehde_the_lot_for_who_begins_is_an_entry_of_its_own_before_move_one():
    # Rules: the lot decides who begins; the record says it in its header ([first White]), and
    # the move list shows it before the first move, which it does not belong to.
    m = Match("fehde", seed=3)
    m.play(m.chance_action())
    m.play(m.state.legal_actions()[0])
    first = ("White", "Black")[m.state.mover ^ 1]
    assert rows(m) == [(None, [f"{first} begins (lot)"]), (1, [m.actions[1].text])]
    assert [(e["start"], e["goto"]) for e in entries(m)] == [(0, 1), (1, 2)]
