"""Records with comments and variations (pyengine/contract/study.py): for every game, random
games with random comments and nested variations at random places write and read back to the
same line; the errors name the first bad token, where it stands, in English and German; a
record as a person writes it reads."""

from __future__ import annotations

import random
import time

import pytest

from pyengine import i18n
from pyengine.app.pasted import PasteError, read_pasted, read_pasted_study
from pyengine.catalogue import every_id, get_game
from pyengine.contract import CHANCE, State
from pyengine.contract.actions import Action, draw_answer, draw_offer, is_meta, resignation
from pyengine.contract.replay import apply, resigner
from pyengine.contract.study import Line, read_study, write_study

#: Comments as people write them: umlauts, quotes, parentheses, a PGN-like move text.
COMMENTS = ["Gut.", 'Schön "gespielt", oder?', "Besser (wie immer) f3!", "Ärger: 12. x (a)", "Why?!"]


def _turn_key(state: State, action: Action) -> object:
    number = state.turn_number()
    return number if number is not None else ("seat", state.to_move(), state.roller())


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
    game = get_game(game_id)
    rng = random.Random(game_id)
    began = time.perf_counter()
    for _ in range(3):
        line = _line(game, game.new_state(), rng, rng.randint(2, 14), 2)
        text = write_study(game, line)
        assert read_study(game, text) == line, text
    assert time.perf_counter() - began < 2
