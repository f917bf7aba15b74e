"""Golden positions with a turn that wins at once (issue 34, item 7), from random games.

``python3 tests/wins.py`` writes tests/wins.json: for every game, "wins": positions met in random games
(default options, seeded) where the seat to move has a turn that ends the game won, found by a
search larger than the levels' (every line of the turn up to four actions, up to 20,000
positions, 3,000 in progressive chess whose positions are slow; the game's own deep search
where it has one), with the time the levels' own direct search takes to find it natively.
And "dangers": positions where some of the mover's actions let the next player win with one
action and others do not. tests/test_wins.py checks that every level plays the win in every one
that its budget allows, and never one of the actions that hand a win over. The file is kept so that
the cases stay fixed.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.ai.tactics import hands_a_win, winning_line  # noqa: E402
from pyengine.contract import CHANCE, apply  # noqa: E402
from pyengine.catalogue import all_games  # noqa: E402
from game_hints import play  # noqa: E402

OUT = Path(__file__).with_name("wins.json")
#: Positions per game, at most; random games per game, at most.
CASES, GAMES = 6, 400


def _turn_start(before, after) -> bool:
    return (
        before is None or before.to_move() != after.to_move() or before.turn_number() != after.turn_number()
    )


def cases_of(game, seed: int = 1) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    for _ in range(GAMES):
        state, before, texts = game.new_state({}), None, []
        while not state.is_over() and len(out) < CASES and len(texts) < 600:
            seat = state.to_move()
            if seat != CHANCE and _turn_start(before, state):
                win = winning_line(game, state, game.info, nodes=play(game.info.id, "win_nodes"))
                if win is not None:
                    started = time.perf_counter()  # how long the levels' own search takes here
                    winning_line(game, state, game.info, nodes=10**8)
                    out.append(
                        {
                            "moves": list(texts),
                            "seat": seat,
                            "win": win.text,
                            "seconds": round(time.perf_counter() - started, 4),
                        }
                    )
                    break  # one position per game: the next random game
            if seat == CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
            before, state = state, apply(state, action, game.info)
            texts.append(action.text)
        if len(out) >= CASES:
            break
    return out


def dangers_of(game, seed: int = 2) -> list[dict]:
    """Positions where the seat to move has no win, some of its actions (each ending its turn)
    let the next player win with one action, and some do not (from at most 60 random games)."""
    rng = random.Random(seed)
    out: list[dict] = []
    for _ in range(60):
        state, texts = game.new_state({}), []
        while not state.is_over() and len(texts) < 600:
            seat = state.to_move()
            if seat != CHANCE:
                actions = state.legal_actions()
                afters = [apply(state, a, game.info) for a in actions]
                if (
                    all(a.to_move() != seat for a in afters)
                    and not any(a.is_over() for a in afters)
                    and winning_line(game, state, game.info, nodes=2_000) is None
                ):
                    bad = [
                        a.text
                        for a, after in zip(actions, afters)
                        if hands_a_win(game, after, game.info, seat, nodes=10**6) is not None
                    ]
                    if bad and len(bad) < len(actions):
                        out.append({"moves": list(texts), "seat": seat, "losing": bad})
                        break
                action = rng.choice(actions)
            else:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            state = apply(state, action, game.info)
            texts.append(action.text)
        if len(out) >= CASES:
            break
    return out


def main() -> int:
    data: dict[str, dict] = {"wins": {}, "dangers": {}}
    for game in all_games():
        data["wins"][game.info.id] = cases_of(game)
        data["dangers"][game.info.id] = dangers_of(game)
        print(game.info.id, len(data["wins"][game.info.id]), len(data["dangers"][game.info.id]), flush=True)
    OUT.write_text(json.dumps(data, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
