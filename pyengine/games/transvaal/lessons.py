"""Transvaal's lessons (issue 54): the English setup, a step along a line, the Boer's way home
and the English guard of the centre, shutting the Boer in on the outer circle and his escape,
the 30th English move, the match of two games, and a game as the Boer against the easy computer
with the Gioco dell'Orso's options."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over
from pyengine.contract.state import State
from pyengine.i18n import N_
from pyengine.games.transvaal.rules import (
    CENTRE,
    CENTRE_REACHED,
    SHUT_IN,
    SURVIVED,
    TransvaalMatch,
    TransvaalState,
    point,
)

__all__ = ["SERIES"]

RULES = {
    "2.board": "2. The reconstructed board: the 21-point board of the Gioco dell'Orso.",
    "2.names": "2. Points: C; inner circle N1 E1 S1 W1; crossings N2 E2 S2 W2; outer circle 1 to 12.",
    "2.lines": "2. 36 lines: the outer and inner circles, four radii, four arcs; a stone steps along a line.",
    "2.degrees": "2. Each outer point has 3 neighbours, every other point 4.",
    "2.pieces": "2. One black stone (the Boer), three yellow stones (the English).",
    "3.boer-centre": "3. The Boer stands on C.",
    "3.placement": "3. The English place their three stones, one at a time, on any empty points but C.",
    "3.boer-first": "3. Then the Boer moves first.",
    "3.option-setup": "3. Option setup: free (the rules) or inner (three of the four inner-circle points).",
    "4.alternate": "4. The players alternate, the Boer first.",
    "4.step": "4. A move: one own stone steps along a line to the adjacent point, which must be empty.",
    "4.no-capture": "4. No jumps, no captures.",
    "4.any-english": "4. The English may move any one of their three stones.",
    "4.centre-english": "4. The English may pass over and stand on C (Decision).",
    "5.centre": "5. The Boer wins at once when he steps onto C.",
    "5.shut-in": (
        "5. The English win when the Boer is to move and has no legal move (only on the outer circle)."
    ),
    "5.limit": (
        "5. The Boer wins when the English have made their 30th move (placements not counted) and he can "
        "still move; shut in on that move, the English win."
    ),
    "5.english-stuck": (
        "5. If the English cannot move (impossible with three stones), the Boer wins (Decision)."
    ),
    "5.no-draw": "5. No draw, except by agreement.",
    "5.option-limit": "5. Option limit: 30 (the rules) or 40 (the modern Gioco dell'Orso).",
    "5.option-match": (
        "5. Option match: two games with the roles swapped; a game scores the English moves needed to shut "
        "the Boer in (limit + 1 if he won); fewer wins, equal scores draw."
    ),
    "8.reconstruction": (
        "8. The Boer-War game of the 2019 post on the 21-point Orso board, labelled a reconstruction."
    ),
    "8.open": "8. Unknown: the original picture and board, and whether the English may stand on the centre.",
}


def _game(state: State) -> TransvaalState:
    """The game under way (in a match, its current game)."""
    game = state.current if isinstance(state, TransvaalMatch) else state
    assert isinstance(game, TransvaalState)
    return game


def _shuts_in_next(state: TransvaalState) -> bool:
    """Can the English shut the Boer in with their next move?"""
    return any(state.apply(a).result == SHUT_IN for a in state.legal_actions())


def _place(turn: Turn) -> str | None:
    after = _game(turn.after)
    if not after.placing and len(after.steps(after.boer)) == 1:
        return None
    return N_("That placement is legal, but the Boer still has two ways off the centre: put it on E1 or W1.")


def _home(turn: Turn) -> str | None:
    if _game(turn.after).result == CENTRE_REACHED:
        return None
    return N_(
        "That move is legal, but the Boer is not home: C is empty and one step from E1 along the radius."
    )


def _guard(turn: Turn) -> str | None:
    after = _game(turn.after)
    if turn.actions and CENTRE not in after.steps(after.boer):
        return None
    return N_("That move is legal, but C is still empty: the Boer on E1 steps onto it and wins.")


def _shut(turn: Turn) -> str | None:
    after = _game(turn.after)
    if after.result == SHUT_IN:
        return None
    if any(v not in after.english for v in (point("1"), point("11"))) and turn.actions:
        return N_("That move is legal, but it opens 1 or 11 for the Boer: keep them, and close N2 with N1.")
    return N_("That move is legal, but the Boer on 12 can still step to N2: close it.")


def _escape(turn: Turn) -> str | None:
    after = _game(turn.after)
    if turn.actions and (after.result == CENTRE_REACHED or not _shuts_in_next(after)):
        return None
    return N_(
        "That move is legal, but on 1 the Boer's last free neighbour is N2, and N1-N2 shuts him in: go to 11."
    )


def _thirtieth(turn: Turn) -> str | None:
    after = _game(turn.after)
    if after.result == SHUT_IN:
        return None
    if after.result == SURVIVED:
        return N_(
            "That move is legal, but it was the 30th and the Boer can still move, so he wins: 11-12 shuts "
            "him in."
        )
    return N_("That move is legal, but the Boer is not shut in: close 12, his last free neighbour.")


def _match(turn: Turn) -> str | None:
    if _game(turn.after).result == SHUT_IN:
        return None
    return N_(
        "That move is legal, but the Boer is not shut in: 11-12 does it with your 14th move, fewer than the "
        "27 Player B needed."
    )


#: Found by random play: the English on N1, 1, 11 with the Boer on 12, their 27th move to make
#: (N1-N2 shuts him in; the match lesson's game 1 ends so: 27 English moves).
_S17 = (
    "E: @N1 @S1 @W2 1. C-E1 S1-S2 2. E1-S1 N1-W1 3. S1-E1 W1-N1 4. E1-E2 N1-C 5. E2-4 C-N1 "
    "6. 4-3 N1-C 7. 3-4 C-N1 8. 4-E2 N1-E1 9. E2-2 W2-9 10. 2-E2 S2-S1 11. E2-3 E1-N1 12. 3-4 N1-E1 "
    "13. 4-E2 S1-C 14. E2-4 C-S1 15. 4-5 9-8 16. 5-4 E1-C 17. 4-5 C-N1 18. 5-4 N1-E1 19. 4-3 E1-E2 "
    "20. 3-4 S1-E1 21. 4-3 8-9 22. 3-2 E1-N1 23. 2-1 9-10 24. 1-N2 10-11 25. N2-1 E2-2 26. 1-N2 2-1 "
    "27. N2-12"
)
#: The English on N2, 2, 11 with the Boer on 1, their 14th move to make (11-12 shuts him in).
_S41 = (
    "E: @N1 @S1 @W2 1. C-E1 N1-C 2. E1-E2 C-W1 3. E2-3 S1-E1 4. 3-4 E1-C 5. 4-E2 C-E1 6. E2-3 E1-E2 "
    "7. 3-4 W1-S1 8. 4-3 S1-E1 9. 3-2 E1-N1 10. 2-1 E2-2 11. 1-N2 W2-10 12. N2-11 N1-N2 "
    "13. 11-12 10-11 14. 12-1"
)
#: The same ending as _S41 after 16 more English moves: the Boer shuttling N1-E1 while the
#: English guard C, so that the English's next move is their 30th.
_LIMIT = (
    "E: @N1 @S1 @W2 1. C-E1 N1-C 2. E1-N1 C-W1 3. N1-E1 W1-C 4. E1-N1 C-W1 5. N1-E1 W1-C "
    "6. E1-N1 C-W1 7. N1-E1 W1-C 8. E1-N1 C-W1 9. N1-E1 W1-C 10. E1-N1 C-W1 11. N1-E1 W1-C "
    "12. E1-N1 C-W1 13. N1-E1 W1-C 14. E1-N1 C-W1 15. N1-E1 W1-C 16. E1-N1 C-W1 17. N1-E1 W1-C "
    "18. E1-E2 C-W1 19. E2-3 S1-E1 20. 3-4 E1-C 21. 4-E2 C-E1 22. E2-3 E1-E2 23. 3-4 W1-S1 "
    "24. 4-3 S1-E1 25. 3-2 E1-N1 26. 2-1 E2-2 27. 1-N2 W2-10 28. N2-11 N1-N2 29. 11-12 10-11 30. 12-1"
)

SERIES = Series(
    sections={
        "2": "Equipment and board",
        "3": "Setup (with the option setup)",
        "4": "Turn structure and legal moves",
        "5": "End of game, winner (with the options limit and match)",
        "8": "Decisions and open points",
    },
    rules=RULES,
    lessons=(
        Lesson(
            id="place",
            title=N_("The English set up"),
            text=N_(
                "The Boer starts on C, and the English place three stones one at a time on any other points "
                "of "
                "this 21-point board, reconstructed after the Gioco dell'Orso. Place your third stone so "
                "that "
                "the Boer, who moves first, has only one way off the centre."
            ),
            task=_place,
            setup="E: @N1 @S1",
            rules=(
                "2.board",
                "2.names",
                "2.pieces",
                "3.boer-centre",
                "3.placement",
                "3.boer-first",
                "8.reconstruction",
            ),
        ),
        Lesson(
            id="home",
            title=N_("Back to the centre"),
            text=N_(
                "The players take turns, each stepping one stone along a line to the next empty point, with "
                "no "
                "jumps and no captures. The Boer wins at once by stepping back onto C: do it now from E1."
            ),
            task=_home,
            setup="E: @N1 @S1 @W2 1. C-E1 S1-S2",
            rules=("4.alternate", "4.step", "4.no-capture", "2.lines", "2.names", "5.centre"),
        ),
        Lesson(
            id="guard",
            title=N_("Guard the centre"),
            text=N_(
                "The English move any one of their stones and may even stand on C, which the sources neither "
                "allow nor forbid. The Boer on E1 threatens to step home: guard C."
            ),
            task=_guard,
            setup="E: @N1 @S1 @W2 1. C-E1",
            rules=("4.any-english", "4.centre-english", "5.centre", "8.open"),
        ),
        Lesson(
            id="shut-in",
            title=N_("Shut the Boer in"),
            text=N_(
                "The English win when the Boer cannot move, and only on the outer circle, where a point has "
                "three "
                "neighbours instead of four, can three stones shut him in. Shut the Boer in on 12."
            ),
            task=_shut,
            setup=_S17,
            rules=("5.shut-in", "2.degrees", "4.any-english"),
        ),
        Lesson(
            id="escape",
            title=N_("The Boer's escape"),
            text=N_(
                "On the outer circle the Boer must look one move ahead. Step from N2 to a point where the "
                "English "
                "cannot close your last free neighbour with their next move."
            ),
            task=_escape,
            setup="E: @N1 @S1 @W2 1. C-E1 W2-9 2. E1-E2 9-10 3. E2-2 S1-E1 4. 2-1 N1-W1 5. 1-12 10-11 "
            "6. 12-1 11-12 7. 1-2 E1-E2 8. 2-1 E2-2 9. 1-N2 W1-N1",
            rules=("5.shut-in", "2.degrees", "4.step"),
        ),
        Lesson(
            id="thirtieth",
            title=N_("The 30th move"),
            text=N_(
                "The Boer also wins if he can still move after the English's 30th move (the placements do "
                "not "
                "count), and your next move is the 30th. Shut him in with it, which still wins for the "
                "English."
            ),
            task=_thirtieth,
            setup=_LIMIT,
            rules=("5.limit",),
        ),
        Lesson(
            id="match",
            title=N_("A match of two games"),
            text=N_(
                "In a match the roles swap, and each player scores the English moves he needed to shut the "
                "Boer "
                "in (the limit plus one where the Boer won): fewer wins, equal scores draw. Player B needed "
                "27, "
                "so shut the Boer in now, with your 14th move."
            ),
            task=_match,
            options={"match": "two"},
            setup="[game 1 Boer A] " + _S17 + " N1-N2 [game 2 Boer B] " + _S41,
            rules=("5.option-match", "5.shut-in"),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "Play the Boer against the easy computer with the Gioco dell'Orso's options: the English "
                "start on "
                "the inner circle, and you must survive 40 of their moves. There is no draw except by "
                "agreement, "
                "and if the English could not move, the Boer would win."
            ),
            task=game_over,
            play=True,
            options={"setup": "inner", "limit": 40},
            setup="E: @N1 @E1 @S1 1. C-W1 E1-C 2. W1-W2 C-W1",
            rules=("3.option-setup", "5.option-limit", "5.no-draw", "5.english-stuck"),
        ),
    ),
)
