"""Draw Gridgames' art assets: tile and face sheets, font subsets and sounds.

Everything under ``assets/`` is generated here so it can be regenerated
byte for byte; run ``.venv/bin/python tools/make_assets.py`` from anywhere,
``--preview out.png`` also writes a sheet to look at (not committed).
Shapes are drawn pixel by pixel, not anti-aliased, so the sheets stay crisp
when the renderer scales them by whole factors.
"""

from __future__ import annotations

import argparse
import array
import json
import logging
import math
import os
import random
import shutil
import subprocess
import tempfile
import wave
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame  # after choosing the drivers above

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
TILE = 32
FACE = 48

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Pixels = Iterable[tuple[int, int]]

BUTTON_FACE = (192, 192, 192)  # covered face and revealed background alike
HOVER_FACE = (212, 212, 212)
HIGHLIGHT = (255, 255, 255)
SHADOW = (128, 128, 128)  # bevel shadow and revealed grid line
BLACK = (0, 0, 0)
RED = (255, 0, 0)
YELLOW = (255, 255, 0)
NUMBER_COLOURS = [
    (0, 0, 255), (0, 128, 0), (255, 0, 0), (0, 0, 128),
    (128, 0, 0), (0, 128, 128), (0, 0, 0), (128, 128, 128),
]

# Glyphs on a 2 px grid: 8x10 cells become 16x20 px, centred in a 32 px tile.
GLYPHS: dict[str, list[str]] = {
    "1": ["...##...", "..###...", ".####...", "...##...", "...##...",
          "...##...", "...##...", "...##...", ".######.", ".######."],
    "2": [".######.", "########", "##....##", "......##", "....###.",
          "..####..", ".###....", "###.....", "########", "########"],
    "3": ["#######.", "########", "......##", "......##", "..#####.",
          "..#####.", "......##", "......##", "########", "#######."],
    "4": ["....###.", "...####.", "..##.##.", ".##..##.", "##...##.",
          "########", "########", ".....##.", ".....##.", ".....##."],
    "5": ["########", "########", "##......", "##......", "#######.",
          "########", "......##", "......##", "########", "#######."],
    "6": [".######.", "#######.", "##......", "##......", "#######.",
          "########", "##....##", "##....##", "########", ".######."],
    "7": ["########", "########", "......##", ".....##.", "....##..",
          "...##...", "..###...", "..##....", "..##....", "..##...."],
    "8": [".######.", "########", "##....##", "##....##", ".######.",
          ".######.", "##....##", "##....##", "########", ".######."],
    "?": [".######.", "########", "##....##", "......##", "....###.",
          "...###..", "...##...", "........", "...##...", "...##..."],
}
TILE_NAMES = [
    "covered", "covered_hover", "revealed", "1", "2", "3", "4", "5", "6", "7", "8",
    "flag", "question", "mine", "exploded", "wrong_flag", "cursor", "hint",
]
FACE_NAMES = ["smile", "smile_pressed", "oh", "win", "lose"]


# --- drawing primitives -------------------------------------------------------------


def paint(surface: pygame.Surface, colour: Colour, pixels: Pixels) -> None:
    for xy in pixels:
        surface.set_at(xy, colour)


def disc(centre: tuple[float, float], outer: float, inner: float = -1.0,
         keep: Callable[[int, int], bool] = lambda x, y: True) -> list[tuple[int, int]]:
    """Pixels whose centres lie in the ring inner < d <= outer, filtered by ``keep``."""
    cx, cy = centre
    span = range(math.floor(min(cx, cy) - outer) - 1, math.ceil(max(cx, cy) + outer) + 1)
    return [(x, y) for x in span for y in span
            if inner < math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= outer and keep(x, y)]


def box(left: int, top: int, width: int, height: int) -> list[tuple[int, int]]:
    return [(x, y) for x in range(left, left + width) for y in range(top, top + height)]


def bevel(surface: pygame.Surface, rect: pygame.Rect, width: int,
          light: Colour, dark: Colour) -> None:
    """Windows 3D edge: light top-left, dark bottom-right, meeting on the diagonal."""
    left, top, right, bottom = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for i in range(width):
        paint(surface, light, [(x, top + i) for x in range(left, right - i + 1)])
        paint(surface, light, [(left + i, y) for y in range(top, bottom - i + 1)])
        paint(surface, dark, [(x, bottom - i) for x in range(left + i + 1, right + 1)])
        paint(surface, dark, [(right - i, y) for y in range(top + i + 1, bottom + 1)])


# --- tiles -------------------------------------------------------------------------


