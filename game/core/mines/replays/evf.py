"""Metasweeper's open ``.evf`` format: versions 0 to 4 read, version 3 written.

Versions 0 to 3 are laid out as the public standard ("evf标准.md" in the
ms_toollib project) gives it,
all integers big-endian: version byte; summary bits (completed, official, fair,
no flags); from version 3 a settings byte; rows, columns, mines (u16), cell size
in pixels, mode (u16), 3BV (u16), time in ms (u24); NUL-terminated strings
(software, player, race, unique ID, start and end timestamps, country, and from
version 2 a device ID); the mine bitmap row by row; then events of eight bytes
(action code, time u24 ms, x u16, y u16) until a 0 (a 32-byte checksum follows)
or 255 (none).

Version 4 (Metasweeper 3.2) is not in the standard; as ms_toollib writes it:
the same 12 bytes up to the 3BV, the time as u32 ms, a two-letter country, start
and end timestamps (u64 each), four NUL-terminated strings (software, player,
race, unique ID), a u16-sized device ID, the bitmap, a u16-sized extension
block, then compact events: action, ms since the previous event (u8), and x, y
as signed u16 steps from the previous event; action 255 adds a u16 pause in ms
instead, and 0 ends the events.
"""

from __future__ import annotations

from game.core.mines.replays.binary import Reader
from game.core.mines.replays.model import ACTIONS, MouseEvent, ReplayError, Video

VERSION = 3
NEWEST = 4
_CODES = {action: code for code, action in enumerate(ACTIONS, 1)}
_COMPLETED, _NO_FLAGS = 0x80, 0x10
_MAX_U24 = (1 << 24) - 1


def read_evf(data: bytes) -> Video:
    reader = Reader(data, "the .evf file")
    version = reader.u8()
    if version > NEWEST:
        raise ReplayError(f".evf version {version} is not supported (this build reads 0 to "
                          f"{NEWEST})")
    if version == NEWEST:
        return _read_v4(reader)
    reader.skip(1 + (version >= 3))  # summary, settings: we work both out ourselves
    height, width, mines = reader.u8(), reader.u8(), reader.u16()
    cell_px = reader.u8()
    reader.skip(4)  # mode, 3BV: 3BV is recomputed from the layout
    time_ms = reader.uint(3)
    strings = [reader.text_until(b"\0") for _ in range(8 if version >= 2 else 7)]
    layout = _read_bitmap(reader, width, height)
    if len(layout) != mines:
        raise ReplayError(f"the .evf header says {mines} mines but its board has {len(layout)}")
    events = _read_events(reader)
    return Video("evf", width, height, layout, events, time_ms, cell_px or 16,
                 strings[1].decode("utf-8", "replace"))


def _read_v4(reader: Reader) -> Video:
    reader.skip(2)  # summary, settings
    height, width, mines = reader.u8(), reader.u8(), reader.u16()
    cell_px = reader.u8()
    reader.skip(4)  # mode, 3BV
    time_ms = reader.uint(4)
    reader.skip(2 + 8 + 8)  # country, start and end timestamps
    strings = [reader.text_until(b"\0") for _ in range(4)]
    reader.skip(reader.u16())  # device ID
    layout = _read_bitmap(reader, width, height)
    if len(layout) != mines:
        raise ReplayError(f"the .evf header says {mines} mines but its board has {len(layout)}")
    reader.skip(reader.u16())  # extensions
    return Video("evf", width, height, layout, _read_steps(reader), time_ms, cell_px or 16,
                 strings[1].decode("utf-8", "replace"))


def _read_steps(reader: Reader) -> tuple[MouseEvent, ...]:
    """Version 4's events, each a step in time and place from the one before."""
    events: list[MouseEvent] = []
    at_ms = x = y = 0
    while (code := reader.u8()) != 0:
        if code == 255:
            at_ms += reader.u16()
            continue
        if code > len(ACTIONS):
            raise ReplayError(f"the .evf file has an unknown mouse action {code} at byte "
                              f"{reader.offset - 1}")
        at_ms += reader.u8()
        x += _signed(reader.u16())
        y += _signed(reader.u16())
        events.append(MouseEvent(at_ms, ACTIONS[code - 1], x, y))
    return tuple(events)


def _signed(value: int) -> int:
    return value - 0x10000 if value & 0x8000 else value


def _read_bitmap(reader: Reader, width: int, height: int) -> frozenset[int]:
    cells = width * height
    bits = int.from_bytes(reader.take((cells + 7) // 8), "big")
    total = (cells + 7) // 8 * 8
    return frozenset(i for i in range(cells) if bits >> (total - 1 - i) & 1)


def _read_events(reader: Reader) -> tuple[MouseEvent, ...]:
    events: list[MouseEvent] = []
    while True:
        code = reader.u8()
        if code in (0, 255):
            return tuple(events)
        if not 1 <= code <= len(ACTIONS):
            raise ReplayError(f"the .evf file has an unknown mouse action {code} at byte "
                              f"{reader.offset - 1}")
        at_ms, x, y = reader.uint(3), reader.u16(), reader.u16()
        if events and at_ms < events[-1].at_ms:
            raise ReplayError(f"the .evf file's event at byte {reader.offset - 8} goes back "
                              "in time")
        events.append(MouseEvent(at_ms, ACTIONS[code - 1], x, y))


def write_evf(video: Video, *, time_ms: int, bbbv: int, completed: bool, no_flags: bool,
              software: str = "Gridgames") -> bytes:
    """The video as a version-3 ``.evf`` file without checksum.

    Times must fit the format (under 16777 s); events before the time origin are
    written at 0 and events off the board at the standard's off-board position.
    """
    if not 0 <= time_ms <= _MAX_U24 or (video.events and video.events[-1].at_ms > _MAX_U24):
        raise ReplayError("the game is too long for .evf (at most 16777 seconds)")
    if video.cell_px > 255:
        raise ReplayError("the cell size is too large for .evf (at most 255 pixels)")
    summary = _COMPLETED * completed | _NO_FLAGS * no_flags
    out = bytearray([VERSION, summary, 0, video.height, video.width])
    out += len(video.mines).to_bytes(2, "big") + bytes([video.cell_px])
    out += (0).to_bytes(2, "big") + min(bbbv, 0xFFFF).to_bytes(2, "big")
    out += time_ms.to_bytes(3, "big")
    for text in (software, video.player, "", "", "", "", "", ""):
        out += text.replace("\0", "").encode("utf-8") + b"\0"
    out += _bitmap(video)
    for event in video.events:
        out += _event_bytes(video, event)
    out.append(255)
    return bytes(out)


def _bitmap(video: Video) -> bytes:
    cells = video.width * video.height
    total = (cells + 7) // 8 * 8
    bits = sum(1 << (total - 1 - index) for index in video.mines)
    return bits.to_bytes(total // 8, "big")


def _event_bytes(video: Video, event: MouseEvent) -> bytes:
    x, y = event.x, event.y
    if video.cell(event) is None:
        x, y = video.width * video.cell_px, video.height * video.cell_px
    return (bytes([_CODES[event.action]]) + max(event.at_ms, 0).to_bytes(3, "big")
            + x.to_bytes(2, "big") + y.to_bytes(2, "big"))
