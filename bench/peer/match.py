"""Whole Chivalry games between Kabinett's AI and the peer's (Dagaz's page in Chromium), our rules
refereeing (issue 53): ``.venv/bin/python bench/peer/match.py --level strong --games 40
[--timed] [--jobs 2] [--start K]``.

Game i: Kabinett plays White when i is even. Our side plays a whole turn as the arena does
(pyengine/app/arena.py ``play_turn``); the peer's side is asked for its move among those both
programs accept, from our position handed over with ``peer.setup`` (the peer keeps only the board
and the side to move), and its move is read and played by our rules. Each game's line is
printed as it ends and appended to docs/peer-games.jsonl; the match's row is saved in
docs/benchmarks.json (table "peer", bench/bench_store.py) and docs/BENCHMARKS.md re-rendered.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import queue
import random
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path
from typing import Any, cast

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
for _path in (ROOT, ROOT / "tests", ROOT / "bench"):  # the engine, browser.py, bench_*.py
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from browser import Console, Guard, launch, new_context, serve  # noqa: E402
from peer.notation import peer_actions, peer_setup, wcf_to_peer, whole_moves  # noqa: E402
from peer.tally import GameRecord, game_line, row_key, summarise  # noqa: E402
from pyengine.ai import LEVELS, Agent, iterations_for  # noqa: E402
from pyengine.app.arena import play_turn  # noqa: E402
from pyengine.catalogue import get_game  # noqa: E402
from pyengine.contract import Action, Game, RuleError, apply  # noqa: E402
from pyengine.games.chivalry.board import is_knight, side_of  # noqa: E402
from pyengine.games.chivalry.notation import move_text  # noqa: E402
from pyengine.games.chivalry.rules import ChivalryState  # noqa: E402

PAGE = "checkers-like/chivalry.htm"
#: The page's own errors, expected (bench/peer/README.md): chivalry-ai.js's missing comma, the
#: sounds not copied.
EXPECTED_ERRORS = ("Unexpected number", "Failed to load resource")
AI_FRAME = 1000  # the page's own time per move for its AI, ms
CAP = 200  # whole moves (100 each): a game still going then is unfinished
# Another file lets a trial run keep the stored games (as KABINETT_BENCH_DATA the rows).
GAMES_FILE = Path(os.environ.get("KABINETT_PEER_GAMES", ROOT / "docs" / "peer-games.jsonl"))
EXAMPLES = 3  # legal-move differences kept per game
COLOURS = ("White", "Black")


class Peer:
    """Dagaz's page with bench/peer/driver.js installed: ``window.peer`` from Python."""

    def __init__(self, page: Any, console: Console, guard: Guard) -> None:
        self.page, self.console, self.guard = page, console, guard
        self._seen = 0

    def setup(self, query: str) -> None:
        self.page.evaluate("q => peer.setup(q)", query)

    def legal(self) -> list[str]:
        return cast(list[str], self.page.evaluate("peer.legal()"))

    def think(self, ms: int, only: Sequence[str] | None = None) -> str | None:
        return cast("str | None", self.page.evaluate("([ms, only]) => peer.think(ms, only)", [ms, only]))

    def seed(self, n: int) -> None:
        self.page.evaluate("n => peer.seed(n)", n)

    def new_errors(self) -> list[str]:
        """The page's unexpected errors since the last call."""
        fresh = self.console.errors[self._seen :]
        self._seen = len(self.console.errors)
        return [e for e in fresh if not any(x in e for x in EXPECTED_ERRORS)]


@contextmanager
def peer_page(browser: Any) -> Iterator[Peer]:
    """The peer in a new page of ``browser``: bench/peer/dagaz served on 127.0.0.1, every request
    elsewhere aborted (the stylesheet's web font)."""
    with serve(HERE / "dagaz") as port:
        guard, console = Guard(), Console()
        context = new_context(browser, guard)
        try:
            page = context.new_page()
            console.attach(page)
            page.on("dialog", lambda d: d.dismiss())
            page.goto(f"http://127.0.0.1:{port}/{PAGE}", wait_until="load")
            page.evaluate((HERE / "driver.js").read_text(encoding="utf-8"))
            yield Peer(page, console, guard)
        finally:
            console.close()
            context.close()


@contextmanager
def launched_peer() -> Iterator[Peer]:
    """The peer in a Chromium of its own (Debian's, as shipped)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = launch(p)
        try:
            with peer_page(browser) as peer:
                yield peer
        finally:
            browser.close()


def pieces(state: ChivalryState) -> dict[str, list[int]]:
    """Each colour's pieces: [men, knights]."""
    out = {c: [0, 0] for c in COLOURS}
    for code in state.cells:
        if code:
            out[COLOURS[side_of(code)]][1 if is_knight(code) else 0] += 1
    return out


