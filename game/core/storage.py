"""Saved progress: settings, statistics and the game in progress.

Standard library only.  A :class:`Store` is a small key/value text store: a
folder of files written atomically natively, ``localStorage`` in the browser
(see :mod:`game.gui.host`), a dict in tests.  Nothing is ever lost: a value that
does not parse is set aside under another key and reported once, and the game
starts clean; a store that cannot be written is reported once, play goes on and the
next save tries again.

Two copies of the game may save one value at once.  :meth:`Progress.update` reads,
changes and writes it under a lock that is never waited for (a frame is never held up:
the caller tries again later), and every such write is a compare-and-swap: just before
the rename, the file must still hold what was read, or the change is made again on what
is there now.  So a copy stopped while holding the lock (Ctrl+Z, a slow network folder)
and then resumed never writes over what another copy saved meanwhile.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Protocol, TypeVar

from game.file_errors import reason
from game.files import NotAFileError, read_capped
from game.i18n import N_, _

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
try:
    import msvcrt
except ImportError:  # anywhere but Windows
    msvcrt = None  # type: ignore[assignment]

T = TypeVar("T")
SETTINGS, GAME = "settings", "game"  # each game's statistics name their own key
DAILY_STREAK = "daily_streak"
DAILY_BOOK = "daily_results"
LAST_GAME = "last_game"
KEPT_REPLAYS = "replays"  # the index of the replays kept (each in a key of its own)
# What the player calls each value in a message (a game's statistics name their own).
NAMES = {SETTINGS: N_("settings"), GAME: N_("game in progress"),
         DAILY_STREAK: N_("daily streak"), DAILY_BOOK: N_("daily results"),
         LAST_GAME: N_("game played last"), KEPT_REPLAYS: N_("list of kept replays")}
PREFIX = "gridgames."
MAX_TEXT = 32 * 2**20  # characters: a long game on the largest board stays well below
MAX_JSON = 2**18  # characters: settings and statistics take a few hundred
MAX_NESTING = 32  # JSON levels: settings and statistics use three
_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')  # strings hide their brackets
STALE_SECONDS = 60.0  # a temporary file this old was left by a write that was killed
SWAP_TRIES = 8  # changes made again because another copy wrote first, before trying later
_TEMP = ".tmp"
_LOCK = ".lock"


@dataclass(frozen=True)
class Expected:
    """What a stored value must still be for a write to replace it (None: absent)."""

    text: str | None


class Changed(Exception):
    """Another copy of the game wrote the value since it was read: nothing was written."""


class Store(Protocol):
    """Where texts live between runs."""

    def read(self, key: str) -> str | None: ...

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        """Replace the value; with ``expected``, only if it is still that, else
        :class:`Changed`."""
        ...

    def rename(self, key: str, new_key: str) -> None: ...

    def locked(self, key: str) -> contextlib.AbstractContextManager[bool]:
        """Take ``key``'s lock without waiting: yields False while another process holds
        it (then nothing is held), True otherwise."""
        ...


@dataclass
class MemoryStore:
    """A store that lives as long as the process: for tests and as a last resort."""

    values: dict[str, str] = field(default_factory=dict)

    def read(self, key: str) -> str | None:
        return self.values.get(key)

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        if expected is not None and self.values.get(key) != expected.text:
            raise Changed(key)
        self.values[key] = text

    def rename(self, key: str, new_key: str) -> None:
        self.values[new_key] = self.values.pop(key)

    def locked(self, key: str) -> contextlib.AbstractContextManager[bool]:
        return contextlib.nullcontext(True)  # one process


class FileStore:
    """One file per key in a folder; writes go to a temporary file, then rename."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.txt"

    def read(self, key: str) -> str | None:
        """At most ``MAX_TEXT + 1`` bytes, so a huge file costs nothing to refuse;
        undecodable bytes become U+FFFD, so the value fails to parse and is set aside.
        Something other than a file there (a folder, a FIFO) is a :class:`NotAFileError`."""
        try:
            return read_capped(self._path(key), MAX_TEXT).decode("utf-8", errors="replace")
        except FileNotFoundError:
            return None

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        """A crash or power cut mid-write leaves the old file whole: the new bytes reach
        the disk (fsync) before the atomic rename, and the rename before returning.
        Something other than a file in the way is a :class:`NotAFileError`, never replaced.
        ``expected`` is checked last before the rename, when all the slow work is done."""
        self.folder.mkdir(parents=True, exist_ok=True)
        _refuse_unless_file(self._path(key))
        handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=f".{key}.", suffix=_TEMP)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
                out.flush()
                os.fsync(out.fileno())
            if expected is not None and self.read(key) != expected.text:
                raise Changed(key)
            os.replace(temporary, self._path(key))
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        _sync_folder(self.folder)

    def rename(self, key: str, new_key: str) -> None:
        """Keeps the bytes exactly as they were, however broken."""
        os.replace(self._path(key), self._path(new_key))
        _sync_folder(self.folder)

    @contextlib.contextmanager
    def locked(self, key: str) -> Iterator[bool]:
        """An exclusive lock on ``.KEY.lock`` beside the file, for a read, change and write
        that other instances must not interleave with, tried once: False while another
        instance holds it.  Where there are no locks (a read-only folder, a file system
        without them) True: the compare-and-swap of :meth:`write` is all there is."""
        lock = self._open_lock(key)
        if lock is None:
            yield True
            return
        with lock:
            try:
                _try_lock(lock.fileno())
            except (BlockingIOError, PermissionError):  # held elsewhere (POSIX, Windows)
                yield False
                return
            except OSError:
                yield True
                return
            try:
                yield True
            finally:
                _let_go(lock)

    def _open_lock(self, key: str) -> IO[bytes] | None:
        path = self.folder / f".{key}{_LOCK}"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            _refuse_unless_file(path)
            return path.open("ab")
        except OSError:
            return None

    def remove_stale_temporaries(self, now: float | None = None) -> int:
        """Delete temporary files a killed write left behind; return how many.

        Only those older than a minute: another instance may be writing one now.
        Lock files stay: their age says nothing about whether one is held.
        """
        limit = (time.time() if now is None else now) - STALE_SECONDS
        removed = 0
        try:
            for path in self.folder.glob(f".{PREFIX}*"):
                if path.suffix == _LOCK:
                    continue
                if path.is_file() and path.stat().st_mtime < limit:
                    path.unlink()
                    removed += 1
        except OSError:
            pass  # a folder we cannot tidy: saving will say what is wrong with it
        return removed


