"""``python -m bench``: print one JSON object of speed figures.

Figures, not tests: budgets live in the issues and are compared by people.
Everything runs headless (SDL's dummy drivers), medians over many runs.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# SDL is configured above, before anything can load pygame.
from bench.measure import Figures, median_ms
from game.core.mines.board import Board


def reveal_figures() -> Figures:
    """Opening an empty 1000x1000 board: the flood fill at its worst size."""
    def reveal() -> None:
        Board.new(1000, 1000, 0, seed=1).reveal(500, 500)
    return {"reveal_1000x1000_s": round(median_ms(reveal, 5) / 1000, 3)}


def frame_figures() -> Figures:
    """Idle and full-redraw frames of the real app, headless, on a 1366x768 screen:
    Expert at 32 px, a 100x100 custom board at 16 px, and a 300x300 board at the
    fitted tile (24 px), where only the part in view is drawn; each after a first
    opening."""
    import warnings

    import pygame

    from game.core.mines.game import MINES_SETTINGS, MinesOptions
    from game.core.mines.game_id import MinesParams
    from game.core.settings import FIT, Settings
    from game.core.storage import SETTINGS, MemoryStore, Progress
    from game.gui import host
    from game.gui.mines.front import MinesFront
    from game.gui.window import Window
    from game.options import Options

    warnings.filterwarnings("ignore", "no fast renderer available")  # SDL's dummy driver
    host.display_size = lambda: (1366, 768)  # a laptop, whatever the dummy driver says
    pygame.init()
    figures: Figures = {}
    for name, params, tile in (("", MinesParams(30, 16, 99), 32),
                               ("_100x100", MinesParams(100, 100, 1500), 16),
                               ("_300x300_visible", MinesParams(300, 300, 13_500), FIT)):
        store = MemoryStore({"gridgames." + SETTINGS: Settings(tile=tile).with_section(
            MINES_SETTINGS, params).to_json()})
        asked = Options(seed=1, own=MinesOptions(no_guess=False))
        app = Window(MinesFront, asked, progress=Progress(store))
        centre_cell = (params.width // 2, params.height // 2)
        front = app.front
        front.show(front.layout.following(centre_cell))  # a large board scrolls to its middle
        middle = front.layout.cell_centre(centre_cell)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=1, pos=middle))
        for _ in range(5):
            app.frame()

        def full_redraw(app: Window[MinesFront] = app) -> None:
            app.front.renderer.invalidate()
            app.frame()

        figures[f"frame_idle{name}_ms"] = median_ms(app.frame, 500)
        figures[f"frame_full_redraw{name}_ms"] = median_ms(full_redraw, 100)
    pygame.quit()
    return figures


def art_figures() -> Figures:
    """Drawing one theme's tiles and faces at a new size: what a zoom costs, once."""
    import pygame

    from game.core.settings import Settings
    from game.gui import assets
    from game.ui.theme import load_themes

    pygame.init()
    pygame.display.set_mode((64, 64))
    theme = load_themes()[Settings().theme]

    def draw_anew() -> None:
        assets.forget_drawn()
        assets.tile_sheet(theme, 40)
        assets.face_sheet(theme, 48)
    figures: Figures = {"art_draw_40px_ms": median_ms(draw_anew, 20)}
    pygame.quit()
    return figures


def main() -> None:
    """All native figures; ``--browser`` adds the in-browser ones (needs Chromium).

    ``--winrate N [mode ...]`` instead plays N games a mode with the guessing engine.
    """
    from bench import (
        analyse_view,
        big_click,
        big_replay,
        hint_game,
        replays,
        session,
        solver,
        sudoku,
        whole_game,
    )

    if "--winrate" in sys.argv[1:]:
        from bench import winrate

        winrate.main(sys.argv[sys.argv.index("--winrate") + 1:])
        return


    sections: list[Callable[[], Figures]] = [
        reveal_figures, frame_figures, art_figures, solver.figures, whole_game.figures,
        hint_game.figures, session.figures, sudoku.figures, replays.figures,
        big_replay.figures, big_click.figures, analyse_view.figures]
    if "--browser" in sys.argv[1:]:
        from bench import browser

        sections.append(browser.figures)
    figures: Figures = {}
    for section in sections:
        figures.update(section())
    print(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
