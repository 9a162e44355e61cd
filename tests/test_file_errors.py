"""A file refused, missing or unwritable is reported in the player's language: the common
cases in the game's own words, never the system's English (``strerror``) in a German or
Chinese line."""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path

import pytest
from front_helpers import MinesWindow

from game import i18n
from game.core.storage import SETTINGS, Expected, MemoryStore, Progress
from game.files import NotAFileError

FIFO = NotAFileError("/data/gridgames.stats.txt", stat.S_IFIFO)
FOLDER = NotAFileError("/data/gridgames.stats.txt", stat.S_IFDIR)
# Each way a write fails, and the reason shown in English, German and Chinese.
REASONS: list[tuple[OSError, tuple[str, str, str]]] = [
    (OSError(errno.ENOENT, os.strerror(errno.ENOENT)), ("not found", "nicht gefunden", "找不到")),
    (PermissionError(errno.EACCES, os.strerror(errno.EACCES)),
     ("permission denied", "keine Berechtigung", "无权读写")),
    (PermissionError(errno.EPERM, os.strerror(errno.EPERM)),
     ("permission denied", "keine Berechtigung", "无权读写")),
    (IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR)),
     ("a folder, not a file", "ein Ordner, keine Datei", "是目录\uff0c不是文件")),
    (FOLDER, ("a folder, not a file", "ein Ordner, keine Datei", "是目录\uff0c不是文件")),
    (FIFO, ("not a regular file", "keine normale Datei", "不是文件")),
    (NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR)),
     ("not a folder", "kein Ordner", "不是目录")),
    (OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)),
     ("disk full", "Speicher voll", "空间已满")),
    (OSError(errno.EDQUOT, os.strerror(errno.EDQUOT)),
     ("disk full", "Speicher voll", "空间已满")),
    (OSError(errno.EROFS, os.strerror(errno.EROFS)), ("read-only", "schreibgeschützt", "只读")),
]
LANGUAGES = ("en", "de", "zh_CN")
# Chinese punctuation is full width (written as escapes, which ruff prefers): \uff0c a
# comma, \uff1a a colon, \uff08 and \uff09 brackets.
SAID = {"en": "Not saving: settings could not be written ({})",
        "de": "Nicht gespeichert: Einstellungen nicht schreibbar ({})",
        "zh_CN": "未保存\uff1a无法写入选项\uff08{}\uff09"}


class RefusingStore(MemoryStore):
    """A store whose every write fails with one error."""

    def __init__(self, error: OSError) -> None:
        super().__init__()
        self.error = error

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        raise self.error


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("error", "reasons"), REASONS)
def test_a_file_that_cannot_be_written_is_reported_in_the_players_words(
        language: str, error: OSError, reasons: tuple[str, str, str]) -> None:
    i18n.use_language(language)
    progress = Progress(RefusingStore(error))
    progress.save(SETTINGS, "{}")
    shown = reasons[LANGUAGES.index(language)]
    assert progress.problems == [SAID[language].format(shown)]
    if language != "en":
        assert error.strerror not in progress.problems[0]
    if language == "zh_CN":  # no English left: the file is named in the player's words
        assert not re.search("[A-Za-z]", progress.problems[0])


@pytest.mark.parametrize(("language", "said"), [
    ("de", "missing.rmv lässt sich nicht ansehen: nicht gefunden"),
    ("zh_CN", "无法观看 missing.rmv\uff1a找不到"),
])
def test_a_dropped_file_that_is_missing_is_said_in_the_players_language(
        app: MinesWindow, tmp_path: Path, language: str, said: str) -> None:
    i18n.use_language(language)
    app.front.replays.file_dropped(str(tmp_path / "missing.rmv"))
    assert app.notice == said