def peer_move(
    peer: Peer, state: ChivalryState, ours: dict[str, list[Action]], common: list[str], ms: int
) -> tuple[list[Action] | None, list[str], float]:
    """The peer's whole move as our actions (None: it chose none our rules accept), the texts of
    its choices our rules refused, and its wall time. It chooses among the moves both accept;
    a choice our rules refuse anyway is asked again among our legal moves but that one."""
    refused: list[str] = []
    spent = 0.0
    for allowed in (common, sorted(ours)):
        allowed = [t for t in allowed if t not in refused]
        if not allowed:
            continue
        started = time.perf_counter()
        text = peer.think(ms, allowed)
        spent += time.perf_counter() - started
        if text is None:
            continue
        try:
            return peer_actions(state, text), refused, spent
        except (RuleError, ValueError):
            refused.append(text)
    return None, refused, spent


def play_match_game(
    peer: Peer,
    game: Game,
    level: str,
    index: int,
    timed: bool = False,
    ms: int = AI_FRAME,
    cap: int = CAP,
    start: ChivalryState | None = None,
) -> GameRecord:
    """Game ``index`` of a match from ``start`` (default: the start position): Kabinett's
    ``level`` against the peer, our rules deciding; stopped after ``cap`` whole moves."""
    state = start if start is not None else cast(ChivalryState, game.new_state())
    ours_seat = index % 2  # Kabinett White in even games (from the start, White moves first)
    agent = Agent(game, level, random.Random(index))
    forced_rng = random.Random(-1 - index)  # only where the peer has no move both accept
    peer.seed(index)
    record = GameRecord(
        index, level, COLOURS[ours_seat], "unfinished", "cap", 0, 0, {}, None, "",
        timed=timed, ms=ms, cap=cap, seed=index, date=time.strftime("%Y-%m-%d", time.gmtime()),
    )  # fmt: skip
    while not state.is_over() and record.moves < cap:
        query = peer_setup(state)
        peer.setup(query)
        ours = {wcf_to_peer(text): actions for text, actions in whole_moves(state)}
        theirs = set(peer.legal())
        record.compared += 1
        if theirs != set(ours):
            record.differed += 1
            if len(record.differences) < EXAMPLES:
                record.differences.append(
                    {
                        "move": record.moves,
                        "setup": query,
                        "ours_only": sorted(set(ours) - theirs)[:5],
                        "peer_only": sorted(theirs - set(ours))[:5],
                    }
                )
        actions: list[Action]
        if state.mover == ours_seat:
            started = time.perf_counter()
            actions, after = play_turn(game, agent, state, timed)
            record.our_seconds.append(round(time.perf_counter() - started, 3))
        else:
            common = sorted(theirs & set(ours))
            chosen, refused, spent = peer_move(peer, state, ours, common, ms)
            record.peer_seconds.append(round(spent, 3))
            record.refused += [{"move": record.moves, "setup": query, "text": t} for t in refused]
            if chosen is None:
                record.forced += 1
                chosen = ours[forced_rng.choice(sorted(ours))]
            actions, after = chosen, state
            for action in actions:
                after = apply(after, action, game.info)
        state = cast(ChivalryState, after)
        record.history.append(move_text(actions))
        record.moves += 1
        record.actions += len(actions)
        if record.moves == 40:
            record.pieces_at_40 = pieces(state)
    if state.is_over():
        payoff = state.returns()[ours_seat]
        record.result = "win" if payoff == 1 else "loss" if payoff == 0 else "draw"
        record.reason = state.result
    record.pieces = pieces(state)
    record.final = peer_setup(state)
    record.page_errors = peer.new_errors()
    return record


def _failed(level: str, index: int, timed: bool, ms: int, cap: int) -> GameRecord:
    """A game the referee could not finish (the page or our side raised): unfinished."""
    why = traceback.format_exc(limit=3).strip().splitlines()[-1]
    return GameRecord(index, level, COLOURS[index % 2], "unfinished", f"error: {why}", 0, 0, {}, None, "",
                      timed=timed, ms=ms, cap=cap, seed=index)  # fmt: skip


def _play_share(
    level: str, indices: Sequence[int], timed: bool, ms: int, cap: int, emit: Callable[[GameRecord], None]
) -> None:
    """Games ``indices`` one after another in one Chromium page, each record emitted as it ends."""
    game = get_game("chivalry")
    with launched_peer() as peer:
        for i in indices:
            try:
                record = play_match_game(peer, game, level, i, timed, ms, cap)
            except Exception:
                record = _failed(level, i, timed, ms, cap)
            emit(record)


