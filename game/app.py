"""The pygame-ce front: one asyncio loop that serves every screen.

Events become moves (applied by the core) or UI updates (hover, pressed
preview, cursor, menu).  The loop awaits every frame, as pygbag needs, and
natively sleeps out the rest of the frame so an idle game costs nothing.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.board import Board, Cell
from game.host import FRAME_SECONDS, IN_BROWSER, PACE_FRAMES
from game.layout import Layout, contains
from game.menu import Menu, MenuItem
from game.moves import Move
from game.pointer import LEFT, Pointer, click_move
from game.render import Renderer, Scene

TILE = 32
TITLE = "Gridgames — Minesweeper"


@dataclass(frozen=True)
class Difficulty:
    name: str
    width: int
    height: int
    mines: int

    @property
    def label(self) -> str:
        return f"{self.name} {self.width}×{self.height} · {self.mines}"


DIFFICULTIES = (
    Difficulty("Beginner", 9, 9, 10),
    Difficulty("Intermediate", 16, 16, 40),
    Difficulty("Expert", 30, 16, 99),
)
_ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
           pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
_DIFFICULTY_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2}


class Stopwatch:
    """Game time: from the first opening to the end of the game."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._started: float | None = None
        self._stopped: float | None = None

    def start(self) -> None:
        self._started = self._clock()

    def stop(self) -> None:
        if self._started is not None and self._stopped is None:
            self._stopped = self._clock()

    @property
    def elapsed(self) -> float:
        if self._started is None:
            return 0.0
        end = self._stopped if self._stopped is not None else self._clock()
        return end - self._started


