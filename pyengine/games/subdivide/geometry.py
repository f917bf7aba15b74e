"""Subdivide's plane geometry, exact: dots have integer coordinates, so every test below (a dot on
a segment, two segments crossing, the convex hull, a point inside a polygon) is integer
arithmetic, never floating point (spec section 2). The undivided-polygon test is the spec's
face test (section 5.2), on the drawing as a plane graph.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = [
    "Point",
    "cross",
    "on_open_segment",
    "segments_cross",
    "hull_boundary",
    "signed_area2",
    "strictly_inside",
    "faces",
    "undivided_polygons",
]

Point = tuple[int, int]


def cross(o: Point, a: Point, b: Point) -> int:
    """Twice the signed area of the triangle o a b (> 0: a left turn)."""
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def on_open_segment(p: Point, a: Point, b: Point) -> bool:
    """Does ``p`` lie on the segment a-b, strictly between its ends?"""
    if cross(a, b, p) != 0 or p == a or p == b:
        return False
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Do the open segments a-b and c-d have a common point? (Sharing an end dot is fine; an end
    dot inside the other segment, or a collinear overlap, counts.)"""
    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True
    if d1 == d2 == d3 == d4 == 0:  # collinear: do they overlap in more than an end dot?
        key = 0 if a[0] != b[0] else 1
        lo1, hi1 = sorted((a[key], b[key]))
        lo2, hi2 = sorted((c[key], d[key]))
        return min(hi1, hi2) > max(lo1, lo2)
    return (
        on_open_segment(a, c, d)
        or on_open_segment(b, c, d)
        or on_open_segment(c, a, b)
        or on_open_segment(d, a, b)
    )


def hull_boundary(points: Iterable[Point]) -> list[Point]:
    """The dots on the convex hull's boundary in counter-clockwise order, the dots in the middle of a
    straight stretch included (spec Decision); [] when all dots are collinear."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return []

    def half(seq: Sequence[Point]) -> list[Point]:
        out: list[Point] = []
        for p in seq:
            while len(out) >= 2 and cross(out[-2], out[-1], p) <= 0:
                out.pop()
            out.append(p)
        return out

    corners = half(pts)[:-1] + half(pts[::-1])[:-1]
    if len(corners) < 3:
        return []
    ring: list[Point] = []
    for i, a in enumerate(corners):
        b = corners[(i + 1) % len(corners)]
        between = [p for p in pts if on_open_segment(p, a, b)]
        between.sort(key=lambda p: abs(p[0] - a[0]) + abs(p[1] - a[1]))
        ring += [a, *between]
    return ring


def signed_area2(poly: Sequence[Point]) -> int:
    """Twice the signed area of a polygon (> 0: counter-clockwise)."""
    return sum(
        poly[i][0] * poly[(i + 1) % len(poly)][1] - poly[(i + 1) % len(poly)][0] * poly[i][1]
        for i in range(len(poly))
    )


def strictly_inside(p: Point, poly: Sequence[Point]) -> bool:
    """Is ``p`` strictly inside the simple polygon ``poly`` (not on its boundary)? Exact crossing
    number with integers."""
    inside = False
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if (
            cross(a, b, p) == 0
            and min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
            and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])
        ):
            return False  # on the boundary
        if (a[1] > p[1]) != (b[1] > p[1]):
            # x of the edge at height p.y, compared exactly: p.x < a.x + (p.y-a.y)(b.x-a.x)/(b.y-a.y)
            lhs = (p[0] - a[0]) * (b[1] - a[1])
            rhs = (p[1] - a[1]) * (b[0] - a[0])
            if (lhs < rhs) if b[1] > a[1] else (lhs > rhs):
                inside = not inside
    return inside


def _sorted_around(centre: Point, others: Sequence[int], coords: Sequence[Point]) -> list[int]:
    """``others`` (dot indices) sorted counter-clockwise around ``centre`` by exact comparisons."""
    from functools import cmp_to_key

    def half(v: Point) -> int:
        return 0 if (v[1] > 0 or (v[1] == 0 and v[0] > 0)) else 1

    def cmp(i: int, j: int) -> int:
        u = (coords[i][0] - centre[0], coords[i][1] - centre[1])
        v = (coords[j][0] - centre[0], coords[j][1] - centre[1])
        hu, hv = half(u), half(v)
        if hu != hv:
            return hu - hv
        c = u[0] * v[1] - u[1] * v[0]
        return -1 if c > 0 else (1 if c < 0 else 0)

    return sorted(others, key=cmp_to_key(cmp))


def faces(coords: Sequence[Point], edges: Iterable[tuple[int, int]]) -> list[list[int]]:
    """The boundary walks of the drawing's faces (dot indices, each walk with its face on the
    left): a bounded face's outer walk runs counter-clockwise (positive area), the outer walk of a
    connected part runs clockwise. A dangling segment appears twice in its face's walk."""
    around: dict[int, list[int]] = {}
    for a, b in edges:
        around.setdefault(a, []).append(b)
        around.setdefault(b, []).append(a)
    order = {v: _sorted_around(coords[v], ns, coords) for v, ns in around.items()}
    position = {v: {w: k for k, w in enumerate(ns)} for v, ns in order.items()}
    seen: set[tuple[int, int]] = set()
    walks = []
    for v, ns in order.items():
        for w in ns:
            if (v, w) in seen:
                continue
            walk, u, x = [], v, w
            while (u, x) not in seen:
                seen.add((u, x))
                walk.append(u)
                # Next: at x, the neighbour just clockwise of u (the face stays on the left).
                ring = order[x]
                u, x = x, ring[(position[x][u] - 1) % len(ring)]
            walks.append(walk)
    return walks


