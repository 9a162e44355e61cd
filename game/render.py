"""Draws a scene onto the window, touching only what changed since last frame.

The renderer keeps a draw-state (what each cell and status item last showed,
after Tatham's ``game_drawstate``) and compares: a frame where nothing changed
blits nothing and updates no rectangle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.assets import Sheet, font, load_sheet
from game.board import Board, Cell
from game.layout import MARGIN, Layout, Rect
from game.menu import Menu

PANEL = (192, 192, 192)
LIGHT = (255, 255, 255)
SHADOW = (128, 128, 128)
COUNTER_BACK = (24, 0, 0)
COUNTER_DIGITS = (255, 32, 32)
TEXT = (32, 32, 32)
MENU_HIGHLIGHT = (0, 0, 128)

_CHAR_TILES = {"F": "flag", "?": "question", ".": "revealed", "*": "mine",
               "!": "exploded", "X": "wrong_flag", **{str(n): str(n) for n in range(1, 9)}}
Look = tuple[str, bool, bool, bool]  # tile name, cursor, hinted cell, hint's evidence
HINT_OUTLINE = (0, 160, 0)


@dataclass
class Scene:
    """Everything one frame shows; UI state here is never game state."""

    board: Board
    seconds: int = 0
    face: str = "smile"
    footer: str = ""
    flag_mode: bool = False
    hover: Cell | None = None
    pressed: set[Cell] = field(default_factory=set)
    cursor: Cell | None = None
    hints: set[Cell] = field(default_factory=set)
    evidence: set[Cell] = field(default_factory=set)
    menu: Menu | None = None


def cell_look(scene: Scene, cell: Cell) -> Look:
    """The tile and overlays a cell should show in this scene."""
    char = scene.board.view(*cell)
    if char in "#?" and cell in scene.pressed:
        tile = "revealed"
    elif char == "#":
        hovering = cell == scene.hover and not scene.board.finished
        tile = "covered_hover" if hovering else "covered"
    else:
        tile = _CHAR_TILES[char]
    return tile, cell == scene.cursor, cell in scene.hints, cell in scene.evidence


class Renderer:
    """Owns the window surface, the sprite caches and the draw-state."""

    def __init__(self, screen: pygame.Surface, layout: Layout) -> None:
        self.screen = screen
        self.layout = layout
        self.tiles: Sheet = load_sheet("tiles", layout.tile)
        self.faces: Sheet = load_sheet("faces", layout.face[2])
        self.counter_font = font(32)
        self.label_font = font(16)
        self.small_font = font(14, bold=False)
        self._drawn_cells: dict[Cell, Look] = {}
        self._drawn_status: dict[str, object] = {}
        self._dirty: set[Cell] = set()
        self._ui_cells: set[Cell] = set()
        self._full = True

    def invalidate(self) -> None:
        """Forget the draw-state: the next frame repaints everything."""
        self._full = True

    def mark(self, cells: Iterable[Cell]) -> None:
        """Cells a move changed; drawing them waits for the next frame."""
        self._dirty.update(cells)

    def draw(self, scene: Scene) -> list[Rect]:
        """Paint what changed; return the rectangles to push to the display."""
        rects: list[Rect] = []
        if self._full:
            rects.append(self._paint_background())
        rects += self._draw_status(scene)
        if scene.menu is not None:
            rects += self._draw_menu(scene.menu)
        else:
            self._drawn_status.pop("menu", None)
            rects += self._draw_cells(scene)
        return rects

    # ----- pieces -----------------------------------------------------------
    def _paint_background(self) -> Rect:
        self._full = False
        self._drawn_cells.clear()
        self._drawn_status.clear()
        self._dirty = {(x, y) for y in range(self.layout.rows) for x in range(self.layout.columns)}
        self.screen.fill(PANEL)
        bevel(self.screen, grow(self.layout.board, 3), raised=False, width=3)
        bevel(self.screen, self.layout.status_bar, raised=True, width=2)
        return (0, 0, *self.layout.size)

    def _draw_cells(self, scene: Scene) -> list[Rect]:
        ui_cells = {c for c in (scene.hover, scene.cursor) if c is not None}
        ui_cells |= scene.pressed | scene.hints | scene.evidence
        candidates = self._dirty | self._ui_cells | ui_cells
        self._dirty, self._ui_cells = set(), ui_cells
        rects = []
        for cell in candidates:
            look = cell_look(scene, cell)
            if self._drawn_cells.get(cell) != look:
                rects.append(self._blit_cell(cell, look))
        return rects

    def _blit_cell(self, cell: Cell, look: Look) -> Rect:
        tile, cursor, hint, evidence = look
        rect = self.layout.cell_rect(cell)
        self.screen.blit(self.tiles[tile], rect[:2])
        if hint:
            self.screen.blit(self.tiles["hint"], rect[:2])
        if evidence:
            pygame.draw.rect(self.screen, HINT_OUTLINE, grow(rect, -1), width=2)
        if cursor:
            self.screen.blit(self.tiles["cursor"], rect[:2])
        self._drawn_cells[cell] = look
        return rect

    def _draw_status(self, scene: Scene) -> list[Rect]:
        layout, board = self.layout, scene.board
        items: list[tuple[str, Any, Rect, Callable[[Any, Rect], None]]] = [
            ("mines", board.mines_left, layout.mine_counter, self._paint_counter),
            ("timer", min(scene.seconds, 999), layout.timer, self._paint_counter),
            ("face", scene.face, layout.face, self._paint_face),
            ("menu_button", scene.menu is not None, layout.menu_button, self._paint_menu_button),
            ("hint_button", bool(scene.hints), layout.hint_button, self._paint_hint_button),
            ("footer", scene.footer, layout.footer_text, self._paint_footer),
            ("flag_toggle", scene.flag_mode, layout.flag_toggle, self._paint_flag_toggle),
        ]
        rects = []
        for name, value, rect, paint in items:
            if self._drawn_status.get(name, _UNSET) != value:
                self._drawn_status[name] = value
                paint(value, rect)
                rects.append(rect)
        return rects

    def _paint_counter(self, value: int, rect: Rect) -> None:
        pygame.draw.rect(self.screen, COUNTER_BACK, rect)
        bevel(self.screen, rect, raised=False, width=2)
        text = self.counter_font.render(f"{value:03d}" if value >= 0 else f"-{-value:02d}", True,
                               COUNTER_DIGITS)
        self.screen.blit(text, text.get_rect(center=centre(rect)))

    def _paint_face(self, value: str, rect: Rect) -> None:
        self.screen.blit(self.faces[value], rect[:2])

    def _paint_menu_button(self, is_open: bool, rect: Rect) -> None:
        pygame.draw.rect(self.screen, PANEL, rect)
        bevel(self.screen, rect, raised=not is_open, width=2)
        x, y, width, height = rect
        for row in range(3):
            line_y = y + height // 2 - 8 + row * 8
            pygame.draw.rect(self.screen, TEXT, (x + 11, line_y, width - 22, 3))

    def _paint_hint_button(self, showing: bool, rect: Rect) -> None:
        pygame.draw.rect(self.screen, PANEL, rect)
        bevel(self.screen, rect, raised=not showing, width=2)
        mark = self.counter_font.render("?", True, HINT_OUTLINE)
        self.screen.blit(mark, mark.get_rect(center=centre(rect)))

    def _paint_flag_toggle(self, on: bool, rect: Rect) -> None:
        pygame.draw.rect(self.screen, PANEL, rect)
        bevel(self.screen, rect, raised=not on, width=2)
        flag = pygame.transform.scale(self.tiles["flag"], (rect[3] - 4, rect[3] - 4))
        self.screen.blit(flag, flag.get_rect(center=centre(rect)))

    def _paint_footer(self, text: str, rect: Rect) -> None:
        pygame.draw.rect(self.screen, PANEL, rect)
        label = self.small_font.render(text, True, TEXT)
        self.screen.set_clip(rect)  # a long message is cut, never drawn over the toggle
        self.screen.blit(label, (MARGIN, rect[1] + (rect[3] - label.get_height()) // 2))
        self.screen.set_clip(None)

    def _draw_menu(self, menu: Menu) -> list[Rect]:
        if self._drawn_status.get("menu") == (id(menu), menu.highlighted, _labels(menu)):
            return []
        self._drawn_status["menu"] = (id(menu), menu.highlighted, _labels(menu))
        self._drawn_cells.clear()  # the panel covers cells: repaint them once it closes
        self._dirty = {(x, y) for y in range(self.layout.rows) for x in range(self.layout.columns)}
        panel = menu.panel(self.layout)
        pygame.draw.rect(self.screen, PANEL, panel)
        bevel(self.screen, panel, raised=True, width=2)
        for index in range(len(menu.items)):
            self._paint_menu_item(menu, index)
        return [panel]

    def _paint_menu_item(self, menu: Menu, index: int) -> None:
        item, rect = menu.items[index], menu.item_rect(self.layout, index)
        highlighted = index == menu.highlighted
        if highlighted:
            pygame.draw.rect(self.screen, MENU_HIGHLIGHT, rect)
        colour = LIGHT if highlighted else TEXT
        label = self.label_font.render(item.label, True, colour)
        key = self.small_font.render(item.key, True, colour)
        middle = rect[1] + rect[3] // 2
        self.screen.blit(label, label.get_rect(midleft=(rect[0] + 10, middle)))
        self.screen.blit(key, key.get_rect(midright=(rect[0] + rect[2] - 10, middle)))


_UNSET = object()


def _labels(menu: Menu) -> tuple[str, ...]:
    return tuple(item.label for item in menu.items)


def bevel(surface: pygame.Surface, rect: Rect, *, raised: bool, width: int) -> None:
    """The classic 3D edge: light top-left and dark bottom-right when raised."""
    x, y, w, h = rect
    top_left, bottom_right = (LIGHT, SHADOW) if raised else (SHADOW, LIGHT)
    for i in range(width):
        left, top, right, bottom = x + i, y + i, x + w - 1 - i, y + h - 1 - i
        pygame.draw.line(surface, top_left, (left, top), (right, top))
        pygame.draw.line(surface, top_left, (left, top), (left, bottom))
        pygame.draw.line(surface, bottom_right, (left, bottom), (right, bottom))
        pygame.draw.line(surface, bottom_right, (right, top), (right, bottom))


def grow(rect: Rect, by: int) -> Rect:
    x, y, w, h = rect
    return x - by, y - by, w + 2 * by, h + 2 * by


def centre(rect: Rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2
