"""Graph boards: plane graphs with nodes, edges and faces, loaded from boards/*.json.

The one place for the shared concept "a board that is a plane graph": Schneider von Gent's
alternating plane graphs (numbered nodes, faces, a rotation system) and boards of named points
joined by drawn lines (Transvaal's Gioco-dell'Orso board: circles, radii and arcs; each line runs
through its points, every consecutive pair an edge). Loading needs only the standard library
(the browser never imports networkx); tests/test_graph_boards.py re-derives everything with
networkx.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

__all__ = ["GraphBoard", "Line", "load_graph_board", "BOARDS_DIR"]

#: boards/ beside the pyengine package (in the repository and in the browser's engine zip).
BOARDS_DIR = Path(__file__).resolve().parent.parent.parent / "boards"


@dataclass(frozen=True)
class Line:
    """A line as a board draws it, through ``points`` in order (each consecutive pair an edge):
    ``drawn`` "straight", "circle" (a closed line: its first point again at its end) or "arc";
    a circle or an arc lies on the circle around ``centre`` (board coordinates) of ``radius``."""

    points: tuple[int, ...]
    drawn: str = "straight"
    centre: tuple[float, float] = (0.0, 0.0)
    radius: float = 0.0


@dataclass(frozen=True)
class GraphBoard:
    """A plane graph: ``edges`` as sorted node pairs, ``faces`` the inner faces' node cycles
    (none for a board of points and lines), ``names`` the nodes' names where a board names
    them (else their numbers), ``lines`` how its edges are drawn (none: each edge straight)."""

    name: str
    nodes: tuple[int, ...]
    edges: tuple[tuple[int, int], ...]
    degrees: tuple[int, ...]
    faces: tuple[tuple[int, ...], ...]  # inner faces f0, f1, ... (counter-clockwise)
    outer: tuple[int, ...]
    coords: tuple[tuple[float, float], ...]  # unit square, y up
    rotation: tuple[tuple[int, ...], ...]  # neighbours of each node, clockwise
    names: tuple[str, ...] = ()
    lines: tuple[Line, ...] = ()

    def node_name(self, v: int) -> str:
        """Node ``v``'s name (its number where the board names none)."""
        return self.names[v] if self.names else str(v)

    def find(self, name: str) -> int | None:
        """The node called ``name`` (as written; case-insensitive), or None."""
        return _name_lookup(self).get(name.strip().upper())

    def adjacent(self, v: int) -> tuple[int, ...]:
        """The nodes joined to ``v`` by an edge, in the board's clockwise order."""
        return self.rotation[v]

    def edge_index(self, u: int, v: int) -> int:
        """The index of edge ``u-v`` (either order). :raises KeyError: if there is none."""
        return _edge_lookup(self)[(min(u, v), max(u, v))]

    def faces_of_edge(self, e: int) -> tuple[int, ...]:
        """The inner faces whose cycle contains edge ``e`` (one for an outer edge, else two)."""
        return _faces_by_edge(self)[e]

    def neighbours(self, v: int) -> tuple[tuple[int, int], ...]:
        """(neighbour, edge index) pairs of node ``v``, in the board's clockwise order."""
        return tuple((w, self.edge_index(v, w)) for w in self.rotation[v])


@lru_cache(maxsize=None)
def _edge_lookup(board: GraphBoard) -> dict[tuple[int, int], int]:
    return {e: i for i, e in enumerate(board.edges)}


@lru_cache(maxsize=None)
def _name_lookup(board: GraphBoard) -> dict[str, int]:
    return {board.node_name(v).upper(): v for v in board.nodes}


@lru_cache(maxsize=None)
def _faces_by_edge(board: GraphBoard) -> tuple[tuple[int, ...], ...]:
    found: list[list[int]] = [[] for _ in board.edges]
    for f, cycle in enumerate(board.faces):
        for a, b in zip(cycle, cycle[1:] + cycle[:1]):
            found[board.edge_index(a, b)].append(f)
    return tuple(tuple(fs) for fs in found)


@lru_cache(maxsize=None)
def load_graph_board(name: str) -> GraphBoard:
    """The board ``boards/<name>.json``. :raises FileNotFoundError: for an unknown board."""
    data = json.loads((BOARDS_DIR / f"{name}.json").read_text(encoding="utf-8"))
    if "lines" in data:
        return _points_and_lines(data)
    return GraphBoard(
        name=data["name"],
        nodes=tuple(data["vertices"]),
        edges=tuple(tuple(sorted(e)) for e in data["edges"]),
        degrees=tuple(data["degrees"]),
        faces=tuple(tuple(f) for f in data["inner_faces"]),
        outer=tuple(data["outer_face"]),
        coords=tuple((float(x), float(y)) for x, y in data["coords"]),
        rotation=tuple(tuple(r) for r in data["rotation"]),
    )


def _points_and_lines(data: dict[str, Any]) -> GraphBoard:
    """A board given as named points and the lines through them: the edges are the lines'
    consecutive pairs; each node's neighbours go clockwise by the direction to them."""
    names = tuple(data["points"])
    index = {n: i for i, n in enumerate(names)}
    coords = tuple((float(x), float(y)) for x, y in data["coords"])
    lines = tuple(
        Line(
            tuple(index[p] for p in line["points"]),
            line.get("drawn", "straight"),
            tuple(line.get("centre", (0.0, 0.0))),
            float(line.get("radius", 0.0)),
        )
        for line in data["lines"]
    )
    edges: list[tuple[int, int]] = []
    for line in lines:
        for a, b in zip(line.points, line.points[1:]):
            edge = (min(a, b), max(a, b))
            if edge not in edges:
                edges.append(edge)
    around: list[list[int]] = [[] for _ in names]
    for a, b in edges:
        around[a].append(b)
        around[b].append(a)

    def clockwise(v: int) -> tuple[int, ...]:
        x, y = coords[v]
        return tuple(sorted(around[v], key=lambda w: -math.atan2(coords[w][1] - y, coords[w][0] - x)))

    return GraphBoard(
        name=data["name"],
        nodes=tuple(range(len(names))),
        edges=tuple(edges),
        degrees=tuple(len(a) for a in around),
        faces=(),
        outer=(),
        coords=coords,
        rotation=tuple(clockwise(v) for v in range(len(names))),
        names=names,
        lines=lines,
    )
