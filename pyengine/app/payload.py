"""Text carried in an embed's address (issue 56): raw deflate, then base64url without padding.

The page reads it with ``DecompressionStream("deflate-raw")`` (web/boot.js, web/diagram.js); the
engine with :func:`unpack`. Used for a diagram's picture (``d=``) and a replay's record (``r=``).
"""

from __future__ import annotations

import base64
import binascii
import zlib

__all__ = ["PayloadError", "pack", "unpack"]

#: The most text a payload may inflate to: an address is not a place for more (and a crafted one
#: must not fill the memory).
LARGEST = 1 << 20


class PayloadError(ValueError):
    """An address's payload that is not one this module wrote."""


def pack(text: str) -> str:
    """``text`` deflated (raw, level 9) and written in base64url without ``=``."""
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = squeeze.compress(text.encode("utf-8")) + squeeze.flush()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def unpack(payload: str) -> str:
    """The text :func:`pack` wrote, or :class:`PayloadError` saying why not."""
    try:
        raw = base64.b64decode(payload + "=" * (-len(payload) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError) as err:
        raise PayloadError(f"not base64url: {err}") from None
    loose = zlib.decompressobj(-15)
    try:
        data = loose.decompress(raw, LARGEST)
    except zlib.error as err:
        raise PayloadError(f"not deflated text: {err}") from None
    if loose.unconsumed_tail:
        raise PayloadError(f"longer than {LARGEST} bytes")
    if not loose.eof:
        raise PayloadError("cut short")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise PayloadError(f"not UTF-8: {err}") from None
