"""The staged browser bundle: slimmed sources keep their lines and their behaviour."""

from __future__ import annotations

import gettext
import io
import json
from pathlib import Path

import pytest
from import_helpers import import_graph, modules

from game import po
from tools.i18n import extract
from tools.stage import BROWSER_LEAVES_OUT, ROOT, slim, slim_catalogue, slim_json

SAMPLE = '''"""A module docstring
over two lines."""
# a comment line
from __future__ import annotations

import sys


def only_doc() -> None:
    """Nothing but a docstring."""


class Kept:
    """A class."""

    text = "# not a comment"  # a trailing comment goes too

    def method(self) -> str:
        """Doc."""
        return self.text + """
# inside a string
        indented inside it"""


def broken_here() -> None:
    raise ValueError("here")


def annotated(label: str = "…", *rest: int,
              count: "int | None" = None, **more: object) -> dict[str, object]:
    return {"label": label, "rest": rest, "count": count, **more}
'''


def test_slim_drops_docstrings_and_comments_but_keeps_every_line_number() -> None:
    slimmed = slim(SAMPLE)
    assert len(slimmed.splitlines()) == len(SAMPLE.splitlines())
    assert "docstring" not in slimmed and "a comment line" not in slimmed
    assert "# not a comment" in slimmed and "trailing comment" not in slimmed
    assert ' text = "# not a comment"\n' in slimmed  # one space a level
    assert "# inside a string" in slimmed
    namespace: dict[str, object] = {}
    exec(compile(slimmed, "sample", "exec"), namespace)
    kept = namespace["Kept"]
    assert kept().method() == (  # type: ignore[operator]
        "# not a comment\n# inside a string\n        indented inside it")
    assert "-> dict" not in slimmed and ": str" not in slimmed and "label=" not in slimmed
    assert ' def method(self):' in slimmed and 'def annotated(label = "…", *rest,' in slimmed
    assert slimmed.count("...") == 1  # only_doc's body; Kept's and method's have more
    assert "__future__" not in slimmed  # no annotation is left for it to defer
    assert namespace["annotated"]("a", 1, count=2, x=3) == {  # type: ignore[operator]
        "label": "a", "rest": (1,), "count": 2, "x": 3}
    with pytest.raises(ValueError) as raised:
        namespace["broken_here"]()  # type: ignore[operator]
    raise_line = SAMPLE.splitlines().index('    raise ValueError("here")') + 1
    assert raised.traceback[-1].lineno + 1 == raise_line  # pytest counts lines from 0


def test_slim_drops_variable_annotations_but_keeps_a_dataclass_fields() -> None:
    source = ("from __future__ import annotations\nfrom dataclasses import dataclass\n"
              "LIMIT: int = 3\n\n\n@dataclass\nclass Box:\n    size: int = LIMIT\n"
              "    def grow(self) -> int:\n        more: int = self.size + 1\n"
              "        return more\n")
    slimmed = slim(source)
    assert "LIMIT = 3" in slimmed and "  more = self.size + 1" in slimmed
    assert " size: int = LIMIT" in slimmed  # a field: dataclasses read it
    assert slimmed.startswith("from __future__ import annotations")  # for that field
    namespace: dict[str, object] = {}
    exec(compile(slimmed, "sample", "exec"), namespace)
    assert namespace["Box"]().grow() == 4  # type: ignore[operator]


def test_slimmed_json_holds_the_same_data_in_fewer_characters() -> None:
    text = (ROOT / "assets" / "themes.json").read_text(encoding="utf-8")
    slimmed = slim_json(text)
    assert json.loads(slimmed) == json.loads(text)
    assert len(slimmed) < len(text) * 0.7 and "\n" not in slimmed


def test_slim_leaves_out_what_only_mypy_reads() -> None:
    source = ("from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
              "    from game.gui.window import Window\n    import pygame\n\n"
              "def size(window: Window) -> int:\n    return 3\n")
    slimmed = slim(source)
    assert "Window" not in slimmed and "pygame" not in slimmed and "\n pass\n" in slimmed
    assert len(slimmed.splitlines()) == len(source.splitlines())
    namespace: dict[str, object] = {}
    exec(compile(slimmed, "sample", "exec"), namespace)
    assert namespace["size"](None) == 3  # type: ignore[operator]


def test_every_module_of_the_game_still_parses_with_its_lines_in_place() -> None:
    for path in [ROOT / "main.py", *Path(ROOT / "game").rglob("*.py")]:
        source = path.read_text(encoding="utf-8")
        slimmed = slim(source)
        compile(slimmed, str(path), "exec")  # also checks ``from __future__`` comes first
        assert len(slimmed.splitlines()) == len(source.splitlines()), path


def test_a_module_that_reads_its_own_docstring_keeps_it() -> None:
    source = '"""Usage: tool FILE."""\nprint(__doc__)\n'
    assert slim(source) == source


def test_a_slimmed_catalogue_keeps_the_windows_messages_and_fuzzy_flags() -> None:
    """The shipped .po loses its translator comments and the terminal's own messages, not a
    translation the window shows or a fuzzy flag."""
    source = (ROOT / "assets" / "locale" / "de.po").read_text(encoding="utf-8")
    marked = source.replace('\nmsgid "Cancel"', '\n#, fuzzy\nmsgid "Cancel"', 1)
    slimmed = slim_catalogue(marked)
    assert "#:" not in slimmed and len(slimmed) < len(marked)
    shown = {message.msgid for message in extract().values()
             if any(not place.startswith("game/text/") for place in message.places)}
    kept = {entry.msgid: entry for entry in po.parse(slimmed) if entry.msgid}
    assert kept.keys() == shown and "Bye." not in kept
    assert not kept["Cancel"].translated and kept["Undo"].msgstr == {0: "Rückgängig"}
    assert "Project-Id-Version:" not in slimmed and "Language: de" not in slimmed
    german = gettext.GNUTranslations(io.BytesIO(po.mo_bytes(po.parse(slimmed))))
    assert german.info() == {"content-type": "text/plain; charset=UTF-8",
                             "plural-forms": "nplurals=2; plural=(n != 1);"}
    assert german.plural(1) == 0 and german.plural(2) == 1  # what gettext reads is there


def test_the_window_imports_nothing_the_bundle_leaves_out() -> None:
    """Everything the window's modules import when they run, directly or not, is in the
    bundle (the protocols only mypy reads, under ``TYPE_CHECKING``, may stay out)."""
    known = modules()
    graph = import_graph(known, at_runtime=True)
    left_out = {name for name, path in known.items()
                if path.relative_to(ROOT).as_posix().startswith(BROWSER_LEAVES_OUT)}
    reached: set[str] = set()
    waiting = [name for name in known if name.startswith("game.gui") and name not in left_out]
    while waiting:
        name = waiting.pop()
        if name not in reached:
            reached.add(name)
            waiting.extend(graph[name])
    assert {"game.cli", "game.text.terminal", "game.gui.mines.parts"} <= left_out
    assert not reached & left_out
    assert "game.gui.mines.parts" in import_graph(known)["game.gui.mines.input"]  # for mypy

