"""Replays kept of finished games: the last ``RECENT`` and every one that set a best.

Each kept game is its own record (the board's ID and the logged events to its end:
pointer positions, clicks, hints) packed as a replay link packs it
(:func:`~game.core.mines.replays.link.link_payload`: delta-coded columns, zlib, base64),
under a key of its own, a slot (``replay.N``) that the next game takes once its game is
no longer kept; a freed slot is written empty (the stores have no deletion).  The index
(``replays``) lists the games kept, oldest first, with what the Replays panel shows and
what an export states of each (:class:`KeptReplay`).

Disk use is bounded: the kept texts together stay within ``MAX_CHARS`` characters (bytes
natively, as they are ASCII; a browser's localStorage holds about five million).  A new
game goes in; games that are neither among the last ``RECENT`` nor set a best go out;
then, while the texts are over the bound (or the games over ``MAX_GAMES``), the oldest
game that set no best, and only when none is left the oldest best (:func:`kept_after`).
A game whose text alone is over ``MAX_ONE`` is not kept, nor one that no replay can show
(taken back with undo, or on a board over 255 cells a side), as no link holds one.

Two copies of the game may keep games at once: the index changes by compare-and-swap
(:meth:`~game.core.storage.Progress.update`), and each slot's text starts with its game's
name (the wall clock as it ended), so a slot another copy has reused meanwhile reads as
gone (:func:`load_game`), never as another game.  A kept text that cannot be read is set
aside as every stored value is (one line), and its game leaves the index.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields, replace
from datetime import date

from game.core.mines.game import MinesGame
from game.core.mines.replays.link import link_payload, unpack_game
from game.core.mines.replays.model import ReplayError, Video
from game.core.mines.replays.ours import Origin, details_of, video_from_session
from game.core.mines.stats import GameRecord, speed
from game.core.session import Session
from game.core.stats import Checks, count, flag, listed, name, read_fields, text, version
from game.core.storage import KEPT_REPLAYS, Progress, parse_json_object
from game.i18n import N_

RECENT = 100  # the last games kept, whatever they were
MAX_CHARS = 1_000_000  # every kept game's text together
MAX_ONE = MAX_CHARS // 10  # one game's text, at most
MAX_GAMES = 500  # in the index, which parses as JSON of at most MAX_JSON characters
INDEX_VERSION = 1
SLOT = "replay."  # and the slot's number: a kept game's key
SLOT_NAME = N_("kept replay")  # a slot's value, as messages name it


@dataclass(frozen=True)
class KeptReplay:
    """One kept game as the index lists it: what the panel shows, and what an export
    states that the game's record does not hold (the wall clock, a shared or daily board).
    """

    ended_us: int  # the wall clock as the game ended, microseconds since 1970: its name
    slot: int
    difficulty: str
    mode: str
    width: int
    height: int
    mines: int
    won: bool
    time_cs: int
    three_bv: int
    solved_three_bv: int
    best: bool  # it set a personal best (time or 3BV/s: those the statistics announce)
    aided: bool
    chars: int  # its stored text's length
    shared: bool = False  # the board was known before the game (an ID given)
    daily: str = ""  # the daily board's day (ISO), if it was one

    @property
    def key(self) -> str:
        return f"{SLOT}{self.slot}"

    @property
    def three_bv_per_second(self) -> float:
        return speed(self.solved_three_bv, self.time_cs * 10)

    def origin(self, player: str) -> Origin:
        """What an export states of the game beyond its record; ``player`` is the name the
        kept record holds."""
        day = date.fromisoformat(self.daily) if self.daily else None
        return Origin(player, self.ended_us, self.shared, day)


_CHECKS: Checks = {
    "ended_us": count, "slot": count, "difficulty": name, "mode": name, "width": count,
    "height": count, "mines": count, "won": flag, "time_cs": count, "three_bv": count,
    "solved_three_bv": count, "best": flag, "aided": flag, "chars": count,
    "shared": flag, "daily": lambda value: _day(text(value)),
}
assert set(_CHECKS) == {field.name for field in fields(KeptReplay)}, "a field unchecked"


def _day(value: str) -> str:
    """A daily board's day: "" or an ISO date (else ValueError)."""
    if value:
        date.fromisoformat(value)
    return value


def kept_after(kept: Sequence[KeptReplay], new: KeptReplay) -> list[KeptReplay]:
    """The games kept once ``new`` joins ``kept``, oldest first (see the module's
    docstring for the order they go in); ``new`` always stays."""
    games = sorted([*kept, new], key=lambda game: game.ended_us)
    recent = games[-RECENT:]
    games = [game for game in games if game.best or game in recent]
    total = sum(game.chars for game in games)
    while total > MAX_CHARS or len(games) > MAX_GAMES:
        others = [game for game in games if game is not new]
        gone = next((game for game in others if not game.best), others[0])
        games.remove(gone)
        total -= gone.chars
    return games


