"""The graph boards (boards/*.json) re-derived with networkx, and checked against their drawing."""

from __future__ import annotations

import hashlib
import math

import networkx as nx
import pytest

from pyengine.kit.graphboard import BOARDS_DIR, load_graph_board

BOARDS = {
    "schneider17": "c61ee97580df3d75f3a662c6efd3285c2a1ba1272575eeacc4e5ed0cbaf3d6de",
    "ghent17": "751b5b48f37957c896d9f78fa9a2a41b2109357b43cc0ed6ce3b2dde2caad22e",
}


def canonical(cycle) -> tuple[int, ...]:
    """A cycle up to rotation and direction."""
    cycle = list(cycle)
    options = []
    for seq in (cycle, cycle[::-1]):
        for i in range(len(seq)):
            options.append(tuple(seq[i:] + seq[:i]))
    return min(options)


def embedding(board) -> nx.PlanarEmbedding:
    emb = nx.PlanarEmbedding()
    for v, around in enumerate(board.rotation):
        previous = None
        for w in around:  # clockwise
            if previous is None:
                emb.add_half_edge(v, w)
            else:
                emb.add_half_edge(v, w, cw=previous)
            previous = w
    return emb


@pytest.fixture(params=sorted(BOARDS))
def board(request):
    return load_graph_board(request.param)


@pytest.mark.parametrize("name,digest", sorted(BOARDS.items()))
def test_board_files_are_the_ones_the_spec_numbers(name, digest):
    assert hashlib.sha256((BOARDS_DIR / f"{name}.json").read_bytes()).hexdigest() == digest


def test_rotation_system_is_a_planar_embedding_with_the_stored_faces(board):
    emb = embedding(board)
    emb.check_structure()  # raises if the rotation system is not a planar embedding
    assert sorted(tuple(sorted(e)) for e in emb.to_undirected().edges) == sorted(board.edges)
    seen, faces = set(), []
    for v, w in emb.edges:
        if (v, w) not in seen:
            faces.append(emb.traverse_face(v, w, mark_half_edges=seen))
    assert len(faces) == 17 == len(board.edges) - len(board.nodes) + 2  # Euler
    stored = {canonical(f) for f in board.faces} | {canonical(board.outer)}
    assert {canonical(f) for f in faces} == stored
    assert len(board.faces) == 16


def test_the_graph_is_alternating_and_3_connected(board):
    graph = nx.Graph(board.edges)
    assert [graph.degree(v) for v in board.nodes] == list(board.degrees)
    assert sorted(board.degrees).count(3) == 8 and board.degrees.count(4) == 5 and board.degrees.count(5) == 4
    sizes = [len(f) for f in board.faces] + [len(board.outer)]
    assert sorted(sizes).count(3) == 8 and sizes.count(4) == 5 and sizes.count(5) == 4
    all_faces = list(board.faces) + [board.outer]
    for i, (u, v) in enumerate(board.edges):
        assert board.degrees[u] != board.degrees[v]  # no edge joins equal degrees
        beside = [f for f in all_faces if _has_edge(f, u, v)]
        assert len(beside) == 2 and len(beside[0]) != len(beside[1])  # nor separates equal faces
    assert nx.node_connectivity(graph) == 3


def test_faces_of_an_edge_are_one_on_the_frame_and_two_inside(board):
    outer_edges = {tuple(sorted(p)) for p in zip(board.outer, board.outer[1:] + board.outer[:1])}
    for i, edge in enumerate(board.edges):
        assert len(board.faces_of_edge(i)) == (1 if edge in outer_edges else 2)


def test_the_drawing_agrees_with_the_faces(board):
    xy = board.coords
    # The outer quadrangle sits on the unit square's corners.
    assert sorted(xy[v] for v in board.outer) == [(0.0, 0.0), (0.0, 1.0), (1.0, 0.0), (1.0, 1.0)]
    # Around every node, the neighbours in clockwise order of angle are the stored rotation.
    for v, around in enumerate(board.rotation):
        angle = {w: math.atan2(xy[w][1] - xy[v][1], xy[w][0] - xy[v][0]) for w in around}
        drawn = sorted(around, key=lambda w: -angle[w])  # clockwise = decreasing angle
        i = drawn.index(around[0])
        assert tuple(drawn[i:] + drawn[:i]) == around
    # Every inner face is a convex counter-clockwise polygon; together they tile the square.
    total = 0.0
    for face in board.faces:
        pts = [xy[v] for v in face]
        area = _area(pts)
        assert area > 0
        total += area
        for a, b, c in zip(pts, pts[1:] + pts[:1], pts[2:] + pts[:2]):
            assert (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) > 0
    assert total == pytest.approx(1.0, abs=1e-9)


def _has_edge(face, u, v) -> bool:
    pairs = zip(face, face[1:] + face[:1])
    return any({a, b} == {u, v} for a, b in pairs)


def _area(pts) -> float:
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1])) / 2
