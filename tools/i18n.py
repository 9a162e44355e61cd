"""Collect the game's translatable strings into the catalogues.

Reads every ``_("...")``, ``N_("...")`` and ``ngettext("...", "...", n)`` in ``game/``
with :mod:`ast` (nothing is imported) and the themes' labels, writes
``assets/locale/gridgames.pot`` and brings each language's ``.po`` up to date: new
strings arrive untranslated, translations of strings no longer used are dropped, and
translations already there are kept.  A translator then fills the empty ``msgstr``
lines; ``tests/test_i18n.py`` fails until every language has all of them.  Standard
library only (the game reads ``.po`` itself).

Usage: ``python tools/i18n.py`` (``--check`` only reports what is out of date).
"""

from __future__ import annotations

import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import po  # noqa: E402 (the checkout's game package, found through ROOT)
from game.i18n import LANGUAGES, LOCALE_DIR, SOURCE  # noqa: E402

TEMPLATE = LOCALE_DIR / "gridgames.pot"
_SINGLE = ("_", "N_")
_PLURAL = "ngettext"
# The plural rule of a language's first catalogue (gettext's manual lists them).
PLURAL_RULES = {"zh_CN": "nplurals=1; plural=0;", "de": "nplurals=2; plural=(n != 1);"}
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


def render(messages: dict[tuple[str, str | None], Message], language: str | None,
           old: dict[tuple[str, str | None], po.Entry], plural_rule: str) -> str:
    """The text of a .po (``language``) or of the template (None)."""
    fields = [*HEADER, f"Language: {language}", f"Plural-Forms: {plural_rule}"] if language \
        else [*HEADER, "Plural-Forms: nplurals=2; plural=(n != 1);"]
    blocks = ['msgid ""\nmsgstr ' + quote("".join(f"{line}\n" for line in fields)) + "\n"]
    for key, message in messages.items():
        entry = old.get(key) if language else None
        block = [f"#: {place}" for place in message.places[:3]]
        if entry is not None and entry.fuzzy:
            block.append("#, fuzzy")
        block.append(f"msgid {quote(message.msgid)}")
        if message.plural is None:
            block.append(f"msgstr {quote(entry.msgstr.get(0, '') if entry else '')}")
        else:
            block.append(f"msgid_plural {quote(message.plural)}")
            forms = entry.msgstr if entry else dict.fromkeys(range(forms_of(plural_rule)), "")
            block += [f"msgstr[{form}] {quote(text)}" for form, text in sorted(forms.items())]
        blocks.append("\n".join(block) + "\n")
    return "\n".join(blocks)


def forms_of(rule: str) -> int:
    """How many plural forms a Plural-Forms rule has (``nplurals=1`` for Chinese)."""
    for part in rule.split(";"):
        name, _, value = part.strip().partition("=")
        if name == "nplurals" and value.isdigit():
            return int(value)
    return 2


def catalogue_path(language: str) -> Path:
    return LOCALE_DIR / f"{language}.po"


def plural_rule(language: str, entries: list[po.Entry]) -> str:
    """The Plural-Forms line a catalogue's header holds (two forms if it has none)."""
    header = next((entry.msgstr.get(0, "") for entry in entries if entry.msgid == ""), "")
    for line in header.splitlines():
        if line.startswith("Plural-Forms:"):
            return line.partition(":")[2].strip()
    return PLURAL_RULES.get(language, "nplurals=2; plural=(n != 1);")


def updated_files() -> dict[Path, str]:
    """The template and every language's .po as they should read now."""
    messages = extract()
    files = {TEMPLATE: render(messages, None, {}, "")}
    for language in LANGUAGES:
        if language == SOURCE:
            continue
        path = catalogue_path(language)
        entries = po.parse(path.read_text(encoding="utf-8")) if path.exists() else []
        old = {(entry.msgid, entry.msgid_plural): entry for entry in entries}
        files[path] = render(messages, language, old, plural_rule(language, entries))
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
