"""Chivalry positions from the games lost to the peer where our whole move handed over material
or the game (issue 53): a generator, as tests/wins.py is.

``python3 tests/peer_dangers.py`` replays every lost game of docs/peer-games.jsonl that has a
history (the whole moves in our notation) by our rules, and keeps the positions, Kabinett to
move, where the move it played let the peer take at least two pieces with its next whole move,
or win with it (castle, every piece captured), while another whole move of Kabinett's there
would have let the opponent's best reply take at most one piece and not win. Brute force: each
of Kabinett's whole moves, then each whole move of the reply (the most pieces it takes, and
whether it wins at once). It writes tests/peer_dangers.json, which tests/test_peer_dangers.py
reads: per position the record's moves up to it, the seat to move, the move played there
(``blunder``), what the best reply took after it (``lost``: pieces; ``wins``: the game) and the
least any move allowed (``best``), with one move that allows only that (``safe``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.games.chivalry.board import NAMES, OWN, STOP  # noqa: E402
from pyengine.games.chivalry.notation import parse_move  # noqa: E402
from pyengine.games.chivalry.rules import ChivalryState, new_state  # noqa: E402

GAMES = ROOT / "docs" / "peer-games.jsonl"
OUT = Path(__file__).with_name("peer_dangers.json")
#: Positions kept at most (the worst blunders first) and the least pieces a blunder hands over.
CASES, LOST = 10, 2
#: Resulting positions looked at per whole-move listing at most (the long canters of a Knight
#: can branch a lot; a listing cut short is noted, and never happened in the games above).
BOUND = 20_000
SIDE = {"White": 0, "Black": 1}


def pieces(state: ChivalryState, seat: int) -> int:
    return sum(1 for c in state.cells if c in OWN[seat])


def whole_moves(state: ChivalryState, bound: int = BOUND) -> Iterator[tuple[str, ChivalryState]]:
    """Every whole move from ``state`` (a move at turn start) as its text and the position after
    it; the same as tests/chivalry_support.py ``whole_moves``, with the positions. At most
    ``bound`` legs are played (then ``RuntimeError``)."""
    todo: list[tuple[ChivalryState, str]] = [(state, "")]
    played = 0
    while todo:
        s, text = todo.pop()
        for a in s.legal_actions():
            played += 1
            if played > bound:
                raise RuntimeError(f"more than {bound} legs from {text or 'the start'}")
            nxt = s.apply(a)
            if a == STOP:
                yield text, nxt
                continue
            t = a.text if not text else text + a.text[len(NAMES[a.data.frm]) :]
            if nxt.at < 0:
                yield t, nxt
            else:
                todo.append((nxt, t))


def threat(after: ChivalryState) -> tuple[int, bool]:
    """The opponent's best whole move from ``after`` (our whole move made): the most of our
    pieces it takes, and whether some whole move of its wins at once."""
    if after.is_over():
        return 0, False
    us = 1 - after.mover
    before = pieces(after, us)
    most, wins = 0, False
    for _text, reply in whole_moves(after):
        most = max(most, before - pieces(reply, us))
        wins = wins or reply.winner == after.mover
    return most, wins


def cost(lost: int, wins: bool) -> int:
    """A reply's cost to us, in pieces: a win at once costs more than any capture."""
    return 100 if wins else lost


def replay(history: list[str]) -> Iterator[tuple[int, ChivalryState, str, ChivalryState]]:
    """Each whole move of ``history``: its index, the position before it, its text, after it."""
    state = new_state()
    for n, text in enumerate(history):
        after = state
        for action in parse_move(state, text):
            after = after.apply(action)
        yield n, state, text, after
        state = after


def cases_of(game: dict[str, Any]) -> list[dict[str, Any]]:
    """The positions of one lost game where our move handed over two pieces or more, or the game."""
    seat, history = SIDE[game["kabinett"]], game["history"]
    moves = list(replay(history))
    out: list[dict[str, Any]] = []
    for n, state, text, after in moves:
        if state.mover != seat or n + 1 >= len(moves):
            continue
        reply = moves[n + 1][3]
        took = pieces(after, seat) - pieces(reply, seat)
        won = reply.winner == 1 - seat
        if took < LOST and not won:
            continue
        options = {t: threat(a) for t, a in whole_moves(state)}
        lost, wins = options[text]
        best = min(cost(*o) for o in options.values())
        if best >= cost(lost, wins) or (best > 1 and not wins):
            print(game["level"], game["index"], n, text, "- nothing better there:", best, flush=True)
            continue
        safe = sorted(t for t, o in options.items() if cost(*o) == best)
        out.append(
            {
                "game": f"{game['level']} {game['index']}",
                "moves": history[:n],
                "seat": seat,
                "blunder": text,
                "reply": history[n + 1],
                "took": took,
                "lost": lost,
                "wins": wins,
                "best": best,
                "safe": safe[0],
                "moves_there": len(options),
                "safe_moves": len(safe),
            }
        )
        print(out[-1]["game"], n, text, history[n + 1], took, lost, wins, best, len(options), flush=True)
    return out


def main() -> int:
    cases: list[dict[str, Any]] = []
    for line in GAMES.read_text().splitlines():
        game = json.loads(line)
        if game.get("result") == "loss" and game.get("history"):
            cases += cases_of(game)
    cases.sort(key=lambda c: (-cost(c["lost"], c["wins"]), c["game"], len(c["moves"])))
    kept = sorted(cases[:CASES], key=lambda c: (c["game"], len(c["moves"])))
    OUT.write_text(json.dumps(kept, indent=1) + "\n")
    print(f"{len(kept)} of {len(cases)} positions", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
