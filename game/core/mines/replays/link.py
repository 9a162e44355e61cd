"""A finished game as a link: the board and the event log in the address's fragment.

``<page>#replay=<payload>`` opens the browser edition on the game's replay with no
server: the fragment never leaves the player's browser.  The payload is the session's
own record, its base ID and event log (see :mod:`game.core.session`), packed:

- a format byte (``VERSION``) and a flags byte (``WITH_PATH``: the pointer's positions
  are there; else the clicks alone, with hints, undos and redos);
- the player's name and the base ID as UTF-8, each after its length;
- the number of events, then five columns, one value per event, each a run of
  variable-length integers (seven bits a byte, low bits first): the event's kind; the x
  and y steps (zigzag-coded, so a small step either way is one byte) from the point
  before, in pixels (of 16-pixel cells) from the last pointer position for a pointer
  event, in cells from the cell the pointer was last on (or the last move's cell) for a
  move; and the milliseconds since the event before, split into its high part and its
  low ``FINE_BITS`` bits.  Kept apart, each column repeats its own few values, which is
  what the compression that follows feeds on (the split saves a tenth: the low bits
  are noise, and mixed with the rest they would spoil its code);

then compressed by zlib and written in base64url without padding.  A typical Expert
game's clicks take about a kilobyte; its pointer path, logged up to 50 times a second,
many times more: :func:`replay_link` keeps the path only when the whole link then fits
in ``MAX_LINK_CHARS`` (what chat programs and older browsers take whole).

Reading a link replays its log through the session code, so a link that was cut short
or changed is refused (:class:`LinkError`, one line) and never half shown.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from game.core.mines.game import MINES, MinesGame
from game.core.mines.moves import Move
from game.core.mines.replays.model import ReplayError, Video
from game.core.mines.replays.ours import CELL_PX, Origin, video_from_session
from game.core.session import HINT, REDO, UNDO, Event, Session
from game.core.settings import check_player_name
from game.i18n import _

FRAGMENT = "replay"  # the fragment's item: ``#replay=<payload>``
MAX_LINK_CHARS = 2000
VERSION = 1
WITH_PATH = 1  # the flags byte's bit: the pointer's path is in the link
FINE_BITS = 5  # the milliseconds' low bits, a column of their own
# Far above any real game's payload (an Expert game's path is tens of kilobytes): a
# link claiming more is refused before it is unpacked.
MAX_PAYLOAD_CHARS = 4_000_000
MAX_UNPACKED = 16 * 1024 * 1024
_KINDS = ("O", "F", "C", "@", HINT, UNDO, REDO)
_POINTER = _KINDS.index("@")
_FINE = (1 << FINE_BITS) - 1
_BASE64URL = re.compile(r"[A-Za-z0-9_-]+")


class LinkError(ReplayError):
    """A replay link that was cut short, changed, or made by a newer version; its message
    is one line in the player's words."""


@dataclass(frozen=True)
class SharedReplay:
    """What a link holds: a finished game, as played and as a replay (which the viewer
    and ``gridgames replay`` read, naming the player), and whether the pointer's path
    came with it (else the clicks alone)."""

    session: Session[MinesGame]
    video: Video
    with_path: bool


def replay_link(session: Session[MinesGame], base: str, player: str = "",
                limit: int = MAX_LINK_CHARS) -> tuple[str, bool]:
    """The link to ``base`` (a page's address) that replays the finished game, and whether
    it carries the pointer's path: only if the link then fits in ``limit`` characters.
    A game no replay can show (unfinished, taken back with undo) raises ReplayError."""
    video_from_session(session)  # the viewer shows it so: refuse what it would refuse
    address = base.partition("#")[0] + f"#{FRAGMENT}="
    with_path = address + link_payload(session, player, with_path=True)
    if len(with_path) <= limit:
        return with_path, True
    return address + link_payload(session, player, with_path=False), False


def link_payload(session: Session[MinesGame], player: str = "", *, with_path: bool) -> str:
    """The fragment's payload for a finished game (see the module's docstring)."""
    ending = session.ending
    if ending is None:
        raise ReplayError("the game is not finished: only finished games make replays")
    events = [event for event in session.events[:ending.event_count]
              if with_path or event.pointer is None]
    out = bytearray([VERSION, WITH_PATH if with_path else 0])
    for text in (check_player_name(player), session.base_id):
        _text(out, text)
    _varint(out, len(events))
    for column in zip(*_rows(events), strict=True):
        for value in column:
            _varint(out, value)
    return base64.urlsafe_b64encode(zlib.compress(bytes(out), 9)).rstrip(b"=").decode("ascii")


