"""Every word the window draws in Chinese came through the catalogue, in a font that has it.

Seeded random input runs through the real loop (both games, menus, panels, the custom
dialog, replays) with the system asking for Simplified Chinese, while every
``Font.render`` and every translation the catalogue gives are recorded.  Each drawn
string, less the catalogue's texts in it and the tokens that are the same in every
language (numbers, game IDs, key names, 3BV), must hold no letter: an English word left
means a string that never went through ``_``, or one translated before the language was
chosen.  And every character drawn has a glyph in the font that drew it: no tofu.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

import pygame
import pytest
import random_input
from fontTools.ttLib import TTFont
from front_helpers import every_games_keys
from test_random_input import play_randomly

from game import i18n
from game.gui.choices import SharedChoices
from game.gui.mixed_font import MixedFont
from game.ui.mines.keys import REPLAY_KEYS
from tools.cjk_font import CHINESE

EVENTS = 1500
MIXED = "a Chinese line"  # drawn by MixedFont: each character in its own font
CHINESE_FONT = str(i18n.ASSETS / "fonts" / "NotoSansSC-Subset.otf")
LATIN_FONT = str(i18n.ASSETS / "fonts" / "DejaVuSans.ttf")
_FIELD = re.compile(r"\{[^{}]*\}")
_LETTER = re.compile(r"[^\W\d_]")
_LATIN = re.compile(r"[A-Za-z]")
# The same in every language: units and names of the community's statistics (the live
# counters' Cl, IOE and Path, as Arbiter, Viennasweeper and Metasweeper show them), game IDs
# (9x9n10gq:s12345, easy:s7, 3,4,mAAAA, and the piece of a long one the footer wraps onto a
# line of its own, base64 with mixed case: YoAgLIhoQC), Sudoku cells (r4c5), replay speeds
# (2x), sizes (px).
_NEUTRAL = re.compile(r"3BV/s|3BV|NF|\bCl\b|\bIOE\b|\bPath\b|px|\br\d+c\d+\b|\b\d+x\b|"
                      r"\b[a-z0-9]+:[A-Za-z0-9_,-]+|"
                      r"\b\d+x\d+n\d+[gq]*\b|Gridgames|"
                      r"\b(?=[A-Za-z0-9_,-]*[a-z][A-Z])[A-Za-z0-9_,-]{6,}\b")


class Recorder:
    """Every (text, font file) drawn and every catalogue text given while it is on."""

    def __init__(self) -> None:
        self.drawn: list[tuple[str, str]] = []
        self.translated: set[str] = set()

    def font_class(self) -> type[pygame.font.Font]:
        drawn = self.drawn

        class RecordingFont(pygame.font.Font):
            def __init__(self, file: BinaryIO | None, size: int) -> None:
                super().__init__(file, size)
                self.path = str(getattr(file, "name", file))  # the shipped font's file

            def render(self, text: str | bytes | None, *args: object,
                       **kwargs: object) -> pygame.Surface:
                drawn.append((str(text), self.path))
                return super().render(text, *args, **kwargs)  # type: ignore[arg-type]

        return RecordingFont

    def mixed_render(self) -> Callable[..., pygame.Surface]:
        """:meth:`MixedFont.render` noting the whole line (its runs are drawn unrecorded)."""
        drawn, render = self.drawn, MixedFont.render

        def recording(font: MixedFont, text: str, *args: object) -> pygame.Surface:
            drawn.append((text, MIXED))
            return render(font, text, *args)  # type: ignore[arg-type]

        return recording

    def catalogue(self, load: Callable[[str], gettext.GNUTranslations]
                  ) -> Callable[[str], gettext.GNUTranslations]:
        """``load`` whose translations note each text they find in the catalogue."""
        def recording(code: str) -> gettext.GNUTranslations:
            translations = load(code)
            found = translations._catalog  # type: ignore[attr-defined]
            lookup, plural = translations.gettext, translations.ngettext

            def gettext_(message: str) -> str:
                if message in found:
                    self.translated.add(found[message])
                return lookup(message)

            def ngettext_(singular: str, many: str, count: int) -> str:
                text = plural(singular, many, count)
                if (singular, 0) in found:
                    self.translated.add(text)
                return text

            translations.gettext = gettext_  # type: ignore[method-assign]
            translations.ngettext = ngettext_  # type: ignore[method-assign]
            return translations

        return recording


def key_names() -> set[str]:
    """The key labels no catalogue translates (Esc, Ctrl+Z, F2, M...) of every registered
    game and of Minesweeper's replay viewer, and the languages' own names."""
    labels = {binding.label for binding in (*every_games_keys(), *REPLAY_KEYS)
              } - {message for message, _ in _catalogue_ids()}
    return labels | set(i18n.LANGUAGES.values())  # Options names each language in itself


def _catalogue_ids() -> set[tuple[str, str | None]]:
    from tools.i18n import extract

    return set(extract())


def leftover(text: str, fragments: list[str], keys: set[str]) -> str:
    """``text`` less the catalogue's fragments in it and the language-neutral tokens
    (taken out first too, so that no short fragment splits a game ID)."""
    text = _NEUTRAL.sub(" ", text)
    for fragment in fragments:
        text = text.replace(fragment, " ")
    for key in sorted(keys, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(key)}(?![a-z])", " ", text)
    return _NEUTRAL.sub(" ", text)


def unexplained(recorder: Recorder, keys: set[str]) -> list[str]:
    """Drawn strings with a word the catalogue did not give.  A long message wraps onto
    several rows, so a word left over may be a piece of a translation; cut short by an
    ellipsis, a Chinese phrase may be split, so then only English words count.  The ID
    field's own text (what was typed, then its caret) is the player's, not the game's;
    ``keys`` are the key labels (:func:`key_names`)."""
    fragments = sorted({piece for text in recorder.translated for piece in _FIELD.split(text)
                        if _LETTER.search(piece)} | set(i18n.LANGUAGES.values()),
                       key=len, reverse=True)  # each language is named in its own words
    wrong = []
    for text, _ in set(recorder.drawn):
        if text.endswith("|"):
            continue
        rest = leftover(text, fragments, keys)
        pattern = _LATIN if text.endswith("…") else _LETTER
        words = re.findall(r"[^\W\d_]+", rest)
        if pattern.search(rest) and not all(
                any(word in piece for piece in fragments) for word in words):
            wrong.append(f"{text!r} (left: {rest.strip()!r})")
    return sorted(wrong)


def tofu(recorder: Recorder) -> list[str]:
    """Drawn characters the drawing font has no glyph for (a mixed line's Chinese
    characters are the Chinese font's, the rest DejaVu's)."""
    maps: dict[str, set[int]] = {}
    for path in {path for _, path in recorder.drawn} | {CHINESE_FONT, LATIN_FONT}:
        if path != MIXED:
            with TTFont(path) as font:
                maps[path] = set(font.getBestCmap())
    return sorted({f"{char!r} in {Path(font_of(char, path)).name}"
                   for text, path in recorder.drawn for char in text
                   if char.strip() and ord(char) not in maps[font_of(char, path)]})


def font_of(char: str, path: str) -> str:
    """The font file that draws ``char`` in a line drawn by the font at ``path``."""
    if path != MIXED:
        return path
    return CHINESE_FONT if CHINESE.match(char) else LATIN_FONT


def plain_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """No aimed clicks, typed text, drops or hand-overs.  With them the run draws reasons
    that no catalogue translates yet: an OS's or the core's own (a FIFO or folder in place
    of a file, a review of an unfinished game, a corrupt save's parse error), and digits
    of other scripts pasted into a game ID."""
    for kind in ("aimed", "typed", "drop"):
        monkeypatch.setitem(random_input._KINDS, kind, 0)
    monkeypatch.setattr(random_input, "HAND_OVER_CHANCE", 0.0)


def test_every_word_drawn_in_chinese_came_from_the_catalogue_with_its_glyphs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The loop played in Chinese, as the system asks (Options may not switch it away)."""
    keys, recorder = key_names(), Recorder()
    monkeypatch.setenv("LANGUAGE", "zh_CN")
    monkeypatch.setattr(pygame.font, "Font", recorder.font_class())
    monkeypatch.setattr(MixedFont, "render", recorder.mixed_render())
    monkeypatch.setattr(i18n, "load_catalogue", recorder.catalogue(i18n.load_catalogue))
    monkeypatch.setattr(SharedChoices, "action_language",
                        lambda choices, _="": choices.window.front.open_options())
    # The plain random player from an empty folder: aimed clicks, pasted text, dropped
    # files and damaged saves reach reasons still in English (see plain_player).
    plain_player(monkeypatch)
    play_randomly(7, EVENTS, monkeypatch, folder="empty")
    assert i18n.language() == "zh_CN"
    assert len(recorder.translated) > 40, "the run showed too little to prove anything"
    assert any("扫雷" in text or "数独" in text for text, _ in recorder.drawn)
    wrong = unexplained(recorder, keys)
    assert not wrong, "drawn but not from the catalogue:\n" + "\n".join(wrong[:30])
    missing = tofu(recorder)
    assert not missing, "no glyph for: " + ", ".join(missing[:30])


def test_the_check_finds_an_english_word_and_a_missing_glyph() -> None:
    """The checks can fail: an English footer is caught, a Chinese one with a key is not;
    a character neither font has is named with the font that should have drawn it."""
    recorder = Recorder()
    recorder.translated = {"{key} 菜单", "点击任意格子开始 · {menu}"}
    recorder.drawn = [("点击任意格子开始 · M 菜单", MIXED), ("Click a cell to start", MIXED),
                      ("Esc", LATIN_FONT), ("扫雷 鬱 ☃", MIXED)]
    assert [line.split(" (")[0] for line in unexplained(recorder, key_names())] == [
        "'Click a cell to start'", "'扫雷 鬱 ☃'"]
    assert tofu(recorder) == ["'☃' in DejaVuSans.ttf", "'鬱' in NotoSansSC-Subset.otf"]
