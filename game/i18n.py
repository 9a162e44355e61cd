"""Translations through the standard library's gettext: ``_``, ``ngettext`` and ``N_``.

Every string a player sees, in the window and in the terminal, goes through ``_`` (or
``ngettext`` when it counts something) where it is shown::

    from game.i18n import _, ngettext
    notice = _("Copied {game_id}").format(game_id=game_id)
    line = ngettext("{n} mine left", "{n} mines left", n).format(n=n)

Put names in ``{braces}`` and fill them after translating, so a translator can move them.
A string defined at import time (a table, a constant) is marked with ``N_`` and
translated with ``_`` where it is shown: the language is chosen after the modules load
and can change in Options.  ``python tools/i18n.py`` collects the marked strings into
the catalogues: the shared one (``assets/locale/<language>.po``: the window, menus, what
every game says) and each game's own (``assets/locale/<game>/<language>.po``: what only
its folders say).  A language is all of them read as one.

The language follows the player's choice in Options, else the system (``LANGUAGE``,
``LC_ALL``, ``LC_MESSAGES``, ``LANG``) natively or the browser's ``navigator.language``
in a tab; English when none of them is one we have.  Standard library only (the core
may use it: a game ID's error reaches players), and it never imports pygame.
"""

from __future__ import annotations

import gettext
import io
import logging
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from game import po
from game.files import MAX_SHIPPED, read_text_capped
from game.paths import ASSETS

LOCALE_DIR = ASSETS / "locale"
SOURCE = "en"  # the language the strings are written in: it needs no catalogue
# Each language we have, named in itself (as Options lists them).
LANGUAGES = {"en": "English", "de": "Deutsch", "zh_CN": "简体中文"}
_ALIASES = {"zh": "zh_CN", "zh_hans": "zh_CN", "zh_sg": "zh_CN"}
_SYSTEM_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_log = logging.getLogger("gridgames")


@dataclass
class _Current:
    """The language in use and its translations (English until a front chooses)."""

    translations: gettext.NullTranslations = field(default_factory=gettext.NullTranslations)
    language: str = SOURCE


_current = _Current()


def _(message: str) -> str:
    """``message`` in the current language (itself if the catalogue lacks it)."""
    return _current.translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message that the current language uses for ``count``."""
    return _current.translations.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it yet (see the module)."""
    return message


def language() -> str:
    """The code of the language in use (a key of :data:`LANGUAGES`)."""
    return _current.language


def use_language(code: str) -> str:
    """Translate into ``code`` from now on (English if we lack it, or if its catalogue
    cannot be read: one line says why); return the code used."""
    chosen = code if code in LANGUAGES else SOURCE
    translations = gettext.NullTranslations()
    if chosen != SOURCE:
        try:
            translations = load_catalogue(chosen)
        except (OSError, ValueError) as error:  # unreadable, too large, not UTF-8, corrupt
            _log.warning("the %s catalogue cannot be read (%s): English is shown", chosen,
                         getattr(error, "strerror", None) or error)
            chosen = SOURCE
    _current.translations, _current.language = translations, chosen
    return chosen


def catalogues(code: str) -> list[Path]:
    """The files of language ``code``: the shared catalogue, then each game's (every
    folder of ``assets/locale/`` that has one: a game ships its catalogue as its folders)."""
    return [LOCALE_DIR / f"{code}.po", *sorted(LOCALE_DIR.glob(f"*/{code}.po"))]


def load_catalogue(code: str) -> gettext.GNUTranslations:
    """The translations of every catalogue of ``code`` as one, read by gettext itself
    (the shared catalogue's header; of a message, the first translation that counts)."""
    entries: dict[str, po.Entry] = {}
    for path in catalogues(code):
        for entry in po.parse(read_text_capped(path, MAX_SHIPPED)):
            if entry.key not in entries or not entries[entry.key].translated:
                entries[entry.key] = entry
    return gettext.GNUTranslations(io.BytesIO(po.mo_bytes(list(entries.values()))))


def best_language(wanted: Iterable[str]) -> str:
    """The first of ``wanted`` (locale names such as ``de_AT.UTF-8``, ``zh-CN``, ``zh``)
    that we have, else English."""
    for name in wanted:
        code = _supported(name)
        if code is not None:
            return code
    return SOURCE


def system_languages(environ: Mapping[str, str] = os.environ) -> list[str]:
    """The languages the system asks for, most wanted first, as gettext reads them."""
    wanted: list[str] = []
    for variable in _SYSTEM_VARIABLES:
        wanted.extend(part for part in environ.get(variable, "").split(":") if part)
    return wanted


def _supported(name: str) -> str | None:
    """Our code for one locale name, or None (``C`` and ``POSIX`` are no language)."""
    base = name.split(".")[0].split("@")[0].replace("-", "_")
    if base in LANGUAGES:
        return base
    lowered = base.lower()
    for code in LANGUAGES:
        if code.lower() == lowered:
            return code
    language_only = lowered.split("_")[0]
    return _ALIASES.get(lowered) or _ALIASES.get(language_only) or (
        language_only if language_only in LANGUAGES else None)

