"""Triad: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.triad import evaluation, notation, view
from pyengine.games.triad.info import INFO
from pyengine.games.triad.rules import new_state

__all__ = ["INFO", "PARTS", "GAME"]

#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    new_state=lambda config: new_state(),
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        board_text=notation.board_text,
        list_turn=notation.list_turn,
        action_words=notation.action_words,
    ),
    render=view.render,
    search=SearchHooks(
        evaluate=evaluation.evaluate,
        noisy=evaluation.noisy,
        iterations_per_second=1170,  # measured in Chromium, 2026-11-29 (750 before the faster rules)
        # Alpha-beta, measured 2026-11-27 against the bench's baseline (one level, two baselines,
        # 10 games): strong 50%, medium 40%, where MCTS (random playouts) had 10% and 30%; MCTS
        # with the evaluation for its playouts (13,000 iterations) 25% of 12 games where alpha-beta
        # had 37.5%. Three baselines: Red won 11 of 12 (the seats are far from even).
        # 2026-11-28, 30 games each (seeds 1000-1029): strong 38.3% = 10 of 10 as Red, 0 of 10 as
        # Green, 1.5 of 10 as Blue; three baselines: Red 28, Green 1, Blue 1 of 30. Green and
        # Blue lose pieces on turns they never get (the lander's cell colour picks the next
        # mover). Tried, worse: a max-n turn planner (each reply the mover's best for himself)
        # 15%, its paranoid twin 15%; alpha-beta searching only the 6 best actions below the
        # root (3 turns deep) 23% (Red 4 of 10: deeper paranoid play is passive; Green 2.5 of
        # 10), and twice the time a turn; the shares as cubes of the pieces 21.7%.
        searcher="alphabeta",
        nodes_per_second=38000,  # measured in Chromium, 2026-11-29 (38,204; 8,796 before the faster rules)
        # More positions play worse here: strong against two baselines (60 games, natively) at
        # 8,800 positions a turn 42.5%, 17,600 56.7%, 26,000 55.0%, 50,000 34.2%, 76,000 36.7%
        # (the paranoid reading of three players once a third turn is searched whole; capped at
        # two turns, 76,000: 40.0%). The levels look at no more than before the faster rules.
        most_positions_per_second=8800,
    ),
)

GAME = register(GameFromParts(PARTS))