def _worker(level: str, indices: list[int], timed: bool, ms: int, cap: int, out: Any) -> None:
    try:
        _play_share(level, indices, timed, ms, cap, out.put)
    except Exception:
        out.put(traceback.format_exc())  # the browser did not start: said by the parent
    out.put(None)


def play_games(
    level: str,
    indices: Sequence[int],
    jobs: int = 1,
    timed: bool = False,
    ms: int = AI_FRAME,
    cap: int = CAP,
    emit: Callable[[GameRecord], None] = lambda r: None,
) -> list[GameRecord]:
    """Games ``indices``, over ``jobs`` processes (each its own Chromium), records in the order
    they end (each also passed to ``emit`` then)."""
    records: list[GameRecord] = []

    def keep(record: GameRecord) -> None:
        records.append(record)
        emit(record)

    if jobs <= 1:
        _play_share(level, indices, timed, ms, cap, keep)
        return records
    spawn = multiprocessing.get_context("spawn")  # no Playwright state forked
    out = spawn.Queue()
    shares = [list(indices[k::jobs]) for k in range(jobs)]
    procs = [spawn.Process(target=_worker, args=(level, s, timed, ms, cap, out)) for s in shares if s]
    for p in procs:
        p.start()
    running = len(procs)
    while running:
        try:
            item = out.get(timeout=60)
        except queue.Empty:
            if not any(p.is_alive() for p in procs):
                break  # a process died without a word
            continue
        if item is None:
            running -= 1
        elif isinstance(item, str):
            print(item, file=sys.stderr, flush=True)
        else:
            keep(item)
    for p in procs:
        p.join()
    return records


def run_match(
    level: str,
    games: int,
    start: int = 0,
    jobs: int = 1,
    timed: bool = False,
    ms: int = AI_FRAME,
    cap: int = CAP,
    save: Callable[[str, str, dict[str, Any]], None] | None = None,
    games_file: Path | None = GAMES_FILE,
) -> dict[str, Any]:
    """A match of ``games`` games from index ``start``: each game's line printed and appended to
    ``games_file`` as it ends; the row returned and passed to ``save("peer", key, row)``."""
    if level not in LEVELS or LEVELS[level].kind == "random":
        raise ValueError(f"{level!r} is not a searching level")
    began = time.perf_counter()

    def emit(record: GameRecord) -> None:
        print(game_line(record), flush=True)
        if games_file is not None:
            with games_file.open("a", encoding="utf-8") as f:
                f.write(json.dumps(asdict(record), sort_keys=True) + "\n")

    records = play_games(level, range(start, start + games), jobs, timed, ms, cap, emit)
    row: dict[str, Any] = summarise(
        records,
        iterations_for(LEVELS[level], get_game("chivalry")),
        (time.perf_counter() - began) / 60,
        time.strftime("%Y-%m-%d", time.gmtime()),
    )
    if save is not None:
        save("peer", row_key(level, timed), row)
    return row


def describe(row: dict[str, Any]) -> str:
    """The row in a line."""
    score = "-" if row["score"] is None else f"{100 * row['score']:.1f}%"
    return (
        f"{row['level']}: {row['games']} games, {row['wins']} won, {row['losses']} lost, "
        f"{row['draws']} drawn, {row['unfinished']} unfinished; score {score} "
        f"({100 * row['low']:.1f}-{100 * row['high']:.1f}%); s/move Kabinett {row['our_seconds']}, "
        f"peer {row['peer_seconds']}; legal moves differed on {row['differed']} of {row['compared']} "
        f"plies; refused {row['refused']}, forced {row['forced']}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--level", choices=[n for n, lv in LEVELS.items() if lv.kind != "random"], required=True)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--start", type=int, default=0, help="the first game's index (default 0)")
    ap.add_argument("--jobs", type=int, default=1, help="processes, each with its own Chromium")
    ap.add_argument("--timed", action="store_true", help="Kabinett thinks its level's seconds")
    ap.add_argument("--ms", type=int, default=AI_FRAME, help="the peer's AI_FRAME (default 1000)")
    ap.add_argument("--cap", type=int, default=CAP, help=f"whole moves per game (default {CAP})")
    ap.add_argument("--no-save", action="store_true", help="print only (no row, no game lines kept)")
    args = ap.parse_args(argv)
    save = None
    if not args.no_save:
        from bench_store import load, saver

        def save(table: str, key: str, row: dict[str, Any]) -> None:
            saver(load())(table, key, row)  # read at the end: rows others saved meanwhile are kept

    row = run_match(
        args.level, args.games, args.start, args.jobs, args.timed, args.ms, args.cap, save,
        None if args.no_save else GAMES_FILE,
    )  # fmt: skip
    print(describe(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
