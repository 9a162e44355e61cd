"""Draws the Sudoku window, touching only what changed since the last frame.

As for Minesweeper (:mod:`game.gui.mines.render`) the renderer keeps a draw-state, after
Tatham's ``game_drawstate``: what every cell, key and status item last showed.
Each frame compares the looks of the 81 cells (worked out again only when the
grid's text or the selection changed) and repaints only those that differ, so
an idle frame blits nothing.  The chrome is :mod:`game.gui.widgets`';
the grid's colours suit each theme's palette.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import pygame

from game.core.sudoku.grid import SIDE
from game.core.sudoku.hint import Role
from game.core.sudoku.play import SudokuGame
from game.gui.assets import Sheet, face_sheet, font
from game.gui.dialog import AnyDialog
from game.gui.widgets import (
    Fonts,
    Overlay,
    StatusBar,
    Style,
    bevel,
    centre,
    grow,
    paint_button,
    paint_counter,
    paint_toggle,
)
from game.i18n import N_, _, ngettext
from game.ui.layout import Cell, Rect
from game.ui.menu import Menu
from game.ui.sudoku.layout import ACTIONS, BOX, KEY_HEIGHT, SudokuLayout, cell_offset
from game.ui.theme import RGB, Theme


def digit_size(cell: int) -> int:
    """A digit's font size: 28 px in a 44 px cell, in proportion in larger and smaller ones
    (the cells follow the window)."""
    return round(cell * 28 / 44)


def note_size(cell: int) -> int:
    """Pencil marks' em size: 40 % of the cell, the most that keeps three rows apart
    (15 px at the smallest cell, so never under the 14 px every text keeps)."""
    return -(-2 * cell // 5)


@dataclass(frozen=True)
class GridColours:
    """The grid's colours, which a theme's chrome palette does not name; each theme gives
    them in ``assets/themes.json``."""

    cell: RGB
    peer: RGB  # the selected cell's row, column and box
    same: RGB  # cells showing the selected cell's digit
    selected: RGB
    conflict: RGB  # a digit that its row, column or box repeats
    given: RGB
    entry: RGB  # the player's right digits, and the selected digit among pencil marks
    wrong: RGB
    note: RGB
    thin: RGB  # lines between cells
    thick: RGB  # lines between boxes
    hint: RGB  # the cell a hint fills
    proof: RGB  # the cells that prove it


def grid_colours(theme: Theme) -> GridColours:
    """The grid's colours in ``theme`` (``assets/themes.json``, under ``games.sudoku``)."""
    return GridColours(**theme.colours("sudoku"))


# How the board marks a hint's cells, and the words naming them by those marks (it shows no
# coordinates): the cell to fill green, the cells that prove a step outlined blue, a wing's
# pivot purple, the cells a step strikes a digit from orange; a row, column or box is the one
# holding those cells.  The cell to fill also has the thickest outline and a green ground.
# Outline colours 3:1 or more against every theme's plain cell, light or dark (relative
# luminance 0.18-0.25); widths in pixels at a 44 px cell, in proportion in others.
OUTLINES: dict[Role, tuple[RGB, int]] = {
    "fill": ((0, 160, 0), 4), "pivot": ((170, 70, 230), 3),
    "group": ((30, 110, 255), 3), "changed": ((220, 100, 0), 2)}

_ITS = (N_("its row"), N_("its column"), N_("its box"))
_THEIR = (N_("their row"), N_("their column"), N_("their box"))
_THEIR_LINES = (N_("their rows"), N_("their columns"))


ACTION_WORDS = {"undo": N_("Undo"), "erase": N_("Erase"), "notes": N_("Notes"),
                "hint": N_("Hint")}
NOTES_STATE = {True: N_("on"), False: N_("off")}  # on the Notes button, beside its pencil
ACTION_INSET = 6  # between an action button's edge and its words
PENCIL = 16  # the pencil glyph's width


