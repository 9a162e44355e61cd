"""Saved progress: atomic files, corrupt values set aside, games that survive a restart."""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from front_helpers import click, mines_window

from game.core import storage
from game.core.mines.game import MinesOptions
from game.core.mines.stats import BOOK, STATS_KEY, GameRecord
from game.core.settings import Settings
from game.core.stats import Ledger
from game.core.storage import (
    DAILY_STREAK,
    GAME,
    LAST_GAME,
    MAX_JSON,
    MAX_TEXT,
    PREFIX,
    SETTINGS,
    FileStore,
    MemoryStore,
    Progress,
    parse_json_object,
)
from game.core.sudoku.stats import BOOK as SUDOKU_BOOK
from game.gui.host import LocalStorageStore
from game.options import Options

ROOT = Path(__file__).parent.parent


@pytest.fixture
def display() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


def test_file_store_round_trips_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "saves")
    assert store.read("x") is None
    store.write("x", "first")
    store.write("x", "second ✓")
    assert store.read("x") == "second ✓"
    assert sorted(p.name for p in (tmp_path / "saves").iterdir()) == ["x.txt"]
    store.rename("x", "y")
    assert store.read("x") is None and store.read("y") == "second ✓"


def test_a_corrupt_value_is_kept_aside_byte_for_byte_and_reported(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    broken = b"\xff\xfe not json"
    (tmp_path / f"{PREFIX}{STATS_KEY}.txt").write_bytes(broken)
    progress = Progress(store)
    assert progress.load(STATS_KEY, json.loads) is None
    assert (tmp_path / f"{PREFIX}{STATS_KEY}.corrupt.txt").read_bytes() == broken
    assert not (tmp_path / f"{PREFIX}{STATS_KEY}.txt").exists()
    assert len(progress.problems) == 1 and "kept as" in progress.problems[0]


def test_the_game_in_progress_resumes_with_its_timer(display: None) -> None:
    now = [100.0]
    progress = Progress(MemoryStore())
    first = mines_window(Options(seed=3, own=MinesOptions(no_guess=False)), clock=lambda: now[0],
                         progress=progress)
    click(first, (4, 4))
    board = first.front.board
    covered = next((x, y) for y in range(9) for x in range(9) if board.view(x, y) == "#")
    click(first, covered, button=3)
    now[0] += 42.0
    click(first, covered, button=3)  # flag -> question mark, 42 s in
    view = first.front.board.to_text()
    now[0] = 5000.0  # the program restarts much later
    second = mines_window(clock=lambda: now[0], progress=progress)
    assert second.front.board.to_text() == view
    assert second.front.session.elapsed_ms() // 1000 == 42
    assert second.front.session.can_undo


def test_settings_and_statistics_survive_a_restart(display: None) -> None:
    progress = Progress(MemoryStore())
    first = mines_window(Options(seed=3, own=MinesOptions(no_guess=False)), progress=progress)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode=""))
    first.frame()
    click(first, (8, 8))
    mine = next((x, y) for y in range(16) for x in range(16) if first.front.board.is_mine(x, y))
    click(first, mine)
    second = mines_window(progress=progress)
    assert (second.front.params.width, second.front.params.no_guess) == (16, False)
    assert second.statistics.stats.tally("intermediate", "classic").played == 1
    assert second.front.board.status == "ready"  # a finished game is not resumed


def test_corrupt_settings_start_clean_and_say_so_once(display: None) -> None:
    store = MemoryStore({PREFIX + SETTINGS: '{"params": "99x0n5"}', PREFIX + GAME: "junk"})
    app = mines_window(progress=Progress(store))
    assert (app.front.params.width, app.front.params.mines) == (9, 10)
    assert app.front.scene().footer == (
        f"Saved settings could not be read (damaged); kept as {PREFIX}{SETTINGS}.corrupt")
    assert store.values[PREFIX + SETTINGS + ".corrupt"] == '{"params": "99x0n5"}'
    assert store.values[PREFIX + GAME + ".corrupt"] == "junk"
    click(app, (4, 4))
    assert not app.front.scene().footer.startswith("Saved")  # reported once, then gone


