"""Draws a scene onto the window, touching only what changed since last frame.

The renderer keeps a draw-state (what each cell and status item last showed,
after Tatham's ``game_drawstate``) and compares: a frame where nothing changed
blits nothing and updates no rectangle.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field

import pygame

from game.core.mines.board import Board, Cell
from game.gui.assets import Sheet, face_sheet, tile_sheet
from game.gui.dialog import AnyDialog
from game.gui.widgets import (
    Fonts,
    Overlay,
    StatusBar,
    StatusItem,
    Style,
    bevel,
    centre,
    counter_text,
    grow,
    paint_button,
    paint_changed,
    paint_counter,
    paint_seek_bar,
    paint_toggle,
    panel_state,
)
from game.i18n import _
from game.ui.layout import Layout, Rect
from game.ui.menu import Menu
from game.ui.mines.effects import RGB
from game.ui.mines.panels import CLICK, SAFE
from game.ui.theme import Theme

_CHAR_TILES = {"F": "flag", "?": "question", ".": "revealed", "*": "mine",
               "!": "exploded", "X": "wrong_flag", **{str(n): str(n) for n in range(1, 9)}}
Look = tuple[str, bool, bool, bool]  # tile name, cursor, hinted cell, hint's evidence
HINT_OUTLINE = (0, 160, 0)
# The review's outlines: the click chosen orange, the safe cell it passed over green on a
# green ground, as Sudoku's hint marks "the green cell"; a dark line inside each outline
# keeps it clear on a light tile, and neither is a theme's covered blue or grey.
REVIEW_OUTLINES = {CLICK: (220, 100, 0), SAFE: HINT_OUTLINE}
SAFE_GROUND = 90  # the green ground's opacity, of 255
FLAG_RED = (220, 0, 0)
MANY_CELLS = 64  # past this many changed cells, one rectangle updates faster than many
_PLAIN_LOOKS: dict[str, Look] = {char: (tile, False, False, False)
                                 for char, tile in {"#": "covered", **_CHAR_TILES}.items()}


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
    outlines: dict[Cell, str] = field(default_factory=dict)  # the review's cells, by role
    dialog: AnyDialog | None = None
    waiting: set[Cell] = field(default_factory=set)  # a ripple has not reached them yet
    particles: list[tuple[Rect, RGB]] = field(default_factory=list)  # sparks, confetti, cursor
    progress: float | None = None  # a replay's timeline bar in the footer, 0 to 1
    controls: tuple[str, ...] = ()  # a replay's buttons' faces (ReplayPlayer.faces)
    counters: bool = False  # the footer shows a game's live counters

    @property
    def by_item(self) -> bool:
        """Whether the footer's text wraps by item: a replay's counters or a game's."""
        return self.progress is not None or self.counters


def cell_look(scene: Scene, cell: Cell, char: str) -> Look:
    """The tile and overlays a cell showing ``char`` (its view) should have in this scene."""
    if cell in scene.waiting:  # drawn as before the move: covered, or the flag now crossed
        tile = "flag" if char == "X" else "covered"
    elif char in "#?" and cell in scene.pressed:
        tile = "revealed"
    elif char == "#":
        hovering = cell == scene.hover and not scene.board.finished
        tile = "covered_hover" if hovering else "covered"
    else:
        tile = _CHAR_TILES[char]
    return tile, cell == scene.cursor, cell in scene.hints, cell in scene.evidence


