"""A game in progress is never lost to "New game": it is put aside, and the person can go back
to it (the walk of 2026-11-28 found a new game wiping an unfinished one without a word).

One game is kept aside, with the stored match (a reload keeps it too). Going back swaps the two
games, so a new game that was started by mistake is itself put aside, not lost.
"""

from __future__ import annotations

from typing import Any

from pyengine import i18n
from pyengine.app import saved
from pyengine.app.controller import HUMAN, Match
from pyengine.contract import CHANCE
from pyengine.kit.turns import move_list

__all__ = ["AsideCommands", "worth_keeping"]


def worth_keeping(match: Match | None) -> bool:
    """An unfinished game in which a person has acted (moved, or rolled his die): what a new
    game must not wipe (one in which only the computer has moved holds nothing of his)."""
    if match is None or match.states[-1].is_over():
        return False
    for i in range(len(match.actions)):
        actor = match.actor_of(i)
        seat = match.states[i].roller() if actor == CHANCE else actor  # (his die is his act too)
        if seat is not None and seat >= 0 and match.seats[seat] == HUMAN:
            return True
    return False


class AsideCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`."""

    match: Match | None
    origin: str
    fix_url: str
    far: Any
    #: The game put aside by the last new game, if it was unfinished.
    aside: Match | None = None
    #: The lesson's game shown (pyengine/app/learn.py): never put aside, never stored.
    lesson_match: Match | None = None

    def put_aside(self, old: Match | None) -> None:
        """``old`` is replaced by a new game, a lesson or a record here: kept, if it was a game
        in progress played on this device (a game by link lives in its own store, a lesson's
        game is the lesson's)."""
        if worth_keeping(old) and self.far is None and old is not self.lesson_match:
            self.aside = old
        # (an empty or finished game leaves the one already aside there)

    def replaced(self, before: Match) -> None:
        """A record or a sample game was loaded into the match: the game it was, put aside
        unless the load kept it (a record that failed, or one that only extends it)."""
        now = self.match
        if now is None:
            return
        kept = tuple(now.actions[: len(before.actions)]) == tuple(before.actions)
        if now.options != before.options or not kept:
            self.put_aside(before)

    def cmd_aside_back(self, msg: dict[str, Any]) -> str:
        """Back to the game put aside; the game shown takes its place if it is worth keeping."""
        if self.aside is None:
            raise ValueError(i18n._("No game is put aside."))
        back, current = self.aside, self.match
        self.aside = None
        self.put_aside(current)
        self.match, self.far = back, None
        self.origin = self.fix_url = saved.link_query(back)
        return i18n._("Back to the game you had put aside.")

    def cmd_aside_drop(self, msg: dict[str, Any]) -> str:
        """The person does not want the game put aside any more."""
        self.aside = None
        return ""

    def aside_words(self) -> str:
        """What the page says of the game aside ('' for none)."""
        if self.aside is None:
            return ""
        m = self.aside
        n = len(move_list(m.game, m.states, m.actions))
        said = i18n.ngettext(
            "Your unfinished %(game)s game (%(n)d move) is put aside.",
            "Your unfinished %(game)s game (%(n)d moves) is put aside.",
            n,
        )
        return said % {"game": self.aside.info.title, "n": n}

    def aside_stored(self) -> dict[str, Any]:
        """The game aside, for the stored match (``{}`` for none)."""
        return {"aside": saved.to_dict(self.aside)} if self.aside is not None else {}

    def aside_restore(self, data: dict[str, Any]) -> None:
        """The game aside from a stored match (a damaged one is dropped: the game shown counts)."""
        self.aside = None
        kept = data.get("aside")
        if isinstance(kept, dict):
            try:
                self.aside = saved.from_dict(kept)
            except (ValueError, KeyError, TypeError):
                pass
