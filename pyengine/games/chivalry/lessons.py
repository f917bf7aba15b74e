"""Chivalry's lessons (issue 54): the plain move, the canter (going on, never landing twice on a
square), the jump (compulsory, going on while it can), the Knight's Charge and rule 7, both
castles (entering the enemy one ends the move; the own one only by a jump that goes on out if
it can, and the piece must leave it first), the ends (two pieces in the enemy castle, capturing
everything, no legal move, repetition) and a game against the easy computer.

Every position is a record from the start (spec section 7): White Knights walk up the A file to
Black's castle while Black Knights walk down the N file to White's; random games of the engine's
(one with Black throwing its pieces at White's) give the last Black pieces."""

from __future__ import annotations

from pyengine.contract.actions import Action
from pyengine.contract.lessons import NOT_YET, Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.i18n import N_
from pyengine.games.chivalry.board import BOARD, CASTLE, OWN, Leg, is_leg
from pyengine.games.chivalry.rules import ChivalryState

__all__ = ["SERIES"]

RULES = {
    "2.squares": "2. 176 squares, files A-N and ranks 1-16, the rank lengths of the table.",
    "2.castles": "2. White's castle G1 H1, Black's castle G16 H16.",
    "2.adjacency": "2. Adjacent: the up to 8 squares around; the square beyond must be on the board.",
    "2.pieces": "2. 8 Knights and 12 Men a side.",
    "3.setup": "3. The starting squares of the Knights and Men of both sides.",
    "3.first": "3. White moves first; no castle moves used.",
    "4.one-move": "4. A turn is one move with one piece.",
    "4.plain": "4.1 A plain move: one step to an adjacent empty square, never combined.",
    "4.canter": "4.2 A canter leaps over adjacent friends to the empty square beyond; may change direction.",
    "4.canter-stop": "4.2 Cantering is never compulsory; a canter may stop after any leg.",
    "4.jump": "4.3 A jump leaps over an adjacent enemy, which is removed at once.",
    "4.jump-goes-on": "4.3 After a jump leg the piece must jump on while it can.",
    "4.charge": "4.4 A Knight's Charge: canter legs, then jump legs (never a canter after a jump).",
    "4.man-no-charge": "4.4 A Man never combines canter and jump legs.",
    "4.compulsory": "4.5 Capturing is compulsory; the mover chooses which capture, not the most.",
    "4.charge-no-duty": "4.5 A capture possible only by a Knight's Charge creates no obligation.",
    "4.knight-canter": "4.7 A Knight's canter landing where it can jump must capture in that move.",
    "4.no-loops": "4.8 A canter never lands on a square it has already occupied in this move.",
    "4.own-castle": "4.9 A piece enters its own castle only by a jump leg (and jumps on out if it can).",
    "4.enemy-castle": "4.10 A piece may enter the enemy castle by any move; landing there ends the move.",
    "4.castle-move": "4.10 A piece in the enemy castle never leaves; it may step to the other square.",
    "4.castle-limit": "4.10 At most two castle moves per player and game.",
    "4.leave-castle": "4.11 A piece jumped into its own castle must leave next turn, by a capture if it can.",
    "5.castle-win": "5.1 Two pieces on both squares of the enemy castle win.",
    "5.pieces-draw": "5.2 Both players with at most one piece: a draw.",
    "5.captured": "5.3 Capturing every enemy piece (keeping two or more) wins.",
    "5.blocked": "5.4 An opponent without a legal move loses (if the mover has two or more pieces).",
    "5.repetition": "5. The same position for the third time (same mover, castle counts, exit duty): a draw.",
    "5.agreement": "5. A draw by agreement (the page's offer).",
    "9.wcf": "9. The WCF text is the rule set (it overrides older Parker Brothers wording).",
    "9.exit-first": "9. The castle-exit duty overrides compulsory capture elsewhere.",
    "9.castle-ends": "9. Landing in the enemy castle ends the move, also mid-canter or mid-jump.",
    "9.no-revisit": "9. No canter revisits a square of the same move.",
    "9.rule7": "9. Rule 7: a move whose canter touches a square with a jump for that Knight must capture.",
    "9.cannot-leave": "9. A piece that must leave its own castle but cannot: no legal move.",
    "9.blocked-draw": "9. No legal move while the opponent has one piece: a draw.",
    "9.repetition": "9. Threefold repetition is a draw.",
}

