"""Take the README's screenshots from the real game, driven by posted mouse events.

Run: ``make screenshots`` or ``.venv/bin/python tools/screenshots.py`` (headless; writes
every docs/*.png, the phone's too: natively laid out and worded as on a touch page).
``phone-browser`` alone takes docs/phone-expert-*.png and phone-sudoku-*.png from the real
game in headless Chromium (the phone browser tests play them by touch, mid-game).
Name shots to take just those: ``tools/screenshots.py chinese``.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.core.mines.board import Cell
from game.core.mines.game import MinesOptions
from game.core.mines.replays import video_from_session
from game.core.mines.solver import deduce, hint
from game.core.mines.stats import STATS_KEY, GameRecord, Stats
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress
from game.gui import host
from game.gui.mines.front import MinesFront
from game.gui.sudoku.front import SudokuFront
from game.gui.window import Window
from game.options import Options
from game.ui.layout import Layout
from game.ui.mines.panels import ReviewMenu
from tools.icon import palette_png

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SHOTS = ROOT / "build" / "browser" / "shots"  # where the browser tests save page shots
PHONE_SHOTS = {"phone-expert-portrait": "phone-expert-portrait.png",
               "phone-expert-landscape": "phone-expert-landscape.png",
               "phone-sudoku-portrait": "phone-sudoku-portrait.png",
               "phone-sudoku-landscape": "phone-sudoku-landscape.png"}
PHONE_PIXEL_RATIO = 3  # the phone tests' device pixels per CSS pixel
LEFT, RIGHT = 1, 3
MinesWindow = Window[MinesFront]
SudokuWindow = Window[SudokuFront]


def mines_options(seed: int, board: tuple[int, int, int] | None = None, *,
                  no_guess: bool = False) -> Options:
    """A seeded Minesweeper board, laid at once unless ``no_guess``: the same shot each run."""
    return Options(seed=seed, own=MinesOptions(board=board, no_guess=no_guess))


def steady_clock(step: float) -> Callable[[], float]:
    """A fake clock that moves ``step`` seconds per reading, so timers and ripples finish."""
    readings = itertools.count(0.0, step)
    return lambda: next(readings)


def click(app: MinesWindow, cell: Cell, button: int = LEFT) -> None:
    """A click on the cell, the view first brought to it (a phone pans its Expert)."""
    app.front.show(app.front.layout.following(cell))
    pos = app.front.layout.cell_centre(cell)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    app.frame()


def glide_click(app: MinesWindow, cell: Cell, button: int = LEFT) -> None:
    """Move the mouse to the cell along a slight curve, as a hand does, then click a
    little off its centre: the game logs the path, which a replay then shows."""
    start = app.front.mouse or app.front.layout.cell_centre(cell)
    tile = app.front.layout.tile
    x, y = app.front.layout.cell_centre(cell)
    end = (x - tile // 5, y + tile // 6)
    for part in range(1, 7):
        t = part / 6
        bend = round(4 * t * (1 - t) * tile * 0.6)
        pos = (round(start[0] + (end[0] - start[0]) * t) + bend,
               round(start[1] + (end[1] - start[1]) * t) - bend)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=end))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=end))
    app.frame()


def hover(app: MinesWindow, cell: Cell) -> None:
    pos = app.front.layout.cell_centre(cell)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()


def cells(app: MinesWindow) -> list[Cell]:
    return [(x, y) for y in range(app.front.board.height) for x in range(app.front.board.width)]


def save(app: MinesWindow | SudokuWindow, name: str) -> None:
    app.frame()
    pygame.image.save(app.front.renderer.screen, str(DOCS / name))
    print("wrote", DOCS / name)


def main() -> None:
    DOCS.mkdir(exist_ok=True)
    pygame.init()
    app = Window(MinesFront, mines_options(2024), clock=steady_clock(0.2),
              progress=Progress(MemoryStore()))
    click(app, (4, 4))
    mines = [c for c in cells(app) if app.front.board.is_mine(*c)]
    for mine in mines[:3]:
        click(app, mine, RIGHT)
    safe = [c for c in cells(app) if c not in mines and app.front.board.view(*c) == "#"]
    for cell in safe[: len(safe) // 2]:
        click(app, cell)
    hover(app, safe[-1])
    save(app, "beginner-midgame.png")

    click(app, mines[-1])
    save(app, "beginner-loss.png")

    app.front.new_game(seed=2024)
    click(app, (4, 4))
    for cell in cells(app):
        if not app.front.board.is_mine(*cell) and app.front.board.view(*cell) == "#":
            click(app, cell)
    save(app, "beginner-win.png")
    for theme in ("classic", "dark", "garden", "contrast"):
        themed = Window(MinesFront, mines_options(2024), clock=steady_clock(0.2),
                          progress=Progress(MemoryStore()))
        themed.choose_theme(theme)
        click(themed, (4, 4))
        for cell in [c for c in cells(themed) if themed.front.board.is_mine(*c)][:3]:
            click(themed, cell, RIGHT)
        click(themed, [c for c in cells(themed) if themed.front.board.is_mine(*c)][-1])
        save(themed, f"theme-{theme}.png")
    sudoku_midgame()
    sudoku_hint()
    help_and_pause()
    id_dialog()
    replay_viewer()
    large_boards()
    chinese()
    default_at_cell_sizes()
    solve_midgame()
    statistics()
    desktop()
    phone()
    pages()
    kept_replays()
    icon = pygame.transform.scale(app.front.renderer.faces["smile"], (64, 64))
    rows = [[(c.r, c.g, c.b) for c in (icon.get_at((x, y)) for x in range(64))]
            for y in range(64)]
    (ROOT / "favicon.png").write_bytes(palette_png(rows))  # the page's icon, beside main.py
    pygame.quit()


def help_and_pause() -> None:
    """An Intermediate game under way: its help opened by F1, then paused by P."""
    app = Window(MinesFront, mines_options(2024, (16, 16, 40)),
                   clock=steady_clock(0.2), progress=Progress(MemoryStore()))
    click(app, (8, 8))
    post_key(app, pygame.K_F1, 0)
    save(app, "help.png")
    post_key(app, pygame.K_F1, 0)
    post_key(app, pygame.K_p, 0, "p")
    save(app, "pause.png")


def solved_by_logic(app: MinesWindow, first: Cell, moves: int,
                    click: Callable[[MinesWindow, Cell, int], None] = click) -> None:
    """Play as a careful player would: open proved-safe cells, flag proved mines, else the
    hint's guess; but once early on, hurry: open an unproved (lucky) cell, and click an open
    number for nothing.  Stop after ``moves`` clicks or at the end."""
    click(app, first, LEFT)
    for turn in range(moves):
        if app.front.board.finished:
            return
        safe, found = deduce(app.front.board.to_text(), app.front.board.mines)
        flags = sorted(cell for cell in found if app.front.board.view(*cell) != "F")
        lucky = [cell for cell in cells(app) if app.front.board.view(*cell) == "#"
                 and cell not in safe and not app.front.board.is_mine(*cell)]
        if turn == 12 and lucky:
            click(app, lucky[len(lucky) // 2], LEFT)
            click(app, next(c for c in cells(app) if app.front.board.view(*c) in "12345678"), LEFT)
        elif flags:
            click(app, flags[0], RIGHT)
        else:
            click(app, sorted(safe)[0] if safe else hint(app.front.board.to_text(),
                                                         app.front.board.mines).cell, LEFT)


def replay_viewer() -> None:
    """An expert game, played with a gliding mouse, watched again as a replay file paused a
    little past half way: live counters in the footer, the mouse trail and the click
    markers on; then its review, an avoidable guess chosen: the replay at that click, the
    clicked cell outlined orange, the safe cell blue, the panel beside them."""
    app = Window(MinesFront, mines_options(2, (30, 16, 99)),
                 clock=steady_clock(0.004), progress=Progress(MemoryStore()))
    solved_by_logic(app, (8, 8), 600, glide_click)
    app.front.replays.watch_video(video_from_session(app.front.session))
    assert app.front.player is not None
    app.front.player.toggle_pause()
    app.front.player.seek_fraction(0.55)
    app.front.replays.replay_moved()
    save(app, "replay-viewer.png")
    app.front.player.seek_fraction(1.0)
    app.front.replays.replay_moved()
    app.activate("review")  # the first avoidable guess chosen: its cell and the safe one
    review = app.panel
    assert isinstance(review, ReviewMenu)
    review.choose(next(row for row, verdict in review.clicks.items() if verdict.safe_cell))
    app.frame()  # the replay goes to that click, the panel beside it
    save(app, "review.png")


def seeded_stats(seed: int = 17) -> Stats:
    """A season of games at every preset, in both modes, with realistic times and dates."""
    rng = random.Random(seed)
    stats = Stats()
    speeds = {"beginner": (17, 2.4), "intermediate": (100, 1.6), "expert": (190, 1.2)}
    for day in range(1, 31):  # the month before this session: no date in the future
        for difficulty, (three_bv, speed) in speeds.items():
            for mode in ("classic", "no-guess")[:1 + (day % 3 == 0)]:
                won = rng.random() < (0.8 if mode == "no-guess" else 0.55)
                board_bv = rng.randint(three_bv * 3 // 4, three_bv * 5 // 4)
                solved = board_bv if won else rng.randint(1, board_bv - 1)
                time_cs = int(solved / (speed * rng.uniform(0.7, 1.3)) * 100)
                clicks = int(solved * rng.uniform(1.05, 1.6))
                right = 0 if rng.random() < 0.3 else rng.randint(1, clicks // 3 + 1)
                stats.add(GameRecord(
                    difficulty, mode, won, time_cs, board_bv, solved, clicks - right, right, 0,
                    0, 0, openings=board_bv // 12 + 1, zini=int(board_bv * 0.8),
                    effective_clicks=int(clicks * 0.9), day=f"2026-10-{day:02d}"))
    return stats


def statistics() -> None:
    """The statistics panel from saved statistics: every difficulty and mode listed, and
    Expert's ten best times."""
    store = MemoryStore({PREFIX + STATS_KEY: json.dumps(seeded_stats().to_dict())})
    app = Window(MinesFront, mines_options(5, (30, 16, 99)),
                   clock=steady_clock(0.2), progress=Progress(store))
    app.activate("stats:expert/classic/all")
    save(app, "stats.png")
    app.activate("stats:expert/classic/best")
    save(app, "stats-best.png")


