"""Rows printed by bench runs (``table key: {row}``, bench/bench_store.py) merged into
docs/benchmarks.json: for runs that wrote the file at once before saves merged (2026-11-27)."""

from __future__ import annotations

import ast
import sys

from bench_store import load, saver


def main(logs: list[str]) -> int:
    data = load()
    save = saver(data)
    for log in logs:
        with open(log) as lines:
            for line in lines:
                table, _, rest = line.partition(" ")
                key, sep, row = rest.partition(": ")
                if table in ("ladders", "peer", "duels", "balance") and sep and row.startswith("{"):
                    save(table, key, ast.literal_eval(row))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
