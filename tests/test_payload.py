"""An embed's payload (pyengine/app/payload.py): what is packed unpacks, bad input is named."""

from __future__ import annotations

import random

import pytest

from pyengine.app.payload import PayloadError, pack, unpack


def test_any_text_packed_unpacks_to_itself_and_is_url_safe() -> None:
    rng = random.Random(5)
    for n in range(200):
        codes = [rng.choice([rng.randrange(32, 127), rng.randrange(160, 0x2FFF)]) for _ in range(n * 7)]
        text = "".join(map(chr, codes))
        packed = pack(text)
        assert unpack(packed) == text
        assert all(c.isalnum() or c in "-_" for c in packed)


def test_a_payload_that_is_not_one_is_refused_with_a_reason() -> None:
    for bad in ["***", "AAAA", pack("x")[:-3] + "!!"]:
        with pytest.raises(PayloadError):
            unpack(bad)


def test_a_payload_that_inflates_beyond_a_megabyte_is_refused() -> None:
    with pytest.raises(PayloadError, match="longer"):
        unpack(pack("a" * (2 << 20)))
