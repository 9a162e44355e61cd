"""Stage the browser bundle: main.py, game/ and assets/, with the Python, catalogues and
JSON slimmed (the translators' template, gridgames.pot, stays out).

pygbag packs the staged folder as it is, and the page players download is held to a
size budget.  Docstrings and whole-line comments are for readers of the repository, not
for the browser, so the staged copy blanks them; each source line keeps its number, so
a traceback from the browser still points at the right line of the repository's file.

Usage: ``python tools/stage.py DEST`` (``make stage`` runs it).
"""

from __future__ import annotations

import ast
import io
import json
import shutil
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# What the browser never imports: the terminal front and the command line with the games'
# declarations of their options (there main.py opens the window straight away), and the
# protocols of the window's contract and of each game's collaborators (named only under
# TYPE_CHECKING, for mypy), the solver's follower that only the benchmarks and generator
# checks use and the whole-game player that only the benchmarks and tests use;
# tests/test_stage.py checks the window needs none of it when it runs.
BROWSER_LEAVES_OUT = ("game/text", "game/cli.py", "game/__main__.py", "game/contract.py",
                      "game/gui/contract.py",
                      "game/gui/mines/parts.py", "game/gui/sudoku/parts.py",
                      "game/core/mines/follow.py", "game/core/mines/player.py")

# Header fields of a catalogue that gettext never reads (it reads the charset and plurals).
_UNREAD = ('"Project-Id-Version:', '"MIME-Version:', '"Content-Transfer-Encoding:',
           '"Language:')
FUTURE = "from __future__ import annotations"  # of no use once no annotation is left
_DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def stage_bundle(dest: Path) -> Path:
    """Copy what ships to ``dest`` (created if needed) and slim its Python sources."""
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "main.py", dest / "main.py")
    for folder in ("game", "assets"):
        shutil.rmtree(dest / folder, ignore_errors=True)
        shutil.copytree(ROOT / folder, dest / folder,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pot"))
    for left_out in BROWSER_LEAVES_OUT:
        path = dest / left_out
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
    for source in [dest / "main.py", *(dest / "game").rglob("*.py")]:
        source.write_text(slim(source.read_text(encoding="utf-8")), encoding="utf-8")
    for catalogue in (dest / "assets").rglob("*.po"):
        catalogue.write_text(slim_catalogue(catalogue.read_text(encoding="utf-8")),
                             encoding="utf-8")
    for data in dest.rglob("*.json"):
        data.write_text(slim_json(data.read_text(encoding="utf-8")), encoding="utf-8")
    return dest


def slim_json(text: str) -> str:
    """The same JSON without the spaces and line breaks that lay it out for readers."""
    return json.dumps(json.loads(text), ensure_ascii=False, separators=(",", ":"))


def slim_catalogue(text: str) -> str:
    """A ``.po`` file without the messages only the terminal front uses (it stays out),
    without the comments that say where a message is used (``#,`` flags stay: a fuzzy
    translation must not count), and with only the header fields gettext reads."""
    kept = [block for block in text.split("\n\n") if _in_browser(block)]
    return "\n\n".join("".join(line for line in block.splitlines(keepends=True)
                               if not line.startswith(("#", *_UNREAD)) or line.startswith("#,"))
                       for block in kept)


def _in_browser(block: str) -> bool:
    """Whether a .po entry is used by a module the bundle holds (the header always is)."""
    places = [place for line in block.splitlines() if line.startswith("#:")
              for place in line[2:].split()]
    return not places or any(not place.startswith(BROWSER_LEAVES_OUT) for place in places)


def slim(source: str) -> str:
    """``source`` without docstrings, comments and functions' annotations, every line where
    it was.

    A docstring becomes blank lines, but for ``...`` on the first line of one that is all
    its function's or class's body (a body may not be empty); a comment line
    becomes blank, a comment after code goes, and each level of indentation takes one
    space; an ``if TYPE_CHECKING:`` body becomes ``pass``.  A module that reads its own
    ``__doc__`` keeps it.  Parameters, returns and
    variables given a value lose their annotations (with ``from __future__ import
    annotations`` nothing reads them at run time; a class's field annotations, which
    dataclasses read, stay); with none left, ``from __future__ import annotations`` goes.
    """
    if not source.strip():
        return source
    source = _without_annotations(source)
    lines = source.splitlines()
    for first, last, alone in _docstring_spans(source):
        indent = lines[first][: len(lines[first]) - len(lines[first].lstrip())]
        lines[first] = indent + "..." if alone else ""
        for number in range(first + 1, last + 1):
            lines[number] = ""
    for number, column in _comments(source):
        lines[number] = lines[number][:column].rstrip()
    for first, last in _type_checking_spans(source):
        lines[first] = lines[first][: len(lines[first]) - len(lines[first].lstrip())] + "pass"
        lines[first + 1:last + 1] = [""] * (last - first)
    inside = _string_lines(source)
    slimmed = "\n".join(line if number in inside else _narrow(line)
                        for number, line in enumerate(lines)) + "\n"
    return slimmed if _annotated(slimmed) else slimmed.replace(FUTURE, "", 1)


def _type_checking_spans(source: str) -> list[tuple[int, int]]:
    """The 0-based first and last lines of each ``if TYPE_CHECKING:`` body: names for mypy
    only, which the game never runs."""
    return [(node.body[0].lineno - 1, node.body[-1].end_lineno - 1)
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.If) and isinstance(node.test, ast.Name)
            and node.test.id == "TYPE_CHECKING" and not node.orelse
            and node.body[-1].end_lineno is not None]


