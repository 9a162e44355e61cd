"""The gettext catalogue formats: read a ``.po`` file, write the ``.mo`` bytes gettext reads.

The repository keeps only the ``.po`` sources (text a translator edits and a reviewer
diffs); the game turns one into ``.mo`` bytes in memory when it loads a language, and
the standard library's :class:`gettext.GNUTranslations` does the lookups and evaluates
the plural rule.  So no compiled file can drift from its source, and neither the wheel,
the browser bundle nor ``make play`` needs a build step.  Standard library only.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field

CONTEXT = "\x04"  # gettext's separator between a msgctxt and its msgid in a .mo key
PLURAL = "\x00"  # and between the forms of a plural message


class PoError(ValueError):
    """A ``.po`` file that does not parse; the message names the line."""


@dataclass
class Entry:
    """One message: its English text (and plural), its translations, its fuzzy flag."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False

    @property
    def key(self) -> str:
        """The ``.mo`` key: context, msgid and plural joined as gettext expects."""
        key = self.msgid if self.msgid_plural is None else self.msgid + PLURAL + self.msgid_plural
        return key if self.msgctxt is None else self.msgctxt + CONTEXT + key

    @property
    def translated(self) -> bool:
        """Whether every form has a translation that counts (a fuzzy one does not)."""
        return not self.fuzzy and bool(self.msgstr) and all(self.msgstr.values())


def parse(text: str) -> list[Entry]:
    """The entries of a ``.po`` file, the header (msgid "") first if it has one."""
    entries: list[Entry] = []
    entry, target, fuzzy = Entry(), "", False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("#,"):
            fuzzy = "fuzzy" in line  # a flag comment comes before its entry
        if not line or line.startswith("#"):
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            keyword, rest = target, line
        elif keyword in ("msgid", "msgctxt") and target.startswith("msgstr"):
            entries.append(entry)
            entry = Entry()
        if fuzzy:
            entry.fuzzy, fuzzy = True, False
        _extend(entry, keyword, _string(rest, number), number)
        target = keyword
    if target:
        entries.append(entry)
    return entries


def _extend(entry: Entry, keyword: str, value: str, number: int) -> None:
    """Append ``value`` to the field ``keyword`` names (``msgstr[1]`` is plural form 1)."""
    if keyword == "msgid":
        entry.msgid += value
    elif keyword == "msgid_plural":
        entry.msgid_plural = (entry.msgid_plural or "") + value
    elif keyword == "msgctxt":
        entry.msgctxt = (entry.msgctxt or "") + value
    elif keyword == "msgstr" or (keyword.startswith("msgstr[") and keyword.endswith("]")):
        form = 0 if keyword == "msgstr" else int(keyword[7:-1])
        entry.msgstr[form] = entry.msgstr.get(form, "") + value
    else:
        raise PoError(f"line {number}: unknown keyword {keyword!r}")


def _string(token: str, number: int) -> str:
    """A quoted C string as .po files write them (the escapes are Python's too)."""
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise PoError(f"line {number}: expected a quoted string, not {token!r}")
    try:
        value = ast.literal_eval(token)
    except (SyntaxError, ValueError) as error:
        raise PoError(f"line {number}: {error}") from None
    if not isinstance(value, str):
        raise PoError(f"line {number}: expected a string")
    return value


def mo_bytes(entries: list[Entry]) -> bytes:
    """The GNU ``.mo`` file of ``entries``; untranslated and fuzzy ones are left out,
    so gettext falls back to the English text (the header, msgid "", always stays)."""
    pairs = sorted((entry.key.encode(), PLURAL.join(
        entry.msgstr[form] for form in sorted(entry.msgstr)).encode())
        for entry in entries if entry.translated or entry.msgid == "")
    header_size = 7 * 4
    originals_at = header_size
    translations_at = originals_at + 8 * len(pairs)
    data_at = translations_at + 8 * len(pairs)
    table, data = [], b""
    for text in [key for key, _ in pairs] + [value for _, value in pairs]:
        table.append((len(text), data_at + len(data)))
        data += text + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, len(pairs), originals_at, translations_at, 0,
                       data_at)
    return head + b"".join(struct.pack("<2I", *row) for row in table) + data
