"""No test module writes out the list of games (issue 37, point 1): a test that needs it
reads the registry, so a new game joins every such test by its one registry line."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from game import registry

TESTS = Path(__file__).resolve().parent
_ALTERNATIVES = re.compile(r"\(([\w|]+)\)")  # a regex's (a|b|c)


def spelled_out(node: ast.AST) -> set[str]:
    """The strings a literal names side by side: a list's, tuple's or set's items (or
    the first item of each pair in it), a dict's keys, a regex's ``(a|b)`` alternatives."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        items = [item.elts[0] if isinstance(item, ast.List | ast.Tuple) and item.elts
                 else item for item in node.elts]
    elif isinstance(node, ast.Dict):
        items = [key for key in node.keys if key is not None]
    elif isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {word for group in _ALTERNATIVES.findall(node.value) for word in group.split("|")}
    else:
        return set()
    return {item.value for item in items
            if isinstance(item, ast.Constant) and isinstance(item.value, str)}


def hand_written_game_lists(source: str, namings: list[set[str]]) -> list[int]:
    """The lines where a literal spells out every game, in one of ``namings`` (their
    registry names, or their titles)."""
    return sorted({node.lineno for node in ast.walk(ast.parse(source))
                   if isinstance(node, ast.expr)
                   and any(games <= spelled_out(node) for games in namings)})


def registry_namings() -> list[set[str]]:
    return [{entry.name for entry in registry.GAMES}, {entry.title for entry in registry.GAMES}]


def test_no_test_module_names_every_game_by_hand() -> None:
    found = {path.relative_to(TESTS).as_posix(): lines for path in sorted(TESTS.rglob("*.py"))
             if (lines := hand_written_game_lists(path.read_text(encoding="utf-8"),
                                                   registry_namings()))}
    assert not found, f"lists of games written out by hand (read registry.GAMES): {found}"


def test_the_check_finds_a_list_of_games_written_out_in_any_shape() -> None:
    names = [entry.name for entry in registry.GAMES]
    titles = [entry.title for entry in registry.GAMES]
    planted = "\n".join([
        f"GAMES = ({', '.join(map(repr, names))})",
        f"CASES = [{', '.join(f'({name!r}, [])' for name in names)}]",
        f"TITLES = {{{', '.join(f'{title!r}: 1' for title in titles)}}}",
        f"PATTERN = r'\\.({'|'.join(names)})\\.'",
        f"SOME = [{names[0]!r}, 'menu']",
        "READ = [entry.name for entry in registry.GAMES]",
    ])
    assert hand_written_game_lists(planted, registry_namings()) == [1, 2, 3, 4]
