"""A replay file handed over by a browser page (picked or dropped) opens the viewer; a
file that is no replay says why in the footer, and the game plays on.  The page itself
is checked in Chromium (tests/browser/test_browser_replay_file.py)."""

from __future__ import annotations

import base64
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from front_helpers import MinesWindow
from replay_files import rmv_bytes, scripted_video

from game.gui import host


class Page(SimpleNamespace):
    """The page's ``window`` as the game sees it: the hand-over slot and the picker."""

    def gridgamesPickReplay(self) -> None:
        self.picked = True


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Page:
    window = Page(gridgamesReplayFile=None, picked=False)
    monkeypatch.setattr(host, "IN_BROWSER", True)
    monkeypatch.setattr(host, "_window", lambda: window)
    return window


def hand_over(page: Page, name: str, data: bytes) -> None:
    page.gridgamesReplayFile = SimpleNamespace(name=name,
                                               data=base64.b64encode(data).decode())


def test_a_file_the_page_hands_over_opens_the_viewer(app: MinesWindow, page: Page) -> None:
    video = scripted_video(3, (16, 16, 40))
    hand_over(page, "game.rmv", rmv_bytes(video))
    app.frame()
    assert page.gridgamesReplayFile is None  # taken once
    assert app.front.player is not None and app.front.board.width == 16
    assert app.front.player.steps.timeline.video.mines == video.mines  # type: ignore[attr-defined]


def test_a_file_that_is_no_replay_says_why_and_play_goes_on(app: MinesWindow, page: Page) -> None:
    hand_over(page, "notes.txt", b"shopping list")
    app.frame()
    assert app.front.player is None
    assert app.notice.startswith("Cannot watch notes.txt: not a replay we can read")


def test_the_replays_panels_item_asks_the_page_for_a_file(app: MinesWindow, page: Page) -> None:
    app.activate("replays")
    assert app.panel is not None
    item = next(item for item in app.panel.items if item.action == "replay_file")
    assert item.label == "Watch a replay file…"
    app.activate(item.action)
    assert page.picked


def test_natively_there_is_no_page_to_ask(app: MinesWindow) -> None:
    assert host.take_replay_file() is None
    app.activate("replays")
    assert app.panel is not None
    assert all(item.action != "replay_file" for item in app.panel.items)


def drop(app: MinesWindow, path: Path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path), window=None))
    app.frame()


def test_a_replay_dropped_on_the_native_window_opens_the_viewer(app: MinesWindow,
                                                               tmp_path: Path) -> None:
    path = tmp_path / "game.rmv"
    path.write_bytes(rmv_bytes(scripted_video(3, (16, 16, 40))))
    drop(app, path)
    assert app.front.player is not None and app.front.board.width == 16


@pytest.mark.parametrize(("dropped", "why"), [
    ("/dev/zero", "not a regular file"), ("missing.rmv", "not found"),
])
def test_a_dropped_device_or_missing_file_says_why_at_once(
        app: MinesWindow, tmp_path: Path, dropped: str, why: str) -> None:
    drop(app, tmp_path / dropped)
    assert app.front.player is None
    assert app.notice.startswith(f"Cannot watch {Path(dropped).name}: {why}")