def _annotated(source: str) -> bool:
    """Whether any annotation is left (a class's field, one over several lines)."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.AnnAssign) or (
                isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                and (node.returns or any(arg.annotation for arg in _arguments(node)))):
            return True
    return False


def _arguments(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.arg]:
    given = node.args
    return [arg for arg in (*given.posonlyargs, *given.args, given.vararg, *given.kwonlyargs,
                            given.kwarg) if arg is not None]


def _narrow(line: str) -> str:
    """A line indented by one space a level instead of four: blocks stay as deep as each
    other, so Python reads the same program (lines inside brackets may start anywhere)."""
    code = line.lstrip(" ")
    depth = len(line) - len(code)
    return " " * (depth // 4 + depth % 4) + code


def _string_lines(source: str) -> set[int]:
    """The 0-based lines that begin inside a string (a triple-quoted one's later lines):
    their spaces are the string's own."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return {number for token in tokens if token.type == tokenize.STRING
            for number in range(token.start[0], token.end[0])}


def _without_annotations(source: str) -> str:
    """``source`` with the annotations of functions' parameters and returns, and of
    variables given a value outside a class's body, cut out, where one stands on a single
    line (the rare one that spans lines stays)."""
    lines = source.splitlines()
    for number, start, end in sorted(_annotation_spans(source, lines), reverse=True):
        lines[number] = lines[number][:start] + lines[number][end:]
    return "\n".join(lines) + "\n"


def _annotation_spans(source: str, lines: list[str]) -> list[tuple[int, int, int]]:
    """The 0-based line, start and end column of each ``: type`` and `` -> type``."""
    tree = ast.parse(source)
    spans = _variable_annotation_spans(tree, lines)
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for arg in _arguments(node):
            if arg.annotation is not None and arg.lineno == arg.annotation.end_lineno:
                line = lines[arg.lineno - 1]
                spans.append((arg.lineno - 1, _column(line, arg.col_offset) + len(arg.arg),
                              _column(line, arg.annotation.end_col_offset)))
        returns = node.returns
        if returns is not None and returns.lineno == returns.end_lineno:
            line = lines[returns.lineno - 1]
            begins = _column(line, returns.col_offset)
            arrow = line.rfind("->", 0, begins)
            if arrow >= 0 and not line[arrow + 2:begins].strip():
                spans.append((returns.lineno - 1, len(line[:arrow].rstrip()),
                              _column(line, returns.end_col_offset)))
    return spans


def _variable_annotation_spans(tree: ast.Module, lines: list[str]
                               ) -> list[tuple[int, int, int]]:
    """The ``: type`` of each ``name: type = value`` that is no class's field."""
    fields = {id(statement) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
              for statement in node.body}
    spans = []
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and node.value is not None \
                and id(node) not in fields and node.lineno == node.annotation.end_lineno:
            line = lines[node.lineno - 1]
            spans.append((node.lineno - 1, _column(line, node.target.end_col_offset),
                          _column(line, node.annotation.end_col_offset)))
    return spans


def _column(line: str, offset: int | None) -> int:
    """The character index of ``ast``'s column, which counts UTF-8 bytes."""
    assert offset is not None
    return len(line.encode("utf-8")[:offset].decode("utf-8"))


def _docstring_spans(source: str) -> list[tuple[int, int, bool]]:
    """The 0-based first and last lines of each docstring that stands on lines of its own,
    and whether it is all a function's or class's body (a module's goes with no trace:
    ``from __future__`` must stay its first statement)."""
    spans = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, _DOCUMENTED) or not node.body:
            continue
        if isinstance(node, ast.Module) and "__doc__" in source:
            continue  # the module reads its own docstring (argparse's description)
        first = node.body[0]
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str) and first.end_lineno is not None
                and (len(node.body) == 1 or node.body[1].lineno > first.end_lineno)
                and (isinstance(node, ast.Module) or node.lineno < first.lineno)):
            spans.append((first.lineno - 1, first.end_lineno - 1,
                          len(node.body) == 1 and not isinstance(node, ast.Module)))
    return spans


def _comments(source: str) -> list[tuple[int, int]]:
    """The 0-based line and column where each comment starts (a ``#`` inside a string is
    no comment, which is why this asks the tokenizer)."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return [(token.start[0] - 1, token.start[1]) for token in tokens
            if token.type == tokenize.COMMENT]


if __name__ == "__main__":
    stage_bundle(Path(sys.argv[1]))
