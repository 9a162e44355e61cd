"""Wrapping text to a measured width, whole or (a field's end) shortened with an
ellipsis."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.ui.text_fit import ELLIPSIS, fit, fit_end, wrap_all


def width(text: str) -> int:
    """A stand-in font: capitals 3 wide, the ellipsis 2, anything else 1."""
    return sum(3 if char.isupper() else 2 if char == ELLIPSIS else 1 for char in text)


def test_a_line_that_fits_is_left_alone() -> None:
    assert fit("Hint: r4c5", 12, width) == "Hint: r4c5"


def test_a_long_line_ends_in_an_ellipsis_without_a_trailing_space() -> None:
    assert fit("hidden single in box 1", 12, width) == "hidden sin…"  # 10 + 2 wide
    assert fit("hidden single in box 1", 9, width) == "hidden…"  # not "hidden …"


@given(st.text(min_size=1, max_size=40), st.integers(min_value=0, max_value=60))
def test_the_shortened_line_fits_and_is_the_longest_that_does(text: str, room: int) -> None:
    line = fit(text, room, width)
    assert width(line) <= room
    if line != text and line:
        assert line.endswith(ELLIPSIS) and text.startswith(line[:-1])
        longer = text[:len(line)].rstrip() + ELLIPSIS
        assert width(longer) > room or len(longer) <= len(line)


@given(st.text(min_size=1, max_size=40), st.integers(min_value=0, max_value=60))
def test_a_field_keeps_the_end_of_its_text_where_one_types(text: str, room: int) -> None:
    line = fit_end(text, room, width)
    assert width(line) <= room
    if line != text and line:
        assert line.startswith(ELLIPSIS) and text.endswith(line[1:])


def test_a_message_wraps_at_spaces_onto_as_many_lines_as_it_takes() -> None:
    message = "description 's' should be s<seed>, m<layout> or <x>,<y>,m<layout>"
    assert wrap_all(message, 30, width) == ["description 's' should be",
                                            "s<seed>, m<layout> or", "<x>,<y>,m<layout>"]
    assert wrap_all(message, 20, width) == ["description 's'", "should be s<seed>,",
                                            "m<layout> or", "<x>,<y>,m<layout>"]
    assert wrap_all("short", 30, width) == ["short"]


def test_a_menu_item_too_long_for_its_panel_wraps_short_of_its_key() -> None:
    """German labels run longer than English: the row takes a second line rather than
    shortening its words, and the gap left of the key holds only the panel's colour."""
    import pygame

    from game.gui.widgets import Fonts, Style, paint_panel
    from game.ui.frame import DESKTOP
    from game.ui.menu import Menu, MenuItem
    from game.ui.theme import load_themes

    class Narrow:  # a window's chrome: a status bar on top, a footer below
        size = (220, 200)
        status_bar = (0, 0, 220, 30)
        footer = (0, 180, 220, 20)
        frame = DESKTOP

    pygame.init()
    try:
        palette = load_themes()["classic"].palette
        style = Style(Fonts.load(), palette)
        label = "Vergrößern (passt auf den ganzen Schirm)"
        menu = Menu([MenuItem(label, "Ctrl+=", "zoom:1"), MenuItem("Zurück", "", "menu")])
        screen = pygame.Surface(Narrow.size)
        paint_panel(screen, style, menu, Narrow())
        x, y, row_width, row_height = menu.item_rect(Narrow(), 0)
        assert menu.lines[0][0] >= 2 and row_height >= 2 * style.fonts.label.get_linesize()
        key_left = x + row_width - 10 - style.fonts.small.size("Ctrl+=")[0]
        assert x + 10 + style.fonts.label.size(label)[0] > key_left  # it would run into it
        gap = [screen.get_at((column, row))[:3] for column in range(key_left - 8, key_left - 1)
               for row in range(y, y + row_height)]
        assert set(gap) == {palette.panel}
        assert screen.get_at((x + 14, y + row_height // 2))[:3] != palette.panel  # text drawn
    finally:
        pygame.quit()


def test_chinese_wraps_between_characters_and_keeps_its_spaces() -> None:
    """Chinese has no spaces to break at: a line may end after any character."""
    message = "还不行 q 不是对局 ID"
    assert wrap_all(message, 6, len) == ["还不行 q", "不是对局", "ID"]
    assert wrap_all(message, 7, len) == ["还不行 q 不", "是对局 ID"]
    assert wrap_all("一二三四五六七八", 3, len) == ["一二三", "四五六", "七八"]


@given(st.text(alphabet=st.sampled_from("ab Z你好·"), max_size=60),
       st.integers(min_value=3, max_value=30))
def test_wrapping_whole_keeps_every_character_on_lines_that_fit(text: str, room: int) -> None:
    lines = wrap_all(text, room, width)
    assert all(width(line) <= room for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
