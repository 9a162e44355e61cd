"""The staged browser bundle: everything but the command line and the terminal, as the
repository has it, and pygbag.ini leaving out the same for a plain ``pygbag .``."""

from __future__ import annotations

import ast
import configparser
import gettext
import io
import json
import re
from pathlib import Path

from import_helpers import import_graph, modules

from game import po
from tools.i18n import SHARED, games, split, uses
from tools.stage import BROWSER_LEAVES_OUT, ROOT, slim_catalogue, slim_json, stage_bundle

GAME_FOLDERS = ("game", "assets")  # with main.py, what the browser could be given
TERMINAL_AND_COMMAND_LINE = re.compile(r"game/text/.*|game/cli\.py|game/__main__\.py")


def test_slimmed_json_holds_the_same_data_in_fewer_characters() -> None:
    text = (ROOT / "assets" / "themes.json").read_text(encoding="utf-8")
    slimmed = slim_json(text)
    assert json.loads(slimmed) == json.loads(text)
    assert len(slimmed) < len(text) * 0.7 and "\n" not in slimmed


def test_a_slimmed_catalogue_keeps_the_windows_messages_and_fuzzy_flags() -> None:
    """The shipped .po loses its translator comments and the terminal's own messages, not a
    translation the window shows or a fuzzy flag."""
    source = (ROOT / "assets" / "locale" / "de.po").read_text(encoding="utf-8")
    marked = source.replace('\nmsgid "Cancel"', '\n#, fuzzy\nmsgid "Cancel"', 1)
    slimmed = slim_catalogue(marked)
    assert "#:" not in slimmed and len(slimmed) < len(marked)
    shown = {message.msgid for message in split(uses(), games())[SHARED].values()
             if any(not place.startswith("game/text/") for place in message.places)}
    kept = {entry.msgid: entry for entry in po.parse(slimmed) if entry.msgid}
    assert kept.keys() == shown and "Bye." not in kept
    assert not kept["Cancel"].translated and kept["Undo"].msgstr == {0: "Rückgängig"}
    assert "Project-Id-Version:" not in slimmed and "Language: de" not in slimmed
    german = gettext.GNUTranslations(io.BytesIO(po.mo_bytes(po.parse(slimmed))))
    assert german.info() == {"content-type": "text/plain; charset=UTF-8",
                             "plural-forms": "nplurals=2; plural=(n != 1);"}
    assert german.plural(1) == 0 and german.plural(2) == 1  # what gettext reads is there




def game_files(root: Path) -> set[str]:
    """main.py and every file under game/ and assets/, as paths from ``root``."""
    found = {path.relative_to(root).as_posix() for folder in GAME_FOLDERS
             for path in (root / folder).rglob("*") if path.is_file()
             and "__pycache__" not in path.parts}
    return found | ({"main.py"} if (root / "main.py").is_file() else set())


def pygbag_ignores() -> tuple[list[str], list[str]]:
    """pygbag.ini's ``ignoreDirs`` (paths from the root) and ``ignoreFiles`` (bare names)."""
    config = configparser.ConfigParser()
    config.read(ROOT / "pygbag.ini", encoding="utf-8")
    section = config["DEPENDENCIES"]
    return json.loads(section["ignoreDirs"]), json.loads(section["ignoreFiles"])


def left_out_by_pygbag(files: set[str]) -> set[str]:
    """The files a plain ``pygbag .`` skips, by pygbag 0.9.3's rules (pygbag/filtering.py)."""
    folders, names = pygbag_ignores()
    return {name for name in files if Path(name).name in names
            or any(f"/{name}".startswith(f"{folder}/") for folder in folders)}


def left_out_modules(files: set[str]) -> set[str]:
    known = modules()
    return {module for module, path in known.items()
            if path.relative_to(ROOT).as_posix() in files}


def command_line_reach() -> set[str]:
    """The modules the command line runs: from ``game.__main__``, through every import
    that runs and the lazy ``module:attribute`` entries of the registry and of the game the
    test run registers, tests/conftest.py's (a package counts as reached with any module in
    it)."""
    known = modules()
    graph = import_graph(known, at_runtime=True)
    entries = "".join((ROOT / path).read_text(encoding="utf-8")
                      for path in ("game/registry.py", "tests/conftest.py"))
    waiting = ["game.__main__", *re.findall(r'"(game\.[\w.]+):\w+"', entries)]
    reached: set[str] = set()
    while waiting:
        name = waiting.pop()
        if name not in reached:
            reached.add(name)
            waiting.extend(graph[name])
    return reached | {package for package in known
                      if any(name.startswith(package + ".") for name in reached)}


def test_the_bundle_leaves_out_only_the_command_line_and_the_terminal(tmp_path: Path) -> None:
    """Whatever the browser could run ships: the whole engine, the protocols, everything in
    game/ and assets/ but the command line, the terminal front (each reached from
    ``gridgames``) and the translators' templates; make web and a plain ``pygbag .`` agree."""
    files = game_files(ROOT)
    left_out = files - game_files(stage_bundle(tmp_path / "gridgames"))
    assert left_out_by_pygbag(files) == left_out
    assert {name for name in left_out if not name.endswith(".py")} == {
        name for name in files if name.endswith("/gridgames.pot")}  # each catalogue's
    code = {name for name in left_out if name.endswith(".py")}
    assert code and all(TERMINAL_AND_COMMAND_LINE.fullmatch(name) for name in code), \
        sorted(name for name in code if not TERMINAL_AND_COMMAND_LINE.fullmatch(name))
    assert left_out_modules(code) <= command_line_reach()
    assert all(TERMINAL_AND_COMMAND_LINE.fullmatch(name) is None or name in left_out
               for name in files)


def test_the_top_level_folders_pygbag_ini_leaves_out_hold_no_game() -> None:
    """Tests, benchmarks, docs and tools stay out of a plain build; the game's folders
    are never among them."""
    folders, names = pygbag_ignores()
    assert "/bench" in folders and "/tests" in folders
    assert not {folder.strip("/").split("/")[0] for folder in folders
                if folder != "/game/text"} & {*GAME_FOLDERS, "main.py"}
    assert "main.py" not in names


def test_no_module_the_bundle_ships_imports_one_it_leaves_out() -> None:
    """Every import that runs in a shipped module, directly or not, lands in the bundle (a
    protocol named only under ``TYPE_CHECKING`` may point anywhere)."""
    known = modules()
    graph = import_graph(known, at_runtime=True)
    left_out = {name for name, path in known.items()
                if path.relative_to(ROOT).as_posix().startswith(BROWSER_LEAVES_OUT)}
    assert {"game.cli", "game.text.terminal", "game.__main__"} <= left_out
    needed = {target for name in known.keys() - left_out for target in graph[name]}
    assert not needed & left_out, sorted(needed & left_out)


def test_the_shipped_python_is_the_repositorys_own(tmp_path: Path) -> None:
    """Docstrings and comments ship: a traceback from the browser quotes the real line."""
    staged = stage_bundle(tmp_path / "gridgames")
    for name in ("main.py", "game/registry.py", "game/core/mines/board.py"):
        assert (staged / name).read_bytes() == (ROOT / name).read_bytes(), name
    assert ast.get_docstring(ast.parse((staged / "game/core/session.py").read_text()))