# Two White Knights walk up the A file towards Black's castle while two Black Knights walk down
# the N file towards White's (the other Black Knight shuffles K11-L12).
_WALK = (
    "1. C7-B8 L10-M9 2. B8-A9 M9-N8 3. C6-B7 N8-N7 4. A9-A10 N7-N6 5. B7-A8 N6-N5 "
    "6. A10-A11 N5-M4 7. A8-A9 M4-L3 8. A11-A12 L3-K2 9. A9-A10 K2-J2 10. A12-B13 L11-M10 "
    "11. A10-A11 M10-N9 12. B13-C14 N9-N8 13. A11-A12 N8-N7 14. C14-D15 N7-N6 "
    "15. A12-B13 N6-N5 16. D15-E15 N5-M4 17. B13-C14 M4-L3 18. E15-F15 K11-L12 "
    "19. C14-D14 L12-K11 20. D14-E14 K11-L12"
)
# The first Black Knight reaches G2 next to White's Man on G3 (F4 stops it from jumping G3), the
# second I2, where a charge landing on H1 must jump on.
_HOME = (
    " 21. G6-G5 J2-I2 22. G5-G4 L3-K2 23. F6-F5 K2-J2 24. F5-F4 L12-K11 25. G4-G3 I2-H2 "
    "26. E7-D8 J2-I2 27. L7-M8 H2-G2"
)
# A random game of the engine's (seed 11): Black keeps a Knight on I12 and a Man on J10.
_LAST_TWO = (
    "1. I7-H8 J11-J9 2. G7-I5-I7-K5-M7 I11-K9-I9 3. C7-E5 I9xG7xI7xG5xG7 4. F7xH7 "
    "K11-K9-I9-I11-G9 5. M7-N6 G11-H12 6. I6-K8-M6 G9-G11-I11-I9 7. H7-I6 K10-M10-K12 "
    "8. I6-H5 I9-I11-K9 9. K7-M5-M7 L11-M11 10. H5-I4 E11-E9 11. J7-L5-N7 C11-E11-G9-G11-I11-I9-K11 "
    "12. F6-G6 I10-K8-K10 13. I4-H4 K10-M10 14. C6-B5 E9-C11-E11-G9-G11-I11 15. B5-C4 "
    "E10-G12-I10-I12 16. J6-J7 I11-I13-G11-E11-C11-E9 17. H4-G3 K11-I9-G11-E11-C9-C11 "
    "18. J7-J8 C10-C12-E10-G12-I10-K10-I8xK8 19. L7-L5-J7xL9xN11xL11xJ13 K9-I11-G11-I13xK13 "
    "20. N7-L7 G10-E12-C10-E10-E8 21. D7-F7xD9xF9 C11-E9-G11-I11-G9xE9 22. L6-L8 E9-F8 "
    "23. E7xG9xE11xG11xI11xI13xG11xI9xK11xM9 K13-J14 24. L7-N5-N7-L5 D11-C10 25. D6-C7 J9-I10 "
    "26. M7-M5-K5-K7 I10-H9 27. L5-N7-N5-L7 C10-C11 28. N6-M7 C11-C10 29. G3-F3 H9-I9 "
    "30. E6-D6 J14-J13 31. C4-C5 D10-E9 32. K6-M8-K8 E9-F9 33. F3-G2 F9-E8 34. D6-B8 I9-H10 "
    "35. M9-M10 E8-D8 36. C7xE9 H10-I10 37. L8-N6 I10-J10 38. N6-L8-J8 C10-D9 39. E9xC9 J10-J11 "
    "40. K8-J7 J13-I12 41. M6-M8-K6-I8-K8-I6 J11-K10 42. M7-N8 I12-J11 43. G2-H2 J11-I12 "
    "44. N8-M7 K10-J10"
)

