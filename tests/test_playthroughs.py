"""Golden playthroughs: games written out state by state (position, whose step, the legal
actions, the action taken) and diffed against tests/playthroughs/*.txt.

As OpenSpiel's do, a test replays the actions its file recorded (``action: ...`` lines), so a
change of the order of legal actions changes those lines only, not the whole game. A new file
is played at random from its seed. After an intended change of rules or notation, regenerate
with ``KABINETT_REGENERATE=1 python3 build.py test -k playthrough`` and review the diff.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from pyengine.contract import CHANCE, apply
from pyengine.catalogue import all_games

FOLDER = Path(__file__).parent / "playthroughs"
CASES = [(g.info.id, options, seed) for g in all_games() for options, seed in ((None, 1), (None, 2))]
CASES.append(("cross", {"rules": "browne", "size": 5}, 3))
CASES.append(("transvaal", {"match": "two", "setup": "inner"}, 3))  # a match: two games, roles swapped
CASES.append(("example", None, 1))  # the example game of docs/ADDING_A_GAME.md


def recorded(path: Path) -> list[str] | None:
    """The action texts a golden file recorded, in order (None if there is no file)."""
    if not path.exists():
        return None
    return [
        line[len("action: ") :]
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("action: ")
    ]


def _pick(pool, text: str):
    for action in pool:
        if action.text == text:
            return action
    raise AssertionError(f"the recorded action {text!r} is not legal any more: {[a.text for a in pool][:20]}")


def playthrough(game_id: str, options, seed: int, texts: list[str] | None = None) -> str:
    """The game's playthrough: the recorded ``texts`` replayed, or (without) a random game from ``seed``."""
    from pyengine.catalogue import get_game

    game = get_game(game_id)
    rng = random.Random(seed)
    todo = list(texts) if texts is not None else None
    played = []
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
                lines.append(
                    f"chance: {len(outcomes)} outcomes, "
                    f"probabilities summing to {sum(p for _, p in outcomes):.4f}"
                )
            else:
                lines.append("chance: " + " ".join(f"{a.text}:{p:.4f}" for a, p in outcomes))
            pool = [a for a, _ in outcomes]
            action = _pick(pool, todo.pop(0)) if todo else rng.choices(pool, [p for _, p in outcomes])[0]
        else:
            legal = state.legal_actions()
            lines.append(f"legal ({len(legal)}): " + " ".join(a.text for a in legal))
            action = _pick(legal, todo.pop(0)) if todo else rng.choice(legal)
        lines.append(f"action: {action.text}")
        lines.append("")
        played.append(action)
        state = apply(state, action, game.info)
    lines.append(f"record:\n{game.format_record(played, options).rstrip()}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game_id,options,seed", CASES)
def test_playthrough_matches_its_golden_record(game_id, options, seed):
    name = f"{game_id}-{seed}.txt"
    path = FOLDER / name
    try:
        text = playthrough(game_id, options, seed, recorded(path))
    except AssertionError:
        if not os.environ.get("KABINETT_REGENERATE"):
            raise
        text = playthrough(game_id, options, seed)  # the recorded game is illegal now: a new one
    if os.environ.get("KABINETT_REGENERATE") or not path.exists():
        FOLDER.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if not os.environ.get("KABINETT_REGENERATE"):
            pytest.fail(f"{name} was missing and has been written: review and commit it")
    assert text == path.read_text(encoding="utf-8")
