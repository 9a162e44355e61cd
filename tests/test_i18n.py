"""Translations: the catalogues cover every marked string, gettext reads them, and the
language follows the player's system or browser.

The completeness test reads the source with :mod:`ast` (as ``tools/i18n.py`` does): a
new ``_("...")`` that a language has not translated fails here, naming it.
"""

from __future__ import annotations

import gettext
import io
import json
import re

import pytest

from game import i18n, po, registry
from game.i18n import LANGUAGES, LOCALE_DIR, SOURCE, _, best_language, ngettext, system_languages
from tools.i18n import (
    SHARED,
    Message,
    catalogue_path,
    games,
    marked_strings,
    merged,
    missing,
    quote,
    render,
    split,
    template,
    uses,
)

TRANSLATED = [code for code in LANGUAGES if code != SOURCE]
# The shared catalogue and every registered game's (a game's own strings are its own)
CATALOGUES = [SHARED, *(entry.name for entry in registry.GAMES)]
_FIELD = re.compile(r"\{[^{}]*\}")


def catalogue(code: str, name: str = SHARED) -> dict[tuple[str, str | None], po.Entry]:
    entries = po.parse(catalogue_path(code, name).read_text(encoding="utf-8"))
    return {(entry.msgid, entry.msgid_plural): entry for entry in entries if entry.msgid}


@pytest.mark.parametrize("name", CATALOGUES)
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_marked_string_is_translated_in_its_catalogue(code: str, name: str) -> None:
    have = catalogue(code, name)
    wanted = split(uses(), games())[name]
    missing = [msgid for msgid in wanted if msgid not in have or not have[msgid].translated]
    assert wanted and not missing, (
        f"{catalogue_path(code, name)} lacks {len(missing)} translations (run python "
        f"tools/i18n.py, then translate): {missing[:10]}")


def test_a_string_goes_to_the_catalogue_of_the_folders_that_use_it() -> None:
    """A game's folders: that game's catalogue; anything else, or the themes: the shared
    one; each catalogue lists only its own places.  Every game on disk is registered."""
    names = ["lamps", "mines"]
    places = {"own": ["game/core/lamps/rules.py", "game/ui/lamps/panels.py"],
              "both": ["game/gui/lamps/front.py", "game/text/mines/play.py"],
              "shared": ["game/gui/mines/front.py", "game/gui/window.py"],
              "theme": ["assets/themes.json"], "lookalike": ["game/core/lamps.py"]}
    found = split([(place, (text, None)) for text, where in places.items() for place in where],
                  names)
    assert {name: {text: message.places for (text, _), message in messages.items()}
            for name, messages in found.items()} == {
        SHARED: {"shared": ["game/gui/window.py"], "theme": ["assets/themes.json"],
                 "lookalike": ["game/core/lamps.py"]},
        "lamps": {"own": places["own"], "both": ["game/gui/lamps/front.py"]},
        "mines": {"both": ["game/text/mines/play.py"], "shared": ["game/gui/mines/front.py"]}}
    assert games() == sorted(entry.name for entry in registry.GAMES)


def test_the_tool_reports_what_each_catalogue_lacks() -> None:
    lacking = missing({LOCALE_DIR / "lamps" / "de.po": render(template(
        {("Lamp", None): Message("Lamp"), ("On", None): Message("On")}), "de")})
    assert lacking == {LOCALE_DIR / "lamps" / "de.po": ["Lamp", "On"]}


@pytest.mark.parametrize("name", CATALOGUES)
@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_every_placeholder(code: str, name: str) -> None:
    """A translation that drops or renames ``{count}`` would raise or mislead on format."""
    wrong = [(entry.msgid, text) for entry in catalogue(code, name).values()
             for text in entry.msgstr.values()
             if sorted(_FIELD.findall(text)) != sorted(_FIELD.findall(entry.msgid))]
    assert not wrong, wrong[:5]


def test_the_extractor_reads_every_marker() -> None:
    source = ('x = _("one")\ny = N_("two")\nz = ngettext("{n} mine", "{n} mines", n)\n'
              'w = _(name)\nv = other("no")\n')
    assert marked_strings(source) == [("one", None), ("two", None), ("{n} mine", "{n} mines")]


