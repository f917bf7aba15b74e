"""Golden playthroughs: seeded games written out state by state (position, whose step, the
legal actions, the action taken) and diffed against tests/playthroughs/*.txt.

After an intended change of rules or notation, regenerate with
``KABINETT_REGENERATE=1 python3 build.py test -k playthrough`` and review the diff.
"""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from pyengine.core import CHANCE, all_games, apply

FOLDER = Path(__file__).parent / "playthroughs"
CASES = [(g.info.id, options, seed) for g in all_games() for options, seed in ((None, 1), (None, 2))]
CASES.append(("cross", {"rules": "browne", "size": 5}, 3))


def playthrough(game_id: str, options, seed: int) -> str:
    from pyengine.core import get_game

    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(options)
    lines = [f"game: {game_id}", f"options: {game.info.normalize_options(options)}", f"seed: {seed}", ""]
    while True:
        lines.append(game.board_text(state).rstrip())
        lines.append(f"status: {state.status()}")
        if state.is_over():
            lines.append(f"returns: {state.returns()}")
            break
        if state.to_move() == CHANCE:
            outcomes = state.chance_outcomes()
            if len(outcomes) > 36:  # e.g. EinStein's 720 random arrangements
                lines.append(f"chance: {len(outcomes)} outcomes, probabilities summing to {sum(p for _, p in outcomes):.4f}")
            else:
                lines.append("chance: " + " ".join(f"{a.text}:{p:.4f}" for a, p in outcomes))
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            legal = state.legal_actions()
            lines.append(f"legal ({len(legal)}): " + " ".join(a.text for a in legal))
            action = rng.choice(legal)
        lines.append(f"action: {action.text}")
        lines.append("")
        state = apply(state, action, game.info)
    lines.append(f"record:\n{game.format_record(_actions(game, options, seed), options).rstrip()}")
    return "\n".join(lines) + "\n"


def _actions(game, options, seed):
    rng = random.Random(seed)
    state = game.new_state(options)
    actions = []
    while not state.is_over():
        if state.to_move() == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        actions.append(action)
        state = apply(state, action, game.info)
    return actions


@pytest.mark.parametrize("game_id,options,seed", CASES)
def test_playthrough_matches_its_golden_record(game_id, options, seed):
    name = f"{game_id}-{seed}.txt"
    text = playthrough(game_id, options, seed)
    path = FOLDER / name
    if os.environ.get("KABINETT_REGENERATE") or not path.exists():
        FOLDER.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if not os.environ.get("KABINETT_REGENERATE"):
            pytest.fail(f"{name} was missing and has been written: review and commit it")
    assert text == path.read_text(encoding="utf-8")