class BoardNames:
    """A hint's cells named by the outlines ``marks`` gives them, units by the cells they
    hold: what the board shows, for a board with no coordinates."""

    def __init__(self, marks: Mapping[int, Role]) -> None:
        self.marks = marks

    def cells(self, cells: Sequence[int]) -> str:
        roles = Counter(self.marks[cell] for cell in cells)
        words = [_role_words(role, roles[role]) for role in OUTLINES if role in roles]
        return words[0] if len(words) == 1 else _("{cells} and {last}").format(
            cells=", ".join(words[:-1]), last=words[-1])

    def units(self, cells: Sequence[int], units: Sequence[int]) -> str:
        kind = units[0] // SIDE
        if len(units) > 1:
            return _(_THEIR_LINES[kind])
        return _((_ITS if len(cells) == 1 else _THEIR)[kind])


def _role_words(role: Role, count: int) -> str:
    if role == "fill":
        return _("the green cell")
    if role == "pivot":
        return _("the purple-outlined cell")
    if role == "group":
        return ngettext("the blue-outlined cell", "the blue-outlined cells", count)
    return ngettext("the orange-outlined cell", "the orange-outlined cells", count)


@dataclass
class SudokuScene:
    """Everything one frame shows; UI state here is never game state."""

    game: SudokuGame | None  # None while a puzzle is being made
    selected: Cell | None = None
    notes_mode: bool = False
    seconds: int = 0
    face: str = "smile"
    footer: str = ""
    menu: Menu | None = None
    dialog: AnyDialog | None = None
    hint_cell: Cell | None = None  # the cell a hint on show fills
    proof: frozenset[Cell] = frozenset()  # the placed digits that leave it one place
    marks: tuple[tuple[Cell, Role], ...] = ()  # the cells its words name, outlined by role


@dataclass(frozen=True)
class CellLook:
    """What a cell shows: compared with what was drawn to decide whether to repaint."""

    background: str  # a GridColours field: cell, peer, same, selected, conflict, hint, proof
    digit: int = 0
    ink: str = "given"  # a GridColours field: given, entry or wrong
    notes: tuple[int, ...] = ()
    focus: int = 0  # the selected digit, picked out among the pencil marks
    outline: Role | None = None  # the hint's words name this cell by this outline


@dataclass(frozen=True)
class KeyLook:
    digit: int
    remaining: int | None  # None while there is no puzzle


@dataclass(frozen=True)
class ActionLook:
    name: str  # one of the action row's ACTIONS
    on: bool  # Notes while notes mode is on, Hint while a hint is on show


BLANK_LOOK = CellLook("cell")


def cell_looks(scene: SudokuScene) -> list[CellLook]:
    """The look of every cell, in reading order."""
    game, selected = scene.game, scene.selected
    if game is None:
        return [BLANK_LOOK] * (SIDE * SIDE)
    focus = game.digit(*selected) if selected is not None else 0
    cells = [(x, y) for y in range(SIDE) for x in range(SIDE)]
    digits = [game.digit(x, y) for x, y in cells]
    clashing = {peer for cell, digit in zip(cells, digits, strict=True) if digit
                for peer in game.conflicts(*cell)}
    marks = dict(scene.marks)
    looks = []
    for cell, digit in zip(cells, digits, strict=True):
        notes = () if digit else game.notes(*cell)
        ink = "given" if game.is_given(*cell) else "wrong" if game.is_wrong(*cell) else "entry"
        looks.append(CellLook(_background(cell, digit, scene, focus, clashing), digit, ink,
                              notes, focus if focus in notes else 0, marks.get(cell)))
    return looks


def _background(cell: Cell, digit: int, scene: SudokuScene, focus: int,
                clashing: set[Cell]) -> str:
    selected = scene.selected
    if cell == selected:
        return "selected"
    if digit and cell in clashing:
        return "conflict"
    if cell == scene.hint_cell:
        return "hint"
    if cell in scene.proof:
        return "proof"
    if digit and digit == focus:
        return "same"
    if selected is not None and _shares_a_unit(cell, selected):
        return "peer"
    return "cell"


def _shares_a_unit(a: Cell, b: Cell) -> bool:
    same_box = a[0] // BOX == b[0] // BOX and a[1] // BOX == b[1] // BOX
    return a[0] == b[0] or a[1] == b[1] or same_box


