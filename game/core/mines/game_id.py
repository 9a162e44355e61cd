"""Minesweeper game IDs: a short text that rebuilds a board exactly.

After Tatham's Mines (``9x9:4,4,m...``) an ID is ``<params>:<description>``.

Params are ``<width>x<height>n<mines>`` then option letters, each turning a rule on:
``g`` no-guess boards, ``q`` question marks (``9x9n10q``, ``30x16n99gq``).

A description is one of
- ``s<seed>``: before the first click; the layout is drawn from the seed there;
- ``m<bitmap>``: a fixed layout, nothing opened;
- ``<x>,<y>,m<bitmap>``: a fixed layout that opens at (x, y) as the game starts, so
  whoever pastes a shared ID starts where its first player did, safely.

The bitmap holds one bit per cell, row by row, most significant bit first, in base64url
without padding: Expert's 480 cells take 80 characters.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache

from game.core.cells import MAX_SEED as MAX_SEED
from game.core.mines.board import MAX_SIDE, BoardError, Cell, check_size
from game.core.mines.rows import nonzero
from game.core.session import GameIdError
from game.i18n import N_, _

PRESETS: dict[str, tuple[int, int, int]] = {
    "beginner": (9, 9, 10),
    "intermediate": (16, 16, 40),
    "expert": (30, 16, 99),
}
# Every named board: the presets (with their keys and daily boards), and Beginner as the
# ranking sites play it, 8x8 with 10 mines, kept under its own statistics key.
SIZES: dict[str, tuple[int, int, int]] = {**PRESETS, "beginner8": (8, 8, 10)}


def size_name(width: int, height: int, mines: int) -> str | None:
    """The name of the board of this size in :data:`SIZES`, or None for a custom board."""
    return next((name for name, size in SIZES.items() if size == (width, height, mines)), None)


PRESET_NAMES = {"beginner": N_("Beginner"), "intermediate": N_("Intermediate"),
                "expert": N_("Expert"),
                "beginner8": N_("Ranked beginner")}  # translated where shown
_OPTIONS = {"g": "no-guess", "q": "question marks"}
_PARAMS = re.compile(r"([0-9]{1,4})x([0-9]{1,4})n([0-9]{1,7})([a-z]*)")
_SEED = re.compile(r"s([0-9]{1,20})")
_LAYOUT = re.compile(r"(?:([0-9]{1,4}),([0-9]{1,4}),)?m([A-Za-z0-9_-]*)")
# The longest ID: the largest board's layout, six cells a character, with room for its
# params and start cell.
MAX_ID_LENGTH = MAX_SIDE * MAX_SIDE // 6 + 64


MODE_NAMES = {"classic": N_("classic"), "no-guess": N_("no-guess")}


@dataclass(frozen=True)
class MinesParams:
    """Everything that decides the rules of a board, as the ID's first half."""

    width: int
    height: int
    mines: int
    question_marks: bool = True
    no_guess: bool = False

    def __post_init__(self) -> None:
        try:
            check_size(self.width, self.height, self.mines)
        except BoardError as error:
            raise GameIdError(str(error)) from error

    @property
    def cell_count(self) -> int:
        return self.width * self.height

    @property
    def difficulty(self) -> str:
        """The named board's name, or the size (``20x20n50``) for a custom board."""
        return size_name(self.width, self.height, self.mines) \
            or f"{self.width}x{self.height}n{self.mines}"

    @property
    def mode(self) -> str:
        return "no-guess" if self.no_guess else "classic"

    @property
    def mode_name(self) -> str:
        """The mode as the player reads it, translated."""
        return _(MODE_NAMES[self.mode])

    def text(self) -> str:
        options = "g" * self.no_guess + "q" * self.question_marks
        return f"{self.width}x{self.height}n{self.mines}{options}"

    @classmethod
    def parse(cls, text: str) -> MinesParams:
        match = _PARAMS.fullmatch(text)
        if match is None:
            raise GameIdError(_("params {text} should be <width>x<height>n<mines> and options, "
                                "like 9x9n10q").format(text=_show(text)))
        options = match[4]
        for option in options:
            if option not in _OPTIONS:
                raise GameIdError(_("unknown option {option} in params {text} (g: no-guess, "
                                    "q: question marks)").format(option=repr(option),
                                                                 text=_show(text)))
            if options.count(option) > 1:
                raise GameIdError(_("option {option} is given twice in params {text}").format(
                    option=repr(option), text=_show(text)))
        return cls(int(match[1]), int(match[2]), int(match[3]),
                   question_marks="q" in options, no_guess="g" in options)


