"""Collect the game's translatable strings into the catalogues.

Reads every ``_("...")``, ``N_("...")`` and ``ngettext("...", "...", n)`` in ``game/``
with :mod:`ast` (nothing is imported; unlike Babel's Python extractor on 3.11 it also finds
the markers inside f-strings) and the themes' labels, and hands them to Babel: its
template catalogue is written as ``assets/locale/gridgames.pot`` and merged into each
language's ``.po`` as gettext's ``msgmerge`` does.  A string whose English was edited
keeps its old translation, marked fuzzy (as does a new string close to a translated one:
it arrives with that translation as a suggestion); other new strings arrive untranslated;
translations of strings no longer used are dropped.  The game never shows a fuzzy
translation, and ``tests/test_i18n.py`` fails until a translator checks it and deletes
the ``#, fuzzy`` line.  The files keep the
layout they have always had (locations without line numbers, no dates), so a catalogue's
diff shows only what changed.  Needs the dev extra (Babel); the game reads ``.po`` itself.

Usage: ``python tools/i18n.py`` (``--check`` only reports what is out of date).
"""

from __future__ import annotations

import ast
import io
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as BabelMessage
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.i18n import LANGUAGES, LOCALE_DIR, SOURCE  # noqa: E402 (the checkout's, via ROOT)

TEMPLATE = LOCALE_DIR / "gridgames.pot"
_SINGLE = ("_", "N_")
_PLURAL = "ngettext"
HEADER = ("Project-Id-Version: Gridgames", "MIME-Version: 1.0",
          "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit")


@dataclass
class Message:
    """A string to translate and where the source uses it."""

    msgid: str
    plural: str | None = None
    places: list[str] = field(default_factory=list)


def extract(folder: Path = ROOT / "game") -> dict[tuple[str, str | None], Message]:
    """Every marked string under ``folder``, in the order the files first use them, with
    the files using it (no line numbers: they would change the catalogues at every edit),
    then the themes' labels from ``assets/themes.json`` (Options names the theme)."""
    found: dict[tuple[str, str | None], Message] = {}
    for path in sorted(folder.rglob("*.py")):
        place = path.relative_to(ROOT).as_posix()
        for msgid, plural in marked_strings(path.read_text(encoding="utf-8")):
            message = found.setdefault((msgid, plural), Message(msgid, plural))
            if place not in message.places:
                message.places.append(place)
    themes = json.loads((ROOT / "assets" / "themes.json").read_text(encoding="utf-8"))
    for theme in themes.values():
        message = found.setdefault((theme["label"], None), Message(theme["label"]))
        message.places.append("assets/themes.json")
    return found


def marked_strings(source: str) -> list[tuple[str, str | None]]:
    """(msgid, plural) of each marked call whose arguments are string literals, in the
    order of the source."""
    marked: list[tuple[int, str, str | None]] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        texts = [arg.value for arg in node.args
                 if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
        if node.func.id in _SINGLE and len(texts) == 1:
            marked.append((node.lineno, texts[0], None))
        elif node.func.id == _PLURAL and len(texts) == 2:
            marked.append((node.lineno, texts[0], texts[1]))
    return [(msgid, plural) for _, msgid, plural in sorted(marked, key=lambda found: found[0])]


def quote(text: str) -> str:
    """A .po string literal, split after each newline as gettext's tools do."""
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
               .replace("\n", "\\n\n"))
    lines = escaped.split("\n")
    if len(lines) == 1:
        return f'"{lines[0]}"'
    return '""\n' + "\n".join(f'"{line}"' for line in lines if line)


def template(messages: dict[tuple[str, str | None], Message]) -> Catalog:
    """Babel's template catalogue of ``messages``, in their order."""
    catalog = Catalog(project="Gridgames", fuzzy=False)
    for message in messages.values():
        text = message.msgid if message.plural is None else (message.msgid, message.plural)
        catalog.add(text, locations=[(place, 0) for place in message.places])  # no lines
    return catalog


def merged(source: Catalog, language: str, old_text: str | None) -> Catalog:
    """The catalogue ``language`` should hold now: its old translations (``old_text``, the
    .po as it was) merged into the ``source`` template; an edited string keeps its old
    translation marked fuzzy."""
    catalog = Catalog(locale=language, fuzzy=False) if old_text is None \
        else read_po(io.StringIO(old_text))  # its header's Plural-Forms, else the locale's
    catalog.update(source)
    return catalog


def render(catalog: Catalog, language: str | None) -> str:
    """The text of a .po (``language``) or of the template (None)."""
    fields = [*HEADER, f"Language: {language}"] if language else list(HEADER)
    fields.append(f"Plural-Forms: {catalog.plural_forms}")
    blocks = ['msgid ""\nmsgstr ' + quote("".join(f"{line}\n" for line in fields)) + "\n"]
    blocks += ["\n".join(_entry(message, catalog.num_plurals)) + "\n"
               for message in catalog if message.id]
    return "\n".join(blocks)


def _entry(message: BabelMessage, forms: int) -> list[str]:
    """One message's lines: where it is used, its fuzzy flag, its texts."""
    block = [f"#: {place}" for place, _ in message.locations[:3]]
    if message.fuzzy:
        block.append("#, fuzzy")
    if isinstance(message.id, str):
        return [*block, f"msgid {quote(message.id)}",
                f"msgstr {quote(str(message.string or ''))}"]
    texts = list(message.string) if isinstance(message.string, (list, tuple)) else []
    texts = (texts + [""] * forms)[:forms]
    return [*block, f"msgid {quote(message.id[0])}", f"msgid_plural {quote(message.id[1])}",
            *(f"msgstr[{form}] {quote(text)}" for form, text in enumerate(texts))]


def catalogue_path(language: str) -> Path:
    return LOCALE_DIR / f"{language}.po"


def updated_files() -> dict[Path, str]:
    """The template and every language's .po as they should read now."""
    source = template(extract())
    files = {TEMPLATE: render(source, None)}
    for language in LANGUAGES:
        if language == SOURCE:
            continue
        path = catalogue_path(language)
        old_text = path.read_text(encoding="utf-8") if path.exists() else None
        files[path] = render(merged(source, language, old_text), language)
    return files


def main(arguments: list[str]) -> int:
    """Write the catalogues, or with ``--check`` say which are out of date (status 1)."""
    stale = [path for path, text in updated_files().items()
             if not path.exists() or path.read_text(encoding="utf-8") != text]
    if "--check" in arguments:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)} (run python tools/i18n.py)")
        return 1 if stale else 0
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    for path, text in updated_files().items():
        path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