# A Black Knight walks into White's castle and makes both its castle moves (White shuffles a
# Knight); then Black throws its pieces at White's (a random game, seed 1) until three are left.
_INTO_G1 = "L10-M9 M9-N8 N8-N7 N7-N6 N6-N5 N5-M4 M4-L3 L3-K2 K2-J2 J2-I2 I2-H2 H2-G1 G1-H1 H1-G1".split()
_STUCK = " ".join(f"{i + 1}. {('C7-B8', 'B8-C7')[i % 2]} {b}" for i, b in enumerate(_INTO_G1)) + (
    " "
    "15. H6-H8 H10-H9 16. H8xH10xJ12xL10xL12 G11-I11 17. F7-D5-B7 I10-K12 18. L12xJ12xH10xH12 J11-I12 "
    "19. H12xJ12 J10-K11 20. J12xL10xJ10 E11-G9-G11-E9 21. J10-I11 G10-H10 22. I11xG9xE11xG11 E10-E8 "
    "23. D7xF9xD9xB11 D10-B12xB10 24. B7-D5-F7 B10-D12-D10 25. J6-H6-F8 D10-E9"
)

# A random game of the engine's in which both sides throw their pieces away: Black's last Man
# on K8 must jump the Knight on K7 and may go on over one or two more.
_ONE_EACH = (
    "1. E7-F8 D10-E9 2. F8xD10xB12 D11-C11 3. B12xD10xF12 G11xE13 4. K7-K5 K11-M11 5. K5-M7-K7 "
    "L11-L12 6. I7-J8 M11-K9xI7xG5xE7xE5 7. D7-D5xF5 I11-G9-G11-I9-K11 8. J6-H6-H8-F6-F8 "
    "K11-I11-G11-E9 9. C7-C5-E7-G9xE11xG11xI9xI11xK9xK11xM9 C10-B10 10. F8xD10xF10xH10xH12 J11-I11 "
    "11. H12xJ10 E13-E12 12. J10-K11 L12xJ10 13. G7-F6 E12-D12 14. H7-I8 D12-D13 15. K7-I7-I9xK11 "
    "B10-C9 16. F6-H6-J6-J8-H8 C9-D8 17. F7-E8 D8xF8 18. J7-H5-F7 F8xF6xF4 19. L7-L5-J7-H9-H7-F5xF3 "
    "D13-D14 20. L6-M5 D14-D13 21. C6-C7 D13-C14 22. G6-F6 C14-B13 23. I8-J9 B13-B12 24. M9-M10 "
    "B12-C11 25. C7-B8 C11-D10 26. B8-C9 D10xB8 27. D6-C7 B8xD6 28. F6-E7 D6xF8 29. H8-G9 F8xH10 30. "
    "J9-I10 H10xJ10xL12 31. M10-L11 L12xL10 32. I6-J5 L10-K11 33. M5-L4 K11-J10 34. L4-K5 J10-J9 35. "
    "K6-L6 J9-K8 36. L6-K7"
)


def _legs(actions: tuple[Action, ...]) -> list[Leg]:
    return [a.data for a in actions if is_leg(a)]


def _kinds(turn: Turn) -> list[str]:
    return [leg.kind for leg in _legs(turn.actions)]


def _cells(state: object) -> bytes:
    assert isinstance(state, ChivalryState)
    return state.cells


def _taken(turn: Turn) -> int:
    """The enemy pieces the turn captured."""
    enemy = OWN[1 - turn.seat]
    return sum(1 for c in _cells(turn.before) if c in enemy) - sum(
        1 for c in _cells(turn.after) if c in enemy
    )


def _in_castle(turn: Turn, whose: int) -> list[int]:
    """The person's pieces standing in the castle of seat ``whose`` after the turn."""
    cells = _cells(turn.after)
    return [c for c in CASTLE[whose] if cells[c] in OWN[turn.seat]]


def _plain(turn: Turn) -> str | None:
    if _kinds(turn) == ["plain"]:
        return None
    return N_("That is a canter, not a plain move: click a piece, then an empty square right next to it.")


def _canter_two(turn: Turn) -> str | None:
    kinds = _kinds(turn)
    if kinds.count("canter") >= 2:
        return None
    if "canter" in kinds:
        return N_(
            "That canter stopped after one leap: from where it lands, leap over a second friend, then stop."
        )
    return N_("That is a plain move: a canter leaps over a friend next to it to the empty square beyond.")


def _two_at_once(turn: Turn) -> str | None:
    if _taken(turn) >= 2:
        return None
    return N_(
        "That capture is legal, since you choose which one to make, but it takes only one piece: look for a "
        "jump that can go on."
    )


