"""Records with comments and variations (pyengine/contract/study.py): for every game, random
games with random comments and nested variations at random places write and read back to the
same line; the errors name the first bad token, where it stands, in English and German; a
record as a person writes it reads."""

from __future__ import annotations

import random

import pytest

from pyengine import i18n
from pyengine.app.pasted import PasteError, read_pasted, read_pasted_study
from pyengine.catalogue import every_id, get_game
from pyengine.contract import CHANCE, State
from pyengine.contract.actions import Action, draw_answer, draw_offer, is_meta, resignation
from pyengine.contract.replay import apply, resigner
from pyengine.contract.study import Line, clean_comment, read_study, write_study

from test_every_game import option_sets

#: Comments as people write them: umlauts, quotes, parentheses, a PGN-like move text.
COMMENTS = ["Gut.", 'Schön "gespielt", oder?', "Besser (wie immer) f3!", "Ärger: 12. x (a)", "Why?!"]


def _turn_key(state: State, action: Action) -> object:
    """Which turn ``action`` in ``state`` belongs to, as pyengine/kit/turns.py groups them."""
    number = state.turn_number()
    seat = state.to_move()
    return (
        number if number is not None else ("seat", seat if seat is not None and seat >= 0 else state.roller())
    )


def _turns(game, state: State, rng: random.Random, turns: int) -> tuple[list[Action], list[int]]:
    """Whole random turns from ``state`` (chance by its odds): the actions, and where each
    turn ends."""
    actions: list[Action] = []
    ends: list[int] = []
    for _ in range(turns):
        if state.is_over():
            break
        key = None
        while not state.is_over():
            if state.to_move() == CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
            if key is not None and _turn_key(state, action) != key:
                break
            key = key if key is not None else _turn_key(state, action)
            actions.append(action)
            state = apply(state, action, game.info)
        ends.append(len(actions))
    return actions, ends


def _line(game, state: State, rng: random.Random, turns: int, depth: int) -> Line:
    """A random line of up to ``turns`` turns from ``state``, perhaps ended by resignation or
    an agreed draw, with random comments and (``depth`` deep) variations."""
    actions, ends = _turns(game, state, rng, turns)
    states = [state]
    for action in actions:
        states.append(apply(states[-1], action, game.info))
    end = states[-1]
    seat = resigner(end)
    if not end.is_over() and seat is not None and seat >= 0 and rng.random() < 0.3:
        if rng.random() < 0.5:
            actions.append(resignation(seat))
        else:
            offered = apply(end, draw_offer(seat), game.info)
            actions.append(draw_offer(seat))
            while not offered.is_over():
                actions.append(draw_answer(offered.to_move(), True))
                offered = apply(offered, actions[-1], game.info)
        ends.append(len(actions))
    places = [0, *ends]
    comments = sorted({k: rng.choice(COMMENTS) for k in rng.sample(places, min(3, len(places)))}.items())
    variations = []
    starts = [j for j in [0, *ends[:-1]] if j < len(actions) and not is_meta(actions[j])]
    for j in sorted(rng.sample(starts, min(2, len(starts)))) if depth else []:
        sub = _line(game, states[j], rng, rng.randint(1, 3), depth - 1)
        if sub.actions:
            variations.append((j, sub))
    return Line(tuple(actions), tuple(comments), tuple(variations))


@pytest.mark.parametrize("game_id", every_id())
def test_random_games_with_comments_and_variations_read_back_as_written(game_id):
    """Random games under random option sets of the game (as tests/test_every_game.py picks
    them), some ended by resignation or an agreed draw, annotated at random places."""
    game = get_game(game_id)
    rng = random.Random(game_id)
    choices = option_sets(game.info)
    for options in [choices[0], *rng.sample(choices[1:], min(3, len(choices) - 1))]:
        options = game.info.normalize_options(options)
        line = _line(game, game.new_state(options), rng, rng.randint(2, 20), 2)
        text = write_study(game, line, options)
        assert read_study(game, text, options) == line, text
        assert read_pasted_study(game, options, text) == (options, line), text
    i18n.set_language("de")  # a German page writes and reads the same record
    try:
        assert write_study(game, line, options) == text
        assert read_study(game, text, options) == line
    finally:
        i18n.set_language("en")