def large_boards() -> None:
    """Expert on a 1366x768 laptop, and a 100x100 board scrolled part way, its view
    following the keyboard cursor, with the scroll-position bars showing where it is."""
    host.display_size = lambda: (1366, 768)
    expert = Window(MinesFront, mines_options(2024, (30, 16, 99)),
                      clock=steady_clock(0.2), progress=Progress(MemoryStore()))
    click(expert, (12, 8))
    for mine in [c for c in cells(expert) if expert.front.board.is_mine(*c)][:6]:
        click(expert, mine, RIGHT)
    save(expert, "expert-1366x768.png")
    big = Window(MinesFront, mines_options(7, (100, 100, 1500)),
                   clock=steady_clock(0.2), progress=Progress(MemoryStore()))
    for key, times in ((pygame.K_RIGHT, 20), (pygame.K_DOWN, 45), (pygame.K_RIGHT, 60)):
        for _ in range(times):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        big.frame()
    assert big.front.cursor is not None
    click(big, big.front.cursor)
    save(big, "100x100-scrolled.png")


def default_at_cell_sizes() -> None:
    """The default theme mid-game with small cells (Expert at 28 px, as a phone shows it)
    and large ones (Intermediate at 56 px, a desktop's zoom): drawn at each size, not
    scaled."""
    host.display_size = lambda: (1366, 768)
    store = MemoryStore({PREFIX + SETTINGS: Settings(tile=28).to_json()})
    expert = Window(MinesFront, mines_options(5, (30, 16, 99)),
                      clock=steady_clock(0.2), progress=Progress(store))
    solved_by_logic(expert, (10, 8), 60)
    hover(expert, next(c for c in cells(expert) if expert.front.board.view(*c) == "#"))
    save(expert, "default-28.png")
    host.display_size = lambda: (1920, 1200)
    middle = Window(MinesFront, mines_options(11, (16, 16, 40)),
                      clock=steady_clock(0.2), progress=Progress(MemoryStore()))
    middle.front.open_window(Layout(16, 16, 56))
    solved_by_logic(middle, (8, 8), 30)
    save(middle, "default-56.png")


