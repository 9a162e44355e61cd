"""Sparks and confetti: they move, they end, and they leave no pixel behind."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest
from front_helpers import MinesWindow, click, mines_window
from session_helpers import FakeClock

from game.core.mines.game import MinesOptions
from game.core.storage import MemoryStore, Progress
from game.options import Options
from game.ui.mines.effects import Burst


def test_sparks_fly_outwards_and_stop() -> None:
    burst = Burst.explosion((100, 100), now=5.0, rng=random.Random(1))
    start = burst.squares(5.0)
    later = burst.squares(5.2)
    assert len(start) == len(later) == 18
    spread = [abs(a[0][0] - 100) + abs(a[0][1] - 100) for a in later]
    assert sum(spread) > sum(abs(a[0][0] - 100) + abs(a[0][1] - 100) for a in start)
    assert burst.squares(5.0 + burst.duration) == [] and burst.done(5.0 + burst.duration)


def test_confetti_falls() -> None:
    burst = Burst.confetti((0, 0, 300, 300), now=0.0, rng=random.Random(2))
    before, after = burst.squares(0.0), burst.squares(1.0)
    assert all(late[1] > early[1] for (early, _), (late, _) in zip(before, after, strict=True))


def screen_bytes(app: MinesWindow) -> bytes:
    return pygame.image.tobytes(app.front.renderer.screen, "RGB")


def run_out(app: MinesWindow, clock: FakeClock, seconds: float) -> None:
    for _ in range(int(seconds / 0.05) + 1):
        clock.now += 0.05
        app.frame()


@pytest.fixture
def animated() -> Iterator[tuple[MinesWindow, FakeClock]]:
    pygame.init()
    clock = FakeClock()
    yield mines_window(Options(seed=7, own=MinesOptions(no_guess=False)), clock=clock,
                   progress=Progress(MemoryStore())), clock
    pygame.quit()


def assert_settles_to_a_full_redraw(app: MinesWindow, clock: FakeClock) -> None:
    """Once every effect is over, the screen is what repainting everything gives."""
    run_out(app, clock, 1.5)
    assert app.front.animation.burst is None and app.front.animation.ripple is None
    settled = screen_bytes(app)
    app.front.renderer.invalidate()
    app.frame()
    assert screen_bytes(app) == settled


def test_a_loss_sparks_then_leaves_no_mark(animated: tuple[MinesWindow, FakeClock]) -> None:
    app, clock = animated
    click(app, (4, 4))
    run_out(app, clock, 0.5)
    mine = next((x, y) for y in range(9) for x in range(9) if app.front.board.is_mine(x, y))
    click(app, mine)
    clock.now += 0.1
    app.frame()
    assert app.front.animation.burst is not None and app.front.scene().particles
    assert_settles_to_a_full_redraw(app, clock)


def test_a_win_throws_confetti(animated: tuple[MinesWindow, FakeClock]) -> None:
    app, clock = animated
    click(app, (4, 4))
    for y in range(9):
        for x in range(9):
            if not app.front.board.is_mine(x, y) and app.front.board.view(x, y) == "#":
                click(app, (x, y))
    assert app.front.board.status == "won" and app.front.animation.burst is not None
    clock.now += 0.5
    app.frame()
    assert len(app.front.scene().particles) == 48
    assert_settles_to_a_full_redraw(app, clock)
