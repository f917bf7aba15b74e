"""URL query strings (form encoding), without urllib: in Pyodide, ``urllib.parse`` pulls in
``ipaddress`` and costs about 60 ms of the page's start."""

from __future__ import annotations

import re

__all__ = ["encode", "decode"]

_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
#: A text with nothing to escape but its spaces (most moves lists): at C speed, not byte by byte
#: (a replay's step writes two links of up to a whole game's moves).
_PLAIN = re.compile(r"[A-Za-z0-9\-._~ ]*")


def _quote(text: str) -> str:
    if _PLAIN.fullmatch(text):
        return text.replace(" ", "+")
    out = []
    for byte in text.encode("utf-8"):
        if byte in _SAFE:
            out.append(chr(byte))
        elif byte == 0x20:
            out.append("+")
        else:
            out.append(f"%{byte:02X}")
    return "".join(out)


def _unquote(text: str) -> str:
    raw = bytearray()
    i = 0
    text = text.replace("+", " ")
    while i < len(text):
        ch = text[i]
        if ch == "%" and _is_hex(text[i + 1 : i + 3]):
            raw.append(int(text[i + 1 : i + 3], 16))
            i += 3
        else:
            raw.extend(ch.encode("utf-8"))
            i += 1
    return raw.decode("utf-8", errors="replace")


def _is_hex(pair: str) -> bool:
    return len(pair) == 2 and all(c in "0123456789abcdefABCDEF" for c in pair)


def encode(items: dict[str, str]) -> str:
    """``{"moves": "i6 k4"}`` -> ``"moves=i6+k4"`` (like ``urllib.parse.urlencode``).

    >>> encode({"game": "cross", "seats": "human,random"})
    'game=cross&seats=human%2Crandom'
    """
    return "&".join(f"{_quote(k)}={_quote(v)}" for k, v in items.items())


def decode(query: str) -> list[tuple[str, str]]:
    """``"a=1&b=x+y"`` -> ``[("a", "1"), ("b", "x y")]``; a leading ? or # is ignored.

    >>> decode("?game=cross&moves=i6+k4")
    [('game', 'cross'), ('moves', 'i6 k4')]
    """
    out = []
    for part in query.lstrip("?#").split("&"):
        if not part:
            continue
        key, _, value = part.partition("=")
        out.append((_unquote(key), _unquote(value)))
    return out
