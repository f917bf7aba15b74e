"""``python -m pyengine``: list, rules, replay, play (run as real subprocesses)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

RECORDS = Path(__file__).parent / "records"
SAMPLES = Path(__file__).resolve().parent.parent / "samples"  # the sources' games, shipped with the engine
ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pyengine", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_list_prints_one_line_per_game_with_id_and_title():
    out = cli("list")
    assert out.returncode == 0
    assert "cross\tCross" in out.stdout.splitlines()


def test_rules_prints_the_summary():
    out = cli("rules", "cross")
    assert out.returncode == 0 and "group restriction" in out.stdout.lower()


def test_replay_prints_the_final_board_and_the_outcome():
    out = cli("replay", "cross", str(SAMPLES / "cross-corrected.txt"))
    assert out.returncode == 0, out.stderr
    assert ": O . o o x o x x o o x 6" in out.stdout
    assert "Black (x) resigned" in out.stdout and "White (o) 1" in out.stdout


def test_replay_of_a_bad_record_exits_1_naming_the_first_bad_action():
    out = cli("replay", "cross", str(SAMPLES / "cross-printed.txt"))
    assert out.returncode == 1 and out.stdout == ""
    assert "turn 6, player 1, stone 2 (f7): cell already occupied" in out.stderr


def test_replay_honours_options(tmp_path):
    record = tmp_path / "b.txt"
    record.write_text("1: i6   swap\n2: k4   k6\n")
    assert cli("replay", "cross", str(record), "--option", "rules=browne").returncode == 0
    bad = cli("replay", "cross", str(record))
    assert bad.returncode == 1 and "turn 1" in bad.stderr


def test_play_json_reports_per_seat_wins():
    out = cli("play", "cross", "--seats", "random,random", "--games", "20", "--seed", "5", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(data) == {"game", "games", "wins", "draws", "mean_plies", "seconds"}
    assert data["game"] == "cross" and data["games"] == 20 and sum(data["wins"]) + data["draws"] == 20
    again = json.loads(
        cli(
            "play", "cross", "--seats", "random,random", "--games", "20", "--seed", "5", "--json"
        ).stdout.splitlines()[-1]
    )
    assert again["wins"] == data["wins"]  # seeded: reproducible


def test_play_rejects_unknown_levels_and_games():
    assert cli("play", "cross", "--seats", "genius,random").returncode == 2
    assert "unknown game" in cli("play", "nosuch", "--seats", "random").stderr


def test_replay_of_dice_races_takes_options_from_the_record_headers():
    out = cli("replay", "karls-rennen", str(RECORDS / "kr-four-players.txt"))
    assert out.returncode == 0, out.stderr
    assert "Result: White and Black win: Black reached T." in out.stdout
    assert "White (SE) 1, Blue (SW) 0, Black (NW) 1, Red (NE) 0" in out.stdout
    out = cli("replay", "einstein", str(RECORDS / "einstein-best-of-3.txt"))
    assert out.returncode == 0, out.stderr
    assert "The series ends 2–1 (first to 2 wins)." in out.stdout


def test_play_four_players_in_teams():
    out = cli(
        "play",
        "karls-rennen",
        "--option",
        "players=4",
        "--seats",
        "random,random,random,random",
        "--games",
        "20",
        "--json",
    )
    tally = json.loads(out.stdout.splitlines()[-1])
    assert out.returncode == 0 and tally["games"] == 20
    assert tally["wins"][0] == tally["wins"][2] and tally["wins"][1] == tally["wins"][3]


def test_play_runs_every_game_in_the_catalogue():
    from pyengine.catalogue import all_games

    for game in all_games():
        seats = ",".join(["random"] * len(game.info.seats))
        out = cli("play", game.info.id, "--seats", seats, "--games", "2", "--seed", "1", "--json")
        assert out.returncode == 0, (game.info.id, out.stderr)
        data = json.loads(out.stdout.strip().splitlines()[-1])
        # Each game has a winner or is drawn; a win shared by tied survivors (Triad) counts for both.
        assert data["game"] == game.info.id and 2 <= sum(data["wins"]) + data["draws"] <= 2 * (
            len(game.info.seats) - 1
        )
