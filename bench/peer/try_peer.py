"""Ask the peer's Chivalry AI for a move in headless Chromium and read it as ours (issue 53).

``.venv/bin/python bench/peer/try_peer.py [plies] [--seed N] [--ms MS]``: serves bench/peer/dagaz on
127.0.0.1 (every request elsewhere is aborted), opens Dagaz's own page checkers-like/chivalry.htm,
installs driver.js, compares the peer's legal moves with ours at the start, then lets the peer's
AI play ``plies`` plies (1 by default) against itself, each move read by our rules (ours decide)
and played in both programs, and the two positions compared after each. Prints what it sees.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the page helpers (tests/browser.py)
sys.path.insert(0, str(ROOT / "bench"))

from playwright.sync_api import sync_playwright  # noqa: E402

from browser import Console, Guard, launch, new_context, serve  # noqa: E402
from peer.notation import (  # noqa: E402
    peer_actions,
    peer_setup,
    peer_to_wcf,
    read_peer_setup,
    wcf_to_peer,
    whole_moves,
)
from pyengine.catalogue import get_game  # noqa: E402
from pyengine.games.chivalry.rules import position_from_text as game_state  # noqa: E402

PAGE = "checkers-like/chivalry.htm"
#: The page's own errors, expected: its chivalry-ai.js lacks a comma on line 21 (the AI runs
#: without that script's evaluation, on camelot-goal.js's); the sounds are not copied.
EXPECTED_ERRORS = ("Unexpected number", "Failed to load resource")
#: Positions set in the peer (White to move): a jump of two legs, a Knight's Charge.
SET_POSITIONS = ("M:H4 A5 m:I4 K5 n:A12 B12", "N:F6 M:F7 G8 A5 m:H9 I10 I11 n:A12 B12")


def run(plies: int = 1, seed: int = 1, ms: int = 1000) -> int:
    game = get_game("chivalry")
    state = game.new_state()
    driver = (HERE / "driver.js").read_text(encoding="utf-8")
    with serve(HERE / "dagaz") as port, sync_playwright() as p:
        browser = launch(p)
        guard = Guard()
        context = new_context(browser, guard)
        page = context.new_page()
        console = Console()
        console.attach(page)
        page.on("dialog", lambda d: d.dismiss())
        page.goto(f"http://127.0.0.1:{port}/{PAGE}", wait_until="load")
        page.evaluate(driver)
        print("peer to move:", page.evaluate("peer.reset()"))
        page.evaluate("n => peer.seed(n)", seed)
        theirs = set(page.evaluate("peer.legal()"))
        ours = {wcf_to_peer(text) for text, _actions in whole_moves(state)}
        print(f"first moves: peer {len(theirs)}, ours {len(ours)}, common {len(theirs & ours)}")
        for name, only in (("peer only", theirs - ours), ("ours only", ours - theirs)):
            if only:
                print(f"  {name}:", ", ".join(sorted(only)[:12]), "..." if len(only) > 12 else "")
        for ply in range(plies):
            move = page.evaluate("ms => peer.think(ms)", ms)
            if move is None:
                print("the peer has no move:", page.evaluate("peer.result()"))
                break
            wcf = peer_to_wcf(state, move)
            actions = peer_actions(state, move)  # our rules referee (RuleError: refused)
            print(f"ply {ply + 1}: peer {move!r} = ours {wcf} = actions {[a.text for a in actions]}")
            page.evaluate("t => peer.play(t)", move)
            for action in actions:
                state = state.apply(action)
            same = read_peer_setup(page.evaluate("peer.position()")) == read_peer_setup(peer_setup(state))
            verdict = page.evaluate("peer.result()")
            print(f"  positions agree: {same}; peer's verdict {verdict}; ours: {state.status()}")
            if state.is_over():
                break
        for picture in SET_POSITIONS:  # positions sent to the peer: both programs' moves compared
            there = game_state(picture)
            page.evaluate("q => peer.setup(q)", peer_setup(there))
            theirs = set(page.evaluate("peer.legal()"))
            ours = {wcf_to_peer(text) for text, _actions in whole_moves(there)}
            move = page.evaluate("ms => peer.think(ms)", ms)
            print(
                f"set {picture!r}: peer {sorted(theirs)}, ours {sorted(ours)}; the AI: {move!r}",
                f"= ours {peer_to_wcf(there, move) if move else None}",
            )
        context.close()
        browser.close()
    errors = [e for e in console.errors if not any(x in e for x in EXPECTED_ERRORS)]
    print("page errors:", console.errors)
    print("requests outside 127.0.0.1 (aborted):", guard.outside)
    return 1 if errors else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("plies", nargs="?", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ms", type=int, default=1000)
    args = ap.parse_args()
    return run(args.plies, args.seed, args.ms)


if __name__ == "__main__":
    sys.exit(main())