class Renderer:
    """Owns the window surface, the sprite caches and the draw-state."""

    def __init__(self, screen: pygame.Surface, layout: Layout, theme: Theme) -> None:
        self.screen = screen
        self.layout = layout
        self.theme = theme
        self.tiles: Sheet = tile_sheet(theme, layout.tile)
        self.faces: Sheet = face_sheet(theme, layout.face[2])
        self.style = Style(Fonts.load(layout.frame), theme.palette)
        self._drawn_cells: dict[Cell, Look] = {}  # only cells in view: bounded by the window
        self.status = StatusBar(screen, self.style, self.faces, layout)
        self.overlay = Overlay()
        self._dirty: set[Cell] = set()
        self._ui_cells: set[Cell] = set()
        self._full = True
        self._overlay: object = None  # which menu or dialog was drawn last
        self._all_cells_dirty = True
        self._particle_rects: list[Rect] = []
        self._plain_tiles = {char: self.tiles[look[0]] for char, look in _PLAIN_LOOKS.items()}

    def set_layout(self, layout: Layout) -> None:
        """The view scrolled, zoomed or the window was resized: repaint what now shows."""
        if layout.tile != self.layout.tile:
            self.tiles = tile_sheet(self.theme, layout.tile)
            self._plain_tiles = {char: self.tiles[look[0]] for char, look in _PLAIN_LOOKS.items()}
        if layout.frame != self.layout.frame:  # the bars grow or shrink with the tiles
            self.style = Style(Fonts.load(layout.frame), self.theme.palette)
            self.faces = self.status.faces = face_sheet(self.theme, layout.face[2])
            self.status.style = self.style
        if layout != self.layout:
            self.layout, self.status.chrome, self._full = layout, layout, True

    def invalidate(self) -> None:
        """Forget the draw-state: the next frame repaints everything."""
        self._full = True

    def mark(self, cells: Collection[Cell]) -> None:
        """Cells a move changed; drawing them waits for the next frame.  More than a
        screenful (a flood over a huge board) repaints the cells in view instead of
        keeping a set of a million cells."""
        x0, y0, x1, y1 = self.layout.viewport.visible()
        if len(cells) > (x1 - x0) * (y1 - y0):
            self._all_cells_dirty = True
        else:
            self._dirty.update(cells)

    def draw(self, scene: Scene) -> list[Rect]:
        """Paint what changed; return the rectangles to push to the display."""
        rects: list[Rect] = []
        screen, style, dialog, menu = self.screen, self.style, scene.dialog, scene.menu
        overlay = _overlay_key(dialog, menu)
        if overlay != self._overlay:  # a panel opened, closed, gave way to another or moved
            self._overlay, self._full = overlay, True  # it may have covered any part
        if self._full:
            rects.append(self._paint_background())
        rects += self._draw_status(scene)
        if dialog is None and (menu is None or menu.shows_board):
            drawn = self._draw_cells(scene)
            if drawn and menu is not None:  # the board around the panel changed under it:
                self._paint_outlines(scene.outlines)  # its outlines and the panel go back on
                self.overlay.forget()
            rects += drawn
        return rects + self.overlay.paint(screen, style, self.layout, dialog, menu)

    # ----- pieces -----------------------------------------------------------
    def _paint_background(self) -> Rect:
        self._full = False
        self.status.drawn.clear()
        self.overlay.forget()
        self._all_cells_dirty = True
        palette = self.style.palette
        self.screen.fill(palette.panel)
        bevel(self.screen, grow(self.layout.board, 3), palette, raised=False, width=3)
        bevel(self.screen, self.layout.status_bar, palette, raised=True, width=2)
        for track, thumb in self.layout.viewport.indicators():
            self.screen.fill(palette.shadow, track)
            self.screen.fill(palette.scroll_thumb, thumb)
        return (0, 0, *self.layout.size)

    def _draw_cells(self, scene: Scene) -> list[Rect]:
        ui_cells = self._on_board({scene.hover, scene.cursor}, scene.pressed, scene.hints,
                                  scene.evidence, scene.waiting)
        candidates = self._dirty | self._ui_cells | ui_cells | self._under_particles()
        self._dirty, self._ui_cells = set(), ui_cells
        if not (candidates or self._all_cells_dirty or scene.particles):
            return []
        board, clip = scene.board, self.screen.get_clip()
        self.screen.set_clip(self.layout.board)  # a cell half in view stays off the bars
        rects = [self._paint_all_cells(board)] if self._all_cells_dirty else []
        x0, y0, x1, y1 = self.layout.viewport.visible()
        changed = []
        for cell in candidates:
            if x0 <= cell[0] < x1 and y0 <= cell[1] < y1:
                look = cell_look(scene, cell, board.view(*cell))
                if self._drawn_cells.get(cell) != look:
                    self._drawn_cells[cell] = look
                    changed.append((cell, look))
        self._blit_cells(changed)
        particles = self._paint_particles(scene.particles)
        self.screen.set_clip(clip)
        if rects or len(changed) > MANY_CELLS:
            return [self.layout.board]
        return [self.layout.cell_rect(cell) for cell, _ in changed] + particles

    def _on_board(self, *groups: Iterable[Cell | None]) -> set[Cell]:
        """The cells of the UI state that lie on this board: a stale one draws nothing."""
        columns, rows = self.layout.columns, self.layout.rows
        return {cell for group in groups for cell in group
                if cell is not None and 0 <= cell[0] < columns and 0 <= cell[1] < rows}

    def _under_particles(self) -> set[Cell]:
        """Cells last frame's particles covered: they must be drawn again, bare."""
        cells: set[Cell] = set()
        for rect in self._particle_rects:
            x0, y0, x1, y1 = self.layout.viewport.cells_in(rect)
            cells.update((x, y) for y in range(y0, y1) for x in range(x0, x1))
        for cell in cells:
            self._drawn_cells.pop(cell, None)
        return cells

    def _paint_particles(self, squares: list[tuple[Rect, RGB]]) -> list[Rect]:
        """Draw this frame's particles inside the board; return old and new areas to update."""
        board = pygame.Rect(self.layout.board)
        drawn = []
        for rect, colour in squares:
            clipped = board.clip(rect)
            if clipped.width and clipped.height:
                self.screen.fill(colour, clipped)
                drawn.append((clipped.x, clipped.y, clipped.width, clipped.height))
        updated, self._particle_rects = self._particle_rects + drawn, drawn
        return updated

    def _paint_all_cells(self, board: Board) -> Rect:
        """Every cell in view as its plain tile in one batch; overlays go on top after.

        Only the visible span is read and drawn, so the cost and the memory follow the
        window, not the board: a 1000x1000 board draws as fast as Expert."""
        self._all_cells_dirty = False
        x0, y0, x1, y1 = self.layout.viewport.visible()
        view, plain, tiles = board.view, _PLAIN_LOOKS, self._plain_tiles
        cells = [(x, y) for y in range(y0, y1) for x in range(x0, x1)]
        chars = [view(x, y) for x, y in cells]
        self._drawn_cells = {cell: plain[char] for cell, char in zip(cells, chars, strict=True)}
        rect = self.layout.cell_rect
        self.screen.fblits([(tiles[char], rect(cell)[:2])
                            for cell, char in zip(cells, chars, strict=True)])
        return self.layout.board

    def _blit_cells(self, changed: list[tuple[Cell, Look]]) -> None:
        """One batched blit call for the cells that changed, overlays on top."""
        tiles, blits = self.tiles, []
        for cell, (tile, cursor, hint, _outlined) in changed:
            position = self.layout.cell_rect(cell)[:2]
            blits.append((tiles[tile], position))
            if hint:
                blits.append((tiles["hint"], position))
            if cursor:
                blits.append((tiles["cursor"], position))
        self.screen.fblits(blits)
        for cell, look in changed:
            if look[3]:  # the numbers that prove a hint get an outline
                pygame.draw.rect(self.screen, HINT_OUTLINE, grow(self.layout.cell_rect(cell), -1),
                                 width=2)

    def _paint_outlines(self, outlines: dict[Cell, str]) -> None:
        """The review's cells outlined, a line as thick as an eighth of a tile."""
        clip, tile = self.screen.get_clip(), self.layout.tile
        self.screen.set_clip(self.layout.board)
        width = max(3, tile // 8)
        for cell, role in outlines.items():
            rect = self.layout.cell_rect(cell)
            if role == SAFE:
                ground = pygame.Surface(rect[2:], pygame.SRCALPHA)
                ground.fill((*HINT_OUTLINE, SAFE_GROUND))
                self.screen.blit(ground, rect[:2])
            pygame.draw.rect(self.screen, REVIEW_OUTLINES[role], rect, width=width)
            pygame.draw.rect(self.screen, (0, 0, 0), grow(rect, -width), width=1)
        self.screen.set_clip(clip)

    def _draw_status(self, scene: Scene) -> list[Rect]:
        layout, replay = self.layout, scene.progress is not None
        rects = self.status.draw(
            menu_open=scene.menu is not None, face=scene.face, footer=scene.footer,
            by_item=scene.by_item,
            left_counter=(scene.board.mines_left, layout.left_counter, self._paint_counter),
            timer=(min(scene.seconds, 999), layout.timer, self._paint_counter),
            right_button=(bool(scene.hints), layout.right_button, self._paint_hint_button),
            footer_toggle=None if replay else (scene.flag_mode, layout.footer_toggle,
                                               self._paint_flag_toggle))
        if scene.progress is None:
            return rects
        items: list[StatusItem] = [("seek", scene.progress, layout.seek_bar, self._paint_seek)]
        items += [(f"control {index}", face, rect, self._paint_control) for index, (face, rect)
                  in enumerate(zip(scene.controls, layout.replay_buttons, strict=True))]
        return rects + paint_changed(items, self.status.drawn)

    def _paint_seek(self, progress: float, rect: Rect) -> None:
        paint_seek_bar(self.screen, self.style, rect, progress)

    def _paint_control(self, face: str, rect: Rect) -> None:
        """A replay's button: its glyph drawn (play, pause, restart...), else its words
        (the speed, "2x")."""
        paint_button(self.screen, self.style, rect, pushed=False)
        ink = self.style.palette.text
        shape = GLYPHS.get(face)
        if shape is not None:
            shape(self.screen, ink, self.style.palette.panel, rect)
            return
        words = self.style.fonts.label.render(face, True, ink)
        self.screen.blit(words, words.get_rect(center=centre(rect)))

    def _paint_counter(self, value: int, rect: Rect) -> None:
        paint_counter(self.screen, self.style, counter_text(value), rect)

    def _paint_hint_button(self, showing: bool, rect: Rect) -> None:
        paint_button(self.screen, self.style, rect, pushed=showing)
        mark = self.style.fonts.counter.render("?", True, HINT_OUTLINE)
        self.screen.blit(mark, mark.get_rect(center=centre(rect)))

    def _paint_flag_toggle(self, on: bool, rect: Rect) -> None:
        """Flag mode: a glyph's button for a mouse; on a touch screen, a switch of two
        labelled halves, Open and Flag, the one a tap does pushed in."""
        x, y, width, height = rect
        if width < 2 * self.layout.frame.toggle_width:
            ink = paint_toggle(self.screen, self.style, rect, on=on)
            flag = self.style.fonts.glyph.render("⚑", True, ink or FLAG_RED)
            self.screen.blit(flag, flag.get_rect(center=centre(rect)))
            return
        half = width // 2
        for left, chosen, label in ((x, not on, _("Open")), (x + half, on, _("Flag"))):
            part = (left, y, width - half if left > x else half, height)
            ink = paint_toggle(self.screen, self.style, part, on=chosen)
            words = self.style.fonts.small.render(label, True, ink or self.style.palette.text)
            self.screen.blit(words, words.get_rect(center=centre(part)))

Glyph = Callable[[pygame.Surface, RGB, RGB, Rect], None]  # screen, ink, ground, button


def _glyph_box(rect: Rect) -> tuple[int, int, int]:
    """A button's glyph: its centre and half its size (a quarter of the button, or more)."""
    x, y = centre(rect)
    return x, y, max(5, min(rect[2], rect[3]) // 4)


def _triangle(x: int, y: int, half: int, pointing: int) -> list[tuple[int, int]]:
    """A triangle ``2 * half`` tall centred on ``(x, y)``, pointing right (1) or left (-1)."""
    return [(x - pointing * half, y - half), (x + pointing * half, y),
            (x - pointing * half, y + half)]


def _play(screen: pygame.Surface, ink: RGB, _: RGB, rect: Rect) -> None:
    x, y, half = _glyph_box(rect)
    pygame.draw.polygon(screen, ink, _triangle(x + half // 4, y, half, 1))


def _pause(screen: pygame.Surface, ink: RGB, _: RGB, rect: Rect) -> None:
    x, y, half = _glyph_box(rect)
    bar = max(3, half * 2 // 3)
    for left in (x - half + 1, x + half - bar):
        screen.fill(ink, (left, y - half, bar, 2 * half))


def _step(pointing: int) -> Glyph:
    """A triangle against a bar: one move on (▶|) or back (|◀)."""
    def paint(screen: pygame.Surface, ink: RGB, _: RGB, rect: Rect) -> None:
        x, y, half = _glyph_box(rect)
        bar = max(3, half // 3)
        pygame.draw.polygon(screen, ink, _triangle(x - pointing * bar, y, half, pointing))
        left = x + half - bar if pointing > 0 else x - half
        screen.fill(ink, (left, y - half, bar, 2 * half))
    return paint


def _restart(screen: pygame.Surface, ink: RGB, ground: RGB, rect: Rect) -> None:
    """↻: a ring open at its top right, an arrow head at the top end pointing on."""
    x, y, half = _glyph_box(rect)
    thick = max(3, half // 3)
    pygame.draw.circle(screen, ink, (x, y), half, width=thick)
    pygame.draw.polygon(screen, ground, [(x, y), (x, y - half - 2), (x + half + 2, y - half - 2),
                                         (x + half + 2, y - half // 3)])
    head, ring = max(4, half // 2), y - half + thick // 2
    pygame.draw.polygon(screen, ink, [(x, ring - head), (x + head + 1, ring), (x, ring + head)])


def _close(screen: pygame.Surface, ink: RGB, _: RGB, rect: Rect) -> None:
    """✕, in two thick strokes."""
    x, y, half = _glyph_box(rect)
    thick = max(3, half // 3)
    pygame.draw.line(screen, ink, (x - half, y - half), (x + half, y + half), thick)
    pygame.draw.line(screen, ink, (x - half, y + half), (x + half, y - half), thick)


GLYPHS: dict[str, Glyph] = {"play": _play, "pause": _pause, "back": _step(-1),
                            "forward": _step(1), "restart": _restart, "close": _close}


def _overlay_key(dialog: AnyDialog | None, menu: Menu | None) -> object:
    """What the last full repaint drew over the board: a panel that shows the board
    around it repaints it all whenever its row chosen (and with it, its place) changes."""
    if dialog is not None or menu is None:
        return None if dialog is None else id(dialog)
    return panel_state(menu) if menu.shows_board else id(menu)