def _charge(turn: Turn) -> str | None:
    kinds = _kinds(turn)
    if "canter" in kinds and "jump" in kinds:
        return None
    return N_(
        "That move is legal, because only a Knight's Charge could capture here: canter the Knight on D7 "
        "over the Man on D8, then jump."
    )


def _enter(turn: Turn) -> str | None:
    if _in_castle(turn, 1 - turn.seat):
        return None
    return N_(
        "That move is legal, but no piece of yours is in Black's castle: the Knight on F15 is one step from "
        "G16."
    )


def _ready(turn: Turn) -> bool:
    """After the person's turn: one enemy castle square is the person's, the other is empty and
    a piece of the person's outside stands next to it."""
    cells, castle = _cells(turn.after), CASTLE[1 - turn.seat]
    empty = [c for c in castle if not cells[c]]
    own = OWN[turn.seat]
    return (
        len(empty) == 1
        and len(_in_castle(turn, 1 - turn.seat)) == 1
        and any(cells[n] in own and n not in castle for n in BOARD.neighbours(empty[0]))
    )


def _castle_win(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ChivalryState)
    if after.result == "castle" and after.winner == turn.seat:
        return None
    if turn.number == 1 and _ready(turn):
        return NOT_YET
    if turn.number == 1:
        return N_(
            "That move is legal, but no piece is ready to enter: step from G16 to H16, or bring the Knight "
            "on F15 next to H16."
        )
    return N_(
        "That move is legal, but Black's castle still holds only one piece of yours: bring the second one in."
    )


def _own_castle(turn: Turn) -> str | None:
    if turn.number == 1:
        if _in_castle(turn, turn.seat):
            return NOT_YET
        if any(leg.to in CASTLE[turn.seat] for leg in _legs(turn.actions)):
            return N_(
                "That capture is legal, and it shows that a jump into your castle must go on out of it "
                "when it can: take the Knight on G2 from G3 instead."
            )
        return N_(
            "That capture is legal, but it does not end in your castle: jump the Knight on G2 so that you "
            "land on G1 or H1."
        )
    if not _in_castle(turn, turn.seat):
        return None
    return N_("The piece is still in your castle: it must step or canter out.")


def _all_captured(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ChivalryState)
    if after.result == "captured" and after.winner == turn.seat:
        return None
    if _taken(turn):
        return N_(
            "That capture is legal, but Black keeps a piece: a Knight's Charge can take both in one move."
        )
    return N_(
        "That move is legal, but it captures nothing: let a Knight canter next to the Man on J10 and jump on."
    )


def _stuck(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ChivalryState)
    if after.result == "blocked" and after.winner == turn.seat:
        return None
    return N_(
        "That capture is legal, but Black keeps a piece that can move: "
        "find the jump that takes all three Black pieces outside your castle."
    )


def _one_each(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ChivalryState)
    if after.result == "pieces":
        return None
    return N_(
        "That capture is legal, but White keeps two pieces: from K6 jump the Knight on K5 first, "
        "and the jump goes on."
    )


def _repeated(turn: Turn) -> str | None:
    after = turn.after
    assert isinstance(after, ChivalryState)
    if after.result == "repetition":
        return None
    return N_(
        "That move is legal, but the position is new: the Knight on A9 stood on B8 twice before, with "
        "Black's pieces as now."
    )