def with_slot(kept: Sequence[KeptReplay], new: KeptReplay) -> KeptReplay:
    """``new`` in the lowest slot no other kept game holds."""
    taken = {game.slot for game in kept if game is not new}
    return replace(new, slot=next(slot for slot in range(len(taken) + 1) if slot not in taken))


def kept_games(progress: Progress) -> list[KeptReplay]:
    """The games kept, oldest first (none when the index is missing or was set aside)."""
    return progress.load(KEPT_REPLAYS, parse_index) or []


def keep(progress: Progress, session: Session[MinesGame], new: KeptReplay,
         player: str = "") -> KeptReplay | None:
    """Keep a finished game (``new`` says what the index lists of it, any slot and length:
    they are set here), with the player's name; the entry as kept, or None when it was
    not: a game no replay can show (unfinished, taken back with undo, over 255 cells a
    side), one too long, or a store that refused (``progress`` reports that)."""
    try:
        video_from_session(session)  # a replay can show it: finished, no undo, sides <= 255
        packed = link_payload(session, player, with_path=True)
    except ReplayError:
        return None
    new = replace(new, chars=len(str(new.ended_us)) + 1 + len(packed))
    if new.chars > MAX_ONE:
        return None
    before: list[KeptReplay] = []

    def change(index: list[KeptReplay] | None) -> list[KeptReplay]:
        before[:] = index or []
        games = kept_after(before, new)
        return [with_slot(games, game) if game is new else game for game in games]

    index = progress.update(KEPT_REPLAYS, parse_index, change, dump_index, wait=False)
    if index is None:
        return None
    kept = next(game for game in index if game.ended_us == new.ended_us)
    _write_slot(progress, kept.slot, f"{kept.ended_us}\n{packed}")
    for slot in {game.slot for game in before} - {game.slot for game in index}:
        _write_slot(progress, slot, "")
    return kept


@dataclass(frozen=True)
class KeptGame:
    """A kept game read back: as played, and as a replay stating what the index holds of
    it (its end, a daily board) and the player's name it was kept with."""

    kept: KeptReplay
    session: Session[MinesGame]
    video: Video


def load_game(progress: Progress, kept: KeptReplay) -> KeptGame | None:
    """The kept game; None when it is gone: its text could not be read (then set aside,
    reported once, and the game leaves the index), or another copy of the game has since
    put another game in its slot."""
    progress.names.setdefault(kept.key, SLOT_NAME)
    loaded = progress.load(kept.key, parse_slot)
    if loaded is not None and loaded[0] == kept.ended_us:
        session, video = loaded[1]
        details = details_of(session, kept.origin(video.player), video.time_ms or 0)
        return KeptGame(kept, session, replace(video, details=details))
    if kept.key not in progress.unreadable and kept.key not in progress.blocked:
        forget(progress, kept)
    return None


def forget(progress: Progress, kept: KeptReplay) -> None:
    """Take a game off the index (its slot is free for the next)."""
    progress.update(KEPT_REPLAYS, parse_index,
                    lambda index: [game for game in index or []
                                   if game.ended_us != kept.ended_us],
                    dump_index, wait=False)


def _write_slot(progress: Progress, slot: int, value: str) -> None:
    key = f"{SLOT}{slot}"
    progress.names.setdefault(key, SLOT_NAME)
    progress.save(key, value)


def parse_slot(value: str) -> tuple[int, tuple[Session[MinesGame], Video]] | None:
    """A slot's text: its game's name, and the game as played and as a replay naming the
    player (None: an empty, freed slot)."""
    if not value:
        return None
    head, _, packed = value.partition("\n")
    game = unpack_game(packed)
    return count(int(head)), (game.session, video_from_session(game.session,
                                                               Origin(player=game.player)))


def parse_index(value: str) -> list[KeptReplay]:
    """The index's JSON; anything amiss raises ValueError (the index is set aside)."""
    data = parse_json_object(value)
    version(data.get("version"))
    return [KeptReplay(**read_fields(entry, _CHECKS, "kept replay")[0])
            for entry in listed(data.get("games"))]


def dump_index(kept: list[KeptReplay]) -> str:
    return json.dumps({"version": INDEX_VERSION, "games": [asdict(game) for game in kept]},
                      separators=(",", ":"))


def replay_of(record: GameRecord, params: tuple[int, int, int], ended_us: int, *,
              best: bool, shared: bool = False, daily: str = "") -> KeptReplay:
    """The index's entry for a finished game (its slot and length set as it is kept)."""
    width, height, mines = params
    return KeptReplay(ended_us, 0, record.difficulty, record.mode, width, height, mines,
                      record.won, record.time_cs, record.three_bv, record.solved_three_bv,
                      best, record.aided, 0, shared, daily)