def _rows(events: Sequence[Event]) -> Iterator[tuple[int, int, int, int, int]]:
    """Each event as (kind, x step, y step, milliseconds since the last in two parts),
    the steps zigzagged."""
    last_ms, pointer, cell = 0, (0, 0), (0, 0)
    for event in events:
        step, kind = (0, 0), _kind(event)
        if kind == _POINTER:
            assert event.pointer is not None
            step = (event.pointer[0] - pointer[0], event.pointer[1] - pointer[1])
            pointer = event.pointer
            cell = (pointer[0] // CELL_PX, pointer[1] // CELL_PX)
        elif kind < _POINTER:
            move = Move.parse(event.action)
            step, cell = (move.x - cell[0], move.y - cell[1]), (move.x, move.y)
        wait = event.at_ms - last_ms
        yield kind, _zigzag(step[0]), _zigzag(step[1]), wait >> FINE_BITS, wait & _FINE
        last_ms = event.at_ms


def _kind(event: Event) -> int:
    if event.pointer is not None:
        return _POINTER
    kind = event.action if event.action in _KINDS else event.action[:1]
    if kind not in _KINDS or (event.is_move and Move.parse(event.action).text() != event.action):
        raise ReplayError(f"the event {event.action[:20]!r} cannot go in a replay link")
    return _KINDS.index(kind)


def is_link(text: str) -> bool:
    """Whether the text is meant as a replay link (a whole address, its fragment, or the
    fragment's item): what :func:`read_link` reads or says what is wrong with."""
    return f"{FRAGMENT}=" in text


def link_text(text: str) -> str:
    """The part of a link that :func:`read_link` reads, ``replay=<payload>``: what a
    game ID field or a page's start-up passes on."""
    return f"{FRAGMENT}={_payload(text)}"


def read_link(text: str) -> SharedReplay:
    """The finished game a replay link holds; anything amiss raises :class:`LinkError`."""
    reader = _Reader(_unpacked(_payload(text)))
    if reader.byte() != VERSION:
        raise LinkError(_("the replay link was made by a newer version of the game"))
    with_path = bool(reader.byte() & WITH_PATH)
    try:
        player = check_player_name(reader.text())
        base_id = reader.text()
        events = _events(reader)
        reader.end()
        session = Session.from_log(MINES, base_id, events, clock=lambda: 0.0)
        if session.ending is None or session.ending.event_count != len(events):
            raise _broken(_("its game does not end where the link does"))
        video = video_from_session(session, Origin(player=player))
    except LinkError:
        raise
    except ValueError as error:  # a ReplayError, a SaveError, a bad name or text
        raise _broken(str(error)) from error
    return SharedReplay(session, video, with_path)


def _payload(text: str) -> str:
    """The base64url payload after ``replay=`` (in a whole address, a fragment, or alone)."""
    marker, rest = text.strip().partition(f"{FRAGMENT}=")[1:]
    payload = rest.partition("&")[0]
    if not marker or not payload:
        raise LinkError(_("this is not a replay link: it has no {marker} part").format(
            marker=f"#{FRAGMENT}="))
    if len(payload) > MAX_PAYLOAD_CHARS:
        raise _broken(_("it is {count} characters long").format(count=len(payload)))
    return payload


def _unpacked(payload: str) -> bytes:
    """The payload's bytes, unpacked: every character base64url, and all of them taken by
    one whole zlib stream (a character more or less is a changed link)."""
    try:
        if not _BASE64URL.fullmatch(payload):
            raise ValueError("not base64url")
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        unpacker = zlib.decompressobj()
        data = unpacker.decompress(packed, MAX_UNPACKED)
    except (binascii.Error, ValueError, zlib.error) as error:
        raise _broken(_("the text was cut short or changed")) from error
    if unpacker.unconsumed_tail or unpacker.unused_data or not unpacker.eof:
        raise _broken(_("the text was cut short or changed"))
    return data


def _broken(reason: str) -> LinkError:
    return LinkError(_("the replay link is broken: {reason}").format(reason=reason))


def _events(reader: _Reader) -> list[Event]:
    count = reader.varint()
    if count > len(reader.data):  # each event takes five bytes at least
        raise _broken(_("the text was cut short or changed"))
    kinds, steps_x, steps_y, coarse, fine = ([reader.varint() for event in range(count)]
                                             for column in range(5))
    events, at_ms, pointer, cell = [], 0, (0, 0), (0, 0)
    for kind, x, y, high, low in zip(kinds, map(_unzigzag, steps_x), map(_unzigzag, steps_y),
                                     coarse, fine, strict=True):
        if kind >= len(_KINDS) or low > _FINE:
            raise _broken(_("the text was cut short or changed"))
        at_ms += high << FINE_BITS | low
        if kind == _POINTER:
            pointer = (pointer[0] + x, pointer[1] + y)
            cell = (pointer[0] // CELL_PX, pointer[1] // CELL_PX)
            action = f"@{pointer[0]},{pointer[1]}"
        elif kind < _POINTER:
            cell = (cell[0] + x, cell[1] + y)
            action = f"{_KINDS[kind]}{cell[0]},{cell[1]}"
        else:
            action = _KINDS[kind]
        events.append(Event(at_ms, action))
    return events


class _Reader:
    """Bytes read from the front, each read checked against the end."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise _broken(_("the text was cut short or changed"))
        self.at += 1
        return self.data[self.at - 1]

    def varint(self) -> int:
        value = shift = 0
        while True:
            byte = self.byte()
            value |= (byte & 0x7F) << shift
            if byte < 0x80:
                return value
            shift += 7
            if shift > 63:
                raise _broken(_("the text was cut short or changed"))

    def text(self) -> str:
        length = self.varint()
        if self.at + length > len(self.data):
            raise _broken(_("the text was cut short or changed"))
        self.at += length
        return self.data[self.at - length:self.at].decode("utf-8")

    def end(self) -> None:
        if self.at != len(self.data):
            raise _broken(_("the text was cut short or changed"))


def _text(out: bytearray, text: str) -> None:
    data = text.encode("utf-8")
    _varint(out, len(data))
    out += data


def _varint(out: bytearray, value: int) -> None:
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)


def _zigzag(value: int) -> int:
    return value * 2 if value >= 0 else -value * 2 - 1


def _unzigzag(value: int) -> int:
    return value // 2 if value % 2 == 0 else -(value + 1) // 2