class App:
    """One window, one board, and the UI state around it."""

    def __init__(self, *, difficulty: int = 0, seed: int | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.difficulty = DIFFICULTIES[difficulty]
        self.question_marks = True
        self.running = True
        self.pointer = Pointer()
        self.menu: Menu | None = None
        self.hover: Cell | None = None
        self.cursor: Cell | None = None
        self._face_held = False
        self._new_game_on_release = False
        self._layout: Layout | None = None
        self.new_game(seed=seed)

    # ----- games --------------------------------------------------------------
    def new_game(self, difficulty: Difficulty | None = None, *, seed: int | None = None) -> None:
        self.difficulty = difficulty or self.difficulty
        d = self.difficulty
        self.board = Board.new(d.width, d.height, d.mines, seed=seed,
                               question_marks=self.question_marks)
        self.stopwatch = Stopwatch(self.clock)
        self.pointer.reset()
        self.cursor = self.menu = None
        layout = Layout(d.width, d.height, TILE)
        if layout != self._layout:
            self._open_window(layout)
        self.renderer.invalidate()

    def _open_window(self, layout: Layout) -> None:
        self._layout = layout
        flags = 0 if IN_BROWSER else pygame.SCALED
        screen = pygame.display.set_mode(layout.size, flags)
        pygame.display.set_caption(TITLE)
        self.renderer = Renderer(screen, layout)

    @property
    def layout(self) -> Layout:
        assert self._layout is not None, "the window opens in __init__"
        return self._layout

    def play(self, moves: list[Move]) -> None:
        """Apply moves to the board and keep the timer in step with its status."""
        for move in moves:
            was_ready = self.board.status == "ready"
            self.renderer.mark(move.apply(self.board))
            if was_ready and self.board.status != "ready":
                self.stopwatch.start()
            if self.board.finished:
                self.stopwatch.stop()

    # ----- one frame -------------------------------------------------------------
    def frame(self) -> None:
        for event in pygame.event.get():
            self.handle(event)
        rects = self.renderer.draw(self.scene())
        if rects:
            pygame.display.update(rects)

    def scene(self) -> Scene:
        cell = self.hover
        return Scene(
            board=self.board,
            seconds=int(self.stopwatch.elapsed),
            face=self._face(),
            footer=self._footer(),
            hover=cell,
            pressed=self.pointer.pressed_cells(cell, self.board),
            cursor=self.cursor,
            menu=self.menu,
        )

    def _face(self) -> str:
        if self.board.status == "won":
            return "win"
        if self.board.status == "lost":
            return "lose"
        if self._face_held:
            return "smile_pressed"
        return "oh" if self.pointer.pressed_cells(self.hover, self.board) else "smile"

    def _footer(self) -> str:
        seconds = f"{self.stopwatch.elapsed:.2f} s"
        if self.board.status == "won":
            return f"You win! {seconds} · click to play again"
        if self.board.status == "lost":
            return f"Game over · {seconds} · click to play again"
        if self.board.status == "ready":
            return "Click a cell to start · right-click flags · M menu"
        return self.difficulty.label + " · F2 new game"

    # ----- input -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button <= 3:
            self._button_down(event.button, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button <= 3:
            self._button_up(event.button, event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        self.hover = self.layout.cell_at(pos)
        if self.menu is not None:
            self.menu.highlighted = self.menu.item_at(self.layout, pos)

    def _button_down(self, button: int, pos: tuple[int, int]) -> None:
        self._pointer_moved(pos)
        if self.menu is not None:
            self._menu_click(pos)
        elif contains(self.layout.face, pos):
            self._face_held = button == LEFT
        elif contains(self.layout.menu_button, pos):
            self.open_menu()
        elif self.board.finished:
            self._new_game_on_release = self.hover is not None and button == LEFT
        else:
            self.play(self.pointer.press(button, self.hover))

    def _button_up(self, button: int, pos: tuple[int, int]) -> None:
        self._pointer_moved(pos)
        if self._face_held:
            self._face_held = False
            if contains(self.layout.face, pos):
                self.new_game()
        elif self._new_game_on_release:
            self._new_game_on_release = False
            if self.hover is not None:
                self.new_game()
        else:
            self.play(self.pointer.release(button, self.hover, self.board))

    def _key(self, key: int) -> None:
        if self.menu is not None:
            self._menu_key(key)
        elif key in _ARROWS:
            self._move_cursor(*_ARROWS[key])
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._cursor_click()
        elif key == pygame.K_f and self.cursor is not None:
            self.play([Move("F", *self.cursor)])
        else:
            self._shortcut(key)

    def _shortcut(self, key: int) -> None:
        """Keys that work the same whether or not the menu is open."""
        if key in (pygame.K_F2, pygame.K_r):
            self.new_game()
        elif key in _DIFFICULTY_KEYS:
            self.new_game(DIFFICULTIES[_DIFFICULTY_KEYS[key]])
        elif key == pygame.K_q:
            self.toggle_question_marks()
        elif key in (pygame.K_m, pygame.K_ESCAPE):
            self.toggle_menu()

    def _move_cursor(self, dx: int, dy: int) -> None:
        columns, rows = self.layout.columns, self.layout.rows
        x, y = self.cursor if self.cursor is not None else (columns // 2 - dx, rows // 2 - dy)
        self.cursor = (min(max(x + dx, 0), columns - 1), min(max(y + dy, 0), rows - 1))

    def _cursor_click(self) -> None:
        if self.board.finished:
            self.new_game()
        elif self.cursor is None:
            self._move_cursor(0, 0)
        else:
            self.play([click_move(self.board, self.cursor)])

    # ----- menu -----------------------------------------------------------------------
    def toggle_menu(self) -> None:
        if self.menu is None:
            self.open_menu()
        else:
            self.menu = None

    def open_menu(self) -> None:
        self.pointer.reset()
        marks = "on" if self.question_marks else "off"
        items = [MenuItem(d.label, str(i + 1), f"difficulty:{i}")
                 for i, d in enumerate(DIFFICULTIES)]
        items += [MenuItem(f"Question marks: {marks}", "Q", "question_marks"),
                  MenuItem("New game", "F2", "new_game"),
                  MenuItem("Close menu", "Esc", "close")]
        self.menu = Menu(items)

    def toggle_question_marks(self) -> None:
        """Takes effect from the next game, like the Windows option."""
        self.question_marks = not self.question_marks
        if self.menu is not None:
            self.open_menu()

    def _menu_click(self, pos: tuple[int, int]) -> None:
        assert self.menu is not None
        index = self.menu.item_at(self.layout, pos)
        if index is None:
            self.menu = None
        else:
            self._activate(self.menu.items[index].action)

    def _menu_key(self, key: int) -> None:
        assert self.menu is not None
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.menu.move_highlight(_ARROWS[key][1])
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.menu.highlighted is not None:
                self._activate(self.menu.items[self.menu.highlighted].action)
        else:
            self._shortcut(key)

    def _activate(self, action: str) -> None:
        name, _, argument = action.partition(":")
        if name == "difficulty":
            self.new_game(DIFFICULTIES[int(argument)])
        elif name == "question_marks":
            self.toggle_question_marks()
        elif name == "new_game":
            self.new_game()
        else:
            self.menu = None


async def main(frames: int | None = None) -> None:
    """The game loop; ``frames`` bounds it for tests and benchmarks."""
    pygame.init()
    app = App()
    count = 0
    while app.running and (frames is None or count < frames):
        started = time.perf_counter()
        app.frame()
        count += 1
        await asyncio.sleep(0)
        if PACE_FRAMES:
            await asyncio.sleep(max(0.0, FRAME_SECONDS - (time.perf_counter() - started)))
    pygame.quit()


def run() -> None:
    """Console entry point (``gridgames``)."""
    asyncio.run(main())
