"""The peer's matches counted (issue 53): a game's record, a match's row of docs/benchmarks.json
(table "peer") and its table in docs/BENCHMARKS.md. Pure Python: bench/peer/match.py plays the
games in Chromium, this reads what they left."""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bench_ai import wilson
from pyengine.ai.agents import level_of, searches_alphabeta
from pyengine.catalogue import get_game

__all__ = ["RESULTS", "GameRecord", "summarise", "game_line", "section", "row_key"]

#: A game's outcome for Kabinett; "unfinished": stopped at the move cap (or by an error).
RESULTS = ("win", "loss", "draw", "unfinished")
COLOURS = ("White", "Black")


@dataclass
class GameRecord:
    """One game against the peer, as a line of docs/peer-games.jsonl."""

    index: int  # the game's number in the match: Kabinett is White when it is even
    level: str
    kabinett: str  # the colour Kabinett played
    result: str  # one of RESULTS, for Kabinett
    reason: str  # our rules' end ("castle", "captured", "blocked", "repetition", ...) or "cap"
    moves: int  # whole moves played (a ply: one side's whole move)
    actions: int  # our actions (legs and stops)
    pieces: dict[str, list[int]]  # at the end: colour -> [men, knights]
    pieces_at_40: dict[str, list[int]] | None  # after 40 plies (None: the game was shorter)
    final: str  # the final position as the peer's setup query (peer.setup takes it back)
    history: list[str] = field(default_factory=list)  # the whole moves, ours as we write them
    our_seconds: list[float] = field(default_factory=list)  # per whole move of Kabinett's
    peer_seconds: list[float] = field(default_factory=list)  # per whole move of the peer's
    compared: int = 0  # plies whose legal moves were compared
    differed: int = 0  # of which the two programs' legal moves differed
    differences: list[dict[str, Any]] = field(default_factory=list)  # a few examples
    refused: list[dict[str, Any]] = field(default_factory=list)  # peer moves our rules refused
    forced: int = 0  # peer plies with no move both accept: a random legal move of ours played
    page_errors: list[str] = field(default_factory=list)  # the page's unexpected errors
    timed: bool = False
    ms: int = 1000  # the peer's AI_FRAME
    cap: int = 200  # the move cap
    seed: int = 0
    date: str = ""

    def score(self) -> float:
        return {"win": 1.0, "draw": 0.5}.get(self.result, 0.0)


def row_key(level: str, timed: bool) -> str:
    return f"chivalry/{level}" + ("/timed" if timed else "")


def _seconds(values: Sequence[float]) -> tuple[float | None, float | None]:
    return (round(statistics.median(values), 3), round(max(values), 3)) if values else (None, None)


CHIVALRY = get_game("chivalry")


def summarise(records: Iterable[GameRecord], iterations: int, minutes: float, date: str) -> dict[str, Any]:
    """A match's row: counts, Kabinett's score of the finished games (a draw half) with its 95%
    Wilson interval, wins by colour, seconds per move of each side, legal-move differences."""
    games = sorted(records, key=lambda r: r.index)
    if not games:
        raise ValueError("no games to count")
    first = games[0]
    count = {name: sum(r.result == name for r in games) for name in RESULTS}
    finished = len(games) - count["unfinished"]
    points = sum(r.score() for r in games if r.result != "unfinished")
    low, high = wilson(points, finished)
    ours = [s for r in games for s in r.our_seconds]
    theirs = [s for r in games for s in r.peer_seconds]
    return {
        "game": "chivalry",
        "level": first.level,
        "timed": first.timed,
        "iterations": 0 if first.timed else iterations,
        "searcher": "alphabeta" if searches_alphabeta(level_of(first.level), CHIVALRY) else "mcts",
        "peer_ms": first.ms,
        "cap": first.cap,
        "first": first.index,
        "games": len(games),
        "wins": count["win"],
        "losses": count["loss"],
        "draws": count["draw"],
        "unfinished": count["unfinished"],
        "errors": sum(r.reason.startswith("error") for r in games),
        "score": points / finished if finished else None,
        "low": low,
        "high": high,
        "by_colour": {
            c: [sum(r.result == "win" for r in games if r.kabinett == c), sum(r.kabinett == c for r in games)]
            for c in COLOURS
        },
        "our_seconds": list(_seconds(ours)),
        "peer_seconds": list(_seconds(theirs)),
        "mean_moves": round(statistics.mean(r.moves for r in games), 1),
        "compared": sum(r.compared for r in games),
        "differed": sum(r.differed for r in games),
        "refused": sum(len(r.refused) for r in games),
        "forced": sum(r.forced for r in games),
        "minutes": round(minutes, 2),
        "date": date,
    }