HAND_WRITTEN = {
    "progressive-chess": (
        "1. e4 {Good.} (1. d4 {Also.}) 2. d5 Nc6 {Black develops. (Why not?)}\n3. Nf3 Bb5 Bxc6",
        ["e4", "d5", "Nc6", "Nf3", "Bb5", "Bxc6+"],
        ((1, "Good."), (3, "Black develops. (Why not?)")),
        [(0, ["d4"])],
    ),
    "chivalry": (
        "1. H6-I5 {Quiet.} (1. L6-M7 {Sharper.} E10-F9 (G10-G9)) E10-F9\n2. L6-M7 {and\n so on}",
        ["H6-I5", "E10-F9", "L6-M7"],
        ((1, "Quiet."), (3, "and so on")),
        [(0, ["L6-M7", "E10-F9"])],
    ),
    "transvaal": (
        "[setup free] [limit 30]\nE: @N2 @12 @S1 {The English set up.}\n1. C-N1 (1. C-W1) S1-C\n2. N1-W1",
        ["@N2", "@12", "@S1", "C-N1", "S1-C", "N1-W1"],
        ((3, "The English set up."),),
        [(3, ["C-W1"])],
    ),
}


@pytest.mark.parametrize("game_id", sorted(HAND_WRITTEN))
def test_a_record_as_a_person_annotates_it_reads(game_id):
    text, actions, comments, variations = HAND_WRITTEN[game_id]
    game = get_game(game_id)
    options, line = read_pasted_study(game, {}, text)
    assert [a.text for a in line.actions] == actions
    assert line.comments == comments
    assert [(j, [a.text for a in v.actions]) for j, v in line.variations] == variations
    assert read_study(game, write_study(game, line, options), options) == line


def test_a_comment_is_one_line_without_braces_as_the_record_holds_it():
    game = get_game("progressive-chess")
    line = read_study(game, "1. e4 {a {b\n  c  }")
    assert line.comments == ((1, "a (b c"),)
    assert clean_comment(" Zug {gut}\n ") == "Zug (gut)"
    written = write_study(game, Line(line.actions, ((1, "x} {y"),)))
    assert read_study(game, written).comments == ((1, "x) (y"),)


def test_a_record_without_annotations_reads_as_a_pasted_record():
    game = get_game("progressive-chess")
    for text in ("1. e4\n2. d5 Nc6", "e2e4 d7d5", "1. e4\n2. d5 Nc3"):
        try:
            expected: object = read_pasted(game, {}, text)[1]
        except PasteError as err:
            expected = (err.message, err.span)
        try:
            got: object = list(read_pasted_study(game, {}, text)[1].actions)
        except PasteError as err:
            got = (err.message, err.span)
        assert got == expected


# (record, the bad token, English and German words of the message)
BAD = [
    ("1. e4 {Good. 2. d5 Nc6", "{", "is not closed with }", "nicht mit } geschlossen"),
    ("1. e4 (1. d4 2. d5 Nc6", "(", "is not closed with )", "nicht mit ) geschlossen"),
    ("1. e4 ) 2. d5 Nc6", ")", "closes no variation", "schließt keine Variante"),
    ("1. e4 } 2. d5", "}", "closes no comment", "schließt keinen Kommentar"),
    ("(1. d4) 1. e4", "(1. d4)", "no turn before it to replace", "kein Zug, den sie ersetzen"),
    ("1. e4 (1. d4 2. d5 Nc3) 2. d5 Nc6", "Nc3", "in a variation: series 2, move 2 (Nc3)", "Variante"),
    ("1. e4 {Nc3} (1. d4 (1. a4) 2. d5 Nc6 (2. e5 (2. e6 Kd7)))", "Kd7", "(Kd7)", "in einer Variante"),
    ("1. e4 {Nc3} 2. d5 Nc3", "Nc3", "series 2, move 2 (Nc3)", "Serie 2, Zug 2 (Nc3)"),
]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("text, token, english, german", BAD)
def test_a_bad_annotated_record_names_its_first_bad_token_and_where_it_stands(
    language, text, token, english, german
):
    i18n.set_language(language)
    try:
        with pytest.raises(PasteError) as caught:
            read_pasted_study(get_game("progressive-chess"), {}, text)
    finally:
        i18n.set_language("en")
    assert (english if language == "en" else german) in caught.value.message
    start = text.rindex(token) if token in ("Nc3", "Kd7") else text.index(token)
    assert caught.value.span == (start, start + len(token))
