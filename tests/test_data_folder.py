"""The data folder is each system's own (platformdirs), a player's old folder is carried
over, and the browser, which keeps localStorage, never imports platformdirs (issue 26,
item 11)."""

from __future__ import annotations

import errno
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from game.core.mines.stats import STATS_KEY
from game.core.storage import PREFIX, FileStore
from game.gui import host

ROOT = Path(__file__).resolve().parent.parent
SAVED = f"{PREFIX}{STATS_KEY}.txt"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh home folder, and no $GRIDGAMES_DATA or $XDG_DATA_HOME to decide for it."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("GRIDGAMES_DATA")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return tmp_path


def on_system(monkeypatch: pytest.MonkeyPatch, system: Any, name: str) -> None:
    """Ask platformdirs as it answers on ``system``, with the name used there."""
    monkeypatch.setattr(platformdirs, "PlatformDirs", system)
    monkeypatch.setattr(host, "APP_NAME", name)


def old_folder(home: Path) -> Path:
    """The folder versions up to 0.1 used, holding a player's statistics."""
    folder = home / ".local" / "share" / "gridgames"
    folder.mkdir(parents=True)
    (folder / SAVED).write_text("the player's statistics", encoding="utf-8")
    return folder


def test_linux_keeps_its_folder_and_honours_xdg(home: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    on_system(monkeypatch, platformdirs.unix.Unix, "gridgames")
    assert host.data_folder() == home / ".local" / "share" / "gridgames"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg"))
    assert host.data_folder() == home / "xdg" / "gridgames"


def test_macos_uses_application_support(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on_system(monkeypatch, platformdirs.macos.MacOS, "Gridgames")
    assert host.data_folder() == home / "Library" / "Application Support" / "Gridgames"


def test_windows_uses_the_roaming_appdata_folder_as_before(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    roaming = home / "AppData" / "Roaming"
    on_system(monkeypatch, platformdirs.windows.Windows, "Gridgames")
    monkeypatch.setattr(platformdirs.windows, "get_win_folder",
                        {"CSIDL_APPDATA": str(roaming)}.__getitem__)
    assert host.data_folder() == roaming / "Gridgames"


def test_gridgames_data_chooses_the_folder(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRIDGAMES_DATA", str(tmp_path / "mine"))
    assert host.data_folder() == tmp_path / "mine"


def test_a_players_old_folder_moves_to_the_native_one(home: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    on_system(monkeypatch, platformdirs.macos.MacOS, "Gridgames")
    old = old_folder(home)
    native = host.data_folder()
    assert native == home / "Library" / "Application Support" / "Gridgames"
    assert FileStore(native).read(SAVED.removesuffix(".txt")) == "the player's statistics"
    assert not old.exists()
    assert host.data_folder() == native  # and from then on, the native one


def test_an_old_folder_that_cannot_move_stays_in_use(home: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    def across_disks(source: Path, target: Path) -> None:
        raise OSError(errno.EXDEV, "Invalid cross-device link")

    on_system(monkeypatch, platformdirs.macos.MacOS, "Gridgames")
    old = old_folder(home)
    monkeypatch.setattr(host.os, "rename", across_disks)
    assert host.data_folder() == old
    assert (old / SAVED).read_text(encoding="utf-8") == "the player's statistics"


def test_an_old_folder_is_left_alone_once_the_native_one_exists(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on_system(monkeypatch, platformdirs.macos.MacOS, "Gridgames")
    native = home / "Library" / "Application Support" / "Gridgames"
    native.mkdir(parents=True)
    old = old_folder(home)
    assert host.data_folder() == native
    assert (old / SAVED).exists()  # never merged over what the native folder holds


def test_the_browser_store_needs_no_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "platformdirs", None)  # importing it now fails
    monkeypatch.setattr(host, "IN_BROWSER", True)
    monkeypatch.setattr(host, "_window", lambda: SimpleNamespace(localStorage={}))
    assert isinstance(host.open_store(), host.LocalStorageStore)


def test_loading_the_window_imports_no_platformdirs() -> None:
    probe = ("import sys\n"
             "sys.modules['platformdirs'] = None  # importing it fails\n"
             "import game.gui.shell, game.gui.host\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr


def test_the_readme_names_each_systems_data_folder() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for folder in ("~/.local/share/gridgames", "$XDG_DATA_HOME/gridgames",
                   "~/Library/Application Support/Gridgames", "%APPDATA%\\Gridgames",
                   "$GRIDGAMES_DATA"):
        assert f"`{folder}`" in readme, folder