def test_a_bad_shared_game_id_says_why_and_starts_a_normal_game(display: None) -> None:
    app = mines_window(Options(game_id="9x9n10:zz"), progress=Progress(MemoryStore()))
    assert app.front.board.status == "ready"
    assert app.front.scene().footer.startswith("Bad game ID:")


def test_an_idle_game_is_saved_every_second_so_a_closed_tab_keeps_its_time(
        display: None) -> None:
    now = [100.0]
    progress = Progress(MemoryStore())
    first = mines_window(Options(seed=3, own=MinesOptions(no_guess=False)), clock=lambda: now[0],
                         progress=progress)
    click(first, (4, 4))
    for _ in range(7):  # seven seconds of thinking, no move
        now[0] += 1.0
        first.frame()
    reopened = mines_window(clock=lambda: now[0], progress=progress)
    assert reopened.front.session.elapsed_ms() // 1000 == 7


# ----- issue 12: every stored file goes through one bounded, forgiving loader ----------
def test_deeply_nested_json_is_set_aside_not_a_crash(display: None, tmp_path: Path) -> None:
    nested = "[" * 100_000 + "]" * 100_000
    for key in (SETTINGS, STATS_KEY):
        (tmp_path / f"{PREFIX}{key}.txt").write_text(nested)
    app = mines_window(progress=Progress(FileStore(tmp_path)))
    assert app.statistics.stats.tallies == {} and app.front.params.width == 9
    for key in (SETTINGS, STATS_KEY):
        assert (tmp_path / f"{PREFIX}{key}.corrupt.txt").read_text() == nested


@pytest.mark.parametrize("text", ["[" * 33 + "]" * 33, '{"a":' * 40 + "1" + "}" * 40,
                                  "[" * 10**6, " " * (MAX_JSON + 1)])
