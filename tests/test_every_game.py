"""Rules of the engine contract that hold for every game and every combination of its options:
a player whose turn it is always has an action, and every record, link and save the program
writes reads back to the same game, resignations and draws at any moment included. The example
game of docs/ADDING_A_GAME.md (unlisted) is one of them."""

from __future__ import annotations

import itertools
import random

import pytest

from pyengine.ai import level_names
from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import CHANCE, RecordError, apply, resignation
from pyengine.catalogue import all_games, get_game
from pyengine.contract.replay import resigner
from pyengine.contract.state import seat_names_in, seats_of

from game_hints import play


#: At most this many option sets per game: beyond it (Subdivide's 2,196 combinations), every
#: value of every option with the others at their defaults, then a seeded sample of the rest.
MOST = 60


def option_sets(info) -> list[dict]:
    """Every combination of option values; an option that does not matter under the others
    (``only_if``) keeps its default, so no combination is played twice. More than ``MOST``:
    each value of each option once (the options it needs set), and a seeded sample."""
    keys = [o.key for o in info.options]
    out = []
    for values in itertools.product(*(o.values for o in info.options)):
        chosen = dict(zip(keys, values))
        if all(chosen[o.key] == o.default or all(chosen[k] == v for k, v in o.only_if) for o in info.options):
            out.append(chosen)
    if len(out) <= MOST:
        return out
    base = {o.key: o.default for o in info.options}
    picked = [base]
    for o in info.options:
        for v in o.values:
            one = dict(base, **dict(o.only_if), **{o.key: v})
            if one not in picked:
                picked.append(one)
    rest = [c for c in out if c not in picked]
    return picked + random.Random(info.id).sample(rest, max(0, MOST - len(picked)))


GAMES = [*all_games(), get_game("example")]
CASES = [
    pytest.param(g.info.id, opts, id=f"{g.info.id}-" + "-".join(str(v) for v in opts.values()))
    for g in GAMES
    for opts in option_sets(g.info)
]


def random_game(
    game_id: str,
    options: dict,
    rng: random.Random,
    resign_at: float | None = None,
    max_actions: int = 400,
    offers: bool = True,
) -> Match:
    """A match played at random; with ``resign_at`` (a fraction of ``max_actions``) the seat
    that may resign does so at that moment, wherever it falls in a turn (in games with draw
    offers, it offers a draw instead, half of the time, which every other seat accepts, or one
    declines); draws are offered and declined at other moments too."""
    m = Match(game_id, options, seed=rng.randrange(1 << 20))
    stop = None if resign_at is None else int(resign_at * max_actions)
    while not m.state.is_over() and len(m.actions) < max_actions:
        if offers and m.can_offer_draw() and rng.random() < 0.03:
            assert m.offer_draw().ok
            while "decline-draw" in m.next_targets():
                m.click("accept-draw" if rng.random() < 0.5 else "decline-draw")
            assert not m.state.is_over() or m.state.end_reason() == "Drawn by agreement."
            if m.state.is_over():
                break
            continue
        if (
            offers
            and stop is not None
            and len(m.actions) >= stop
            and m.can_offer_draw()
            and rng.random() < 0.5
        ):
            assert m.offer_draw().ok
            while "decline-draw" in m.next_targets():
                m.click("accept-draw" if rng.random() < 0.9 else "decline-draw")
            stop = None if not m.state.is_over() else stop
            continue
        if stop is not None and len(m.actions) >= stop and m.can_resign():
            m.resign()
            break
        state = m.state
        if state.to_move() == CHANCE:
            m.play(m.chance_action())
        else:
            m.play(rng.choice(state.legal_actions()))
    return m


def test_option_sets_cover_every_value_of_every_option():
    for g in GAMES:
        sets = option_sets(g.info)
        for o in g.info.options:
            assert {s[o.key] for s in sets} == set(o.values), (g.info.id, o.key)


@pytest.mark.parametrize("game_id,options", CASES)
def test_a_seat_to_move_always_has_a_legal_action(game_id, options):
    """Karls Rennen §4.4 and the contract: while a game is not over, the actor has a choice."""
    game = get_game(game_id)
    rng = random.Random(hash(game_id) % 1000 + len(str(options)))
    for _ in range(play(game_id, "games")):
        state = game.new_state(options)
        for _ in range(600):
            seat = state.to_move()
            if seat is None:
                assert state.end_reason(), "a finished game says how it ended"
                break
            if seat == CHANCE:
                outcomes = state.chance_outcomes()
                assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                actions = state.legal_actions()
                assert (
                    actions
                ), f"{game_id} {options}: seat {seat} is to move but has no legal action: {state.status()}"
                action = rng.choice(actions)
            state = apply(state, action, game.info)