@dataclass(frozen=True)
class MinesId:
    """Params plus either a seed (before the first click) or the mine layout."""

    params: MinesParams
    seed: int | None = None
    layout: frozenset[int] | None = None  # flat indices y * width + x of the mines
    start: Cell | None = None  # opened as the game starts; only with a layout

    def __post_init__(self) -> None:
        if (self.seed is None) == (self.layout is None):
            raise GameIdError(_("a game ID has either a seed or a layout, not both nor neither"))
        if self.seed is not None and not 0 <= self.seed <= MAX_SEED:
            raise GameIdError(_("the seed must be between 0 and {most}, not {seed}").format(
                most=MAX_SEED, seed=self.seed))
        if self.layout is not None:
            self._check_layout(self.layout)

    def _check_layout(self, layout: frozenset[int]) -> None:
        params = self.params
        if len(layout) != params.mines:
            raise GameIdError(_("the layout has {found} mines where the params say {mines}"
                                ).format(found=len(layout), mines=params.mines))
        if layout and not 0 <= min(layout) <= max(layout) < params.cell_count:
            raise GameIdError(_("the layout has a mine off the {width}x{height} board").format(
                width=params.width, height=params.height))
        if self.start is not None:
            x, y = self.start
            if not (0 <= x < params.width and 0 <= y < params.height):
                raise GameIdError(_("the start cell ({x}, {y}) is off the {width}x{height} board"
                                    ).format(x=x, y=y, width=params.width, height=params.height))
            if y * params.width + x in layout:
                raise GameIdError(_("the start cell ({x}, {y}) is a mine").format(x=x, y=y))

    def text(self) -> str:
        return f"{self.params.text()}:{self.description()}"

    __str__ = text

    def description(self) -> str:
        if self.layout is None:
            return f"s{self.seed}"
        start = "" if self.start is None else f"{self.start[0]},{self.start[1]},"
        return f"{start}m{encode_layout(self.layout, self.params.cell_count)}"

    @classmethod
    def parse(cls, text: str) -> MinesId:
        """Read an ID; anything malformed raises :class:`GameIdError` saying what.

        The last few are remembered (an ID is immutable): a million-cell board's layout
        takes a good part of a frame to read, and a new game reads its ID more than once.
        """
        return _parsed(text)

    @classmethod
    def _read(cls, text: str) -> MinesId:
        params_text, colon, description = text.strip().partition(":")
        if not colon:
            raise GameIdError(_("{text} is not a game ID: expected <params>:<description>, like "
                                "9x9n10q:s12345").format(text=_show(text)))
        params = MinesParams.parse(params_text)
        seed = _SEED.fullmatch(description)
        if seed is not None:
            return cls(params, seed=int(seed[1]))
        layout = _LAYOUT.fullmatch(description)
        if layout is None:
            raise GameIdError(_("description {text} should be s<seed>, m<layout> or "
                                "<x>,<y>,m<layout>").format(text=_show(description)))
        start = None if layout[1] is None else (int(layout[1]), int(layout[2]))
        return cls(params, layout=decode_layout(layout[3], params.cell_count), start=start)


@lru_cache(maxsize=2)
def _parsed(text: str) -> MinesId:
    return MinesId._read(text)


def encode_layout(layout: Collection[int], cells: int) -> str:
    """The mine bitmap in unpadded base64url."""
    size = (cells + 7) // 8
    mask = bytearray(size * 8)  # a byte a cell, then packed by one big-integer conversion
    for index in layout:
        mask[index] = 1
    return _base64(int(mask.translate(_BIT_TO_DIGIT), 2).to_bytes(size, "big"))


def decode_layout(text: str, cells: int) -> frozenset[int]:
    """The mines of an :func:`encode_layout` bitmap, checked to be that exact text."""
    size = (cells + 7) // 8
    length = (4 * size + 2) // 3
    if len(text) != length:
        raise GameIdError(_("a layout of {cells} cells takes {length} characters, not {found}"
                            ).format(cells=cells, length=length, found=len(text)))
    try:
        bits = base64.urlsafe_b64decode(text + "=" * (-length % 4))
    except binascii.Error as error:
        raise GameIdError(_("the layout is not base64url: {error}").format(error=error)
                          ) from error
    if _base64(bits) != text:
        raise GameIdError(_("the layout's last character has stray bits set"))
    digits = format(int.from_bytes(bits, "big"), f"0{len(bits) * 8}b").encode("ascii")
    mask = digits.translate(_DIGIT_TO_BIT)  # a byte a cell, made and scanned at C speed
    mines = frozenset(nonzero(mask))
    if mask.find(1, cells) != -1:
        raise GameIdError(_("the layout marks a mine past the last of its {cells} cells").format(
            cells=cells))
    return mines


_BIT_TO_DIGIT = bytes.maketrans(b"\x00\x01", b"01")
_DIGIT_TO_BIT = bytes.maketrans(b"01", b"\x00\x01")


def _base64(bits: bytes | bytearray) -> str:
    return base64.urlsafe_b64encode(bits).rstrip(b"=").decode("ascii")


def _show(text: str) -> str:
    """Quote a piece of untrusted input briefly for an error message."""
    return repr(text if len(text) <= 40 else text[:40] + "...")