def test_json_too_deep_or_too_long_is_refused_before_parsing(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A WebAssembly build can overflow its C stack in the parser before a RecursionError."""
    monkeypatch.setattr(json, "loads", lambda text: pytest.fail("parsed"))
    with pytest.raises(ValueError, match=r"nested deeper|over"):
        parse_json_object(text)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    deep_looking = '"[{\\\"' + "[" * 40 + '"'
    assert parse_json_object(f'{{"a": {deep_looking}, "b": [[[1]]]}}')["b"] == [[[1]]]


def test_a_value_over_the_size_cap_is_set_aside_unparsed(tmp_path: Path) -> None:
    (tmp_path / f"{PREFIX}{GAME}.txt").write_text("x" * (MAX_TEXT + 5))
    parsed: list[str] = []
    progress = Progress(FileStore(tmp_path))
    assert progress.load(GAME, parsed.append) is None
    assert parsed == [] and "MiB" in progress.problems[0]
    assert (tmp_path / f"{PREFIX}{GAME}.corrupt.txt").stat().st_size == MAX_TEXT + 5


def test_every_corrupt_copy_is_kept(tmp_path: Path) -> None:
    progress = Progress(FileStore(tmp_path))
    for number in range(3):
        (tmp_path / f"{PREFIX}{STATS_KEY}.txt").write_text(f"broken {number}")
        assert progress.load(STATS_KEY, json.loads) is None
    kept = {path.name: path.read_text() for path in tmp_path.iterdir()}
    assert kept == {f"{PREFIX}{STATS_KEY}.corrupt.txt": "broken 0",
                    f"{PREFIX}{STATS_KEY}.corrupt.2.txt": "broken 1",
                    f"{PREFIX}{STATS_KEY}.corrupt.3.txt": "broken 2"}
    assert [line.split("kept as ")[1] for line in progress.problems] == [
        f"{PREFIX}{STATS_KEY}.corrupt", f"{PREFIX}{STATS_KEY}.corrupt.2",
        f"{PREFIX}{STATS_KEY}.corrupt.3"]


def test_a_data_folder_that_is_a_file_plays_on_and_says_so_once(
        display: None, tmp_path: Path) -> None:
    a_file = tmp_path / "file"
    a_file.write_text("not a folder")
    told: list[str] = []
    progress = Progress(FileStore(a_file), tell=told.append)
    app = mines_window(Options(seed=3, own=MinesOptions(no_guess=False)), progress=progress)
    for cell in ((4, 4), (0, 0), (8, 8)):
        click(app, cell)
    app.update_settings(muted=True)
    assert len(told) == len(progress.problems) == 1 and not progress.saving
    assert progress.problems[0].startswith("Not saving: ")
    assert told[0].startswith(progress.problems[0]) and str(tmp_path) in told[0]
    assert app.front.board.status != "ready"  # the game went on


WON_AT_ONCE = "3x1n1:mgA"  # the mine is at x=0: a click at x=2 opens the rest, a win


@pytest.mark.parametrize(("blocked", "name"), [
    (SETTINGS, "settings"), (GAME, "game in progress"), (STATS_KEY, "Minesweeper statistics")])
def test_a_folder_in_place_of_one_stored_file_costs_that_file_alone(
        display: None, tmp_path: Path, blocked: str, name: str) -> None:
    (tmp_path / f"{PREFIX}{blocked}.txt").mkdir()
    told: list[str] = []
    progress = Progress(FileStore(tmp_path), tell=told.append)
    app = mines_window(Options(game_id=WON_AT_ONCE), progress=progress)
    click(app, (2, 0))
    app.update_settings(muted=True)
    assert app.front.session.outcome == "won"
    assert len(progress.problems) == 1  # read at start, or (the game in progress) written
    assert re.fullmatch(f"Not saving: {name} could not be (read|written) "
                        r"\(a folder, not a file\)", progress.problems[0])
    assert len(told) == 1 and str(tmp_path) in told[0]
    saved = {path.name for path in tmp_path.iterdir() if path.is_file()}
    others = {SETTINGS, GAME, STATS_KEY} - {blocked}
    assert saved >= {f"{PREFIX}{key}.txt" for key in others}  # the others keep saving
    again = mines_window(progress=Progress(FileStore(tmp_path)))
    assert again.settings.muted == (blocked != SETTINGS)
    assert again.statistics.stats.tally(app.front.game_params.difficulty, "classic").played == (
        blocked != STATS_KEY)


def test_a_read_only_folder_keeps_its_files_and_plays_on(
        display: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = FileStore(tmp_path)
    Progress(store).save(SETTINGS, Settings(muted=True).to_json())
    tmp_path.chmod(0o500)
    if os.access(tmp_path, os.W_OK):  # root writes anywhere: refuse as the folder would

        def refuse(*args: object, **kwargs: object) -> None:
            raise PermissionError(13, "Permission denied", str(tmp_path))

        monkeypatch.setattr(tempfile, "mkstemp", refuse)
    told: list[str] = []
    app = mines_window(Options(seed=3, own=MinesOptions(no_guess=False)),
                       progress=Progress(store, tell=told.append))
    assert app.front.scene().footer == (
        "Not saving: game in progress could not be written (permission denied)")
    click(app, (4, 4))
    tmp_path.chmod(0o700)
    assert app.settings.muted and app.front.board.status == "playing"  # read, and played on
    assert len(told) == 1 and "saving" not in app.front.scene().footer  # said once, then gone
    assert [path.name for path in tmp_path.iterdir()] == [f"{PREFIX}{SETTINGS}.txt"]


def test_two_instances_on_one_folder_lose_no_statistics(display: None, tmp_path: Path) -> None:
    apps = [mines_window(Options(game_id=WON_AT_ONCE), progress=Progress(FileStore(tmp_path)))
            for _ in range(2)]  # both read the empty statistics at start
    for app in apps:
        click(app, (2, 0))  # opens the board's only safe area: a win
        assert app.front.session.outcome == "won"
    third = mines_window(progress=Progress(FileStore(tmp_path)))
    tally = third.statistics.stats.tally(apps[0].front.game_params.difficulty, "classic")
    assert (tally.played, tally.won) == (2, 2)


class Disk:
    """Renames into the data folder fail with one error (``ENOSPC``: full) until
    ``working``, as a full, failing or read-only disk makes them."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, code: int) -> None:
        self.working = False
        rename = os.replace

        def replace(source: str, target: str) -> None:
            if not self.working:
                raise OSError(code, os.strerror(code), target)
            rename(source, target)

        monkeypatch.setattr(os, "replace", replace)


def test_a_value_set_aside_is_named_in_the_players_words_and_the_reason_kept_whole() -> None:
    stored = '{"version": 2, "tallies": [{"difficulty": "expert"}]}'
    told: list[str] = []
    progress = Progress(MemoryStore({PREFIX + STATS_KEY: stored}), tell=told.append)
    BOOK.load(progress)
    line = ("Saved Minesweeper statistics could not be read (damaged); "
            f"kept as {PREFIX}{STATS_KEY}.corrupt")
    assert progress.problems == [line]  # the footer: no key name, no parser's words
    assert told[0].startswith(line + " [tally 1: missing ['aided_wins', ")  # the terminal:
    assert told[0].endswith(" 'played', 'won']]") and "…" not in told[0]  # all of it, uncut


@pytest.mark.parametrize(("key", "name"), [
    (LAST_GAME, "game played last"), (DAILY_STREAK, "daily streak"), (GAME, "game in progress"),
    (SUDOKU_BOOK.key, "Sudoku statistics")])
def test_a_value_that_cannot_be_written_is_named_as_the_player_knows_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str, name: str) -> None:
    Disk(monkeypatch, errno.ENOSPC)
    progress = Progress(FileStore(tmp_path))
    SUDOKU_BOOK.load(progress)  # the statistics say what they are called when loaded
    progress.save(key, "{}")
    assert progress.problems == [f"Not saving: {name} could not be written (disk full)"]