def test_a_po_file_round_trips_through_gettext() -> None:
    """The .po text the tool writes is what the reader reads, escapes and plurals too."""
    english, german = quote('Say "hi"\nnow'), quote('Sag "hallo"\njetzt')
    text = ('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
            f"msgid {english}\nmsgstr {german}\n\n"
            'msgid "{n} mine"\nmsgid_plural "{n} mines"\n'
            'msgstr[0] "{n} Mine"\nmsgstr[1] "{n} Minen"\n\n'
            '#, fuzzy\nmsgid "Unsure"\nmsgstr "Unsicher"\n')
    reader = gettext.GNUTranslations(io.BytesIO(po.mo_bytes(po.parse(text))))
    assert reader.gettext('Say "hi"\nnow') == 'Sag "hallo"\njetzt'
    assert [reader.ngettext("{n} mine", "{n} mines", n) for n in (1, 2)] == [
        "{n} Mine", "{n} Minen"]
    assert reader.gettext("Unsure") == "Unsure"  # a fuzzy translation is not trusted


def test_an_edited_string_keeps_its_translation_marked_fuzzy_and_unshown() -> None:
    """The merge gettext's tools do (here Babel's): an edited English string keeps the old
    translation as a suggestion, marked fuzzy, which the game does not show."""
    old = ('msgid ""\nmsgstr "Language: de\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
           '#: game/ui/menu.py\nmsgid "Copied {game_id}"\nmsgstr "{game_id} kopiert"\n\n'
           '#: game/ui/menu.py\nmsgid "Undo"\nmsgstr "Rückgängig"\n\n'
           '#: game/ui/menu.py\nmsgid "Gone for good"\nmsgstr "Für immer weg"\n')
    edited, kept, new = "Copied the game ID {game_id}", "Undo", "Zoom"
    source = template({(text, None): Message(text, places=["game/ui/menu.py"])
                       for text in (edited, kept, new)})
    text = render(merged(source, "de", old), "de")
    assert f'#, fuzzy\nmsgid "{edited}"\nmsgstr "{{game_id}} kopiert"\n' in text
    assert f'msgid "{kept}"\nmsgstr "Rückgängig"\n' in text
    assert f'msgid "{new}"\nmsgstr ""\n' in text
    assert "Gone for good" not in text  # no longer used: dropped
    reader = gettext.GNUTranslations(io.BytesIO(po.mo_bytes(po.parse(text))))
    assert reader.gettext(edited) == edited and reader.gettext(kept) == "Rückgängig"
    assert render(merged(source, "de", text), "de") == text  # fuzzy until a translator looks


def test_a_broken_po_file_says_which_line() -> None:
    with pytest.raises(po.PoError, match="line 2"):
        po.parse('msgid "a"\nmsgstr unquoted\n')


def test_choosing_a_language_changes_what_underscore_returns() -> None:
    assert i18n.use_language("de") == "de"
    assert _("Cancel") == "Abbrechen"
    assert i18n.use_language("zh_CN") == "zh_CN"
    assert _("Cancel") == "取消"
    assert ngettext("{n} x", "{n} xs", 5) == "{n} xs"  # not in the catalogue: English
    assert i18n.use_language("fr") == SOURCE
    assert _("Cancel") == "Cancel"


@pytest.mark.parametrize("name", CATALOGUES)
def test_a_language_reads_the_shared_catalogue_and_every_games(name: str) -> None:
    i18n.use_language("de")
    entry = next(entry for entry in catalogue("de", name).values()
                 if entry.msgid_plural is None and entry.translated)
    assert _(entry.msgid) == entry.msgstr[0] != entry.msgid


@pytest.mark.parametrize(("wanted", "code"), [
    (["de_DE.UTF-8"], "de"), (["de-AT"], "de"), (["zh-CN"], "zh_CN"), (["zh_CN.GB2312"], "zh_CN"),
    (["zh"], "zh_CN"), (["zh-Hans-CN"], "zh_CN"), (["fr_FR", "de"], "de"), (["C.UTF-8"], SOURCE),
    (["POSIX"], SOURCE), ([], SOURCE), (["en_GB"], SOURCE), (["pt_BR", "ja"], SOURCE)])
