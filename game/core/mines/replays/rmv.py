"""Viennasweeper's ``.rmv``, as the community has documented it.

``*rmv`` and a u16 format 1; the sizes of the result string, version info,
pre-flags and properties blocks in a fixed header; up to four player fields
(name, nickname, country, token: each a length byte and the text); the time the
board was made (u32 seconds since 1970, as ``TIMESTAMP:`` in the result string
too); width, height
(bytes) and a u16 mine count, each mine as (x, y) from 0; optional pre-placed
flags; the properties (no-flags, mode, level); then events: an action byte 1-7
(move, left/right/middle press/release) with a 3-byte time in ms, a spare byte
and x, y in window pixels (the board starts at 12, 56).  Bytes 15-17 end the
events; 9-14 and 18-27 carry two bytes of other data.  The first left press is
not stored: the first event stands for it too.  The game's time is the last
event's.  ms_toollib reads the nickname as the unique ID and the token as the race
ID; so do we, and the game's start is the board's time, its end that plus the
game's time.  The text is read as UTF-8 (what else cannot be read is replaced),
where ms_toollib guesses a legacy code page for a file that does not flag UTF-8;
ASCII names read alike.
"""

from __future__ import annotations

from game.core.mines.replays.binary import Reader
from game.core.mines.replays.model import Details, MouseEvent, ReplayError, Video

_ACTIONS = ("mv", "lc", "lr", "rc", "rr", "mc", "mr")
_BOARD_X, _BOARD_Y = 12, 56


def read_rmv(data: bytes) -> Video:
    reader = Reader(data, "the .rmv file")
    if reader.take(4) != b"*rmv" or reader.u16() != 1:
        raise ReplayError("not an .rmv file: it should begin with *rmv and format 1")
    reader.skip(4)
    result_size, version_size = reader.u16(), reader.u16()
    reader.skip(4)
    preflags_size, properties_size = reader.u16(), reader.u16()
    reader.skip(7)
    if result_size < 3 or properties_size < 4:
        raise ReplayError("the .rmv header's block sizes are impossible")
    reader.skip(result_size - 3 + version_size + 2)
    player, unique, country, race = _player(reader)
    started = reader.uint(4) * 1_000_000
    width, height, mines = reader.u8(), reader.u8(), reader.u16()
    layout = {_mine(reader, width, height) for _ in range(mines)}
    if len(layout) != mines:
        raise ReplayError("the .rmv file lists a mine twice")
    flags = _preflags(reader) if preflags_size else []
    reader.skip(2)  # spare, no-flags
    mode, level = reader.u8(), reader.u8() + 3
    reader.skip(properties_size - 4)
    events = tuple(flags) + _events(reader, width, height)
    if not events:
        raise ReplayError("the .rmv file has no mouse events")
    details = Details(software="Viennasweeper", mode=mode, level=level, started_us=started,
                      ended_us=started + events[-1].at_ms * 1000, unique_id=unique,
                      country=country, race_id=race)
    return Video("rmv", width, height, frozenset(layout), events, events[-1].at_ms, 16,
                 player, details)


def _player(reader: Reader) -> list[str]:
    """Name, nickname, country and token, "" for those the file leaves out."""
    fields = reader.u16()
    values = [reader.take(reader.u8()).decode("utf-8", "replace") for _ in range(min(fields, 4))]
    return [*values, "", "", "", ""][:4]


def _mine(reader: Reader, width: int, height: int) -> int:
    x, y = reader.u8(), reader.u8()
    if x >= width or y >= height:
        raise ReplayError(f"the .rmv file has a mine off the {width}x{height} board")
    return y * width + x


def _preflags(reader: Reader) -> list[MouseEvent]:
    """Flags placed before the game; stored as (row, column) pairs."""
    pairs = [(reader.u8(), reader.u8()) for _ in range(reader.u16())]
    return [MouseEvent(0, "pf", col * 16, row * 16) for row, col in pairs]


def _events(reader: Reader, width: int, height: int) -> tuple[MouseEvent, ...]:
    events: list[MouseEvent] = []
    while True:
        code = reader.u8()
        if code == 0:
            reader.skip(4)
        elif code <= 7:
            events += _event(reader, code, width, height, first=not events)
        elif 15 <= code <= 17:
            return tuple(events)
        elif 9 <= code <= 27:
            reader.skip(2)
        else:
            raise ReplayError(f"the .rmv file has an unknown event type {code} at byte "
                              f"{reader.offset - 1}")


def _event(reader: Reader, code: int, width: int, height: int, *,
           first: bool) -> list[MouseEvent]:
    at_ms = reader.uint(4) >> 8
    x, y = reader.u16() - _BOARD_X, reader.u16() - _BOARD_Y
    if not (0 <= x < width * 16 and 0 <= y < height * 16):
        x, y = width * 16, height * 16
    event = MouseEvent(at_ms, _ACTIONS[code - 1], x, y)
    return [MouseEvent(at_ms, "lc", x, y), event] if first else [event]
