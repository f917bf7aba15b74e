"""Caduceus's lessons (issue 54): a chain move (the tail lifted, the head grown), the first turn
of one move and the later turns of two, the freed cells used at once (even by the other chain,
which fixes the order), the loss of a player who cannot complete a turn, the 10×10 variant's
double removal and triple growth, and a game against the easy computer."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.i18n import N_
from pyengine.games.caduceus.rules import CaduceusState, board_for

__all__ = ["SERIES"]

J, N, B, T = 0, 1, 2, 3

RULES = {
    "2.board": "2. A square board of n×n cells, n = 8 (standard) or 10 (variant).",
    "2.cells": "2. Cells: column letter from west, row number from north (row 1 on top).",
    "2.directions": "2. Directions n, s, e, w; adjacency is rookwise.",
    "2.chains": "2. Each player owns two chains, ordered from tail (oldest) to head (newest).",
    "2.start-cells": "2. Chains start in the corners, each player's two in opposite corners.",
    "2.touch": "2. Chains never merge; stones of different chains, even of one player, may touch.",
    "3.one-stone": "3. Each chain starts as one stone on its start cell (tail and head).",
    "3.first": "3. Player 1 (J, N) moves first.",
    "3.parameters": "3. Removal r and growth g: r = 1, g = 2 on 8×8; r = 2, g = 3 on 10×10.",
    "4.remove": (
        "4.1 A chain move first removes the min(r, length) oldest stones; their cells are empty at once."
    ),
    "4.grow": (
        "4.1 Then g stones, each adjacent to the one before (the first to the old head), on empty cells."
    ),
    "4.reuse": "4.1 Cells emptied by the removal count as empty, the old head cell included.",
    "4.letters": "4.1 A chain move is written as its g direction letters, e.g. es.",
    "4.first-turn": "4.2 Player 1's first turn is exactly one chain move, with either chain.",
    "4.two-moves": "4.2 Every other turn is two chain moves, one with each chain, in the mover's order.",
    "4.lookahead": "4.3 A step is legal only if the whole turn can still be completed from it.",
    "4.loss": "4.4 A player with no complete legal turn at the start of his turn loses.",
    "4.resign": "4.5 Resignation loses.",
    "5.end": "5. The game ends when the player to move has no complete turn (he loses) or resigns.",
    "5.no-draw": "5. No draws, no scores; every move lengthens its chain, so the game must end.",
    "6.size": "6. Option size: 8 (r = 1, g = 2) or 10 (double removal, triple growth, r = 2, g = 3).",
    "9.group-restricted": (
        "9. One chain move in player 1's first turn, then two moves on two different chains."
    ),
    "9.order": "9. The mover chooses the order of his two chain moves.",
    "9.reuse-tail": (
        "9. Removed tail cells may be re-used by the same move; a one-stone chain regrows next to its old "
        "cell and may re-enter it."
    ),
    "9.complete-turn": (
        "9. A player loses only if no complete legal turn exists; only completable steps are offered."
    ),
    "9.start-10": "9. The 10×10 start cells: J j1, N a10, B a1, T j10.",
    "9.resign-record": "9. resign is accepted in records as the end of the game.",
}


def _states(turn: Turn) -> tuple[CaduceusState, CaduceusState]:
    before, after = turn.before, turn.after
    assert isinstance(before, CaduceusState) and isinstance(after, CaduceusState)
    return before, after


def _cell(state: CaduceusState, name: str) -> int:
    return board_for(state.config.size).parse(name)


def _grown(before: CaduceusState, after: CaduceusState, chain: int) -> tuple[int, ...]:
    """The cells the chain's move of this turn grew into (its last g stones, if it moved)."""
    if after.chains[chain] == before.chains[chain]:
        return ()
    return after.chains[chain][-after.config.growth :]


def _first_chain(turn: Turn) -> int:
    """The chain moved first in the turn (-1: none moved)."""
    return next((a.data[1] for a in turn.actions if a.data[0] == "start"), -1)


def _first(turn: Turn) -> str | None:
    after = _states(turn)[1]
    if _first_chain(turn) == N:
        return N_("That move is legal, but it moved N: this time move J, the chain on a1.")
    if after.chains[J][-1] == _cell(after, "b2"):
        return None
    return N_("That move is legal, but J's head is not on b2: go east then south, or south then east.")


def _corner(turn: Turn) -> str | None:
    before, after = _states(turn)
    if _grown(before, after, B) and after.chains[B][-1] == _cell(after, "a8"):
        return None
    return N_(
        "That turn is legal, but B's head is not back on a8: its stone is lifted first, so go north and "
        "back, or east and back."
    )