def test_the_best_language_is_the_first_we_have(wanted: list[str], code: str) -> None:
    assert best_language(wanted) == code


def test_the_system_languages_come_in_gettext_order() -> None:
    environ = {"LANG": "de_DE.UTF-8", "LANGUAGE": "fr:zh_CN", "LC_ALL": ""}
    assert system_languages(environ) == ["fr", "zh_CN", "de_DE.UTF-8"]
    assert best_language(system_languages(environ)) == "zh_CN"
    assert best_language(system_languages({"LANG": "C.UTF-8"})) == SOURCE


def test_the_chosen_language_is_saved_and_an_unknown_one_refused() -> None:
    from game.core.settings import Settings

    chosen = Settings(language="zh_CN")
    assert Settings.read(chosen.to_json()) == (chosen, [])
    older = json.loads(chosen.to_json())
    del older["language"]  # saved before languages existed: follow the system
    assert Settings.read(json.dumps(older)) == (Settings(), [])
    assert Settings.read(json.dumps({**older, "language": "xx"})) == (Settings(), ["Language"])


def _characters(font_file: str) -> set[str]:
    from fontTools.ttLib import TTFont

    with TTFont(i18n.ASSETS / "fonts" / font_file) as font:
        return {chr(code) for code in font.getBestCmap()}


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_window_fonts_of_each_language_draw_every_message(code: str) -> None:
    """Chinese characters take the Noto subset (tools/cjk_font.py), everything else DejaVu
    Sans in both weights: every character of every message the window can show in the
    language, and of the symbols, keys and IDs around them, has a glyph."""
    from game.gui.assets import SCRIPT_FONTS
    from tools.cjk_font import CHINESE, SYMBOLS, window_messages

    needed = {char for path in i18n.catalogues(code) for message in window_messages(path)
              for char in message} | set(SYMBOLS)
    needed |= {chr(code) for code in range(0x21, 0x7F)} | set("".join(LANGUAGES.values()))
    chinese = {char for char in needed if CHINESE.match(char)}
    fonts = {"DejaVuSans.ttf": needed - chinese - {" ", "\n"},
             "DejaVuSans-Bold.ttf": needed - chinese - {" ", "\n"}}
    if code in SCRIPT_FONTS:
        fonts[SCRIPT_FONTS[code]] = chinese
    else:  # a language without its own font must need none
        assert not chinese - set("".join(LANGUAGES.values()))
    for font_file, wanted in fonts.items():
        missing = wanted - _characters(font_file)
        assert not missing, f"{font_file} has no glyph for {''.join(sorted(missing))}"


def test_the_id_dialog_says_what_is_wrong_in_the_language_now_in_use() -> None:
    """The dialog caches its verdict per text; a language chosen since must not get the
    old language's words back."""
    from game.ui.open_id import IdForm

    form = IdForm("30x16n99gq:s")
    english = form.summary()
    i18n.use_language("de")
    assert form.summary() != english and "Beschreibung" in form.summary()
    i18n.use_language("zh_CN")
    assert "描述" in form.summary()


def test_a_chinese_line_draws_its_latin_runs_in_dejavu_on_one_baseline() -> None:
    """MixedFont measures and draws each run in its own font: "ID" is as wide as DejaVu
    draws it, and the whole line as wide as its runs."""
    import pygame

    from game.gui.assets import font, text_font

    pygame.init()
    try:
        i18n.use_language("zh_CN")
        mixed, latin = text_font(16), font(16)
        chinese = mixed.size("复制")[0]
        assert mixed.size("复制 ID")[0] == chinese + latin.size(" ID")[0]
        line = mixed.render("复制 ID", True, (0, 0, 0))
        assert line.get_size() == mixed.size("复制 ID") and line.get_height() >= latin.get_height()
        assert line.get_bounding_rect().width > chinese  # the Latin run was drawn too
    finally:
        pygame.quit()


def test_each_game_names_its_own_expert() -> None:
    from game.ui.mines.panels import difficulty_name
    from game.ui.sudoku.panels import grade_name

    i18n.use_language("de")
    assert (difficulty_name("expert"), grade_name("expert")) == (
        "Profis", "Experte")
    assert difficulty_name("20x20n50") == "20x20n50"
