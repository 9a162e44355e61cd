"""Why a file could not be read or written, in the player's language.

An ``OSError`` carries the system's own words (``strerror``), always in English or the
system's language, never the game's: the footer would mix languages.  The common cases
get the game's own words; any other keeps the system's.
"""

from __future__ import annotations

import errno

from game.files import NotAFileError
from game.i18n import N_, _

FOLDER = N_("a folder, not a file")
_REASONS = {
    errno.ENOENT: N_("not found"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EISDIR: FOLDER,
    errno.ENOTDIR: N_("not a folder"),
    errno.ENOSPC: N_("disk full"),
    errno.EDQUOT: N_("disk full"),
    errno.EROFS: N_("read-only"),
}


def reason(error: OSError) -> str:
    """What went wrong, in a few translated words (a folder, a FIFO or a device in place
    of a file included)."""
    if isinstance(error, NotAFileError) and error.errno != errno.EISDIR:
        return _("not a regular file")
    known = _REASONS.get(error.errno or 0)
    return _(known) if known else error.strerror or str(error) or type(error).__name__