def _handover(turn: Turn) -> str | None:
    before, after = _states(turn)
    e7 = _cell(after, "e7")
    if e7 in _grown(before, after, J):
        return None
    if after.is_over():
        return N_("That turn wins, as B is shut in, but the task was J onto e7: move N first, then J.")
    if _first_chain(turn) != N:
        return N_("That turn is legal, but J moved while N's tail still stood on e7: move N first.")
    return N_(
        "That turn is legal, but J did not reach e7 after N left it: go east and south, or south and east."
    )


def _shut_in(turn: Turn) -> str | None:
    before, after = _states(turn)
    if after.is_over() and after.lost == 1 - turn.seat:
        return None
    return N_("That turn is legal, but T can still move: put J's head on h6, next to T's head on h5.")


def _double(turn: Turn) -> str | None:
    before, after = _states(turn)
    grown = _grown(before, after, J)
    if _cell(after, "h1") in grown and _cell(after, "i1") in grown:
        return None
    if grown:
        return N_(
            "That turn is legal, but J did not grow over both h1 and i1, the cells its two tail stones left."
        )
    return N_("That turn is legal, but J did not move: every turn now moves both chains.")


SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="first",
            title=N_("The first chain move"),
            text=N_(
                "Player 1 begins with one chain move: J's stone on a1, the top left corner, is lifted, then "
                "two new stones grow, each next to the one before (written es for east, south). Put J's head "
                "on b2."
            ),
            task=_first,
            rules=(
                "2.board",
                "2.cells",
                "2.directions",
                "2.chains",
                "2.start-cells",
                "3.one-stone",
                "3.first",
                "3.parameters",
                "4.grow",
                "4.letters",
                "4.first-turn",
                "9.group-restricted",
            ),
        ),
        Lesson(
            id="corner",
            title=N_("Back to the corner"),
            text=N_(
                "From now on every turn moves both your chains, in the order you like. B's single stone is "
                "lifted before it grows, so a8 is free at once: bring B's head back onto a8."
            ),
            task=_corner,
            setup="1. es --",
            rules=("4.two-moves", "4.remove", "4.reuse", "9.order", "9.reuse-tail", "9.group-restricted"),
        ),
        Lesson(
            id="handover",
            title=N_("The cell a tail leaves"),
            text=N_(
                "When N moves, its tail leaves e7 and that cell is free at once, even for your other chain "
                "J. Move N first, then grow J onto e7."
            ),
            task=_handover,
            setup=(
                "1. es -- T:sn B:nn 2. N:ww J:ws se ww 3. ss wn es ws 4. N:ee J:ee T:ss B:ww 5. es sw nn wn"
            ),
            rules=("4.remove", "4.reuse", "2.touch", "9.order"),
        ),
        Lesson(
            id="shut-in",
            title=N_("No complete turn loses"),
            text=N_(
                "J on g5 can only leave over g6, N's tail, and the board offers only steps after which your "
                "whole turn can be completed, so N must move first. Win by shutting in T: Player 2 loses "
                "even though B could still move."
            ),
            task=_shut_in,
            setup=(
                "1. sn -- ew ws 2. N:nw J:ee T:ww B:en 3. N:es J:es T:ne B:ee 4. N:wn J:ws T:se B:sw "
                "5. N:nw J:es wn ne 6. N:ww J:ws nn ss 7. ee ws nn ws 8. N:ee J:ee wn es"
            ),
            rules=("4.lookahead", "4.loss", "5.end", "9.complete-turn", "9.order", "2.touch"),
        ),
        Lesson(
            id="double",
            title=N_("10×10: two off, three on"),
            text=N_(
                "On 10×10 the chains start on j1, a10, a1 and j10, and a move lifts two tail stones and "
                "grows three. Grow J over both h1 and i1, the cells its tail stones leave."
            ),
            task=_double,
            options={"size": 10},
            setup="1. wws --- sss nww",
            rules=("6.size", "3.parameters", "9.start-10", "2.board", "2.start-cells", "4.remove", "4.reuse"),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "Play on against the easy computer: every move makes a chain longer, so someone soon cannot "
                "complete a turn and loses, and there are no draws. You may also resign, which loses (a "
                "record writes resign)."
            ),
            task=game_over,
            play=True,
            setup="1. es -- ee ss 2. es nw nn ww 3. se wn en ww 4. es nn ww ne",
            rules=("5.end", "5.no-draw", "4.loss", "4.resign", "9.resign-record"),
        ),
    ),
)
