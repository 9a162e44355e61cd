"""The chrome both games share: bevels, counters, buttons, the footer and panels.

Each game's renderer draws its own grid and calls these for everything around
it, so Minesweeper and Sudoku look like one program.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import font
from game.layout import MARGIN, Rect
from game.menu import Menu, Window

PANEL = (192, 192, 192)
LIGHT = (255, 255, 255)
SHADOW = (128, 128, 128)
COUNTER_BACK = (24, 0, 0)
COUNTER_DIGITS = (255, 32, 32)
TEXT = (32, 32, 32)
MENU_HIGHLIGHT = (0, 0, 128)


@dataclass(frozen=True)
class Fonts:
    """The three sizes of the one shipped family; loaded after ``pygame.init``."""

    counter: pygame.font.Font
    label: pygame.font.Font
    small: pygame.font.Font

    @classmethod
    def load(cls) -> Fonts:
        return cls(font(32), font(16), font(14, bold=False))


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


def paint_counter(screen: pygame.Surface, fonts: Fonts, text: str, rect: Rect) -> None:
    """Red digits on black, like the counters of Windows Minesweeper."""
    pygame.draw.rect(screen, COUNTER_BACK, rect)
    bevel(screen, rect, raised=False, width=2)
    digits = fonts.counter.render(text, True, COUNTER_DIGITS)
    screen.blit(digits, digits.get_rect(center=centre(rect)))


def counter_text(value: int) -> str:
    return f"{value:03d}" if value >= 0 else f"-{-value:02d}"


def paint_button(screen: pygame.Surface, rect: Rect, *, pushed: bool) -> None:
    """A blank raised (or pushed-in) button for the caller to put a glyph on."""
    pygame.draw.rect(screen, PANEL, rect)
    bevel(screen, rect, raised=not pushed, width=2)


def paint_menu_button(screen: pygame.Surface, rect: Rect, *, pushed: bool) -> None:
    paint_button(screen, rect, pushed=pushed)
    x, y, width, height = rect
    for row in range(3):
        pygame.draw.rect(screen, TEXT, (x + 11, y + height // 2 - 8 + row * 8, width - 22, 3))


def paint_footer(screen: pygame.Surface, fonts: Fonts, text: str, rect: Rect) -> None:
    pygame.draw.rect(screen, PANEL, rect)
    label = fonts.small.render(text, True, TEXT)
    screen.set_clip(rect)  # a long message is cut, never drawn over its neighbours
    screen.blit(label, (MARGIN, rect[1] + (rect[3] - label.get_height()) // 2))
    screen.set_clip(None)


def paint_panel(screen: pygame.Surface, fonts: Fonts, menu: Menu, window: Window) -> Rect:
    """A menu or information panel over the window; returns the area it covers."""
    panel = menu.panel(window)
    pygame.draw.rect(screen, PANEL, panel)
    bevel(screen, panel, raised=True, width=2)
    for index, item in enumerate(menu.items):
        rect = menu.item_rect(window, index)
        highlighted = index == menu.highlighted
        if highlighted:
            pygame.draw.rect(screen, MENU_HIGHLIGHT, rect)
        colour = LIGHT if highlighted else TEXT
        label = fonts.label.render(item.label, True, colour)
        key = fonts.small.render(item.key, True, colour)
        middle = rect[1] + rect[3] // 2
        screen.blit(label, label.get_rect(midleft=(rect[0] + 10, middle)))
        screen.blit(key, key.get_rect(midright=(rect[0] + rect[2] - 10, middle)))
    return panel


def panel_state(menu: Menu) -> tuple[object, ...]:
    """What a drawn panel depends on: redraw it only when this changes."""
    return id(menu), menu.highlighted, tuple(item.label for item in menu.items)