@pytest.mark.parametrize("game_id,options", CASES)
def test_every_record_link_and_save_reads_back_with_resignations_at_random_moments(game_id, options):
    rng = random.Random(len(game_id) * 31 + len(option_sets(get_game(game_id).info)))
    for i in range(play(game_id, "rounds")):
        resign_at = None if i % 4 == 0 else rng.random()
        m = random_game(game_id, options, rng, resign_at, max_actions=play(game_id, "max_actions"))
        text = m.record()
        # The record from the states the match holds is the record a replay writes.
        assert text == m.game.write_record(m.actions, m.options) and m.exports() == m.game.exports(m.actions)
        back = Match(game_id, options)
        assert back.import_record(text) == "", text
        assert back.actions == written(m.actions)  # a declined draw offer changes nothing: not written
        assert back.record() == text and back.state == m.state
        link = saved.from_link(saved.link_query(m), level_names())
        assert link.actions == m.actions and link.options == m.options
        stored = saved.from_json(saved.to_json(m))
        assert stored.actions == m.actions
        # The record's own move list (as in the URL) imports too.
        listed = Match(game_id, options)
        assert listed.import_record(" ".join(a.text for a in m.actions)) == "", saved.link_query(m)
        assert listed.actions == m.actions and listed.state == m.state


def written(actions: list) -> list:
    """The actions a record keeps: all but draw offers that were declined (with the consents
    given before the refusal)."""
    out = []
    for a in actions:
        if a.text == "no-draw":
            while out[-1].text != "draw?":
                out.pop()
            out.pop()
        else:
            out.append(a)
    return out


def test_a_resignation_by_a_seat_not_to_move_is_that_seats_in_a_record():
    """A person may resign while waiting (step 23): the line names the seat, which loses;
    a name that is no seat's is refused, saying which seats there are."""
    game = get_game("cross")
    text = "  ___xx_______oo___\n1:  -- i6   k4 k6\nWhite (o) resigns.\n"
    actions = game.read_record(text)
    assert actions[-1] == resignation(1, named=True)
    m = Match("cross", actions=actions)
    assert m.state.returns() == (1.0, 0.0) and m.record() == text
    with pytest.raises(RecordError) as err:
        game.read_record(text.replace("White (o)", "Green"))
    assert "no seat is called Green" in str(err.value) and "White (o)" in str(err.value)


def test_resigning_ends_every_game_and_match_and_is_recorded():
    """Resignation is the controller's: a match of several games too (Schneider von Gent,
    best-of series) ends at once, and the record names who resigned."""
    for game_id, options in [
        ("schneider-von-gent", {}),
        ("karls-rennen", {"match": "best-of-3"}),
        ("einstein", {"match": "best-of-5"}),
        ("karls-rennen", {"players": 4}),
    ]:
        m = random_game(game_id, options, random.Random(3), resign_at=0.02, offers=False)
        assert m.state.is_over(), game_id
        names = get_game(game_id).seat_names(m.options)
        seat = m.actions[-1].data.seat
        assert m.record().rstrip().endswith(f"{names[seat]} resigns.")
        assert f"{names[seat]} resigned" in m.state.end_reason()


def test_messages_quote_a_bad_token_cut_short():
    huge = "k" * 4_000_000
    m = Match("cross")
    message = m.import_record("1: -- " + huge)
    assert message.startswith("Record not loaded") and len(message) < 400
    with pytest.raises(RecordError) as err:
        saved.from_link({"game": "cross", "moves": huge}, level_names())
    assert len(str(err.value)) < 400


def test_resigner_is_the_seat_to_move_or_to_roll():
    state = get_game("karls-rennen").new_state({})
    assert state.to_move() == CHANCE and resigner(state) == state.roller() == 0
    done = apply(state, resignation(resigner(state)), get_game("karls-rennen").info)
    assert done.is_over() and resigner(done) is None


