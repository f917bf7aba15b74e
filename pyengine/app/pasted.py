"""Reading what a person pasted into the record box: a record in the game's notation (which may
name its own options) or a plain list of action texts as in a link's ``moves``; on failure, the
message and where in the text the first bad action stands (the page selects it)."""

from __future__ import annotations

import re
from typing import Any

from pyengine.i18n import _
from pyengine.contract import Action, Game, RecordError, replay_texts
from pyengine.contract.study import Line, StudyError, plain_text, read_study

__all__ = ["PasteError", "read_pasted", "read_pasted_study"]


class PasteError(ValueError):
    """A paste that does not read: ``message`` for the person, ``span`` (start, end) of the
    first bad action in the text, or None."""

    def __init__(self, message: str, span: tuple[int, int] | None = None) -> None:
        super().__init__(message)
        self.message, self.span = message, span


def read_pasted(game: Game, options: dict[str, Any], text: str) -> tuple[dict[str, Any], list[Action]]:
    """The options and actions of a pasted ``text`` (the match's ``options`` apply unless the
    record names its own). :raises PasteError: saying why, and where."""
    if not text.strip():
        raise PasteError(_("Record not loaded: the box is empty. Paste a record first."))
    try:
        named = game.info.normalize_options({**options, **game.record_options(text)})
        return named, game.read_record(text, named)
    except (RecordError, ValueError) as err:
        listed = _action_list(game, options, text)
        if isinstance(listed, list):
            return options, listed
        if isinstance(err, RecordError) and listed.index > err.index:
            err = listed  # the text reads further as a list of actions
        raise PasteError(
            _("Record not loaded: %s") % err, _span_of(game, options, text, err, listed is err)
        ) from None


def _action_list(game: Game, options: dict[str, Any], text: str) -> list[Action] | RecordError:
    try:
        return replay_texts(game.new_state(options), text.split(), game.info)[0]
    except RecordError as err:
        return err


def _span_of(
    game: Game, options: dict[str, Any], text: str, err: RecordError | ValueError, as_list: bool
) -> tuple[int, int] | None:
    """Where the first bad action stands in ``text``: the occurrence of its token (named in
    parentheses at the end of the error's ``where``) before which exactly the good actions read."""
    m = re.search(r"\(([^()]*)\)\s*$", getattr(err, "where", "") or "")
    m = m or re.search(r"'([^'\s]+)'", getattr(err, "why", "") or "")  # or quoted in the reason
    token = m.group(1) if m else ""
    if not token or token.endswith("…"):
        return None
    good = getattr(err, "index", 0)
    starts = [mm.start() for mm in re.finditer(r"(?<![^\s.:])" + re.escape(token) + r"(?!\S)", text)][:30]
    named = game.info.normalize_options({**options, **game.record_options(text)})
    for start in starts:
        try:
            if as_list:
                count = len(replay_texts(game.new_state(options), text[:start].split(), game.info)[0])
            else:
                count = len(game.read_record(text[:start], named))
        except (RecordError, ValueError):
            continue
        if count == good:
            return (start, start + len(token))
    return (starts[-1], starts[-1] + len(token)) if starts else None


def read_pasted_study(game: Game, options: dict[str, Any], text: str) -> tuple[dict[str, Any], Line]:
    """The options and line of a pasted ``text`` with comments and variations
    (:func:`pyengine.contract.study.read_study`); without any, as :func:`read_pasted` reads it.
    :raises PasteError: saying why, and where: the first bad token's span in ``text``."""
    try:
        plain = plain_text(text, game.seat_names(options))
        if plain == text:  # no comment, no variation
            named, actions = read_pasted(game, options, text)
            return named, Line(tuple(actions))
        named = game.info.normalize_options({**options, **game.record_options(plain)})
        return named, read_study(game, text, named)
    except StudyError as err:
        raise PasteError(_("Record not loaded: %s") % err, err.span) from None
    except PasteError:
        raise
    except ValueError as err:  # options the record names that the game has not
        raise PasteError(_("Record not loaded: %s") % err) from None
