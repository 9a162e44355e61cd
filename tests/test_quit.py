"""Ctrl+C on the window game exits quietly and keeps the game (issue 12, item 10)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from front_helpers import MinesWindow

from game.core.mines.game import MinesOptions
from game.core.storage import GAME, PREFIX, FileStore
from game.gui import shell
from game.gui.window import Switch, Window
from game.options import Options

ROOT = Path(__file__).resolve().parent.parent


def test_ctrl_c_on_the_window_game_exits_quietly(private_data_folder: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    game = subprocess.Popen(  # Ctrl+C reaches a program only where SIGINT is not ignored
        [sys.executable, "main.py"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    saved = private_data_folder / f"{PREFIX}{GAME}.txt"
    deadline = time.monotonic() + 60
    while not saved.exists() and game.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)  # the window is open once its first game is saved
    game.send_signal(signal.SIGINT)
    _, errors = game.communicate(timeout=60)
    assert "Traceback" not in errors
    assert game.returncode == 130  # the shell's convention for "ended by Ctrl+C"
    assert saved.exists()


def test_leaving_the_loop_saves_the_timer_of_the_game_in_progress(
        monkeypatch: pytest.MonkeyPatch, private_data_folder: Path) -> None:
    """Ctrl+C (or any way out of the loop) keeps the time played since the last save."""
    now = [100.0]
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    real_frame, frames = Window.frame, [0]

    def frame_then_ctrl_c(game: MinesWindow) -> Switch | None:
        frames[0] += 1
        if frames[0] == 2:  # a click: the game starts and is saved
            pos = game.front.layout.cell_centre((4, 4))
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
        elif frames[0] > 2:
            now[0] += 0.3  # less than a second: no timed save yet
        if frames[0] == 5:
            raise KeyboardInterrupt
        return real_frame(game)

    monkeypatch.setattr(Window, "frame", frame_then_ctrl_c)
    with pytest.raises(KeyboardInterrupt):
        asyncio.run(shell.main(options=Options(seed=7, own=MinesOptions(no_guess=False)),
                               clock=lambda: now[0]))
    text = FileStore(private_data_folder).read(PREFIX + GAME)
    assert text is not None and "clock: 900\n" in text
    assert not pygame.get_init()  # and the window was closed
