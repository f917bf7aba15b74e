"""docs/LESSONS.md: every game's lessons and their coverage table (each rule of the spec and
the lessons that teach it), written from the series themselves; tests/test_lessons.py fails
when the file is not what this writes. ``python3 -m tools.lessons_doc`` writes it; with
``--times``: also how many clicks each series' solutions take and how long the tutor's search
for each lesson's solutions takes here (CPython)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from pyengine.app.tutor import open_lesson, series_of, solutions
from pyengine.catalogue import every_id, get_game
from pyengine.contract.actions import TYPED

DOC = Path(__file__).resolve().parent.parent / "docs" / "LESSONS.md"


def clicks_of(game: str, index: int) -> int:
    """The clicks that solve a lesson by following its hints (as tests/test_lessons.py counts)."""
    m, tutor = open_lesson(game, index)
    n = 0
    while tutor.verdict == "task":
        target = tutor.hint(m)[0]
        (m.type_action(target[len(TYPED) :]) if target.startswith(TYPED) else m.click(target))
        m.play_forced()
        tutor = tutor.judge(m)
        n += 1
    return n


def document() -> str:
    """The file's text."""
    out = [
        "# The lessons",
        "",
        "Every game's lessons (issue 54), written by `python3 -m tools.lessons_doc` from the games'",
        "`lessons.py`: what each lesson asks, and each rule of the game's spec (`shared/rules`,",
        "by its section's number) with the lessons that teach it. tests/test_lessons.py checks that",
        "every rule is taught and that this file is up to date.",
        "",
    ]
    for game in every_id():
        series = series_of(game)
        if series is None:
            continue
        out += [f"## {get_game(game).info.title} (`{game}`)", "", "| # | lesson | says |", "|---|---|---|"]
        for i, x in enumerate(series.lessons):
            kind = " (a game against the easy computer)" if x.play else ""
            out.append(f"| {i + 1} | {x.title}{kind} | {x.text} |")
        out += ["", "| rule | taught by |", "|---|---|"]
        titles = {x.id: x.title for x in series.lessons}
        for key, lessons in series.coverage().items():
            out.append(f"| {key}: {series.rules[key]} | {', '.join(titles[i] for i in lessons)} |")
        out.append("")
    return "\n".join(out)


def times() -> str:
    """Per game: lessons, clicks of all solutions, the slowest search for a lesson's solutions."""
    rows = [
        "| game | lessons | clicks (bar ≤ 60) | slowest solution search (CPython) |",
        "|---|---:|---:|---:|",
    ]
    for game in every_id():
        series = series_of(game)
        if series is None:
            continue
        clicks, slowest = 0, 0.0
        for i, x in enumerate(series.lessons):
            if x.play:
                continue
            clicks += clicks_of(game, i)
            m, tutor = open_lesson(game, i)
            t0 = time.perf_counter()
            solutions(x, m.state, tutor.seat, m.state)
            slowest = max(slowest, time.perf_counter() - t0)
        rows.append(f"| {game} | {len(series.lessons)} | {clicks} | {slowest * 1000:.0f} ms |")
    return "\n".join(rows)


if __name__ == "__main__":
    DOC.write_text(document() + "\n")
    if "--times" in sys.argv:
        print(times())
