# The page's own state and its one way to the engine (MicroPython under PyScript, main thread):
# the worker's commands, the page's storage, whether the engine is live. The glue's other
# modules (paint.py, events.py, glue.py) import it; it imports none of them.
import json

from pyscript import document, window

K = window.kabinett
ROOT = document.documentElement
MEMORY = {}  # storage when the browser denies it (cross-site iframe)


def post(cmd, **fields):
    fields["cmd"] = cmd
    ROOT.classList.add("busy")
    K.worker.postMessage(json.dumps(fields))


def save(key, value):
    if K.storage:
        try:
            window.localStorage.setItem(key, value)
            return
        except Exception:
            pass
    MEMORY[key] = value


def keep_board(key, html):
    """The board for boot.js to show on a reload; none rather than an older one (a full storage)."""
    if not K.storage:
        return
    try:
        window.localStorage.setItem(key, html)
    except Exception:
        try:
            window.localStorage.removeItem(key)
        except Exception:
            pass


def live():
    """Before the engine's first view, boot.js keeps the board's clicks (see play_pending)."""
    return ROOT.getAttribute("data-engine") == "ready"