def _pieces(p: dict[str, list[int]] | None) -> str:
    return "-" if p is None else " ".join(f"{c[0]} {m}M+{k}N" for c, (m, k) in p.items())


def game_line(r: GameRecord) -> str:
    """One game in a line, as match.py prints it when the game ends."""
    ours, theirs = _seconds(r.our_seconds), _seconds(r.peer_seconds)
    return (
        f"game {r.index}: Kabinett {r.level} as {r.kabinett}: {r.result} ({r.reason}) after {r.moves} "
        f"moves; pieces {_pieces(r.pieces)} (after 40: {_pieces(r.pieces_at_40)}); s/move median/max "
        f"Kabinett {ours[0]}/{ours[1]}, peer {theirs[0]}/{theirs[1]}; legal moves differed on "
        f"{r.differed} of {r.compared} plies; refused {len(r.refused)}, forced {r.forced}"
    )


def _s(pair: Sequence[float | None]) -> str:
    return "–" if pair[0] is None else f"{pair[0]:.2f} / {pair[1]:.2f}"


def section(table: dict[str, dict[str, Any]] | None) -> list[str]:
    """docs/BENCHMARKS.md's table of the matches against the peer."""
    if not table:
        return []
    lines = [
        "",
        "## AI: against the peer's Chivalry AI",
        "",
        "Whole games of Chivalry against Dagaz's own AI (bench/peer/: its page in headless Chromium,",
        "a one-ply search with the opponent's best reply and noise, `AI_FRAME` ms a move), our rules",
        "refereeing (`bench/peer/match.py`; `python3 build.py bench --peer LEVELS --games N`).",
        "Colours alternate (game i: Kabinett White when i is even; its search seeded with i, the",
        "peer's noise with `peer.seed`); Kabinett's budget: its level's iterations (the page's time),",
        "or its seconds (timed). A game stopped at the move cap is unfinished; the score counts the",
        "finished games, a draw half, with its 95% Wilson interval. Seconds per whole move: wall",
        "time. Differed: plies at which the two programs' legal whole moves were not the same",
        "(the peer moves among those both accept). Each game: docs/peer-games.jsonl.",
        "",
        "| level | games | wins / losses / draws / unfinished | score | 95% interval | wins as White "
        "/ as Black | s per move: Kabinett median / max | peer median / max | differed | run |",
        "|---|---:|---|---:|---|---|---:|---:|---:|---|",
    ]
    for _, row in sorted(table.items()):
        unit = "pos." if row.get("searcher") == "alphabeta" else "it."  # alpha-beta counts positions
        budget = "timed" if row["timed"] else f"{row['iterations']} {unit}"
        white, black = row["by_colour"]["White"], row["by_colour"]["Black"]
        score = "–" if row["score"] is None else f"{100 * row['score']:.1f}%"
        lines.append(
            f"| {row['level']} ({budget}) | {row['games']} | {row['wins']} / {row['losses']} / "
            f"{row['draws']} / {row['unfinished']} | {score} | "
            f"{100 * row['low']:.1f}–{100 * row['high']:.1f}% | {white[0]} of {white[1]} / "
            f"{black[0]} of {black[1]} | {_s(row['our_seconds'])} | {_s(row['peer_seconds'])} "
            f"({row['peer_ms']} ms) | {row['differed']} of {row['compared']} | {row['date']}, "
            f"{row['minutes']:.0f} min, cap {row['cap']} moves |"
        )
    return lines + DIFFERENCES


#: Where the two programs' rules differ: ours (the WCF's, the game's spec) decide; not changed.
DIFFERENCES = [
    "",
    "Known rule differences (found while mapping the notations and in these games; Kabinett's rules,",
    "the WCF's of the game's spec, referee every game and are not changed to match):",
    "",
    "- the peer forbids a jump that lands twice on one square, but lets a jump stop early (ours:",
    "  a jump must go on while it can, and may land again where it has been);",
    "- the peer forbids stopping a Knight's move where a charge could follow (ours allow the",
    "  canter to stop there);",
    "- the peer lets a piece enter its own castle by a plain move;",
    "- the peer allows a third castle move;",
    "- the peer ends the game when a side has fewer than two pieces;",
    "- the peer keeps no state besides the board and the side to move (no castle-move counts, no",
    "  repetition).",
]
