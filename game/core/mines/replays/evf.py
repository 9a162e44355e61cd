"""Metasweeper's open ``.evf`` format: versions 0 to 4 read, version 4 written.

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
and end timestamps (u64 microseconds each), NUL-terminated strings (software,
player, race, unique ID; with summary bit 0x08, which ms_toollib now writes, two
more of unknown use after the software, kept as they are), a u16-sized device
ID, the bitmap, a u16 count of NUL-terminated custom figures (kept), then compact
events: action, ms since the previous event (u8), and x, y as signed u16 steps
from the previous event; action 255 adds a u16 pause in ms instead, 81 to 99 are
game states (replay, win, fail, error: a time step alone, which the mouse story
does not need, so they are not kept), 100 to 254 carry nothing, and 0 ends the
events; a u16-sized checksum follows.  The settings byte of versions 3 and 4 is
kept too.

Every field a file holds is read into the video's :class:`Details` and written
back, so a conversion loses nothing; the checksum (Metasweeper's, made with a key
of its own) is carried unchanged, since nobody else can make it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.mines.replays.binary import Reader
from game.core.mines.replays.model import (
    ACTIONS,
    Details,
    MouseEvent,
    ReplayError,
    Video,
    as_stated,
)

VERSION = 4
_CODES = {action: code for code, action in enumerate(ACTIONS, 1)}
_COMPLETED, _OFFICIAL, _FAIR, _NO_FLAGS, _SIX_STRINGS = 0x80, 0x40, 0x20, 0x10, 0x08
_MAX_U32 = (1 << 32) - 1
_PAUSE = 255  # a v4 action code: the next u16 is a pause in ms
_GAME_STATES = range(81, 100)  # v4 action codes of a game state: a time step alone


def read_evf(data: bytes) -> Video:
    reader = Reader(data, "the .evf file")
    version = reader.u8()
    if version > VERSION:
        raise ReplayError(f".evf version {version} is not supported (this build reads 0 to "
                          f"{VERSION})")
    if version == VERSION:
        return _read_v4(reader)
    summary = reader.u8()
    settings = reader.u8() if version >= 3 else 0
    height, width, mines, cell_px, mode = _sizes(reader)
    time_ms = reader.uint(3)
    strings = [_text(reader.text_until(b"\0")) for _ in range(8 if version >= 2 else 7)]
    layout = _layout(reader, width, height, mines)
    events = _read_events(reader)
    checksum = reader.take(min(32, reader.left)) if version >= 3 else b""
    details = Details(software=strings[0], race_id=strings[2], unique_id=strings[3],
                      started_us=_number(strings[4]), ended_us=_number(strings[5]),
                      country=strings[6], device_id=strings[7].encode() if version >= 2
                      else b"", mode=mode, checksum=checksum, settings=settings)
    return Video("evf", width, height, layout, events, time_ms, cell_px or 16, strings[1],
                 _flags(summary, details))


def _sizes(reader: Reader) -> tuple[int, int, int, int, int]:
    """Rows, columns, mines, cell size and mode; the 3BV after them is recomputed."""
    height, width, mines, cell_px, mode = (reader.u8(), reader.u8(), reader.u16(),
                                           reader.u8(), reader.u16())
    reader.skip(2)
    return height, width, mines, cell_px, mode


def _flags(summary: int, details: Details) -> Details:
    """The details with the summary's official and fair bits."""
    return replace(details, official=bool(summary & _OFFICIAL), fair=bool(summary & _FAIR))


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def _number(text: str) -> int:
    """A timestamp written as decimal text (versions 0 to 3); anything else is unknown."""
    return int(text) if text.isascii() and text.isdigit() and len(text) < 20 else 0


def _layout(reader: Reader, width: int, height: int, mines: int) -> frozenset[int]:
    layout = _read_bitmap(reader, width, height)
    if len(layout) != mines:
        raise ReplayError(f"the .evf header says {mines} mines but its board has {len(layout)}")
    return layout


def _read_v4(reader: Reader) -> Video:
    summary, settings = reader.u8(), reader.u8()
    height, width, mines, cell_px, mode = _sizes(reader)
    time_ms = reader.uint(4)
    country = reader.take(2).decode("latin-1")
    started, ended = reader.uint(8), reader.uint(8)
    software, *reserved = [_text(reader.text_until(b"\0"))
                           for _ in range(6 if summary & _SIX_STRINGS else 4)]
    *reserved, player, race, unique = ["", "", *reserved][-5:]
    device = reader.take(reader.u16())
    layout = _layout(reader, width, height, mines)
    extensions = tuple(_text(reader.text_until(b"\0")) for _ in range(reader.u16()))
    events = _read_steps(reader)
    checksum = reader.take(reader.u16()) if reader.left >= 2 else b""
    details = Details(software=software, country=country, started_us=started, ended_us=ended,
                      mode=mode, race_id=race, unique_id=unique, device_id=device,
                      checksum=checksum, reserved=(reserved[0], reserved[1]),
                      settings=settings, extensions=extensions)
    return Video("evf", width, height, layout, events, time_ms, cell_px or 16, player,
                 _flags(summary, details))


