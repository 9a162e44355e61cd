"""Minesweeper Arbiter's ``.avf``, as the community has documented it.

Byte 5 is the level (3 beginner 8x8/10, 4 intermediate, 5 expert, 6 custom with
width-1, height-1 and a u16 mine count after it); then each mine as (row, column),
counted from 1.  Settings follow (two bytes before the ``[`` the question-mark
flag, 17 on or 127 off; the player's country is a code byte after as many bytes
as a checksum of the board has digits, plus four, read as ms_toollib reads it),
then a text block ``[0|start|end|...|B<3BV>T<time>]``.
Its time counts from 1 s and has hundredths only; like the community's tools we
take the time from the events instead.  The events come after the block, eight
bytes each (action, x high, seconds low, x low, hundredths, y high, seconds high,
y low), the first at second 1; an event at second 0 ends them.  The player's
name is the line after the ``Skin:`` line.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from game.core.mines.replays.binary import Reader
from game.core.mines.replays.model import Details, MouseEvent, ReplayError, Video

_LEVELS = {3: (8, 8, 10), 4: (16, 16, 40), 5: (30, 16, 99)}
_ACTIONS = {1: "mv", 3: "lc", 5: "lr", 9: "rc", 17: "rr", 33: "mc", 65: "mr", 145: "rr",
            193: "mr", 21: "lr"}
_IGNORED = {11}  # a press Arbiter logs beside others: no board action of its own
_INFO = re.compile(rb"\[[0-3]\|[^\]]{0,300}?B[0-9]{1,6}T[0-9]{1,6}[.,]?[0-9]{0,3}\]")
# In the block, the start and end: |day.month.year.hour:minute:second:fraction|
# day.hour:minute:second:fraction| (after the custom size, if any); ms_toollib reads
# the fraction's last three digits as milliseconds, and so do we.
_TIMES = re.compile(rb"\|([0-9]{1,2})\.([0-9]{1,2})\.([0-9]{4})\.([0-9]{1,2}):([0-9]{1,2}):"
                    rb"([0-9]{1,2}):([0-9]{1,4})\|([0-9]{1,2})\.([0-9]{1,2}):([0-9]{1,2}):"
                    rb"([0-9]{1,2}):([0-9]{1,4})\|")
_INFO_WITHIN = 2048  # bytes after the mines where the block must start: bounded work
# Arbiter's country codes that ms_toollib knows; any other is "XX", unknown.
_COUNTRIES = {8: "CN", 37: "CN", 10: "GB", 12: "FR", 13: "DE", 23: "KR", 29: "PL", 31: "RU",
              41: "US", 69: "JP"}


def read_avf(data: bytes) -> Video:
    reader = Reader(data, "the .avf file")
    reader.skip(5)
    level = reader.data[reader.offset] if reader.left else 0
    width, height, mines = _size(reader)
    layout = set()
    for _ in range(mines):
        row, col = reader.u8() - 1, reader.u8() - 1
        if not (0 <= row < height and 0 <= col < width):
            raise ReplayError(f"the .avf file has a mine off the {width}x{height} board")
        layout.add(row * width + col)
    if len(layout) != mines:
        raise ReplayError("the .avf file lists a mine twice")
    country = _country(data, reader.offset, width, height, layout)
    info = _INFO.search(data, reader.offset, reader.offset + _INFO_WITHIN)
    if info is None:
        raise ReplayError("the .avf file has no [..|B<3BV>T<time>] block: corrupt or cut short")
    reader.offset = info.end()
    events = _events(reader)
    started, ended = _times(info.group(0))
    details = Details(software="Arbiter", level=level, started_us=started, ended_us=ended,
                      country=country)
    return Video("avf", width, height, frozenset(layout), events, None, 16, _player(data),
                 details)


def _country(data: bytes, after_mines: int, width: int, height: int,
             layout: set[int]) -> str:
    """The country code byte, past the digits of Arbiter's board checksum (each cell's
    number plus one, or 10 for a mine, times x + x * y) and four bytes more."""
    numbers = [1] * (width * height)
    for mine in layout:
        x, y = mine % width, mine // width
        for ny in range(max(y - 1, 0), min(y + 2, height)):
            for nx in range(max(x - 1, 0), min(x + 2, width)):
                numbers[ny * width + nx] += 1
    total = sum((10 if index in layout else number) * (index % width) * (index // width + 1)
                for index, number in enumerate(numbers))
    at = after_mines + len(str(total)) + 4
    return _COUNTRIES.get(data[at], "XX") if at < len(data) else "XX"


def _times(block: bytes) -> tuple[int, int]:
    """The block's start and end in microseconds since 1970 (UTC); (0, 0) if unclear."""
    found = _TIMES.search(block)
    if found is None:
        return 0, 0
    day, month, year, *clock = (int(part) for part in found.groups()[:7])
    end_day, *end_clock = (int(part) for part in found.groups()[7:])
    try:
        began = _stamp(datetime(year, month, day, tzinfo=UTC), clock)
        ended = _stamp(datetime(year, month, end_day, tzinfo=UTC), end_clock)
    except ValueError:
        return 0, 0
    return began, ended


def _stamp(day: datetime, clock: list[int]) -> int:
    hour, minute, second, fraction = clock
    seconds = int(day.timestamp()) + hour * 3600 + minute * 60 + second
    return seconds * 1_000_000 + fraction % 1000 * 1000


def _size(reader: Reader) -> tuple[int, int, int]:
    level = reader.u8()
    if level in _LEVELS:
        return _LEVELS[level]
    if level != 6:
        raise ReplayError(f"the .avf level byte is {level}, not 3 to 6")
    return reader.u8() + 1, reader.u8() + 1, reader.u16()


def _events(reader: Reader) -> tuple[MouseEvent, ...]:
    _find_first_event(reader)
    events: list[MouseEvent] = []
    while True:
        raw = reader.take(8)
        if raw[2] == 0 and raw[6] == 0:
            return tuple(events)
        if raw[0] in _IGNORED:
            continue
        if raw[0] not in _ACTIONS:
            raise ReplayError(f"the .avf file has an unknown mouse action {raw[0]} at byte "
                              f"{reader.offset - 8}")
        at_ms = ((raw[6] << 8 | raw[2]) - 1) * 1000 + raw[4] * 10
        events.append(MouseEvent(at_ms, _ACTIONS[raw[0]], raw[1] << 8 | raw[3],
                                 raw[5] << 8 | raw[7]))


def _find_first_event(reader: Reader) -> None:
    """Stop two bytes before the first event's 'seconds low' byte of 1 (x high <= 1)."""
    data = reader.data
    for index in range(reader.offset + 2, len(data)):
        if data[index] == 1 and data[index - 1] <= 1:
            reader.offset = index - 2
            return
    raise ReplayError("the .avf file has no mouse events: corrupt or cut short")


def _player(data: bytes) -> str:
    skin = data.find(b"Skin:")
    if skin < 0:
        return ""
    start = data.find(b"\r", skin)
    end = data.find(b"\r", start + 1)
    if start < 0 or end < 0:
        return ""
    return data[start + 1:end].strip(b"\n").decode("latin-1")