@pytest.mark.parametrize(("code", "reason"), [
    (errno.ENOSPC, "disk full"), (errno.EIO, os.strerror(errno.EIO)), (errno.EROFS, "read-only")])
def test_saving_that_failed_comes_back_at_the_next_save_and_says_so_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, reason: str) -> None:
    disk, told = Disk(monkeypatch, code), []
    progress = Progress(FileStore(tmp_path), tell=told.append)
    assert not progress.save(SETTINGS, "1") and not progress.save(SETTINGS, "2")
    assert len(told) == 1  # the second failure is the same trouble: not said again
    assert told[0].startswith(f"Not saving: settings could not be written ({reason}) [")
    assert progress.failing(SETTINGS) == reason
    disk.working = True
    assert progress.save(SETTINGS, "3") and progress.save(SETTINGS, "4")
    assert told[1:] == ["Saving again"] and progress.failing(SETTINGS) == ""
    assert [path.name for path in tmp_path.iterdir()] == [f"{PREFIX}{SETTINGS}.txt"]
    assert FileStore(tmp_path).read(PREFIX + SETTINGS) == "4"


def test_games_and_settings_changed_on_a_full_disk_are_saved_once_it_has_room(
        display: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = Disk(monkeypatch, errno.ENOSPC)
    app = mines_window(Options(game_id=WON_AT_ONCE), progress=Progress(FileStore(tmp_path)))
    app.frame()  # the footer says saving failed
    app.update_settings(muted=True)
    click(app, (2, 0))  # a win, and a first best time, on the full disk
    assert app.front.session.outcome == "won"
    assert app.notice.startswith("New record! best time ")
    assert app.notice.endswith(" · not saved: disk full")
    disk.working = True
    app.frame()  # nothing saved yet: nothing to say
    assert "Saving again" not in app.notice
    app.update_settings(animations=False)  # the next save
    app.frame()
    assert app.notice == "Saving again"
    app.frame()  # the game waiting is saved too
    again = mines_window(progress=Progress(FileStore(tmp_path)))
    assert again.settings.muted and not again.settings.animations
    tally = again.statistics.stats.tally(app.front.game_params.difficulty, "classic")
    assert (tally.played, tally.won) == (1, 1) and tally.bests


class UnreadableStatistics(FileStore):
    """A folder whose statistics file this user may not read (its mode changed)."""

    def read(self, key: str) -> str | None:
        if key == PREFIX + STATS_KEY:
            raise PermissionError(errno.EACCES, "Permission denied", key)
        return super().read(key)


def test_statistics_that_cannot_be_read_are_said_once_and_never_written_over(
        tmp_path: Path) -> None:
    (tmp_path / f"{PREFIX}{STATS_KEY}.txt").write_text("the player's statistics")
    told: list[str] = []
    progress = Progress(UnreadableStatistics(tmp_path), tell=told.append)
    ledger = Ledger(BOOK, progress)
    ledger.record(GameRecord("beginner", "classic", True, 500, 10, 10, 5, 0, 0, 0, 0))
    assert ledger.stats.tally("beginner", "classic").played == 1  # shown, not saved
    assert ledger.unsaved == "permission denied"
    assert progress.save(SETTINGS, "{}")  # another value saves
    for _ in range(3):
        assert ledger.save() is None  # the frames that follow: nothing tried, nothing said
    assert [line.split(" [")[0] for line in told] == [
        "Not saving: Minesweeper statistics could not be read (permission denied)",
        "Saving again"]
    assert (tmp_path / f"{PREFIX}{STATS_KEY}.txt").read_text() == "the player's statistics"


def test_a_game_that_finds_the_statistics_held_is_counted_now_and_saved_at_a_later_frame(
        tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    ledger = Ledger(BOOK, Progress(store))
    with store.locked(PREFIX + STATS_KEY):  # another copy of the game is saving them
        bests = ledger.record(GameRecord("beginner", "classic", True, 500, 10, 10, 5, 0, 0, 0,
                                         0))  # returns at once: never waits for the lock
        assert bests and ledger.stats.tally("beginner", "classic").played == 1
        assert ledger.unsaved == "" and ledger.save() is None  # waiting, not failing
        assert store.read(PREFIX + STATS_KEY) is None
    assert ledger.save() == bests and not ledger.waiting  # the next frame
    assert BOOK.load(Progress(FileStore(tmp_path))).tally("beginner", "classic").played == 1


def test_a_closing_window_saves_its_games_past_a_lock_held_for_good(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    ledger = Ledger(BOOK, Progress(store))
    with store.locked(PREFIX + STATS_KEY):  # a copy stopped (Ctrl+Z) while saving
        ledger.record(GameRecord("beginner", "classic", False, 500, 10, 3, 5, 0, 0, 0, 0))
        assert ledger.waiting
        ledger.save(closing=True)  # the window closes: by compare-and-swap, at once
        assert not ledger.waiting
    assert BOOK.load(Progress(FileStore(tmp_path))).tally("beginner", "classic").played == 1


WRITERS, GAMES_EACH = 4, 40
WRITER = Path(__file__).parent / "stats_writer.py"


def start_writers(folder: Path, games: int,
                  stop_first_at: int = 0) -> list[subprocess.Popen[bytes]]:
    """``WRITERS`` processes recording ``games`` games each into ``folder``, started together
    once each has loaded its statistics; the first stops itself inside its ``stop_first_at``-th
    write (0: never)."""
    go = folder / "go"
    writers = [subprocess.Popen([sys.executable, str(WRITER), str(folder), str(games), str(go),
                                 str(number), str(stop_first_at if number == 0 else 0)],
                                cwd=ROOT) for number in range(WRITERS)]
    wait_for([folder / f"go.{number}" for number in range(WRITERS)])
    go.touch()
    return writers


def wait_for(paths: list[Path]) -> None:
    deadline = time.monotonic() + 60
    while not all(path.exists() for path in paths) and time.monotonic() < deadline:
        time.sleep(0.01)


def assert_all_counted(folder: Path, games: int) -> None:
    progress = Progress(FileStore(folder))
    tallies = BOOK.load(progress).tallies.values()
    assert sum(tally.played for tally in tallies) == WRITERS * games // 2
    sudoku = SUDOKU_BOOK.load(progress).tallies.values()
    assert sum(tally.played for tally in sudoku) == WRITERS * games // 2
    assert not progress.problems


def test_games_recorded_by_several_processes_at_once_all_count(tmp_path: Path) -> None:
    """N processes recording M games each, all at once, leave N x M in the statistics."""
    writers = start_writers(tmp_path, GAMES_EACH)
    assert [writer.wait(timeout=120) for writer in writers] == [0] * WRITERS
    assert_all_counted(tmp_path, GAMES_EACH)


STOPPED_SECONDS = 6  # longer than the 5 s after which a copy used to write without the lock


def test_a_copy_stopped_inside_its_write_and_resumed_loses_no_other_copys_games(
        tmp_path: Path) -> None:
    """One writer stops (SIGSTOP) holding the lock, after reading the statistics and before
    writing them back; the others go on; resumed, it must not write back what it read."""
    writers = start_writers(tmp_path, 20, stop_first_at=3)
    try:
        wait_for([tmp_path / "go.0.stopped"])
        assert (tmp_path / "go.0.stopped").exists()
        time.sleep(STOPPED_SECONDS)  # the others record on meanwhile
    finally:
        writers[0].send_signal(signal.SIGCONT)
    assert [writer.wait(timeout=120) for writer in writers] == [0] * WRITERS
    assert_all_counted(tmp_path, 20)


def test_stale_temporary_files_are_cleaned_and_fresh_ones_kept(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    stale, fresh = tmp_path / f".{PREFIX}{GAME}.k1ll3d", tmp_path / f".{PREFIX}{GAME}.x.tmp"
    for path in (stale, fresh):
        path.write_text("half a save")
    os.utime(stale, (time.time() - 3600,) * 2)
    store.write("keep", "me")
    assert store.remove_stale_temporaries() == 1
    assert not stale.exists() and fresh.exists() and store.read("keep") == "me"


def test_a_held_lock_is_never_waited_for(tmp_path: Path) -> None:
    store, key = FileStore(tmp_path), PREFIX + STATS_KEY
    with store.locked(key) as free, store.locked(key) as again:  # flock: as if two processes
        assert (free, again) == (True, False)
    with store.locked(key) as free:  # let go
        assert free
    lock = tmp_path / f".{key}.lock"  # old, but its age says nothing: it stays
    os.utime(lock, (time.time() - 3600,) * 2)
    assert FileStore(tmp_path).remove_stale_temporaries() == 0 and lock.exists()


def test_a_write_replaces_only_what_was_read(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    store.write("key", "first")
    with pytest.raises(storage.Changed):
        store.write("key", "second", storage.Expected(None))
    with pytest.raises(storage.Changed):
        store.write("key", "second", storage.Expected("other"))
    store.write("key", "second", storage.Expected("first"))
    assert store.read("key") == "second" and len(list(tmp_path.iterdir())) == 1


def test_a_change_is_made_again_on_what_another_copy_wrote_first() -> None:
    store = MemoryStore({PREFIX + "n": "1"})
    progress = Progress(store)

    def add_one_after_another_copy_adds_ten(saved: int | None) -> int:
        if store.values[PREFIX + "n"] == "1":
            store.values[PREFIX + "n"] = "11"  # between this copy's read and its write
        return (saved or 0) + 1

    assert progress.update("n", int, add_one_after_another_copy_adds_ten, str, wait=True) == 12
    assert store.values[PREFIX + "n"] == "12"


def test_writes_reach_the_disk_before_and_after_the_rename(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    monkeypatch.setattr(os, "fsync", lambda handle: synced.append(
        "folder" if os.path.isdir(f"/proc/self/fd/{handle}") else "file"))
    FileStore(tmp_path).write("x", "data")
    assert synced == ["file", "folder"]


class FullStorage:
    """A ``localStorage`` whose quota is used up, as a browser reports it."""

    def __init__(self) -> None:
        self.items = {f"{PREFIX}{SETTINGS}": Settings(muted=True).to_json()}

    def getItem(self, key: str) -> str | None:  # the browser names its methods so
        return self.items.get(key)

    def setItem(self, key: str, text: str) -> None:
        raise RuntimeError("QuotaExceededError: the quota has been exceeded")

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def test_a_full_browser_storage_plays_on_unsaved(display: None) -> None:
    told: list[str] = []
    app = mines_window(Options(seed=3, own=MinesOptions(no_guess=False)),
                   progress=Progress(LocalStorageStore(FullStorage()), tell=told.append))
    click(app, (4, 4))
    assert app.settings.muted and app.front.board.status == "playing"
    assert len(told) == 1 and "Not saving" in told[0] and "QuotaExceeded" in told[0]


class PageStorage:
    """A working ``localStorage``: one per page origin, shared by its tabs."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, text: str) -> None:
        self.items[key] = text

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def test_in_the_browser_games_recorded_from_stale_copies_all_count() -> None:
    storage = PageStorage()
    tabs = [Ledger(BOOK, Progress(LocalStorageStore(storage))) for _ in range(3)]
    record = GameRecord("beginner", "classic", True, 500, 10, 10, 5, 0, 0, 0, 0)
    for _ in range(4):
        for tab in tabs:  # each read the empty statistics at start
            tab.record(record)
    assert BOOK.load(Progress(LocalStorageStore(storage))).tally("beginner", "classic") \
        .played == 12