def covered(face: Colour = BUTTON_FACE) -> pygame.Surface:
    tile = pygame.Surface((TILE, TILE))
    tile.fill(face)
    bevel(tile, tile.get_rect(), 4, HIGHLIGHT, SHADOW)
    return tile


def revealed(background: Colour = BUTTON_FACE) -> pygame.Surface:
    """Flat cell with a 1 px grid line on top and left, so neighbours share a grid."""
    tile = pygame.Surface((TILE, TILE))
    tile.fill(background)
    tile.fill(SHADOW, (0, 0, TILE, 1))
    tile.fill(SHADOW, (0, 0, 1, TILE))
    return tile


def glyph(tile: pygame.Surface, char: str, colour: Colour) -> pygame.Surface:
    """Stamp a 2x-scaled glyph, centred on the tile."""
    for row, line in enumerate(GLYPHS[char]):
        for col, cell in enumerate(line):
            if cell == "#":
                tile.fill(colour, (8 + 2 * col, 6 + 2 * row, 2, 2))
    return tile


def flag() -> pygame.Surface:
    """Red pennant flying left from a black pole on a two-step base."""
    tile = covered()
    pygame.draw.polygon(tile, RED, [(17, 5), (17, 18), (6, 12), (6, 11)])
    paint(tile, BLACK, box(17, 5, 2, 17) + box(13, 20, 10, 2) + box(10, 22, 16, 3))
    return tile


def mine(background: Colour = BUTTON_FACE) -> pygame.Surface:
    """Round black mine with four spikes, four studs and a white glint."""
    tile = revealed(background)
    paint(tile, BLACK, disc((16, 16), 8.6))
    paint(tile, BLACK, box(15, 5, 2, 22) + box(5, 15, 22, 2))
    for x, y in ((8, 8), (22, 8), (8, 22), (22, 22)):
        paint(tile, BLACK, box(x, y, 2, 2))
    paint(tile, HIGHLIGHT, box(11, 11, 4, 4))
    return tile


def wrong_flag() -> pygame.Surface:
    tile = mine()
    cross = box(6, 6, 20, 20)
    paint(tile, RED, [(x, y) for x, y in cross if abs(x - y) <= 1 or abs(x + y - 31) <= 1])
    return tile


def outline(rings: Sequence[Colour], fill: Colour = (0, 0, 0, 0)) -> pygame.Surface:
    """Transparent overlay tile framed by one ring of pixels per colour, outermost first."""
    tile = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    tile.fill(fill)
    for i, colour in enumerate(rings):
        pygame.draw.rect(tile, colour, (i, i, TILE - 2 * i, TILE - 2 * i), 1)
    return tile


def tiles() -> list[pygame.Surface]:
    numbers = [glyph(revealed(), str(n), colour) for n, colour in enumerate(NUMBER_COLOURS, 1)]
    return [
        covered(), covered(HOVER_FACE), revealed(), *numbers, flag(),
        glyph(covered(), "?", BLACK), mine(), mine(RED), wrong_flag(),
        outline([BLACK, YELLOW, YELLOW, BLACK]),
        outline([(0, 96, 0, 255), (0, 200, 0, 255), (0, 200, 0, 255)], (0, 255, 0, 64)),
    ]


# --- faces -------------------------------------------------------------------------

MID = FACE / 2


def button(pressed: bool) -> pygame.Surface:
    """Grey button with a 2 px dark border; pressed, it loses its raised bevel."""
    surface = pygame.Surface((FACE, FACE))
    surface.fill(SHADOW)
    inner = pygame.Rect(2, 2, FACE - 4, FACE - 4)
    surface.fill(BUTTON_FACE, inner)
    if pressed:
        surface.fill(SHADOW, (2, 2, FACE - 4, 2))
        surface.fill(SHADOW, (2, 2, 2, FACE - 4))
    else:
        bevel(surface, inner, 4, HIGHLIGHT, SHADOW)
    return surface


def face_base(pressed: bool = False) -> tuple[pygame.Surface, float]:
    """Button with a blank yellow face; returns it and the face's offset."""
    surface, shift = button(pressed), (2.0 if pressed else 0.0)
    centre = (MID + shift, MID + shift)
    paint(surface, BLACK, disc(centre, 15.5))
    paint(surface, YELLOW, disc(centre, 13.5))
    return surface, shift


def smile_mouth(shift: float) -> list[tuple[int, int]]:
    return disc((MID + shift, MID + shift - 2), 9.5, 7.5, lambda x, y: y >= MID + shift + 4)


def eyes(shift: float, width: int = 3, height: int = 4) -> list[tuple[int, int]]:
    top, s = int(MID - 7 + shift), int(shift)
    return box(19 + s - width, top, width, height) + box(29 + s, top, width, height)