SERIES = Series(
    sections={k: v for k, v in SPEC_SECTIONS.items() if k != "6"},  # (no options: the spec says none)
    rules=RULES,
    lessons=(
        Lesson(
            id="plain",
            title=N_("A plain move"),
            text=N_(
                "By the World Camelot Federation's rules each side has 8 Knights and 12 Men on 176 squares, "
                "and White moves first with one piece a turn. Make a plain move: one step in any direction "
                "to an empty square."
            ),
            task=_plain,
            rules=(
                "2.squares",
                "2.adjacency",
                "2.pieces",
                "3.setup",
                "3.first",
                "4.one-move",
                "4.plain",
                "9.wcf",
            ),
        ),
        Lesson(
            id="canter",
            title=N_("Canter over friends"),
            text=N_(
                "A canter leaps over a friend to the empty square beyond and may stop there or leap on, "
                "but never lands twice on the same square. Canter over two friends in one move."
            ),
            task=_canter_two,
            rules=("4.canter", "4.canter-stop", "4.no-loops", "9.no-revisit"),
        ),
        Lesson(
            id="jump",
            title=N_("Capture two at once"),
            text=N_(
                "Capturing is compulsory: a jump leaps over an enemy piece next to yours, removes it, and "
                "must go on while it can. "
                "Capture two pieces in one move."
            ),
            task=_two_at_once,
            setup="1. E7-E8 L10-M9 2. L7-L8 E10-E9",
            rules=("4.jump", "4.jump-goes-on", "4.compulsory"),
        ),
        Lesson(
            id="charge",
            title=N_("The Knight's Charge"),
            text=N_(
                "A Knight, never a Man, may canter and then jump in one move, and a Knight whose canter "
                "lands next to a piece it can jump must capture; "
                "a capture only a charge can make is not compulsory. Capture a Black piece with a Knight's "
                "Charge."
            ),
            task=_charge,
            setup="1. E7-D8 L11-M12",
            rules=("4.charge", "4.man-no-charge", "4.charge-no-duty", "4.knight-canter", "9.rule7"),
        ),
        Lesson(
            id="enter",
            title=N_("Enter the castle"),
            text=N_(
                "Black's castle is G16 and H16, and a piece may enter it by any kind of move, but landing "
                "there ends the move at once. "
                "Enter Black's castle."
            ),
            task=_enter,
            setup=_WALK,
            rules=("2.castles", "4.enemy-castle", "9.castle-ends"),
        ),
        Lesson(
            id="castle-win",
            title=N_("Two in the castle"),
            text=N_(
                "Two of your pieces in the enemy castle win; a piece inside never leaves and may only step "
                "to the other castle square, twice a game at most. "
                "Win in two moves."
            ),
            task=_castle_win,
            setup=_WALK + " 21. F15-G16 L12-K11 22. E14-F15 K11-L12",
            turns=2,
            replies=(("L12-K11",),),
            rules=("5.castle-win", "4.castle-move", "4.castle-limit"),
        ),
        Lesson(
            id="own-castle",
            title=N_("Your own castle"),
            text=N_(
                "You may enter your own castle only by a jump, which goes on out if it can; next turn that "
                "piece must leave before anything else, even a capture, and if it cannot, you have no move. "
                "Jump into your castle to stay, then leave it."
            ),
            task=_own_castle,
            setup=_WALK + _HOME,
            turns=2,
            replies=(("C10-C9",),),
            rules=("4.own-castle", "4.leave-castle", "9.exit-first", "9.cannot-leave", "9.wcf"),
        ),
        Lesson(
            id="all",
            title=N_("Capture them all"),
            text=N_(
                "Capturing every enemy piece wins, as long as you keep two pieces or more. "
                "Black has two pieces left: capture both in one move."
            ),
            task=_all_captured,
            setup=_LAST_TWO,
            rules=("5.captured",),
        ),
        Lesson(
            id="stuck",
            title=N_("No move left"),
            text=N_(
                "A player without a legal move loses if the other has two pieces or more (against one it is "
                "a draw), and Black's Knight on G1 has made both its castle moves, so it can never move "
                "again. Leave Black without a legal move."
            ),
            task=_stuck,
            setup=_STUCK,
            rules=("5.blocked", "9.blocked-draw", "4.castle-move", "4.castle-limit"),
        ),
        Lesson(
            id="repetition",
            title=N_("Three times the same"),
            text=N_(
                "The same position for the third time with the same player to move is a draw. "
                "Draw the game: bring the Knight back to B8."
            ),
            task=_repeated,
            setup="1. C7-B8 C11-B12 2. B8-A9 B12-C11 3. A9-B8 C11-B12 4. B8-A9 B12-C11",
            rules=("5.repetition", "9.repetition"),
        ),
        Lesson(
            id="one-each",
            title=N_("One piece each"),
            text=N_(
                "When neither player has more than one piece left, the game is a draw. You play Black's last "
                "Man: capture so that White keeps only one piece."
            ),
            task=_one_each,
            setup=_ONE_EACH,
            rules=("5.pieces-draw",),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "Play a game against the easy computer: captures are compulsory, and two pieces in Black's "
                "castle win. "
                "A draw may also be offered."
            ),
            task=game_over,
            setup="1. F7-F8 F11-F12 2. C7-B8 K10-L9",
            play=True,
            rules=("5.agreement",),
        ),
    ),
)
