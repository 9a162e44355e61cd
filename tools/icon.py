"""Write the page's icon as a palette PNG: the same pixels in about half the bytes.

The icon is the window's smiley, a few dozen colours, but ``pygame.image.save`` writes
24-bit colour (1,400 bytes) or, from an 8-bit surface, a palette of all 256 entries;
every byte of it counts against the web.zip budget.  Only the standard library.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence

Colour = tuple[int, int, int]
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PALETTE = 3  # PNG colour type: indices into a PLTE chunk


class TooManyColours(ValueError):
    pass


def palette_png(rows: Sequence[Sequence[Colour]]) -> bytes:
    """A PNG of ``rows`` (each a row of RGB colours, all as long) with a palette of just
    their colours, 8 bits an index, compressed at zlib's best."""
    colours = sorted({colour for row in rows for colour in row})
    if len(colours) > 256:
        raise TooManyColours(f"{len(colours)} colours: a palette holds 256")
    index = {colour: at for at, colour in enumerate(colours)}
    width, height = len(rows[0]), len(rows)
    scanlines = b"".join(b"\0" + bytes(index[colour] for colour in row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, _PALETTE, 0, 0, 0)
    return (_SIGNATURE + _chunk(b"IHDR", header)
            + _chunk(b"PLTE", bytes(value for colour in colours for value in colour))
            + _chunk(b"IDAT", zlib.compress(scanlines, 9)) + _chunk(b"IEND", b""))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