def _play_texts(game_id: str, texts: str, options: dict | None = None):
    m = Match(game_id, options or {})
    assert m.import_record(texts) == "", texts
    return m.state


def test_what_decided_the_game_is_named_on_the_board():
    # Cross: the cells of the losing cross (top j1 to bottom j11).
    state = _play_texts(
        "cross", "j1 q2 q10 k2 k6 s4 s8 k10 j3 o4 o8 j7 j9 u6 m10 j5 j11 o6 m2 k4 a6 q4 m8 k8 c6"
    )
    cells = set(state.decisive_targets())
    assert {"j1", "j3", "j5", "j7", "j9", "j11"} <= cells
    # Chess: the checkmated king's square.
    assert _play_texts("progressive-chess", "1. e4 2. f6 g5 3. Qh5#").decisive_targets() == ("sq:e8",)
    # A game still going has nothing marked.
    assert get_game("cross").new_state({}).decisive_targets() == ()


def test_dice_races_mark_the_goal_reached_and_not_a_last_capture():
    for game_id in ("karls-rennen", "einstein"):
        seen = {"goal": 0, "capture": 0}
        for seed in range(40):
            m = random_game(game_id, {}, random.Random(seed))
            reason = m.state.end_reason()
            marks = m.state.decisive_targets()
            if "reached" in reason:
                seen["goal"] += 1
                assert len(marks) == 1 and marks[0].split(":")[1] in reason
            else:
                seen["capture"] += 1
                assert marks == ()
        assert seen["goal"] > 0


def test_turn_progress_counts_the_actions_of_a_turn():
    cross = get_game("cross").new_state({})
    assert cross.turn_progress() == (0, 1)  # the single first stone
    after = _play_texts("cross", "i6 k4")
    assert after.turn_progress() == (1, 2)
    chess = _play_texts("progressive-chess", "1. e4 2. e5 d6 3. Nf3")
    assert chess.turn_progress() == (1, 3)


def test_seat_names_as_metadata_agree_with_the_states_for_every_option_set():
    """GameInfo names the seats per option as data (the catalogue and the page need no rules);
    the rules' own names in each state agree."""
    for g in GAMES:
        for options in option_sets(g.info):
            state = g.new_state(options)
            names = g.seat_names(options)
            assert len(names) in g.info.player_counts(), (g.info.id, options)
            assert seat_names_in(state, g.info) == names, (g.info.id, options)
            assert seats_of(state, g.info)[0] == len(names)


def test_the_catalogue_says_how_many_play():
    from pyengine.app.matchview import catalogue

    players = {c["id"]: c["players"] for c in catalogue()}
    assert players["karls-rennen"] == "2 or 4" and players["cross"] == "2"


@pytest.mark.parametrize("game", [g.info.id for g in all_games()])
def test_the_rules_text_has_the_game_its_notation_its_source_with_a_date_and_the_decisions(game):
    """Issue 35 item 9 (the page's panel: tests/test_page_polish.py)."""
    import re

    info = get_game(game).info
    page = info.rules_page()
    assert info.rules_html.strip() and info.notation_html.strip() and info.decided
    assert re.search(r"\b(1[89]|20)\d\d\b", info.source), info.source
    assert (
        page.index("<h3>Notation</h3>")
        < page.index("<h3>Where the rules come from</h3>")
        < page.index("<h3>Decided here</h3>")
    )
    assert page.count("<li>Decided here: ") == len(info.decided)
    assert not re.search(r"\b(seed|research|spec|section \d)", re.sub(r"<[^>]+>", "", page), re.I)


@pytest.mark.parametrize("game_id", [g.info.id for g in all_games()])
def test_a_board_drawn_after_a_resignation_gives_no_instruction_of_the_position_it_ended_in(game_id):
    """A game ended by resignation is drawn in its last position; its caption must not go on
    asking for the next move ("Black to roll the die.", "Full-move 4: endpoint or midpoint?")."""
    import html
    import re

    def captions(svg: str) -> set[str]:
        return {html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]+)</text>", svg)}

    rng = random.Random(1)
    m = Match(game_id, seed=1)
    for _ in range(6):
        m.play(m.chance_action() if m.state.to_move() == CHANCE else rng.choice(m.state.legal_actions()))
    asked = m.state.status()
    assert m.resign().ok
    drawn = captions(m.game.render(m.state, {}))
    assert not any(asked in t for t in drawn), (asked, drawn)