def smile(pressed: bool = False) -> pygame.Surface:
    surface, shift = face_base(pressed)
    paint(surface, BLACK, eyes(shift) + smile_mouth(shift))
    return surface


def surprised() -> pygame.Surface:
    surface, _ = face_base()
    paint(surface, BLACK, eyes(0, 4, 5) + disc((MID, MID + 7), 4.5, 2.5))
    return surface


def sunglasses() -> pygame.Surface:
    surface, _ = face_base()
    lens = disc((19, 19), 4.6) + disc((29, 19), 4.6) + box(11, 17, 26, 2)
    paint(surface, BLACK, [(x, y) for x, y in lens if y >= 16] + smile_mouth(0))
    paint(surface, HIGHLIGHT, [(17, 17), (18, 17), (27, 17), (28, 17)])
    return surface


def dead() -> pygame.Surface:
    surface, _ = face_base()
    for left in (14, 27):  # 7x7 crosses with bold strokes
        paint(surface, BLACK, [(x, y) for x, y in box(left, 14, 7, 7)
                               if min(abs(x - left - y + 14), abs(x - left + y - 20)) <= 1])
    paint(surface, BLACK, disc((MID, MID + 13), 9.5, 7.5, lambda x, y: y <= MID + 7))
    return surface


def faces() -> list[pygame.Surface]:
    return [smile(), smile(pressed=True), surprised(), sunglasses(), dead()]


# --- sheets, fonts, sounds -----------------------------------------------------------


def save_sheet(name: str, images: Sequence[pygame.Surface], names: Sequence[str],
               size: int) -> pygame.Surface:
    sheet = pygame.Surface((size * len(images), size), pygame.SRCALPHA)
    for i, image in enumerate(images):
        sheet.blit(image, (i * size, 0))
    pygame.image.save(sheet, ASSETS / f"{name}.png")
    meta = {"tile_size": size, "names": list(names)}
    (ASSETS / f"{name}.json").write_text(json.dumps(meta, indent=2) + "\n")
    return sheet


FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
# Printable ASCII plus a few symbols menus and counters use: · × … en and em dashes ✓ ✗ ← ↑ → ↓ ⚑.
FONT_UNICODES = [*range(0x20, 0x7F), 0xB7, 0xD7, 0x2013, 0x2014, 0x2026, 0x2713, 0x2717,
                 *range(0x2190, 0x2194), 0x2691]


def subset_fonts() -> None:
    try:
        from fontTools import subset
    except ImportError:
        print("fontTools missing (pip install fonttools): fonts left as they are")
        return
    logging.getLogger("fontTools").setLevel(logging.ERROR)  # it narrates dropped tables
    out_dir = ASSETS / "fonts"
    out_dir.mkdir(parents=True, exist_ok=True)
    options = subset.Options()
    options.name_IDs = ["*"]  # keep the copyright and licence records
    for name in FONT_FILES:
        font = subset.load_font(str(FONT_DIR / name), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=FONT_UNICODES)
        subsetter.subset(font)
        subset.save_font(font, str(out_dir / name), options)


RATE = 22050
Wave = Callable[[float], float]


def tone(freq: float, seconds: float, decay: float, wobble: float = 0.0) -> list[float]:
    """A sine with a touch of its octave, a 3 ms attack and an exponential decay."""
    out = []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        phase = 2 * math.pi * freq * t * (1 + wobble * t)
        body = math.sin(phase) + 0.3 * math.sin(2 * phase)
        out.append(body * min(1.0, t / 0.003) * math.exp(-t / decay))
    return out


def noise_burst(seconds: float, decay: float, seed: int = 7) -> list[float]:
    """Low-passed noise over a falling thump: a small explosion."""
    rng, level, out = random.Random(seed), 0.0, []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        level += (rng.uniform(-1, 1) - level) * (0.5 * math.exp(-t / 0.15) + 0.05)
        thump = math.sin(2 * math.pi * (90 - 50 * t) * t)
        out.append((2.5 * level + 0.8 * thump) * min(1.0, t / 0.002) * math.exp(-t / decay))
    return out