def key_looks(scene: SudokuScene) -> list[KeyLook]:
    """The number row: how many of each digit are still to place (the same in notes mode:
    the keys work there too, so they never look disabled)."""
    game = scene.game
    return [KeyLook(digit, None if game is None else game.remaining(digit))
            for digit in range(1, SIDE + 1)]


def action_looks(scene: SudokuScene) -> list[ActionLook]:
    """The action row: Notes and Hint pushed in while on."""
    on = {"notes": scene.notes_mode, "hint": scene.hint_cell is not None}
    return [ActionLook(name, on.get(name, False)) for name in ACTIONS]


def action_needs(fonts: Fonts) -> tuple[int, ...]:
    """Each action button's narrowest: its word, or (Notes) its pencil and state, whole."""
    def width(text: str) -> int:
        return int(fonts.small.size(_(text))[0])
    state = PENCIL + 4 + max(map(width, NOTES_STATE.values()))
    return tuple(max(width(ACTION_WORDS[name]), state if name == "notes" else 0)
                 + 2 * ACTION_INSET for name in ACTIONS)


class SudokuRenderer:
    """Owns the window surface, the glyph cache and the draw-state."""

    def __init__(self, screen: pygame.Surface, layout: SudokuLayout, theme: Theme) -> None:
        """``layout`` is taken with its action row measured for the language's words:
        the front keeps :attr:`layout`."""
        self.screen = screen
        fonts = Fonts.load(layout.frame)
        self.layout = layout = replace(layout, action_needs=action_needs(fonts))
        self.style = Style(fonts, theme.palette)
        self.colours = grid_colours(theme)
        self.faces: Sheet = face_sheet(theme, layout.face[2])
        cell, key = layout.cell, layout.key_rect(1)[3]  # a keypad's keys grow with its panel
        self._fonts = {"digit": font(digit_size(cell)), "note": font(note_size(cell), bold=False),
                       "key": font(24 * key // KEY_HEIGHT),
                       "count": font(max(14, 14 * key // KEY_HEIGHT), bold=False)}
        self._glyphs: dict[tuple[str, str, RGB], pygame.Surface] = {}
        self._drawn_cells: list[CellLook | None] = []
        self._looks_key: tuple[object, ...] | None = None
        self._looks: list[CellLook] = []
        self._drawn_keys: list[KeyLook | None] = []
        self._drawn_actions: list[ActionLook | None] = []
        self.status = StatusBar(screen, self.style, self.faces, layout)
        self.overlay = Overlay()  # the panel or dialog on show
        self._full = True

    def invalidate(self) -> None:
        """Forget the draw-state: the next frame repaints everything."""
        self._full = True

    def draw(self, scene: SudokuScene) -> list[Rect]:
        """Paint what changed; return the rectangles to push to the display."""
        rects: list[Rect] = []
        overlay = scene.dialog or scene.menu
        covered = overlay is not None  # it hides the grid: a pause shows no digits
        shown = self.overlay.shown
        if self._full or (shown is not None and shown is not overlay) \
                or (covered and shown is None):  # a panel came, went or gave way to another
            rects.append(self._paint_background(covered=covered))
        rects += self._draw_status(scene)
        if not covered:
            rects += self._draw_cells(scene) + self._draw_keys(scene) + self._draw_actions(scene)
        return rects + self.overlay.paint(self.screen, self.style, self.layout, scene.dialog,
                                          scene.menu)

    # ----- the background: chrome and grid lines -----------------------------------------
    def _paint_background(self, *, covered: bool = False) -> Rect:
        """The chrome, and the grid's lines unless a panel is to cover it."""
        self._full = False
        self._drawn_cells = [None] * (SIDE * SIDE)
        self._drawn_keys = [None] * SIDE
        self._drawn_actions = [None] * len(ACTIONS)
        self.status.drawn.clear()
        self.overlay.forget()
        palette, layout, screen = self.style.palette, self.layout, self.screen
        screen.fill(palette.panel)
        bevel(screen, layout.status_bar, palette, raised=True, width=2)
        bevel(screen, grow(layout.grid, 3), palette, raised=False, width=3)
        if covered:
            return (0, 0, *layout.size)
        pygame.draw.rect(screen, self.colours.thick, layout.grid)
        for box_y in range(0, SIDE, BOX):  # thin lines show between a box's cells
            for box_x in range(0, SIDE, BOX):
                left, top, _, _ = layout.cell_rect((box_x, box_y))
                span = (cell_offset(box_x + BOX - 1, layout.cell) - cell_offset(box_x, layout.cell)
                        + layout.cell)
                pygame.draw.rect(screen, self.colours.thin, (left, top, span, span))
        return (0, 0, *layout.size)

    # ----- the grid -----------------------------------------------------------------------
    def _draw_cells(self, scene: SudokuScene) -> list[Rect]:
        rects = []
        for index, look in enumerate(self._cell_looks(scene)):
            if self._drawn_cells[index] != look:
                self._drawn_cells[index] = look
                rect = self.layout.cell_rect((index % SIDE, index // SIDE))
                self._paint_cell(look, rect)
                rects.append(rect)
        return rects

    def _cell_looks(self, scene: SudokuScene) -> list[CellLook]:
        """The looks, worked out again only when the grid's text or the selection changed."""
        key = (None if scene.game is None else scene.game.to_text(), scene.selected,
               scene.hint_cell, scene.proof, scene.marks)
        if key != self._looks_key:
            self._looks_key, self._looks = key, cell_looks(scene)
        return self._looks

    def _paint_cell(self, look: CellLook, rect: Rect) -> None:
        colours = self.colours
        pygame.draw.rect(self.screen, getattr(colours, look.background), rect)
        if look.outline is not None:
            colour, width = OUTLINES[look.outline]
            pygame.draw.rect(self.screen, colour, rect, width=max(2, width * rect[2] // 44))
        if look.digit:
            glyph = self._glyph("digit", str(look.digit), getattr(colours, look.ink))
            self.screen.blit(glyph, glyph.get_rect(center=centre(rect)))
            return
        x, y, size, _ = rect
        for note in look.notes:
            column, row = (note - 1) % BOX, (note - 1) // BOX
            ink = colours.entry if note == look.focus else colours.note
            glyph = self._glyph("note", str(note), ink)
            spot = (x + size * (2 * column + 1) // 6, y + size * (2 * row + 1) // 6)
            self.screen.blit(glyph, glyph.get_rect(center=spot))

    def _glyph(self, font_name: str, text: str, colour: RGB) -> pygame.Surface:
        key = (font_name, text, colour)
        if key not in self._glyphs:
            self._glyphs[key] = self._fonts[font_name].render(text, True, colour)
        return self._glyphs[key]

    # ----- the number row -------------------------------------------------------------------
    def _draw_keys(self, scene: SudokuScene) -> list[Rect]:
        rects = []
        for look in key_looks(scene):
            if self._drawn_keys[look.digit - 1] != look:
                self._drawn_keys[look.digit - 1] = look
                rect = self.layout.key_rect(look.digit)
                self._paint_key(look, rect)
                rects.append(rect)
        return rects

    def _paint_key(self, look: KeyLook, rect: Rect) -> None:
        """A finished digit's key is pushed in and dimmed."""
        palette = self.style.palette
        done = look.remaining == 0
        paint_button(self.screen, self.style, rect, pushed=done)
        ink = palette.shadow if done else palette.text
        x, y, width, height = rect
        digit = self._glyph("key", str(look.digit), ink)
        self.screen.blit(digit, digit.get_rect(center=(x + width // 2, y + height * 2 // 5)))
        if look.remaining:
            count = self._glyph("count", str(look.remaining), palette.text)
            self.screen.blit(count, count.get_rect(center=(x + width // 2,
                                                           y + height - 11 * height // 52)))

    # ----- the action row --------------------------------------------------------------------
    def _draw_actions(self, scene: SudokuScene) -> list[Rect]:
        rects = []
        for index, look in enumerate(action_looks(scene)):
            if self._drawn_actions[index] != look:
                self._drawn_actions[index] = look
                rect = self.layout.action_rect(look.name)
                self._paint_action(look, rect)
                rects.append(rect)
        return rects

    def _paint_action(self, look: ActionLook, rect: Rect) -> None:
        """A glyph over a word; a toggle that is on is pushed in and lit."""
        ink = paint_toggle(self.screen, self.style, rect, on=look.on) or self.style.palette.text
        x, y, width, height = rect
        middle = x + width // 2
        glyph_at = (middle, y + height * 3 // 8)
        if look.name == "undo":
            _undo_arrow(self.screen, ink, glyph_at)
        elif look.name == "notes":
            self._paint_notes_glyph(look.on, ink, glyph_at)
        else:
            mark, colour = ("✗", self.colours.wrong) if look.name == "erase" else ("?", ink)
            glyph = self.style.fonts.glyph.render(mark, True, colour)
            self.screen.blit(glyph, glyph.get_rect(center=glyph_at))
        words = self.style.fonts.small.render(_(ACTION_WORDS[look.name]), True, ink)
        self.screen.blit(words, words.get_rect(center=(middle, y + height * 3 // 4)))

    def _paint_notes_glyph(self, on: bool, ink: RGB, middle: tuple[int, int]) -> None:
        """The pencil, and beside it whether notes mode is on."""
        state = self.style.fonts.small.render(_(NOTES_STATE[on]), True, ink)
        left = middle[0] - (PENCIL + 4 + state.get_width()) // 2
        _pencil(self.screen, ink, (left + PENCIL // 2, middle[1]))
        self.screen.blit(state, state.get_rect(midleft=(left + PENCIL + 4, middle[1])))

    # ----- the status bar and footer ---------------------------------------------------------
    def _draw_status(self, scene: SudokuScene) -> list[Rect]:
        layout, game = self.layout, scene.game
        lives = None if game is None else (game.lives_left, game.lives)
        return self.status.draw(
            menu_open=scene.menu is not None, face=scene.face, footer=scene.footer,
            left_counter=(lives, layout.lives, self._paint_lives),
            timer=(scene.seconds, layout.timer, self._paint_timer))

    def _paint_lives(self, lives: tuple[int, int] | None, rect: Rect) -> None:
        """A counter of hearts: lit for lives left, dark for lives lost."""
        paint_counter(self.screen, self.style, "", rect)
        if lives is None:
            return
        left, total = lives
        palette = self.style.palette
        lit, spent = palette.counter_digits, _mix(palette.counter_digits, palette.counter_back)
        pitch = min(22, (rect[2] - 8) // total)
        first = centre(rect)[0] - pitch * (total - 1) // 2
        for number in range(total):
            _heart(self.screen, lit if number < left else spent,
                   (first + number * pitch, centre(rect)[1]))

    def _paint_timer(self, seconds: int, rect: Rect) -> None:
        minutes = min(seconds // 60, 99)
        paint_counter(self.screen, self.style, f"{minutes:02d}:{seconds % 60:02d}", rect)


def _pencil(surface: pygame.Surface, colour: RGB, middle: tuple[int, int]) -> None:
    """A pencil PENCIL px across, its point at the bottom left."""
    x, y = middle
    body = [(x - 6, y + 3), (x + 4, y - 7), (x + 8, y - 3), (x - 2, y + 7)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, colour, [(x - 6, y + 3), (x - 2, y + 7), (x - 8, y + 9)])


def _undo_arrow(surface: pygame.Surface, colour: RGB, middle: tuple[int, int]) -> None:
    """An arrow curving back to the left (↶), which the shipped fonts lack."""
    x, y = middle
    pygame.draw.arc(surface, colour, (x - 8, y - 7, 17, 17), 0, 3.2, 3)
    pygame.draw.polygon(surface, colour, [(x - 13, y), (x - 2, y), (x - 7, y + 7)])


def _heart(surface: pygame.Surface, colour: RGB, middle: tuple[int, int]) -> None:
    x, y = middle
    pygame.draw.circle(surface, colour, (x - 4, y - 3), 5)
    pygame.draw.circle(surface, colour, (x + 4, y - 3), 5)
    pygame.draw.polygon(surface, colour, [(x - 9, y - 1), (x + 9, y - 1), (x, y + 9)])


def _mix(colour: RGB, background: RGB) -> RGB:
    """A quarter of ``colour`` over ``background``: an unlit counter segment."""
    r, g, b = (round(c / 4 + bg * 3 / 4) for c, bg in zip(colour, background, strict=True))
    return r, g, b


