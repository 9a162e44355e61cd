"""The one way the game reads a file it did not write itself: bounded and never blocking.
Every file: saved values, replays, and what the game ships (themes, catalogues, VERSION).

Standard library only, below the core, so the translations can read their catalogues.
``stat()`` says 0 bytes for ``/dev/zero`` and opening a FIFO waits for a writer for
ever, so a size check before ``open`` protects nothing.  Here the file is opened
without blocking (``O_NONBLOCK``), what was opened is checked to be a regular file
(``fstat`` on the open handle, so nothing can be swapped in between), and at most
``cap + 1`` bytes are read: one more than allowed says "too large" without reading
the rest.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_CHUNK = 2**20
MAX_SHIPPED = 2**20  # bytes: a file the game ships (the largest, a catalogue, is ~40 KiB)
_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
          | getattr(os, "O_BINARY", 0))
_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))


class NotAFileError(OSError):
    """The path names something other than a regular file; ``strerror`` says what."""

    def __init__(self, path: Path | str, mode: int) -> None:
        self.kind = kind = next((name for test, name in _KINDS if test(mode)),
                                "not a regular file")
        super().__init__(errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL,
                         f"{kind}, not a file", str(path))


def read_capped(path: Path | str, cap: int) -> bytes:
    """At most ``cap + 1`` bytes of the regular file at ``path``.

    Raises :class:`NotAFileError` for a folder, FIFO, socket or device (opened, if at
    all, without waiting), and ``OSError`` as ``open`` does for a missing or unreadable
    file.  A caller that gets more than ``cap`` bytes knows the file is too large.
    """
    before = os.stat(path)  # devices and FIFOs are refused before they are even opened
    if not stat.S_ISREG(before.st_mode):
        raise NotAFileError(path, before.st_mode)
    handle = os.open(path, _FLAGS)
    try:
        mode = os.fstat(handle).st_mode  # the file opened, not whatever the path names now
        if not stat.S_ISREG(mode):
            raise NotAFileError(path, mode)
        return _read_up_to(handle, cap + 1)
    finally:
        os.close(handle)


def read_whole(path: Path | str, cap: int) -> bytes:
    """A regular file of at most ``cap`` bytes, for files the game ships (its fonts);
    anything else is an ``OSError`` saying why."""
    data = read_capped(path, cap)
    if len(data) > cap:
        raise OSError(errno.EFBIG, f"over {cap} bytes", str(path))
    return data


def read_text_capped(path: Path | str, cap: int) -> str:
    """:func:`read_whole` as UTF-8 text (themes, catalogues, VERSION)."""
    return read_whole(path, cap).decode("utf-8")


def _read_up_to(handle: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    left = limit
    while left:
        chunk = os.read(handle, min(left, _CHUNK))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)
