"""The page's sections of docs/BENCHMARKS.md (bench/benchmarks.py measures and writes the file):
the first visit over a phone's network, the page protocol, the clicks of every game, phones."""

from __future__ import annotations

from bench_page import LATE, median
from pyengine.catalogue import all_games


def first_visit_section(fv: dict | None, langs: dict | None = None) -> list[str]:
    """Step 16: cold first visits over a throttled network (bench/bench_network.py); ``langs``:
    the same in English and German."""
    if not fv:
        return []
    order = {
        name: i
        for i, name in enumerate(
            ["gzip", "plain", "Fast 4G", "Slow 4G", "localhost"] + [g.info.id for g in all_games()]
        )
    }
    v = {
        key: fv["visits"][key]
        for key in sorted(
            fv["visits"],
            key=lambda k: (order[k.split("|")[2]], order[k.split("|")[0]], order[k.split("|")[1]]),
        )
    }
    mb = lambda n: f"{n / 1e6:.2f} MB"  # noqa: E731
    lines = [
        "## First visit over a phone's network (step 16)",
        "",
        f"Measured {fv.get('date', '')}. Cold visits (a fresh browser context each) of `play.html?game=…`, "
        f"{fv['rounds']} rounds with the pages",
        "interleaved, medians. The network throttled by CDP `Network.emulateNetworkConditions` on the",
        "page (it covers the engine worker too: Chromium runs without SharedWorker here, so that the",
        "engine is the page's own worker, as in a browser without one, with the same files and start;",
        "a SharedWorker, the engine of Kabinett's pages since 2026-11-29, is a target of its own,",
        "which the page's throttling does not reach): Fast 4G = 60 ms, 1,125,000 B/s down; Slow 4G = 150 ms,",
        "200,000 B/s. Served by build.py's server with gzip `Content-Encoding` for text and wasm, as",
        'static hosts do ("gzip host"), and without ("plain host"). Times in ms from navigation;',
        '"answers": a click made as soon as the page can take one is answered and painted (before the',
        'engine is up the page answers from the first-turn book, pyengine/app/firstturn.py); "engine',
        "up\": the engine's first view painted (the computer can answer); bytes: everything on the wire",
        "before that moment (bodies as sent plus headers, the worker's requests included). Warm = a",
        "reload in the same context once its service worker controls it. Reproduce:",
        "`python3 build.py bench --first-visit` (this section only, ~10 min).",
        "",
        "| page | host | network | first paint | board answers | engine up | bytes before the answer | "
        "bytes before engine up |",
        "|---|---|---|---:|---:|---:|---:|---:|",
    ]
    for key, row in v.items():
        game, profile, host = key.split("|")
        lines.append(
            f"| {game} | {host} | {profile} | {row['fcp']:.0f} | **{row['answer']:.0f}** | "
            f"**{row['engine']:.0f}** | "
            f"{mb(row['bytes_answer'])} | {mb(row['bytes_engine'])} |"
        )
    lines += [
        "",
        "Bars: Fast 4G answers ≤ 1000, engine up ≤ 5000 with ≤ 5 MB before it; Slow 4G answers ≤ 2000;",
        "localhost cold answers ≤ 1000, warm ≤ 500, the first click answered ≤ 50 ms.",
        "",
        "Warm: the same context again once its service worker controls it, a new game (the cold",
        "visit's stored game forgotten); reload: once more, reopening the game in progress, whose",
        "first clicks the page answers from those stored with its save (the engine plays them once",
        "up; step 24: bar ≤ 500).",
        "",
        "| page | host | localhost cold: answers / engine up | warm: answers / engine up | reload: answers "
        "/ engine up | first click answered (cold / warm) |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for key, row in v.items():
        game, profile, host = key.split("|")
        if profile == "localhost":
            lines.append(
                f"| {game} | {host} | {row['answer']:.0f} / {row['engine']:.0f} | "
                f"{row['warm_answer']:.0f} / {row['warm_engine']:.0f} | "
                f"{row.get('reload_answer', 0):.0f} / {row.get('reload_engine', 0):.0f} | "
                f"{row['click_ms']:.1f} / {row['warm_click_ms']:.1f} ms |"
            )
    for key, files in fv.get("files", {}).items():
        if key.endswith("|gzip") and key.startswith("cross"):
            lines += [
                "",
                "Critical path of the engine (Fast 4G, gzip host, cross, last round): "
                + ", ".join(f"`{u}` {n:,}" for u, n in files if n > 5000)
                + " bytes.",
            ]
    if fv.get("every"):
        lines += [
            "",
            "Every game, one cold Fast 4G visit each from the gzip host (same run):",
            "",
            "| game | first paint | board answers | answered by | engine up | bytes before engine up |",
            "|---|---:|---:|---|---:|---:|",
        ]
        for game, row in sorted(fv["every"].items(), key=lambda item: order[item[0]]):
            lines.append(
                f"| {game} | {row['fcp']:.0f} | {row['answer']:.0f} | "
                f"{'the book' if row['answer_early'] else 'the engine'} | {row['engine']:.0f} | "
                f"{mb(row['bytes_engine'])} |"
            )
    if langs:
        lines += [
            "",
            f"In English and in German (`lang=de`): cold Fast 4G visits from the gzip host, interleaved, "
            f"medians of {langs['rounds']} ({langs['date']}; `--first-visit-languages`):",
            "",
            "| game | language | first paint | board answers | engine up | bytes before it answers "
            "| bytes before engine up |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        visits = langs["visits"].items()  # the page's games in catalogue order, English first
        for key, row in sorted(
            visits, key=lambda kv: (order.get(kv[0].split("|")[0], 99), kv[0].split("|")[1] != "en")
        ):
            game, lang = key.split("|")
            lines.append(
                f"| {game} | {lang} | {row['fcp']:.0f} | {row['answer']:.0f} | {row['engine']:.0f} | "
                f"{mb(row['bytes_answer'])} | {mb(row['bytes_engine'])} |"
            )
    pre = fv.get("precache")
    if pre:
        lines += [
            "",
            f"The service worker precaches {pre['files']} files once the engine is up: "
            f"{mb(pre['plain'])} from a plain host, {mb(pre['gzip'])} from a gzip host (bar ≤ 8 MB).",
        ]
    lines += _replies(fv.get("replies"))
    lines += _one_download(fv.get("one_download"), mb) + _timelines(fv.get("timelines"))
    return lines + [""]


def _replies(replies: dict | None) -> list[str]:
    """The computer's first answer after the person's first turn (bench_network.first_reply)."""
    if not replies:
        return []
    lines = [
        "",
        "The computer's first answer (cold Fast 4G visits, gzip host, `seats=human,easy`): ms from",
        "the answer that ends the person's first turn (clicked as soon as the page takes clicks) to",
        "the computer's reply painted; bar ≤ 500:",
        "",
        "| game | min / median / max | from the book | engine up by then |",
        "|---|---:|---:|---:|",
    ]
    for game, r in replies.items():
        lo, mid, hi = r["after_turn"]
        lines.append(
            f"| {game} | {lo:.0f} / **{mid:.0f}** / {hi:.0f} | {r['from_book']} of {r['rounds']} "
            f"| {r['engine_up_then']} of {r['rounds']} |"
        )
    return lines


def _one_download(one: dict | None, mb) -> list[str]:
    """Issue 50 item 4: a whole first visit's bytes, the precache included (bench_network.py)."""
    if not one:
        return []
    pre = one["precache"]
    lines = [
        "",
        "A whole first visit (localhost, cross, a cold context with its HTTP cache, until the service",
        "worker's precache is complete), bytes sent by the server (headers included), from hosts with",
        "and without ETag/Last-Modified; bar: ≤ the precache's size + 5 %, each file once:",
        "",
        "| host | validators | bytes | precache | requests | sent more than once |",
        "|---|---|---:|---:|---:|---|",
    ]
    for key in ("gzip|validators", "gzip|none", "plain|validators", "plain|none"):
        if key in one:
            host, validators = key.split("|")
            row = one[key]
            lines.append(
                f"| {host} | {'ETag/Last-Modified' if validators == 'validators' else 'none'} | "
                f"{mb(row['bytes'])} | {mb(pre[host])} | {row['requests']} | "
                f"{', '.join(f'`{u}`' for u in row['again']) or 'none'} |"
            )
    return lines


def _timelines(timelines: dict | None) -> list[str]:
    """The last round's cross visits from the gzip host: what arrives when (ms from navigation)
    and the engine's start after the last byte."""
    if not timelines:
        return []
    lines = []
    for key, t in timelines.items():
        game, profile, host = key.split("|")
        if game != "cross" or host != "gzip":
            continue
        lines += [
            "",
            f"Timeline of a cold {profile} visit (cross, gzip host, last round): the glue asked for at "
            f"{t['glue_requested']:.0f}, the interpreter's bytes in at {t['interpreter_in']:.0f}, "
            f"the engine's parts in at {t.get('parts_in', 0):.0f}, "
            f"Pyodide up at {t['pyodide_up']:.0f}, the engine's parts unpacked at "
            f"{t['parts_unpacked']:.0f}, the engine imported at {t['engine_imported']:.0f}, the last "
            f"byte in at {t['last_byte']:.0f}, the engine up at {t['engine']:.0f} "
            f"({t['engine'] - t['last_byte']:.0f} ms of CPU after the last byte). Files over 5 KB:",
            "",
            "| file | asked for | in | bytes |",
            "|---|---:|---:|---:|",
        ]
        lines += [f"| `{u}` | {a} | {b} | {n:,} |" for u, a, b, n in t["requests"] if n > 5000]
    return lines


def protocol_section(data: dict | None, date: str) -> list[str]:
    """Issue 36 item 3: the page protocol's answers against whole views, in one run."""
    if not data:
        return []
    rows = [
        "## The page protocol: what a click's answer carries (step 19)",
        "",
        f"The same random legal clicks after {LATE} actions in two pages opened from the same link",
        "(clicked in turn, one page then the other): one answered with the page protocol's changes",
        "(pyengine/app/protocol.py), one with the whole view as before (`protocol=full`). Answer: the",
        "worker's message in bytes; click: from the click event to the painted answer. Median (max);",
        f"{date}. Bar: the answer ≤ 4 KB median, the click at least as fast as with whole views.",
        "",
        "| game | answer, changes | answer, whole view | click, changes | click, whole view | clicks |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    every: dict[str, list[list[float]]] = {"delta": [], "full": []}

    def cell(values: list[float], unit: str = "") -> str:
        return f"{median(values):.1f}{unit} ({max(values):.0f})" if values else "–"

    for gid, d in data.items():
        for mode in every:
            every[mode] += d[mode]
        rows.append(
            f"| {gid} | {cell([b for _, b in d['delta']])} | {cell([b for _, b in d['full']])} "
            f"| {cell([ms for ms, _ in d['delta']])} | {cell([ms for ms, _ in d['full']])} "
            f"| {len(d['delta'])} |"
        )
    rows.append(
        f"| **all** | **{cell([b for _, b in every['delta']])}** | **{cell([b for _, b in every['full']])}** "
        f"| **{cell([ms for ms, _ in every['delta']])}** | **{cell([ms for ms, _ in every['full']])}** "
        f"| {len(every['delta'])} |"
    )
    return rows + [""]


def game_clicks_section(data: dict | None) -> list[str]:
    if not data:
        return []
    rows = [
        "Every game, random legal clicks (board targets, die, buttons) in a fresh page at the start",
        f"and after {LATE} random actions (the page opened from a link to that game): median (max) in ms.",
        "Board clickable: that game's page, one load in the same browser context (HTTP cache warm),",
        "until the engine's first view (each game's code is its own part of the engine).",
        "Games shorter than 64 actions are measured 13 actions before the end of the longest random",
        "game (or at its half); a number the game asks to be typed ((Not)Divisors) counts as a click",
        "of the Play button beside it (the number: a legal one, worked out from the page's link).",
        "",
        "| game | board clickable | click at the start | after 64 actions | clicks | bar |",
        "|---|---:|---:|---:|---:|---|",
    ]

    def cell(values: list[float]) -> str:
        # A game may end (or wait for typing) before every click is made: "–" for none.
        return f"{median(values):.1f} ({max(values):.0f})" if values else "–"

    for gid, d in data.items():
        ready = f"{d['ready']:.0f}" if "ready" in d else ""
        rows.append(
            f"| {gid} | {ready} | {cell(d['start'])} | {cell(d['late'])} "
            f"| {len(d['start'])} + {len(d['late'])} | median ≤ 30 ms both |"
        )
    return rows + [""]


#: The phone before step 9 (2026-11-24, the same measurement on the page of commit 7dcdd2b):
#: board width, smallest and median clickable place in CSS px.
PHONE_BEFORE = {
    "cross": (358, 26.3, 26.3),
    "schneider-von-gent": (358, 14.2, 14.2),
    "karls-rennen": (358, 16.7, 50.1),
    "einstein": (358, 49.2, 49.2),
    "progressive-chess": (358, 31.1, 31.1),
}


def phone_section(data: dict | None, date: str) -> list[str]:
    if not data:
        return []
    rows = [
        "",
        "## Phones (390×844, touch)",
        "",
        f"The board and its clickable places in CSS px on Playwright's mobile emulation ({date}); before: "
        f"the "
        "page before step 9 (a board in a fixed aspect box with 1 rem page padding). Places: the smaller "
        "side "
        "of each clickable element's box (a hex cell's or a node's circle), smallest and median. A tap on a "
        "place "
        "under 32 px opens a magnified view of its surroundings, whose places are at least 32 px "
        "(tests/test_access.py checks it for every game).",
        "",
        "| game | board before | board now | smallest place before / now | median place before / now | "
        "page scroll width |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for gid, d in data.items():
        if gid in PHONE_BEFORE:  # games added after step 9 have no "before"
            w, lo, med = (f"{x:.1f}" for x in PHONE_BEFORE[gid])
            w = w.split(".")[0]
        else:
            w = lo = med = "–"
        rows.append(
            f"| {gid} | {w} | {d['board']:.0f} | {lo} / {d['smallest']:.1f} | {med} / {d['median']:.1f} "
            f"| {d['scroll']:.0f} |"
        )
    return rows
