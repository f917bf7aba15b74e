# What a screen reader is told (MicroPython under PyScript, main thread; web/paint.py calls it
# after each paint): one polite live region, #announce, says every new action of every seat in
# words, then the status it led to; the status line itself is no live region, so that no status
# is said twice (a walk heard a dice game's result from the status line and #announce both).
# Like the glue, it knows no game.
from movelist import move_of
from panels import el, t

SAID = {"key": None, "status": None}


def announce(v, status):
    """Say what changed since the last view: the actions played (a computer's roll again with
    the move it let it make), a step back or forward in the history, the end; then the status.
    ``status``: the status line shown, said where it changed though nothing was played (a piece
    picked, a pause, a lesson's verdict), unless it says only that the computer thinks (its move
    comes with the status after it); None: not to be said."""
    key = (v["game"], v["actions"], v["cursor"], v["over"])
    said, told = SAID["key"], SAID["status"]
    SAID["key"] = key
    if status is not None:
        SAID["status"] = status
    if said is None or said[0] != v["game"] or v["actions"] < said[1]:
        el("board").setAttribute("data-moved", "")  # (a new game's board: no piece slides)
        before = beforehand(v)  # a new game: what the computer or chance did before its first view
        if before:
            el("announce").textContent = " ".join(before + [v["status"]])
        return
    words = []
    # One action just played at the head of the history: access.js slides its piece.
    fresh = v["cursor"] == v["actions"] == said[2] + 1 and v.get("moved")
    el("board").setAttribute("data-moved", " ".join(v["moved"]) if fresh else "")
    happened = False
    if v["cursor"] == v["actions"] and v["cursor"] > said[2] and said[1] <= v["actions"]:
        entries = v["words"]  # the last actions in words (SAN said aloud): n, seat, words, roll, forced
        for k, entry in enumerate(entries):
            n, seat, roll = entry[0], entry[1], entry[3]
            person = is_person(v, seat)
            # a computer's roll said again with the move it let it make (said a moment before)
            follows = k + 1 < len(entries) and entries[k + 1][1] == seat
            again = roll and not person and n == said[2] and follows
            if n <= said[2] and not again:
                continue
            happened = True
            if roll and k == len(entries) - 1 and not v["over"]:
                continue  # the status says the roll just made ("Blue rolled 2: move stone 2.")
            words.append(sentence(v, entry))
    elif v["actions"] == said[1] and v["cursor"] != said[2]:  # taken back, redone, gone to
        at, n = move_of(v)
        words.append(t("Move %d of %d.") % (at, n))
        happened = True
    if v["over"] and not said[3]:  # (a line explored ends the line: its status says so)
        explored = (v.get("study") or {}).get("exploring")
        words.append(v["status"] if explored else t("Game over.") + " " + v["result"])
    elif happened and not v["over"]:
        words.append(v["status"])
    elif not happened and status is not None and status != told and not v["over"]:
        words.append(status)
    if words:
        el("announce").textContent = " ".join(words)


def is_person(v, seat):
    return 0 <= seat < len(v["seats"]) and v["seats"][seat] == "human"


def sentence(v, entry):
    """One action in words, as a sentence: who did what."""
    _n, seat, said_as, roll, forced = entry
    names = v["seat_names"]
    if roll and 0 <= seat < len(names):
        return t("%s rolled a %s.") % (names[seat], said_as)
    if forced and is_person(v, seat):  # the person did not click it: the page played it
        return "%s: %s (%s)." % (names[seat], said_as, t("played for you"))
    if 0 <= seat < len(names):
        return "%s: %s." % (names[seat], said_as)
    return "%s." % said_as  # chance's own sentence: a lot drawn, stones arranged


def beforehand(v):
    """A game's first view where all it holds was done by the computer or chance (Schneider's
    start node chosen by the computer, EinStein's stones arranged): those actions in words, the
    last roll but said by the status. Nothing where the person has played, or where the game
    holds more than the view's words (a game opened from a link, a reload: the page is read)."""
    entries = v["words"]
    if not v["actions"] or v["cursor"] != v["actions"] or len(entries) != v["actions"] or v["over"]:
        return []
    if any(is_person(v, entry[1]) and not entry[3] for entry in entries):
        return []
    last = len(entries) - 1
    return [sentence(v, entry) for k, entry in enumerate(entries) if not (entry[3] and k == last)]
