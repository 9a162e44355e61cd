"""Where the browser suites find the pygame-ce wasm wheel, which no registry serves."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.standalone import wheel_candidates

WHEEL = "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"


def put(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / WHEEL).write_bytes(b"PK")
    return folder / WHEEL


def test_the_shared_folder_beside_a_checkout_or_above_it_is_found(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GRIDGAMES_PYGAME_WHEEL", raising=False)
    shared = put(tmp_path / "shared" / "browser")
    assert wheel_candidates(tmp_path / "checkout") == [shared]
    assert wheel_candidates(tmp_path / "ci" / "job" / "clone") == [shared]


def test_build_browser_comes_before_the_shared_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GRIDGAMES_PYGAME_WHEEL", raising=False)
    shared = put(tmp_path / "shared" / "browser")
    local = put(tmp_path / "checkout" / "build" / "browser")
    assert wheel_candidates(tmp_path / "checkout") == [local, shared]


def test_the_environment_variable_overrides_every_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    put(tmp_path / "shared" / "browser")
    monkeypatch.setenv("GRIDGAMES_PYGAME_WHEEL", str(tmp_path / "mine.whl"))
    assert wheel_candidates(tmp_path / "checkout") == [tmp_path / "mine.whl"]
