"""The sources' own games (``GameInfo.samples``, records in the repo's ``samples/`` folder): opened
in a match at their start, or where the printed record breaks, with the erratum in words."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pyengine.i18n import _, of_game
from pyengine.contract import RecordError, Sample

if TYPE_CHECKING:
    from pyengine.app.controller import Match

__all__ = ["SAMPLES_DIR", "sample_text", "open_sample"]

SAMPLES_DIR = Path(__file__).resolve().parent.parent.parent / "samples"


def sample_text(file: str) -> str:
    """A sample record shipped in samples/ (the source's games)."""
    return (SAMPLES_DIR / file).read_text(encoding="utf-8")


def open_sample(match: Match, sample: Sample, at_erratum: bool = False) -> str:
    """Load ``sample`` into ``match`` (its own options from the record's headers) and show its
    start, or with ``at_erratum`` the position where the printed record breaks. Returns the
    page's message: what the game is and, at the erratum, why the printed move fails there."""
    title, note = of_game(match.info.languages, sample.title), of_game(match.info.languages, sample.note)
    failed = match.import_record(sample_text(sample.file))
    if failed:  # a shipped sample that does not read is a defect; say so rather than hide it
        return _("The sample could not be opened: %s") % failed
    if at_erratum and sample.printed:
        try:
            match.game.read_record(sample_text(sample.printed), match.options)
        except RecordError as err:
            match.goto(min(err.index, len(match.actions)))
            said = {"title": title, "where": err.where, "why": err.why, "note": note}
            return _("%(title)s: as printed, the record breaks at %(where)s: %(why)s. %(note)s") % said
        return _("%s: the printed record reads without error.") % title
    match.goto(0)
    return _("%(title)s. %(note)s Step through it with → or the move list.") % {"title": title, "note": note}
