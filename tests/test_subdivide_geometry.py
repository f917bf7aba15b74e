"""Subdivide's exact geometry (spec sections 2 and 5.2) checked against independent work: the
faces of random drawings against networkx's planar embedding, the undivided polygons against a
brute force over every simple cycle, tested by the spec's definition. networkx is a test tool
only; the engine never imports it."""

from __future__ import annotations

import math
import random

import networkx as nx

from pyengine.games.subdivide.geometry import faces, signed_area2, strictly_inside, undivided_polygons
from pyengine.games.subdivide.rules import Config, new_round


# -- The face test against networkx


def _random_drawing(rng: random.Random):
    rows, cols = rng.randint(2, 6), rng.randint(2, 6)
    rnd = new_round(Config(rows=rows, cols=cols, rules=rng.choice(["hull", "simple"])))
    for _ in range(rng.randint(1, 40)):
        if rnd.over or not rnd.legal_actions():
            break
        rnd = rnd.apply(rng.choice(rnd.legal_actions()))
    return rnd


def test_faces_agree_with_networkx_planar_embedding_on_random_drawings():
    rng = random.Random(11)
    for _ in range(300):
        rnd = _random_drawing(rng)
        d = rnd.drawing
        edges = [d.pairs[k] for k in rnd.segments]
        walks = faces(d.points, edges)
        g = nx.PlanarEmbedding()
        for v in {v for e in edges for v in e}:
            x0, y0 = d.points[v]
            ns = [w for e in edges for w in e if v in e and w != v]
            # networkx: neighbours in clockwise order, each placed after the previous one.
            ns.sort(key=lambda w: -math.atan2(d.points[w][1] - y0, d.points[w][0] - x0))
            prev = None
            for w in ns:
                g.add_half_edge_cw(v, w, prev) if prev is not None else g.add_half_edge_first(v, w)
                prev = w
        g.check_structure()
        theirs = set()
        seen = set()
        for v, w in g.edges():
            if (v, w) not in seen:
                face = g.traverse_face(v, w, mark_half_edges=seen)
                theirs.add(_canon(face))
        ours = {_canon(walk) for walk in walks}
        assert ours == theirs or ours == {_canon(list(reversed(f))) for f in theirs}, (ours, theirs)


def _canon(walk):
    """A closed walk up to its starting point."""
    walk = list(walk)
    k = min(range(len(walk)), key=lambda i: (walk[i:] + walk[:i]))
    return tuple(walk[k:] + walk[:k])


def test_undivided_polygons_agree_with_a_brute_force_on_random_drawings():
    """Every simple cycle of the drawing (small drawings), tested by the spec's definition
    directly: no chain inside joining two of its dots, no closed chain inside (strict)."""
    rng = random.Random(12)
    checked = 0
    while checked < 150:
        rnd = _random_drawing(rng)
        d = rnd.drawing
        edges = [d.pairs[k] for k in rnd.segments]
        if len(edges) > 16:
            continue
        checked += 1
        g = nx.Graph(edges)
        for strict in (True, False):
            ours = {frozenset(p) for p in undivided_polygons(d.points, edges, strict)}
            brute = set()
            for cycle in nx.simple_cycles(g):
                if len(cycle) >= 3 and _undivided_by_definition(d.points, edges, cycle, strict):
                    brute.add(frozenset(cycle))
            assert ours == brute, (strict, ours, brute, edges)


def _undivided_by_definition(points, edges, cycle, strict):
    poly = [points[v] for v in cycle]
    if signed_area2(poly) < 0:
        poly = poly[::-1]
    ring = {frozenset((cycle[i], cycle[(i + 1) % len(cycle)])) for i in range(len(cycle))}
    inside = [
        e
        for e in edges
        if frozenset(e) not in ring
        and strictly_inside(
            (points[e[0]][0] + points[e[1]][0], points[e[0]][1] + points[e[1]][1]),
            [(2 * x, 2 * y) for x, y in poly],
        )
    ]
    g = nx.Graph(inside)
    for part in nx.connected_components(g):
        if len(part & set(cycle)) >= 2:
            return False
        if strict and g.subgraph(part).number_of_edges() >= len(part):
            return False
    return True