def sudoku_midgame() -> None:
    """A few digits in, one of them wrong (a life gone), pencil marks, a cell selected."""
    app = Window(SudokuFront, Options(game="sudoku", game_id="easy:s1"), clock=steady_clock(2),
                    progress=Progress(MemoryStore()))
    app.frame()  # "Generating…"
    app.frame()
    assert app.front.game is not None
    game, solution = app.front.game, app.front.game.solution
    blanks = [(x, y) for y in range(9) for x in range(9) if not game.is_given(x, y)]
    for x, y in blanks[:14]:
        tap_cell_and_type(app, (x, y), int(solution[y * 9 + x]))
    x, y = blanks[20]
    tap_cell_and_type(app, (x, y), next(d for d in range(1, 10) if str(d) != solution[y * 9 + x]))
    for cell in blanks[25:29]:
        for digit in (1, 4, 7, 9):
            tap_cell_and_type(app, cell, digit, pygame.KMOD_SHIFT)
    tap_cell_and_type(app, blanks[5], 0)
    save(app, "sudoku.png")


# A position whose next digit needs an XY-wing: its hint draws every kind of outline.
XY_WING = "3926..741418327569657941832.3976.2.4.642.398..254.93.69418326..573196428286574193"


def sudoku_hint() -> None:
    """A hint on show, on a desktop window and upright on a phone: the cell to fill, the
    wing's pivot, its other pincer and the cell losing a digit, each outlined its own way
    and named by it in the footer."""
    display_size = host.display_size
    host.display_size = lambda: (1366, 768)
    for name, page in (("sudoku-hint.png", None), ("phone-sudoku-hint.png", PHONE)):
        if page is not None:
            as_phone(page)
        app = Window(SudokuFront, Options(game="sudoku", game_id=XY_WING), clock=steady_clock(2),
                     progress=Progress(MemoryStore()))
        app.frame()
        app.frame()
        app.activate("hint")
        save(app, name)
    leave_phone()
    host.display_size = display_size  # the shots after this one as they were taken before


