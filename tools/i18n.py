"""Collect the game's translatable strings into the catalogues, the shared one and each
game's own.

Reads every ``_("...")``, ``N_("...")`` and ``ngettext("...", "...", n)`` in ``game/``
with :mod:`ast` (nothing is imported; unlike Babel's Python extractor on 3.11 it also finds
the markers inside f-strings) and the themes' labels, and sorts them by where they are
used: a game's catalogue, ``assets/locale/<game>/``, holds the strings its folders use
(``game/<layer>/<game>/``, a game being a package under ``game/core/``), the shared one,
``assets/locale/``, those the rest uses (the window, menus, the terminal, the themes); a
string both use is in both.  So adding a game writes only its own folder, and each
game's strings travel with it.  Each catalogue's strings go to Babel: its template is
written as ``gridgames.pot`` in the catalogue's folder and merged into each language's
``<language>.po`` there as gettext's ``msgmerge`` does.  A string whose English was edited
keeps its old translation, marked fuzzy (as does a new string close to a translated one:
it arrives with that translation as a suggestion); a new string that another catalogue
already translates (a string that moved, a new game's "New game") takes that translation;
other new strings arrive untranslated; translations of strings no longer used are
dropped.  The game never shows a fuzzy translation, and ``tests/test_i18n.py`` fails
until a translator checks it and deletes the ``#, fuzzy`` line.  Every run lists, per
catalogue, the strings a language still lacks.  The files keep the layout they have
always had (locations without line numbers, no dates), so a catalogue's diff shows only
what changed.  Needs the dev extra (Babel); the game reads ``.po`` itself.

Usage: ``python tools/i18n.py`` (``--check`` only reports what is out of date or
untranslated, with status 1).
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

from game import po  # noqa: E402 (the checkout's, via ROOT)
from game.i18n import LANGUAGES, LOCALE_DIR, SOURCE  # noqa: E402

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


Key = tuple[str, str | None]  # a message's (msgid, plural)


def uses(folder: Path = ROOT / "game") -> list[tuple[str, Key]]:
    """Each marked string's uses under ``folder`` as (file, message), file by file and in
    each in the order of its lines, then the themes' labels from ``assets/themes.json``
    (Options names the theme)."""
    found: list[tuple[str, Key]] = []
    for path in sorted(folder.rglob("*.py")):
        place = path.relative_to(ROOT).as_posix()
        found += [(place, key) for key in marked_strings(path.read_text(encoding="utf-8"))]
    themes = json.loads((ROOT / "assets" / "themes.json").read_text(encoding="utf-8"))
    return found + [("assets/themes.json", (theme["label"], None)) for theme in themes.values()]


def extract(folder: Path = ROOT / "game") -> dict[Key, Message]:
    """Every marked string under ``folder`` (and the themes' labels), in the order the
    files first use them, with the files using it (no line numbers: they would change the
    catalogues at every edit)."""
    return collected(uses(folder))


def collected(found: list[tuple[str, Key]]) -> dict[Key, Message]:
    """The messages of ``found`` uses, in the order of their first, with their places."""
    messages: dict[Key, Message] = {}
    for place, key in found:
        message = messages.setdefault(key, Message(*key))
        if place not in message.places:
            message.places.append(place)
    return messages


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


def template(messages: dict[Key, Message]) -> Catalog:
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


# ----- one catalogue per game, and the shared one ------------------------------------------
SHARED = ""  # the shared catalogue's name: its folder is assets/locale itself
_LAYERS = ("core", "ui", "gui", "text")


def games(root: Path = ROOT) -> list[str]:
    """The games, by their folders: each package under ``game/core/``."""
    return sorted(path.parent.name for path in (root / "game" / "core").glob("*/__init__.py"))


def owner(place: str, names: list[str]) -> str:
    """The game whose folders hold ``place`` (``game/ui/mines/keys.py``: mines), else
    :data:`SHARED`."""
    parts = place.split("/")
    if len(parts) > 3 and parts[0] == "game" and parts[1] in _LAYERS and parts[2] in names:
        return parts[2]
    return SHARED


def split(found: list[tuple[str, Key]], names: list[str]) -> dict[str, dict[Key, Message]]:
    """The uses ``found`` (:func:`uses`) by catalogue, each in the order of its own first
    uses, with its own places: a game's holds every string its folders use, the shared one
    every string the rest uses (a string both use is in both), so a game added or removed
    changes no other catalogue."""
    by_catalogue: dict[str, list[tuple[str, Key]]] = {name: [] for name in [SHARED, *names]}
    for place, key in found:
        by_catalogue[owner(place, names)].append((place, key))
    return {name: collected(its_uses) for name, its_uses in by_catalogue.items()}


def folder(name: str) -> Path:
    return LOCALE_DIR / name if name else LOCALE_DIR


def catalogue_path(language: str, name: str = SHARED) -> Path:
    return folder(name) / f"{language}.po"


def translated_anywhere(language: str, names: list[str]) -> dict[object, object]:
    """Every translation that counts, by msgid, in any catalogue of ``language`` now."""
    known: dict[object, object] = {}
    for name in [SHARED, *names]:
        path = catalogue_path(language, name)
        if path.exists():
            for message in read_po(io.StringIO(path.read_text(encoding="utf-8"))):
                if message.id and not message.fuzzy and all(
                        message.string if isinstance(message.string, (list, tuple))
                        else [message.string]):
                    known.setdefault(message.id, message.string)
    return known


def reuse(catalog: Catalog, known: dict[object, object]) -> Catalog:
    """An untranslated or fuzzy message that another catalogue translates takes that
    translation: a string moving between catalogues keeps its words."""
    for message in catalog:
        if message.id and (message.fuzzy or not _translated(message)) and message.id in known:
            message.string = known[message.id]
            message.flags.discard("fuzzy")
    return catalog


def _translated(message: BabelMessage) -> bool:
    texts = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return all(texts)


def updated_files() -> dict[Path, str]:
    """Each catalogue's template and every language's .po as they should read now."""
    names = games()
    catalogues = split(uses(), names)
    known = {language: translated_anywhere(language, names)
             for language in LANGUAGES if language != SOURCE}
    files: dict[Path, str] = {}
    for name, messages in catalogues.items():
        files[folder(name) / TEMPLATE.name] = render(template(messages), None)
        for language, translations in known.items():
            path = catalogue_path(language, name)
            old_text = path.read_text(encoding="utf-8") if path.exists() else None
            # a template of its own: Babel's merge hands the new messages over as they are
            merge = merged(template(messages), language, old_text)
            files[path] = render(reuse(merge, translations), language)
    return files


def missing(files: dict[Path, str]) -> dict[Path, list[str]]:
    """Per language file: the messages it lacks (untranslated or fuzzy)."""
    return {path: lacking for path, text in files.items() if path.suffix == ".po"
            if (lacking := [entry.msgid for entry in po.parse(text)
                            if entry.msgid and not entry.translated])}


def main(arguments: list[str]) -> int:
    """Write the catalogues, or with ``--check`` say which are out of date (status 1);
    either way, say what each language file still lacks."""
    files = updated_files()
    stale = [path for path, text in files.items()
             if not path.exists() or path.read_text(encoding="utf-8") != text]
    lacking = missing(files)
    for path, messages in lacking.items():
        print(f"{path.relative_to(ROOT)}: {len(messages)} untranslated: "
              + "; ".join(repr(message) for message in messages[:5]))
    if "--check" in arguments:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)} (run python tools/i18n.py)")
        return 1 if stale or lacking else 0
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