def _refuse_unless_file(path: Path) -> None:
    """A :class:`NotAFileError` if ``path`` is there and not a regular file."""
    with contextlib.suppress(FileNotFoundError):
        mode = path.stat().st_mode
        if not stat.S_ISREG(mode):
            raise NotAFileError(path, mode)


def _try_lock(handle: int) -> None:
    if fcntl is not None:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    elif msvcrt is not None:
        msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)


def _let_go(lock: IO[bytes]) -> None:
    if fcntl is not None:
        fcntl.flock(lock.fileno(), fcntl.LOCK_UN)
    elif msvcrt is not None:
        msvcrt.locking(lock.fileno(), msvcrt.LK_UNLCK, 1)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable; where folders cannot be opened, skip it."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows opens no folders; the rename there is durable enough
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems refuse to sync a folder
    finally:
        os.close(handle)


class Progress:
    """Reads and writes the game's saved values: the one loader of every stored text.

    A value that is too large or fails to parse in any way is set aside under a new
    name (never over an earlier copy) and reported.  A store that cannot be used (a
    full disk, a read-only folder, a file where the folder should be) is reported once;
    the game plays on, tries again at every save and says once when saving works again.
    A value that could not be read is not written over until it has been.  Something
    other than a file in place of one value (a folder, a FIFO) costs that value alone:
    it is reported once and never written, and the others keep saving.  Each report
    goes to :attr:`problems` (the footer shows them) and to ``tell`` (the window game
    prints them in the terminal).
    """

    def __init__(self, store: Store, tell: Callable[[str], None] = lambda line: None) -> None:
        self.store = store
        self.problems: list[str] = []  # one line per problem, for the screen
        self.saving = True  # False from a failure to the next write that works
        self.failure = ""  # why not, in the player's words, while not saving
        self.blocked: dict[str, str] = {}  # keys with something not a file in the way: why
        self.unreadable: dict[str, str] = {}  # keys not read (why): never written over
        self.names = dict(NAMES)  # each key's name in messages, marked for translation
        self._tell = tell
        self._told = 0  # problems already handed out by unread()

    def load(self, key: str, parse: Callable[[str], T]) -> T | None:
        """The parsed value, or None when absent, unreadable or corrupt (then kept aside)."""
        return self._load(key, parse)[0]

    def _load(self, key: str, parse: Callable[[str], T]) -> tuple[T | None, Expected | None]:
        """The parsed value, and what is stored now for a compare-and-swap (None when it
        could not be read: then no write may follow)."""
        if key in self.blocked:
            return None, None
        try:
            text = self.store.read(PREFIX + key)
        except OSError as error:
            self._failed(key, _("{what} could not be read").format(what=self._name(key)), error,
                         unread=True)
            return None, None
        self.unreadable.pop(key, None)
        if text is None:
            return None, Expected(None)
        if len(text) > MAX_TEXT:
            return None, self._set_aside(key, _("over {size} MiB").format(
                size=MAX_TEXT // 2**20))
        try:
            return parse(text), Expected(text)
        except Exception as error:  # whatever breaks the parse (even RecursionError): keep it
            said = str(error) or type(error).__name__
            return None, self._set_aside(key, _("damaged"), f" [{said}]")

    def save(self, key: str, text: str, expected: Expected | None = None) -> bool:
        """Write a value; whether it was.  A failure is said once, until a write works
        again, which is said too.  With ``expected``, :class:`Changed` if another copy
        wrote it first."""
        if key in self.blocked or key in self.unreadable:
            return False
        try:
            self.store.write(PREFIX + key, text, expected)
        except OSError as error:
            self._failed(key, _("{what} could not be written").format(what=self._name(key)),
                         error)
            return False
        if not self.saving:
            self.saving, self.failure = True, ""
            self.report(_("Saving again"))
        return True

    def update(self, key: str, parse: Callable[[str], T], change: Callable[[T | None], T],
               dump: Callable[[T], str], *, wait: bool) -> T | None:
        """Read ``key``, change it and write it back, so that copies of the game saving it
        at once each add to what the others saved; the value written, or None if it was
        not (see :meth:`save`).

        Under its lock, never waited for: while another copy holds it, with ``wait``
        nothing is done and None says to try again later; without, the write goes ahead
        by compare-and-swap alone (that copy may be stopped for good).  Each write swaps
        only what was read; if another copy wrote first, ``change`` is applied again to
        what it wrote (so it must not change in place what it falls back on when nothing
        is saved), up to ``SWAP_TRIES`` times."""
        if key in self.blocked:
            return None
        with self.store.locked(PREFIX + key) as free:
            if wait and not free:
                return None
            for _attempt in range(SWAP_TRIES):
                value, expected = self._load(key, parse)
                if expected is None:  # unread: nothing may be written over it
                    return None
                changed = change(value)
                try:
                    return changed if self.save(key, dump(changed), expected) else None
                except Changed:
                    continue
        return None

    def _name(self, key: str) -> str:
        return _(self.names.get(key, key))

    def failing(self, key: str) -> str:
        """Why ``key`` is not being saved now, in the player's words ("" if it is)."""
        return self.blocked.get(key) or self.unreadable.get(key) or self.failure

    def unread(self) -> list[str]:
        """The problems reported since the last call, for a front to show once."""
        news = self.problems[self._told:]
        self._told = len(self.problems)
        return news

    def _set_aside(self, key: str, why: str, detail: str = "") -> Expected | None:
        """Rename the unreadable value aside; then nothing is stored under ``key`` (None:
        it could not be moved, and must not be written over).  ``why`` is in the
        player's words; ``detail`` (what the parser said) is for the terminal, whole."""
        try:
            aside = self._free_key(f"{PREFIX}{key}.corrupt")
            self.store.rename(PREFIX + key, aside)
        except OSError as error:
            self._failed(key, _("saved {what} unreadable ({why}) and not set aside").format(
                what=self._name(key), why=why), error, unread=True)
            return None
        self.report(_("Saved {what} could not be read ({why}); kept as {aside}").format(
            what=self._name(key), why=why, aside=aside), detail)
        return Expected(None)

    def _free_key(self, base: str) -> str:
        """``base``, or ``base.2``, ``base.3``...: the first no earlier copy uses."""
        key, number = base, 1
        while self.store.read(key) is not None:
            number += 1
            key = f"{base}.{number}"
        return key

    def _failed(self, key: str, what: str, error: OSError, *, unread: bool = False) -> None:
        """Something not a file in the way costs that key for good; a value that could not
        be read (``unread``) is not written over until it has been; any other failure
        stops saving until a write works again.  Only the first failure of each is
        reported, while saving works: the others are most likely the same trouble."""
        kept = self.blocked if isinstance(error, NotAFileError) else \
            self.unreadable if unread else None
        if kept is not None:
            if key in kept:
                return
            kept[key] = reason(error)
        if kept is not self.blocked:
            if not self.saving:
                return
            self.saving, self.failure = False, reason(error)
        self.report(_("Not saving: {what} ({reason})").format(what=what, reason=reason(error)),
                     f" [{error}]")

    def report(self, line: str, detail: str = "") -> None:
        """The footer gets the line; the terminal also gets the detail (a full path)."""
        self.problems.append(line)
        self._tell(line + detail)


def parse_json_object(text: str) -> dict[str, Any]:
    """JSON that must be an object; anything else is a ValueError."""
    _check_nesting(text)
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError(f"expected a JSON object, found {type(value).__name__}")
    return value


def _check_nesting(text: str) -> None:
    """A ValueError for JSON longer than ``MAX_JSON`` or nested deeper than
    ``MAX_NESTING``, found before parsing it.

    Natively the parser's RecursionError would do; a WebAssembly build can run out of
    C stack first and crash the tab, so depth is counted here, never recursed into.
    """
    if len(text) > MAX_JSON:
        raise ValueError(f"JSON over {MAX_JSON // 1024} KiB")
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return
    depth = 0
    for token in _JSON_TOKENS.finditer(text):
        bracket = token[0]
        depth += 1 if bracket in "[{" else -(bracket in "]}")
        if depth > MAX_NESTING:
            raise ValueError(f"JSON nested deeper than {MAX_NESTING} levels")
