"""Schneider von Gent's lessons (issue 54): Mr. Button's start choice, the taylor's walk and
reward, the seams and prisoners that block her, a button move on the Ghent-17 board, both ends
of a game, the match's small winner, and a single game against the easy computer."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.contract.state import State
from pyengine.i18n import N_
from pyengine.games.schneider.rules import OVER, SchneiderMatch, SchneiderState, board_tables, game_of

__all__ = ["SERIES"]

RULES = {
    "2.boards": "Two boards, Schneider-17 and Ghent-17: plane graphs of 17 nodes, 32 edges, 16 inner faces.",
    "2.names": "Nodes 0..16, edges u-v, inner faces f0..f15; the outer quadrangle takes no part in play.",
    "2.edge-faces": "The faces next to an edge: two, or one for an edge of the outer quadrangle.",
    "2.pieces": "One thimble (the taylor's), 16 buttons (Mr. Button's), seams marking used edges.",
    "2.free-prisoner": "A button in a face is free; a button on a node is a prisoner.",
    "3.board": "The board is chosen before play (option board).",
    "3.buttons": "A free button in each of the 16 inner faces; nothing seamed, no prisoners.",
    "3.no-thimble": "The thimble is not on the board yet.",
    "3.roles": "One player is the taylor, the other Mr. Button.",
    "4.order": "Mr. Button's start choice first, then taylor and Mr. Button alternate.",
    "4.start": "Start choice: Mr. Button puts the thimble on any node.",
    "4.walk": "Taylor: walk the thimble along an unseamed edge to a node without a prisoner; it is seamed.",
    "4.must-walk": "The taylor must walk if she can.",
    "4.reward": "Reward: take the button of a face beside the walked edge onto the node left, or decline.",
    "4.button-move": "Mr. Button moves a free button across an unseamed edge into an empty inner face.",
    "4.pass": "Mr. Button may pass instead.",
    "4.invariants": "One button a face, one prisoner a node; prisoners never move; seams stay.",
    "4.no-block": "Button moves never change the taylor's options.",
    "5.end": "The game ends after a taylor move that leaves her no walk; Mr. Button does not move again.",
    "5.no-buttons": "Decision: the game also ends when no free button is left.",
    "5.score": "The taylor's score: the sum of the degrees of the nodes holding prisoners.",
    "5.single": "Single game (option): the result is the taylor's score; zero-sum for the AI.",
    "5.match": "Match (default): two games, roles swapped; the higher taylor score wins, a tie goes to A.",
    "6.board": "Option board: schneider17 (default) or ghent17.",
    "6.mode": "Option mode: match (default) or single.",
    "9.default-board": "Decision: Schneider-17 is the default board, Ghent-17 an option.",
    "9.same-board": "Decision: both games of a match use the same board.",
    "9.start-any": "Decision: the start node may be any of the 17, corners of the outer quadrangle included.",
    "9.reward": "Decision: one button a move at most, from beside the walk, onto the node left; optional.",
    "9.revisit": "Decision: the walk may go to a node visited before, as long as it holds no prisoner.",
    "9.pass": "Decision: the taylor may not pass; Mr. Button may.",
    "9.end-at-once": "Decision: the game ends at once after the taylor's stuck move, no last button move.",
    "9.no-buttons": "Decision: no free button left ends the game; its score is final.",
    "9.small-winner": "Decision: a tie in a match is a win for Player A, the first taylor, marked small.",
    "9.single-score": "Decision: a single game reports the taylor's score, no winner.",
}

#: The corners of Schneider-17's outer quadrangle with three edges (7 and 9 have five).
_LOW_CORNERS = {8, 15}
_HIGH_CORNERS = {7, 9}


def _game(state: State) -> SchneiderState:
    """The game in play (a match's lesson judges its current game)."""
    assert isinstance(state, SchneiderState | SchneiderMatch)
    return game_of(state)


def _start(turn: Turn) -> str | None:
    node = _game(turn.after).thimble
    if node in _LOW_CORNERS:
        return None
    if node in _HIGH_CORNERS:
        return N_(
            "That corner is legal, but it has five edges: the taylor's first prisoner would score 5 there."
        )
    return N_(
        "That node is legal, but it is not a corner of the outer quadrangle: the corners are 7, 8, 9 and 15."
    )


def _score5(turn: Turn) -> str | None:
    if _game(turn.after).score() >= 5:
        return None
    return N_("That walk is legal, but you declined: take a button from a face beside the edge you walked.")


def _revisit(turn: Turn) -> str | None:
    if _game(turn.after).thimble == 0:
        return None
    return N_("That walk is legal, but node 8 is new: node 0, where the thimble started, is open to you.")


def _threatened(x: SchneiderState) -> int:
    """The faces with a free button beside an edge the taylor can walk next."""
    _, edge_faces, _ = board_tables(x.config.board)
    out = 0
    for _w, e in x._walks():
        for f in edge_faces[e]:
            if x.buttons >> f & 1:
                out |= 1 << f
    return out


def _shelter(turn: Turn) -> str | None:
    after = _game(turn.after)
    if not _threatened(after):
        return None
    if turn.actions and turn.actions[-1].text == "pass":
        return N_(
            "Passing is legal, but the button in f9 stays beside the edge 11-10 the taylor can walk next."
        )
    return N_(
        "That move is legal, but a button still lies beside an edge the taylor can walk next: "
        "move the one in f9."
    )


def _dead_end(turn: Turn) -> str | None:
    after = _game(turn.after)
    if after.phase == OVER and after.score() == 41:
        return None
    if after.phase == OVER:
        return N_("The game is over, but you declined: take the button in f14 on the way to end with 41.")
    return N_(
        "That walk is legal, but the game goes on: node 16 is a dead end, its other edges lead to prisoners."
    )


def _last_button(turn: Turn) -> str | None:
    if _game(turn.after).free_buttons() == 0:
        return None
    return N_("The game is over all the same, but you declined: take the last free button, in f7.")


def _win_match(turn: Turn) -> str | None:
    after = turn.after
    if after.is_over() and after.returns()[turn.seat] == 1:
        return None
    if after.is_over():
        return N_("That ties the scores at 9, and a tie makes Player A, the first taylor, the small winner.")
    return N_(
        "That walk is legal, but the game goes on: at node 1 the thimble is stuck, "
        "so take a button on the way."
    )


#: Section 8's constructed 41-point game, up to the taylor's 12th move.
_SAMPLE = (
    "@2 1. 2-7+f2 f1>f2 2. 7-6 pass 3. 6-1 pass 4. 1-0 pass 5. 0-3+f2 pass 6. 3-4+f3 pass "
    "7. 4-10+f4 pass 8. 10-9+f7 pass 9. 9-15+f13 pass 10. 15-7+f11 pass 11. 7-14+f10 pass "
    "12. 14-12+f15 pass"
)
#: Fifteen buttons taken in fifteen walks (found by search): one free button left, in f7.
_FIFTEEN = (
    "@0 1. 0-1+f0 pass 2. 1-5+f5 pass 3. 5-11+f4 pass 4. 11-12+f9 pass 5. 12-16+f14 pass "
    "6. 16-9+f12 pass 7. 9-15+f13 pass 8. 15-14+f11 pass 9. 14-13+f15 pass 10. 13-6+f10 pass "
    "11. 6-2+f1 pass 12. 2-7+f6 pass 13. 7-8+f2 pass 14. 8-3+f8 pass 15. 3-4+f3 pass"
)
#: A match: Player A's game as taylor stuck on node 1 with 9 points; Player B's game the same
#: walks so far, her last one still to make.
_MATCH = (
    "[board schneider17] [taylor A] @6 1. 6-1+f1 pass 2. 1-0 pass 3. 0-5+f4 pass 4. 5-1 "
    "[board schneider17] [taylor B] @6 1. 6-1+f1 pass 2. 1-0 pass 3. 0-5+f4 pass"
)
_SINGLE = {"mode": "single"}

SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="start",
            title=N_("Mr. Button places the thimble"),
            text=N_(
                "Every inner face holds a free button, and you, the owner of the buttons, first put the "
                "thimble on any of the 17 nodes, the corners of the outer quadrangle included. Put it on a "
                "corner with three edges, since the taylor's first prisoner would score that node's edges."
            ),
            task=_start,
            options=_SINGLE,
            rules=(
                "2.names",
                "2.pieces",
                "3.buttons",
                "3.no-thimble",
                "3.roles",
                "4.order",
                "4.start",
                "9.start-any",
            ),
        ),
        Lesson(
            id="reward",
            title=N_("Walk and take a button"),
            text=N_(
                "The taylor walks the thimble along an edge, seamed for good, and may put the free button "
                "of a face beside that edge on the node she left, as a prisoner worth its number of edges. "
                "Score 5 points in one move: node 0 has five edges."
            ),
            task=_score5,
            setup="@0",
            options=_SINGLE,
            rules=(
                "2.pieces",
                "2.free-prisoner",
                "2.edge-faces",
                "4.walk",
                "4.reward",
                "5.score",
                "9.reward",
            ),
        ),
        Lesson(
            id="revisit",
            title=N_("Seams and prisoners block"),
            text=N_(
                "A seamed edge, like 3-9, or a prisoner on the node, like the one on node 4, stops the "
                "thimble, but a node visited before does not. Walk back to node 0, where the thimble started."
            ),
            task=_revisit,
            setup="@0 1. 0-4 pass 2. 4-10+f4 pass 3. 10-9 pass 4. 9-3 pass",
            options=_SINGLE,
            rules=("4.walk", "4.invariants", "9.revisit"),
        ),
        Lesson(
            id="button",
            title=N_("Mr. Button moves"),
            text=N_(
                "You play the buttons and cannot block the thimble: move one free button across an unseamed "
                "edge into an empty neighbouring face, or pass. On Ghent-17, the other board, move the "
                "button that lies beside an edge the taylor can walk next to safety."
            ),
            task=_shelter,
            setup="@3 1. 3-0+f2 pass 2. 0-4+f3 pass 3. 4-11+f8",
            options={"mode": "single", "board": "ghent17"},
            rules=(
                "2.boards",
                "3.board",
                "4.button-move",
                "4.pass",
                "4.no-block",
                "6.board",
                "9.default-board",
                "9.pass",
            ),
        ),
        Lesson(
            id="end",
            title=N_("No walk left"),
            text=N_(
                "The taylor may never pass, and the game ends at once after her move that leaves her no "
                "walk, without a last button move. End the game here with 41 points."
            ),
            task=_dead_end,
            setup=_SAMPLE,
            options=_SINGLE,
            rules=("4.must-walk", "5.end", "5.score", "9.pass", "9.end-at-once"),
        ),
        Lesson(
            id="last",
            title=N_("The last button"),
            text=N_(
                "The game also ends when no free button is left, since the score can no longer change. "
                "Fifteen buttons are prisoners: take the last one."
            ),
            task=_last_button,
            setup=_FIFTEEN,
            options=_SINGLE,
            rules=("5.no-buttons", "9.no-buttons", "4.invariants"),
        ),
        Lesson(
            id="match",
            title=N_("The small winner"),
            text=N_(
                "A match is two games on the same board with the roles swapped, and a tie in taylor scores "
                "makes Player A, the first taylor, the small winner. Player A scored 9: win the match with "
                "your last walk."
            ),
            task=_win_match,
            setup=_MATCH,
            options={"mode": "match"},
            rules=("5.match", "6.mode", "9.same-board", "9.small-winner", "3.board"),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "A single game has no winner: its result is the taylor's score. Play the taylor to the end "
                "against the easy computer."
            ),
            task=game_over,
            setup=(
                "@2 1. 2-7+f2 f1>f2 2. 7-6 pass 3. 6-1 pass 4. 1-0 pass 5. 0-3+f2 pass 6. 3-4+f3 pass "
                "7. 4-10+f4 pass 8. 10-9+f7 pass"
            ),
            options=_SINGLE,
            play=True,
            rules=("5.single", "6.mode", "9.single-score"),
        ),
    ),
)