def undivided_polygons(
    coords: Sequence[Point], edges: Sequence[tuple[int, int]], strict: bool = True
) -> list[list[int]]:
    """The undivided polygons of the drawing (spec 5.2), each as its dots in order.

    Candidates come from the faces: the polygon around a bounded face F is the outer boundary of
    F's walk without its dangling segments (those run along twice). A candidate C is undivided iff
    no connected group of the segments inside C touches C in two or more dots (a chain joining two
    dots of C); with ``strict`` (``nested = strict``) also no group inside C holds a closed chain.
    The usual case (the walk without its dangling segments is C itself) needs one point test per
    other connected part of the drawing; any other face is checked segment by segment.
    """
    edge_list = [(a, b) for a, b in map(tuple, edges)]
    parts = _parts(edge_list)
    out = []
    for walk in faces(coords, edge_list):
        if signed_area2([coords[v] for v in walk]) <= 0:
            continue  # the outer walk of a connected part, not a bounded face
        n = len(walk)
        once = [(walk[i], walk[(i + 1) % n]) for i in range(n)]
        counts: dict[frozenset[int], int] = {}
        for u, v in once:
            counts[frozenset((u, v))] = counts.get(frozenset((u, v)), 0) + 1
        once = [(u, v) for u, v in once if counts[frozenset((u, v))] == 1]
        if len(once) < 3:
            continue
        chained = all(once[i][1] == once[(i + 1) % len(once)][0] for i in range(len(once)))
        cycle = [u for u, _ in once]
        if chained and len(set(cycle)) == len(cycle):
            if _undivided_simple(coords, parts, cycle, strict):
                out.append(cycle)
            continue
        cycle = _outer_cycle(coords, once)
        if cycle and _undivided(coords, edge_list, cycle, strict):
            out.append(cycle)
    return out


def _groups(edges: Iterable[tuple[int, int]]) -> dict[int, list[tuple[int, int]]]:
    """The segments by connected group, keyed by one dot of each group (union-find)."""
    parent: dict[int, int] = {}

    def find(v: int) -> int:
        while parent.setdefault(v, v) != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    edges = list(edges)
    for a, b in edges:
        parent[find(a)] = find(b)
    out: dict[int, list[tuple[int, int]]] = {}
    for a, b in edges:
        out.setdefault(find(a), []).append((a, b))
    return out


def _parts(edges: Sequence[tuple[int, int]]) -> tuple[dict[int, int], dict[int, tuple[int, int]]]:
    """The drawing's connected parts: each dot's part (a dot of it), and per part its numbers of
    dots and segments."""
    part_of, sizes = {}, {}
    for root, group in _groups(edges).items():
        dots = {v for e in group for v in e}
        part_of.update(dict.fromkeys(dots, root))
        sizes[root] = (len(dots), len(group))
    return part_of, sizes


def _undivided_simple(
    coords: Sequence[Point],
    parts: tuple[dict[int, int], dict[int, tuple[int, int]]],
    cycle: Sequence[int],
    strict: bool,
) -> bool:
    """C bounds a face whose walk is C plus dangling trees (each touches C in one dot): nothing
    else of C's own part lies inside C, and another part lies wholly inside or outside it
    (nothing crosses). One inside divides C only if it holds a closed chain (strict)."""
    if not strict:
        return True
    part_of, sizes = parts
    own = part_of[cycle[0]]
    poly = [coords[v] for v in cycle]
    for root, (n_dots, n_segs) in sizes.items():
        if root != own and n_segs >= n_dots and strictly_inside(coords[root], poly):
            return False
    return True


def _outer_cycle(coords: Sequence[Point], once: Sequence[tuple[int, int]]) -> list[int]:
    """The outermost simple cycle of the once-used segments (the face's outer boundary), counter-
    clockwise: the outer walk of their largest connected part, reversed."""
    walks = faces(coords, once)
    outer = [w for w in walks if signed_area2([coords[v] for v in w]) < 0]
    if not outer:
        return []
    walk = min(outer, key=lambda w: signed_area2([coords[v] for v in w]))[::-1]
    return walk if len(set(walk)) == len(walk) else []


def _undivided(
    coords: Sequence[Point], edges: Sequence[tuple[int, int]], cycle: Sequence[int], strict: bool
) -> bool:
    on_c = set(cycle)
    ring = {frozenset((cycle[i], cycle[(i + 1) % len(cycle)])) for i in range(len(cycle))}
    doubled = [(2 * x, 2 * y) for x, y in (coords[v] for v in cycle)]
    # A segment not on C lies wholly inside or outside (nothing crosses): its midpoint says which
    # (doubled, so that it stays integer).
    inside = [
        (a, b)
        for a, b in edges
        if frozenset((a, b)) not in ring
        and strictly_inside((coords[a][0] + coords[b][0], coords[a][1] + coords[b][1]), doubled)
    ]
    groups = _groups(inside)
    for group in groups.values():
        dots = {v for e in group for v in e}
        if len(dots & on_c) >= 2:
            return False  # a chain inside C joins two of its dots
        if strict and len(group) >= len(dots):
            return False  # a closed chain inside C
    return True
