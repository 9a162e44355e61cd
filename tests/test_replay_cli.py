"""``gridgames replay info/convert``: JSON facts, .evf out, exit 2 with one line for bad files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from replay_files import ms_facts, played_session, rmv_bytes, scripted_video

from game.cli import run

REQUIRED = {"format", "width", "height", "mines", "bbbv", "openings", "zini", "time_s",
            "completed", "left_clicks", "right_clicks", "chord_clicks"}
ROOT = Path(__file__).parent.parent


@pytest.fixture
def rmv_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.rmv"
    path.write_bytes(rmv_bytes(scripted_video(4, (16, 16, 40))))
    return path


def test_info_prints_one_json_object_with_the_facts(rmv_file: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["replay", "info", str(rmv_file)]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert set(facts) >= REQUIRED
    oracle = ms_facts("rmv", rmv_file.read_bytes())
    assert facts["format"] == "rmv"
    assert isinstance(facts["time_s"], float) and isinstance(facts["completed"], bool)
    assert {key: facts[key] for key in ("bbbv", "openings", "left_clicks", "right_clicks",
                                        "chord_clicks", "completed")} == {
        key: oracle[key] for key in ("bbbv", "openings", "left_clicks", "right_clicks",
                                     "chord_clicks", "completed")}


@pytest.mark.parametrize(("content", "reason"), [
    (b"", "empty"), (b"*rmv\x00\x01", "cut short"), (b"hello", "not an .rmv file"),
])
def test_a_bad_file_exits_2_with_one_line(tmp_path: Path, content: bytes, reason: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.rmv"
    path.write_bytes(content)
    assert run(["replay", "info", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and reason in captured.err and "bad.rmv" in captured.err


def test_a_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["replay", "info", str(tmp_path / "none.avf")]) == 2
    assert "none.avf" in capsys.readouterr().err


def test_convert_writes_evf_that_ms_toollib_reads_alike(rmv_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "out.evf"
    assert run(["replay", "convert", str(rmv_file), str(target)]) == 0
    assert ms_facts("evf", target.read_bytes()) == ms_facts("rmv", rmv_file.read_bytes())


def test_convert_takes_our_own_saves(tmp_path: Path) -> None:
    session = played_session(0)
    save = tmp_path / "mines.txt"
    save.write_text(session.save())
    target = tmp_path / "mine.evf"
    assert run(["replay", "convert", str(save), str(target)]) == 0
    assert ms_facts("evf", target.read_bytes())["layout"] == session.position.layout()


def test_convert_refuses_other_targets_and_keeps_the_source(
        rmv_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = rmv_file.read_bytes()
    assert run(["replay", "convert", str(rmv_file), str(rmv_file.with_suffix(".avf"))]) == 2
    assert run(["replay", "convert", str(rmv_file), str(rmv_file)]) == 2
    assert rmv_file.read_bytes() == before
    assert "must be an .evf" in capsys.readouterr().err


def test_main_py_runs_the_same_command(rmv_file: Path) -> None:
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", "info",
                             str(rmv_file)], capture_output=True, text=True, check=False)
    assert result.returncode == 0
    assert json.loads(result.stdout)["format"] == "rmv"