def sequence(*notes: tuple[float, list[float]]) -> list[float]:
    """Mix note sample lists, each starting at its offset in seconds."""
    total = max(int(at * RATE) + len(samples) for at, samples in notes)
    out = [0.0] * total
    for at, samples in notes:
        start = int(at * RATE)
        for i, value in enumerate(samples):
            out[start + i] += value
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "open": lambda: tone(1250, 0.05, 0.008),
    "flag": lambda: sequence((0, tone(660, 0.06, 0.02)), (0.045, tone(990, 0.09, 0.03))),
    "chord": lambda: sequence(*((i * 0.025, tone(f, 0.08, 0.015))
                                for i, f in enumerate((1050, 1320, 1575)))),
    "explode": lambda: noise_burst(0.7, 0.16),
    "win": lambda: sequence(*((i * 0.09, tone(f, 0.4 if i == 3 else 0.15, 0.12))
                              for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)))),
}


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(abs(s) for s in samples) or 1.0
    pcm = array.array("h", (int(s / peak * 0.7 * 32767) for s in samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def encode_ogg(wav: Path, ogg: Path) -> bool:
    """Vorbis-encode with oggenc (fixed stream serial, so reruns match) or sox."""
    if shutil.which("oggenc"):
        command = ["oggenc", "-Q", "-q", "2", "--serial", "1", "-o", str(ogg), str(wav)]
    elif shutil.which("sox"):
        command = ["sox", str(wav), "-C", "2", str(ogg)]
    else:
        return False
    subprocess.run(command, check=True)
    return True


def make_sounds() -> None:
    out_dir = ASSETS / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in SOUNDS.items():
            wav = Path(tmp) / f"{name}.wav"
            write_wav(wav, make())
            if not encode_ogg(wav, out_dir / f"{name}.ogg"):
                print("no oggenc or sox (apt-get install vorbis-tools): sounds skipped")
                return


# --- preview -----------------------------------------------------------------------

# A lost Beginner game in the board's text alphabet; "o" is an opened cell whose
# number is counted from the mines (* ! F), and X is a flag on a safe cell.
MOCK_BOARD = [
    "oooooooo#", "oFF*ooo##", "o*o*oo#?#", "oF**oo###", "ooooooX##",
    "oooooo*##", "oooooooo#", "oooooooo!", "ooooo*ooo",
]


def mock_index(x: int, y: int) -> int:
    char = MOCK_BOARD[y][x]
    if char != "o":
        return TILE_NAMES.index({"#": "covered", "F": "flag", "?": "question", "*": "mine",
                                 "!": "exploded", "X": "wrong_flag"}[char])
    near = sum(MOCK_BOARD[j][i] in "*!F" for i in range(x - 1, x + 2)
               for j in range(y - 1, y + 2) if 0 <= i < 9 and 0 <= j < 9)
    return near + 2 if near else TILE_NAMES.index("revealed")


def mock_board(sprites: list[pygame.Surface], size: int) -> pygame.Surface:
    board = pygame.Surface((9 * size, 9 * size))
    scaled = [pygame.transform.smoothscale(s, (size, size)) for s in sprites]
    for y in range(9):
        for x in range(9):
            board.blit(scaled[mock_index(x, y)], (x * size, y * size))
    board.blit(scaled[TILE_NAMES.index("covered_hover")], (8 * size, 0))
    board.blit(scaled[TILE_NAMES.index("cursor")], (4 * size, 4 * size))
    board.blit(scaled[TILE_NAMES.index("hint")], (7 * size, 2 * size))
    return board


def preview(path: Path, tile_list: list[pygame.Surface], face_list: list[pygame.Surface]) -> None:
    canvas = pygame.Surface((1170, 640))
    canvas.fill((0, 128, 128))
    under = revealed()
    for i, tile in enumerate(tile_list):
        canvas.blit(under, (10 + i * 36, 10))
        canvas.blit(tile, (10 + i * 36, 10))
        double = pygame.transform.scale_by(tile, 2)
        canvas.blit(pygame.transform.scale_by(under, 2), (10 + (i % 9) * 70, 50 + i // 9 * 70))
        canvas.blit(double, (10 + (i % 9) * 70, 50 + i // 9 * 70))
    for i, face in enumerate(face_list):
        canvas.blit(face, (660 + i * 52, 50))
        canvas.blit(pygame.transform.scale_by(face, 2), (660 + i * 100, 110))
    canvas.blit(mock_board(tile_list, 32), (10, 200))
    canvas.blit(mock_board(tile_list, 20), (320, 200))
    canvas.blit(mock_board(tile_list, 48), (520, 200))
    canvas.blit(mock_board(tile_list, 16), (320, 400))
    pygame.image.save(canvas, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preview", type=Path, help="also write a preview sheet here")
    args = parser.parse_args()
    ASSETS.mkdir(exist_ok=True)
    tile_list, face_list = tiles(), faces()
    save_sheet("tiles", tile_list, TILE_NAMES, TILE)
    save_sheet("faces", face_list, FACE_NAMES, FACE)
    subset_fonts()
    make_sounds()
    if args.preview:
        preview(args.preview, tile_list, face_list)


if __name__ == "__main__":
    main()
