"""Minesweeper Clone 0.97's ``.mvf``, as the community has documented it.

Bytes 0-1 are 0x11 0x4D and byte 27 the character ``5``; from byte 74: the date
(7 bytes), level, mode, the time as u16 seconds and a byte of hundredths, 3BV
(u16), 9 bytes of other results; width, height, a u16 mine count and each mine
as (x, y) from 1; the player's name (a length byte); a u16 key; a u24 event
count; then five-byte events whose 40 bits are shuffled by a permutation made
from the key.  Unshuffled, bits 0-2 are the right, middle and left buttons, 3-11
y, 12-20 x (pixels), 21-27 tens of ms and 28-37 seconds.  Buttons that change
between events are presses and releases; a cursor off the board (Clone leaves it
where it left) is put at the board's bottom-right corner, as ms_toollib puts it.
Older Clone versions are not read.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime

from game.core.mines.replays.binary import Reader
from game.core.mines.replays.model import Details, MouseEvent, ReplayError, Video

_BUTTONS = (("left", "lc", "lr"), ("right", "rc", "rr"), ("middle", "mc", "mr"))
_FIELDS = {"y": (3, 9), "x": (12, 9), "tens": (21, 7), "seconds": (28, 10)}
SOFTWARE = "0.97 beta"  # the name ms_toollib gives the recording program
_MODES = {1: 0, 2: 3, 3: 1}  # Clone's mode byte to the community's (others: 2), as ms_toollib
Permutation = list[tuple[int, int]]  # bit n of an event is (byte, mask)


def read_mvf(data: bytes) -> Video:
    reader = Reader(data, "the .mvf file")
    if reader.take(2) != b"\x11\x4d" or data[27:28] != b"5":
        raise ReplayError("only Minesweeper Clone 0.97 .mvf files are supported (they begin "
                          "0x11 0x4D and have '5' at byte 27)")
    reader.offset = 74
    started = _date(reader.take(7))
    level, mode = reader.u8() + 2, _MODES.get(reader.u8(), 2)
    reader.skip(3 + 2 + 9)  # the stated time has hundredths: the events' is used
    width, height, mines = reader.u8(), reader.u8(), reader.u16()
    layout = {_mine(reader, width, height) for _ in range(mines)}
    if len(layout) != mines:
        raise ReplayError("the .mvf file lists a mine twice")
    player = reader.take(reader.u8()).decode("latin-1")
    permutation = permutation_for(reader.u16())
    count = reader.uint(3)
    if count == 0 or count * 5 > reader.left:
        raise ReplayError("the .mvf file is cut short: fewer events than it says")
    events = _events(reader, permutation, count, (width * 16, height * 16))
    details = Details(software=SOFTWARE, started_us=started, level=level, mode=mode)
    return Video("mvf", width, height, frozenset(layout), events, None, 16, player, details)


def _date(raw: bytes) -> int:
    """Month, day, year (u16), hour, minute, second as microseconds since 1970 (UTC);
    0 if they make no date."""
    try:
        moment = datetime(raw[2] << 8 | raw[3], raw[0], raw[1], raw[4], raw[5], raw[6],
                          tzinfo=UTC)
    except ValueError:
        return 0
    return int(moment.timestamp()) * 1_000_000


def _mine(reader: Reader, width: int, height: int) -> int:
    x, y = reader.u8() - 1, reader.u8() - 1
    if not (0 <= x < width and 0 <= y < height):
        raise ReplayError(f"the .mvf file has a mine off the {width}x{height} board")
    return y * width + x


def permutation_for(key: int) -> Permutation:
    """Where each of the 40 event bits is stored, as Clone 0.97 derives it from the key."""
    first = math.sqrt(key)
    second = math.sqrt(key + 1000.0)
    third = math.sqrt(first + 1000.0)
    values = (math.cos(third + 1000.0), math.sin(math.sqrt(second)), math.cos(third),
              math.sin(math.sqrt(first) + 1000.0), math.cos(math.sqrt(second + 1000.0)))
    digits = "".join(f"{round(abs(value * 100000000.0)):08d}"[:8] for value in values)
    return [(position // 8, 1 << position % 8)
            for digit in "0123456789" for position, char in enumerate(digits) if char == digit]


def decode_event(raw: bytes, permutation: Permutation) -> dict[str, int]:
    """The fields of one five-byte event (see the module docstring)."""
    bits = [int(raw[byte] & mask != 0) for byte, mask in permutation]
    fields = {name: sum(bits[start + i] << i for i in range(size))
              for name, (start, size) in _FIELDS.items()}
    fields.update(right=bits[0], middle=bits[1], left=bits[2])
    return fields


def _events(reader: Reader, permutation: Permutation, count: int,
            corner: tuple[int, int]) -> tuple[MouseEvent, ...]:
    events: list[MouseEvent] = []
    previous = {"left": 0, "right": 0, "middle": 0, "x": 0, "y": 0}
    for number in range(count):
        fields = decode_event(reader.take(5), permutation)
        at_ms = fields["seconds"] * 1000 + fields["tens"] * 10
        actions = _changes(previous, fields, first=number == 0)
        x, y = fields["x"], fields["y"]
        if x >= corner[0] or y >= corner[1]:
            x, y = corner
        events += [MouseEvent(at_ms, action, x, y) for action in actions]
        previous = fields if number else {**fields, "x": 0, "y": 0}
    return tuple(events)


def _changes(previous: dict[str, int], now: dict[str, int], *, first: bool) -> list[str]:
    """The actions between two button states: a move, then presses, then releases."""
    if first:
        pressed = [press for name, press, _ in _BUTTONS if now[name]]
        return [pressed[-1] if pressed else "mv"]
    actions = ["mv"] if (now["x"], now["y"]) != (previous["x"], previous["y"]) else []
    actions += [press for name, press, _ in _BUTTONS if now[name] and not previous[name]]
    return actions + [release for name, _, release in _BUTTONS
                      if previous[name] and not now[name]]