def _read_steps(reader: Reader) -> tuple[MouseEvent, ...]:
    """Version 4's events, each a step in time and place from the one before."""
    events: list[MouseEvent] = []
    at_ms = x = y = 0
    while (code := reader.u8()) != 0:
        if code == _PAUSE:
            at_ms += reader.u16()
            continue
        if code in _GAME_STATES:
            at_ms += reader.u8()
            continue
        if code >= _GAME_STATES.stop:  # 100 to 254: nothing
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


def write_evf(video: Video, *, time_ms: int, bbbv: int, completed: bool,
              no_flags: bool) -> bytes:
    """The video as a version-4 ``.evf`` file, as ms_toollib writes it, with every
    detail the video holds, as :func:`~game.core.mines.replays.model.as_stated` states them.

    Events before the time origin are written at 0; a 3BV beyond the format's u16 is
    written as 65535.
    """
    if not 0 <= time_ms <= _MAX_U32 or (video.events and video.events[-1].at_ms > _MAX_U32):
        raise ReplayError("the game is too long for .evf")
    if video.cell_px > 255:
        raise ReplayError("the cell size is too large for .evf (at most 255 pixels)")
    details = as_stated(video, time_ms=time_ms, completed=completed)
    summary = (_COMPLETED * completed | _OFFICIAL * details.official | _FAIR * details.fair
               | _NO_FLAGS * no_flags | _SIX_STRINGS)
    out = bytearray([VERSION, summary, details.settings & 0xFF, video.height, video.width])
    out += len(video.mines).to_bytes(2, "big") + bytes([video.cell_px])
    out += _u16(details.mode) + _u16(bbbv) + time_ms.to_bytes(4, "big")
    out += _country_code(details.country)
    out += details.started_us.to_bytes(8, "big") + details.ended_us.to_bytes(8, "big")
    for text in (details.software, *details.reserved, video.player, details.race_id,
                 details.unique_id):
        out += _c_string(text)
    out += _sized(details.device_id) + _bitmap(video) + _u16(len(details.extensions))
    out += b"".join(_c_string(text) for text in details.extensions[:0xFFFF])
    out += _steps(video.events) + b"\0" + _sized(details.checksum)
    return bytes(out)


def _c_string(text: str) -> bytes:
    return text.replace("\0", "").encode("utf-8") + b"\0"


def _country_code(country: str) -> bytes:
    """Version 4's two letters, as ms_toollib writes them: a two-letter code in capitals;
    anything else (a whole name such as "China", which two bytes cannot hold) "XX"."""
    code = country.encode("utf-8")
    return code.upper() if len(code) == 2 and code.isalpha() else b"XX"


def _u16(value: int) -> bytes:
    return min(max(value, 0), 0xFFFF).to_bytes(2, "big")


def _sized(blob: bytes) -> bytes:
    """A u16 length and the bytes (cut to what the length can say)."""
    return _u16(len(blob)) + blob[:0xFFFF]


def _bitmap(video: Video) -> bytes:
    cells = video.width * video.height
    total = (cells + 7) // 8 * 8
    bits = sum(1 << (total - 1 - index) for index in video.mines)
    return bits.to_bytes(total // 8, "big")


def _steps(events: Sequence[MouseEvent]) -> bytes:
    """Version 4's events: a pause where the gap exceeds a byte, then the step.  Their
    clock starts at the first event, as ms_toollib's does (it cannot read a pause
    before the first event); the game's time is in the header."""
    out = bytearray()
    at_ms = events[0].at_ms if events else 0
    x = y = 0
    for event in events:
        gap = max(event.at_ms, at_ms) - at_ms
        while gap > 255:
            pause = min(gap - 255, 0xFFFF)
            out += bytes([_PAUSE]) + pause.to_bytes(2, "big")
            gap -= pause
        out += bytes([_CODES[event.action], gap]) + _step(event.x - x) + _step(event.y - y)
        at_ms, x, y = max(event.at_ms, at_ms), event.x, event.y
    return bytes(out)


def _step(delta: int) -> bytes:
    if not -0x8000 <= delta <= 0x7FFF:
        raise ReplayError("the cursor jumps too far for .evf")
    return (delta & 0xFFFF).to_bytes(2, "big")
