"""Graph boards: plane graphs with nodes, edges and faces, loaded from boards/*.json.

The one place for the shared concept "a board that is a plane graph" (Schneider von Gent's
alternating plane graphs). Loading needs only the standard library (the browser never
imports networkx); tests/test_graph_boards.py re-derives everything with networkx.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

__all__ = ["GraphBoard", "load_graph_board", "BOARDS_DIR"]

#: boards/ beside the pyengine package (in the repository and in the browser's engine zip).
BOARDS_DIR = Path(__file__).resolve().parent.parent / "boards"


@dataclass(frozen=True)
class GraphBoard:
    """A plane graph: ``edges`` as sorted node pairs, ``faces`` the inner faces' node cycles."""

    name: str
    nodes: tuple[int, ...]
    edges: tuple[tuple[int, int], ...]
    degrees: tuple[int, ...]
    faces: tuple[tuple[int, ...], ...]  # inner faces f0, f1, ... (counter-clockwise)
    outer: tuple[int, ...]
    coords: tuple[tuple[float, float], ...]  # unit square, y up
    rotation: tuple[tuple[int, ...], ...]  # neighbours of each node, clockwise

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