def chinese() -> None:
    """Intermediate in Simplified Chinese, as a player chose it in Options: mid-game with a
    hint said in the footer, then the options panel (its language item) open."""
    progress = Progress(MemoryStore())
    progress.save(SETTINGS, Settings(language="zh_CN").to_json())
    app = Window(MinesFront, mines_options(11, (16, 16, 40)),
                   clock=steady_clock(0.2), progress=progress)
    solved_by_logic(app, (8, 8), 40)
    app.activate("hint")
    save(app, "chinese.png")
    app.activate("options")
    save(app, "chinese-options.png")


def tap_cell_and_type(app: SudokuWindow, cell: Cell, digit: int, mod: int = 0) -> None:
    """Click a cell, then press a digit key (0 only selects)."""
    pos = app.front.layout.cell_centre(cell)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=pos))
    if digit:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + digit, mod=mod,
                                             unicode=str(digit)))
    app.frame()


def id_dialog() -> None:
    """The open-a-game-ID dialog over an Intermediate game, an ID half typed: its message."""
    app = Window(MinesFront, mines_options(2024, (16, 16, 40)),
                   clock=steady_clock(0.2), progress=Progress(MemoryStore()))
    click(app, (8, 8))
    post_key(app, pygame.K_o, pygame.KMOD_CTRL)
    for char in "30x16n99gq:s":
        post_key(app, 0, 0, char)
    save(app, "id-dialog.png")


