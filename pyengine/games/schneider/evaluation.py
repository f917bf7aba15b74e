"""Schneider von Gent's evaluation (the ``evaluate`` and ``noisy`` hooks): the taylor's final score.

A game's payoff is the taylor's score (the degrees of the nodes holding prisoners) over the
board's degree sum, so its evaluation is that fraction for the score she is heading for:

- the score so far;
- the capture at hand: at her walk, a walkable edge beside a free button makes the node she
  stands on a prisoner (its degree); at her reward, a button beside the walked edge; at Mr.
  Button's move, the same threat unless he can move its only button away;
- what is left: she can still imprison only nodes she can reach (over unseamed edges into nodes
  without a prisoner) and only buttons that can still be caught (a button's faces joined across
  unseamed edges touching a reachable edge; those not beside one now at a discount: Mr. Button
  may keep them away), so a share of the smaller of the two counts times the mean degree of the
  reachable nodes.

A match is won by the higher taylor score (a tie goes to player A): in its first game player A's
chance is that of the score heading for beating a fresh game's (its mean and spread measured
with greedy play by this evaluation), in the second that of player B's score heading for staying
at most player A's; the spread narrows as the potential left shrinks.

A taylor's move half made (her reward to choose) is not quiet (``noisy``). The nodes, edges and
faces are bit masks (17, 32, 16 of them): a call is a few small searches, about 20 microseconds.
"""

from __future__ import annotations

import math

from pyengine.games.schneider.rules import (
    OVER,
    REWARD,
    START,
    WALK,
    SchneiderMatch,
    SchneiderState,
    board_tables,
)

__all__ = ["evaluate", "noisy", "heading"]

#: The share of the potential left (catchable buttons or reachable nodes, the fewer, times their
#: mean degree) that the taylor gets, and that of a capture Mr. Button may still parry.
SHARE = 0.5
PARRY = 0.5
#: A catchable button not beside a reachable edge now, as a share of one that is.
AWAY = 0.5
#: A fresh game's taylor score (before the start choice) and its spread, in points.
FRESH, FRESH_SPREAD = 38.0, 4.0
#: A game's spread in points per point of potential left, and at the least.
SPREAD, SPREAD_MIN = 0.25, 1.0


def _reach(game: SchneiderState) -> tuple[int, int]:
    """The nodes (the thimble's included) and edges the thimble can still walk to or along."""
    around, _, _ = board_tables(game.config.board)
    nodes, edges, todo = 1 << game.thimble, 0, [game.thimble]
    seamed, prisoners = game.seamed, game.prisoners
    while todo:
        v = todo.pop()
        for w, e in around[v]:
            if seamed >> e & 1 or prisoners >> w & 1:
                continue
            edges |= 1 << e
            if not nodes >> w & 1:
                nodes |= 1 << w
                todo.append(w)
    return nodes, edges


def _catchable(game: SchneiderState, edges: int) -> float:
    """The free buttons that can still come beside a reachable edge (moving across unseamed
    edges), those not beside one now at a discount (Mr. Button may keep them away)."""
    _, edge_faces, across = board_tables(game.config.board)
    near = 0  # faces beside a reachable edge
    rest = edges
    while rest:
        low = rest & -rest
        rest ^= low
        for f in edge_faces[low.bit_length() - 1]:
            near |= 1 << f
    count, seen = float((near & game.buttons).bit_count()), 0
    for f in range(len(across)):
        if not game.buttons >> f & 1 or seen >> f & 1:
            continue
        # the button's region: faces joined across unseamed edges (its fellows share it)
        region, todo = 1 << f, [f]
        while todo:
            g = todo.pop()
            for h, e in across[g]:
                if not game.seamed >> e & 1 and not region >> h & 1:
                    region |= 1 << h
                    todo.append(h)
        seen |= region
        if region & near:
            count += AWAY * (region & game.buttons & ~near).bit_count()
    return count


def _threat(game: SchneiderState) -> tuple[int, int]:
    """The buttons beside the walks open to the thimble, and of those the ones that can move to a
    face beside none of them (Mr. Button parries a lone one so)."""
    around, edge_faces, across = board_tables(game.config.board)
    near = 0
    for w, e in around[game.thimble]:
        if not game.seamed >> e & 1 and not game.prisoners >> w & 1:
            for f in edge_faces[e]:
                near |= 1 << f
    threatened = near & game.buttons
    free_ones = 0
    rest = threatened
    while rest:
        low = rest & -rest
        rest ^= low
        f = low.bit_length() - 1
        if any(not game.seamed >> e & 1 and not (game.buttons | near) >> g & 1 for g, e in across[f]):
            free_ones += 1
    return threatened.bit_count(), free_ones


def heading(game: SchneiderState) -> tuple[float, float]:
    """(the taylor's score she is heading for, its spread) in points, for a game in play."""
    degrees = game.board.degrees
    score = float(game.score())
    if game.phase == OVER:
        return score, 0.0
    if game.phase == START:
        return FRESH, FRESH_SPREAD
    nodes, edges = _reach(game)
    at_hand, jailed = 0.0, game.thimble  # a capture now imprisons the node she stands on
    if game.phase == REWARD:
        _, edge_faces, _ = board_tables(game.config.board)
        jailed = game.left  # (she has just left it)
        if any(game.buttons >> f & 1 for f in edge_faces[game.walked]):
            at_hand = degrees[jailed]
    elif edges:
        threatened, movable = _threat(game)
        if threatened and (game.phase == WALK or threatened > 1 or not movable):
            at_hand = degrees[jailed]
        elif threatened:
            at_hand = (1 - PARRY) * degrees[jailed]
    if at_hand:
        nodes &= ~(1 << jailed)  # its degree is counted once
    buttons = max(0, _catchable(game, edges) - (1 if at_hand else 0))
    targets = [d for v, d in enumerate(degrees) if nodes >> v & 1]
    potential = min(buttons, len(targets)) * sum(targets) / len(targets) if targets else 0.0
    return score + at_hand + SHARE * potential, max(SPREAD_MIN, SPREAD * potential)


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def evaluate(state: SchneiderState | SchneiderMatch) -> tuple[float, ...]:
    """A single game: (taylor, Mr. Button), the score heading for over the degree sum. A match:
    (player A, player B), each one's chance of the higher taylor score (A wins a tie)."""
    if state.is_over():
        return state.returns()
    if isinstance(state, SchneiderMatch):
        game = state.current
        mean, spread = heading(game)
        if state.round_no == 0:  # player A the taylor: to beat (or tie) a fresh game's score
            a = _normal_cdf((mean - FRESH + 0.5) / math.hypot(spread, FRESH_SPREAD))
        else:  # player B the taylor: to stay at most player A's score
            a = _normal_cdf((state.scores[0] + 0.5 - mean) / spread)
        return (a, 1.0 - a)
    mean, _ = heading(state)
    total = sum(state.board.degrees)
    s = min(1.0, max(0.0, mean / total))
    return (s, 1.0 - s)


def noisy(state: SchneiderState | SchneiderMatch) -> bool:
    """The taylor's move half made: her reward (take a button or decline) is due."""
    game = state.current if isinstance(state, SchneiderMatch) else state
    return game.phase == REWARD
