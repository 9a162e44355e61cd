"""``bench --winrate --ab hill:CHECKOUT``: David Hill's solver on the layouts we deal.

The real solver is not part of the project (nor of CI); these tests run the
player (``bench/hill_player.js``, under Node.js) on a stand-in checkout whose
"solver" opens the covered cells in reading order, so that each game's outcome
follows from its layout alone and can be checked seed by seed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from bench import hill, winrate
from game.core.mines.board import random_layout

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")

STAND_IN = Path(__file__).with_name("data") / "fake_jsminesweeper" / "solver_main.js"
# A row of three cells with one mine, opened from the left: the reading-order "solver"
# wins exactly when the mine is the last cell.
# The solver's files, as the player lists them.
SOLVER_FILES = re.findall(r'"((?:client|Utility)/\w+\.js)"', hill.PLAYER.read_text())
ROW: hill.Mode = (3, 1, 1, (0, 0), winrate.safe_first_cell_layout)


def stand_in(tmp_path: Path) -> Path:
    """A checkout with the player's files, all empty but the stand-in solver."""
    for name in SOLVER_FILES:
        target = tmp_path / "Minesweeper" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(STAND_IN.read_text() if name == "client/solver_main.js" else "")
    return tmp_path


def test_each_seed_is_played_on_the_layout_we_deal_and_answered_in_order(
        tmp_path: Path) -> None:
    expected = "".join("1" if hill.deal(ROW, seed, False)["layout"] == [2] else "0"
                       for seed in range(100, 130))
    assert "0" in expected and "1" in expected
    assert hill.outcomes(stand_in(tmp_path), ROW, False, 100, 30, jobs=3) == expected


def test_the_deal_is_the_board_bench_winrate_plays() -> None:
    mode = winrate.MODES["modern_expert"]
    dealt = hill.deal(mode, 7, True)
    assert len(dealt["layout"]) == 99 and dealt["modern"]
    x, y = mode[3]
    assert not {(x + dx) + (y + dy) * 30 for dx in (-1, 0, 1) for dy in (-1, 0, 1)} & set(
        dealt["layout"])
    assert mode[4] is random_layout


def test_an_ab_against_the_peer_pairs_the_seeds(tmp_path: Path) -> None:
    """Opening cells in reading order loses every Beginner game; the engine wins most."""
    result = winrate.ab(6, ["beginner"], 0, 2, hill.PREFIX + str(stand_in(tmp_path)))
    beginner = result["beginner"]
    assert isinstance(beginner, dict)
    assert beginner["second_rate"] == 0.0
    assert beginner["only_second_won"] == 0
    assert beginner["only_first_won"] == round(beginner["first_rate"] * 6) > 0
    assert result["second_commit"] == "unknown"  # the stand-in is no git work tree


def test_a_pairing_keeps_the_commit_of_hill_s_work_tree(tmp_path: Path) -> None:
    checkout = stand_in(tmp_path)
    for words in (["init", "-q"], ["add", "."],
                  ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "stand-in"]):
        subprocess.run(["git", "-C", str(checkout), *words], check=True)
    head = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"], check=True,
                          capture_output=True, text=True).stdout.strip()
    result = winrate.ab(2, ["beginner"], 0, 1, hill.PREFIX + str(checkout))
    assert result["second_commit"] == head


def test_a_folder_that_is_not_a_checkout_is_named_in_a_clear_message(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="is not a JSMinesweeper checkout"):
        hill.outcomes(tmp_path, ROW, False, 0, 3, jobs=1)


def test_without_node_the_message_says_so(monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(SystemExit, match=r"Node\.js"):
        hill.outcomes(tmp_path, ROW, False, 0, 3, jobs=1)