def solve_midgame() -> None:
    """Solve playing a no-guess Expert board, part way, a safe cell and its proof on show."""
    host.display_size = lambda: (1366, 768)
    clock = [0.0]
    app = Window(MinesFront, mines_options(2024, (30, 16, 99), no_guess=True),
                   clock=lambda: clock[0], progress=Progress(MemoryStore()))
    post_key(app, pygame.K_l, 0, "l")
    for _ in range(200):
        clock[0] += 0.2
        app.frame()
        auto = app.front.solver.autoplay
        shown = auto.shown if auto else None
        if auto and auto.moves > 60 and shown and 1 < len(shown.hint.evidence) < 4:
            break
    save(app, "solve.png")


def post_key(app: MinesWindow, key: int, mod: int, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))
    app.frame()


PHONE, PHONE_ON_ITS_SIDE = (390, 844), (844, 390)


def as_phone(page: tuple[int, int]) -> None:
    """Lay the game out and word it as on a touch page of ``page`` CSS pixels (the window
    is the page; no key is named), natively, as GRIDGAMES_TOUCH=1 and GRIDGAMES_PAGE=1 ask."""
    os.environ["GRIDGAMES_TOUCH"] = "1"
    os.environ["GRIDGAMES_PAGE"] = "1"
    host.touch_screen.cache_clear()
    host.display_size = lambda: page
    host.DECORATION = (0, 0)


def phone() -> None:
    """A phone upright (390x844) and on its side (844x390), natively as on its page:
    Beginner, Expert (panned, and the turned board it was weighed against), Sudoku and
    the menu."""
    for page, side in ((PHONE, "portrait"), (PHONE_ON_ITS_SIDE, "landscape")):
        as_phone(page)
        for name, board, first in (("beginner", (9, 9, 10), (4, 4)),
                                   ("expert", (30, 16, 99), (4, 8))):
            app = Window(MinesFront, mines_options(2024, board),
                         clock=steady_clock(0.2), progress=Progress(MemoryStore()))
            solved_by_logic(app, first, 25 if name == "expert" else 8)
            save(app, f"phone-{name}-{side}.png")
        app.activate("menu")
        save(app, f"phone-menu-{side}.png")
        sudoku = Window(SudokuFront, Options(game="sudoku", game_id="easy:s1"),
                        clock=steady_clock(2), progress=Progress(MemoryStore()))
        sudoku.frame()
        sudoku.frame()
        save(sudoku, f"phone-sudoku-{side}.png")
    as_phone(PHONE)  # the option not taken: Expert turned to 16 wide by 30 tall
    turned = Window(MinesFront, mines_options(2024, (16, 30, 99)),
                    clock=steady_clock(0.2), progress=Progress(MemoryStore()))
    solved_by_logic(turned, (8, 4), 25)
    save(turned, "phone-expert-turned.png")
    leave_phone()


def leave_phone() -> None:
    """Back to a desktop window after :func:`as_phone`."""
    os.environ.pop("GRIDGAMES_TOUCH")
    os.environ.pop("GRIDGAMES_PAGE")
    host.touch_screen.cache_clear()
    host.DECORATION = (0, 80)


ITCH_FRAME, LAPTOP_TAB = (800, 600), (1366, 768)


def pages() -> None:
    """The browser's pages played with a mouse, natively as laid out there (the window is
    the page): Beginner in itch.io's 800x600 frame, Beginner and Expert in a laptop's tab."""
    os.environ["GRIDGAMES_PAGE"] = "1"
    host.DECORATION = (0, 0)
    for page, name, board, first in ((ITCH_FRAME, "itch-beginner-800x600", (9, 9, 10), (4, 4)),
                                     (LAPTOP_TAB, "tab-beginner-1366x768", (9, 9, 10), (4, 4)),
                                     (LAPTOP_TAB, "tab-expert-1366x768", (30, 16, 99), (12, 8))):
        host.display_size = lambda page=page: page
        app = Window(MinesFront, mines_options(2024, board),
                     clock=steady_clock(0.2), progress=Progress(MemoryStore()))
        solved_by_logic(app, first, 8 if board[0] == 9 else 40)
        save(app, f"{name}.png")
    os.environ.pop("GRIDGAMES_PAGE")
    host.DECORATION = (0, 80)


def kept_replays() -> None:
    """The Replays panel after games of every preset, won and lost, in a laptop's tab
    (1366x768, the window is the page) and on a phone upright."""
    for page, name in ((LAPTOP_TAB, "replays-1366x768"), (PHONE, "phone-replays")):
        as_phone(page)
        if page == LAPTOP_TAB:
            os.environ.pop("GRIDGAMES_TOUCH")
            host.touch_screen.cache_clear()
        app = Window(MinesFront, mines_options(7), clock=steady_clock(0.01),
                     progress=Progress(MemoryStore()))
        for seed, size, moves in ((1, (9, 9, 10), 60), (2, (16, 16, 40), 200),
                                  (3, (9, 9, 10), 2), (4, (30, 16, 99), 400),
                                  (5, (9, 9, 10), 60)):
            app.front.new_game(app.front.commands.sized(*size), seed=seed)
            solved_by_logic(app, (size[0] // 2, size[1] // 2), moves)
            board = app.front.board
            if not board.finished:  # a hurried click on a mine
                click(app, next(c for c in cells(app)
                                if board.is_mine(*c) and board.view(*c) != "F"))
        app.activate("replays")
        save(app, f"{name}.png")
        os.environ.setdefault("GRIDGAMES_TOUCH", "1")
        leave_phone()


def desktop() -> None:
    """Expert on a 1920x1080 desktop: 48 px tiles, the frame drawn in proportion."""
    host.display_size = lambda: (1920, 1080)
    app = Window(MinesFront, mines_options(2024, (30, 16, 99)),
                 clock=steady_clock(0.2), progress=Progress(MemoryStore()))
    solved_by_logic(app, (12, 8), 40)
    app.activate("hint")
    save(app, "desktop-1920x1080.png")


def phone_shots() -> None:
    """Run the phone browser tests, then copy their mid-game page shots at CSS size (the
    page scales the canvas by whole device pixels, so shrinking by the ratio loses nothing)."""
    started = time.time()
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-k", "won or solved",
                    "tests/browser/test_browser_phone.py"], cwd=ROOT, check=True)
    for name, target in PHONE_SHOTS.items():
        source = SHOTS / f"{name}.png"
        if not source.exists() or source.stat().st_mtime < started:
            sys.exit(f"{source} was not taken: did the browser tests skip? (run them with -rs)")
        shot = pygame.image.load(str(source))
        size = (shot.get_width() // PHONE_PIXEL_RATIO, shot.get_height() // PHONE_PIXEL_RATIO)
        pygame.image.save(pygame.transform.scale(shot, size), str(DOCS / target))
        print("wrote", DOCS / target)


# Shots that can be retaken alone: ``tools/screenshots.py solve default chinese``;
# ``phone-browser`` (the same docs/phone-*.png from the real page in Chromium) only so, as it
# needs the browser kit.
ALONE = {"id-dialog": id_dialog, "solve": solve_midgame, "default": default_at_cell_sizes,
         "help-pause": help_and_pause, "phone": phone, "phone-browser": phone_shots,
         "chinese": chinese, "stats": statistics, "desktop": desktop, "replay": replay_viewer,
         "pages": pages, "replays": kept_replays,
         "sudoku-hint": sudoku_hint}

if __name__ == "__main__":
    if sys.argv[1:]:
        DOCS.mkdir(exist_ok=True)
        pygame.init()
        for name in sys.argv[1:]:
            ALONE[name]()
        pygame.quit()
    else:
        main()
