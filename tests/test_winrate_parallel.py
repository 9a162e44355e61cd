"""The win-rate harness measures so that runs can tell: parallel and sharded runs equal a
serial one exactly, and an A/B run pairs the same seeds."""

from __future__ import annotations

import json
import math
import random
import subprocess
from pathlib import Path

import pytest

from bench import winrate
from bench.winrate import PUBLISHED, merge, paired, tuning, win_rates
from game.core.mines.engine import SHIPPED, Tuning
from game.core.mines.rows import area

SEEDS = 12


@pytest.fixture(autouse=True)
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Several chunks per run, so the workers really share the seeds."""
    monkeypatch.setattr(winrate, "CHUNK", 4)


def test_games_played_in_two_processes_equal_the_serial_run_seed_by_seed() -> None:
    serial = win_rates(SEEDS, ["beginner"], start=30, keep_outcomes=True)["beginner"]
    parallel = win_rates(SEEDS, ["beginner"], start=30, jobs=2, keep_outcomes=True)["beginner"]
    assert parallel["outcomes"] == serial["outcomes"] and len(serial["outcomes"]) == SEEDS
    for key in ("wins", "games", "rate", "ci95", "first_seed"):
        assert parallel[key] == serial[key]


def test_shards_merge_into_the_figures_of_one_run() -> None:
    whole = win_rates(SEEDS, ["beginner"], start=0, keep_outcomes=True)
    halves = [win_rates(SEEDS // 2, ["beginner"], start=start, keep_outcomes=True)
              for start in (SEEDS // 2, 0)]  # in any order
    merged = merge(json.loads(json.dumps(halves)))["beginner"]
    assert isinstance(merged, dict)
    for key in ("wins", "games", "rate", "ci95", "first_seed", "outcomes"):
        assert merged[key] == whole["beginner"][key]


def test_ab_shards_merge_into_the_paired_figures_of_one_run() -> None:
    setting = "candidates=1"
    whole = winrate.ab(SEEDS, ["beginner"], 0, 1, setting)["beginner"]
    halves = [winrate.ab(SEEDS // 2, ["beginner"], start, 1, setting)
              for start in (SEEDS // 2, 0)]
    merged = merge(json.loads(json.dumps(halves)))["beginner"]
    assert isinstance(whole, dict) and isinstance(merged, dict)
    for key in ("games", "both_won", "only_first_won", "only_second_won", "difference",
                "standard_error", "first_rate", "second_rate", "first_seed"):
        assert merged[key] == whole[key]
    assert merged["seed_ranges"] == [(0, SEEDS // 2), (SEEDS // 2, SEEDS)]


def test_runs_kept_apart_pair_as_an_ab_run_does(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """A shipped run and a run of other settings, each kept with ``--outcomes`` (one of them
    merged from shards), pair into the figures ``--ab`` gives for the same seeds."""
    setting = "candidates=1,relative_band=0.3"
    expected = winrate.ab(SEEDS, ["intermediate"], 56, 1, setting)["intermediate"]
    assert expected["only_first_won"] + expected["only_second_won"] > 0  # seed 63 differs
    winrate.main([str(SEEDS), "intermediate", "--start", "56", "--outcomes"])
    (tmp_path / "shipped.json").write_text(capsys.readouterr().out)
    for start in (56, 56 + SEEDS // 2):
        winrate.main([str(SEEDS // 2), "intermediate", "--start", str(start),
                      "--settings", setting, "--outcomes"])
        (tmp_path / f"other{start}.json").write_text(capsys.readouterr().out)
    winrate.main(["--merge", *(str(path) for path in sorted(tmp_path.glob("other*.json")))])
    (tmp_path / "other.json").write_text(capsys.readouterr().out)
    winrate.main(["--pair", str(tmp_path / "shipped.json"), str(tmp_path / "other.json")])
    result = json.loads(capsys.readouterr().out)
    assert result["second"]["settings"] == setting and result["first"]["settings"] == ""
    for key in ("both_won", "only_first_won", "only_second_won", "difference",
                "standard_error", "first_rate", "second_rate"):
        assert result["intermediate"][key] == expected[key]


def test_runs_of_other_seeds_or_settings_neither_pair_nor_merge() -> None:
    one, other = (win_rates(4, ["beginner"], start=start, keep_outcomes=True)
                  for start in (0, 4))
    with pytest.raises(SystemExit, match="beginner: the runs played other seeds or boards"):
        winrate.pair_runs(one, other)
    tuned = win_rates(4, ["beginner"], start=4, settings="candidates=2")
    with pytest.raises(SystemExit, match="the shards played other engine settings"):
        merge([one, tuned])
    with pytest.raises(SystemExit, match="a run kept no outcomes"):
        winrate.pair_runs(tuned, tuned)


def test_a_run_file_that_cannot_be_read_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "cut.json").write_text('{"games_per_mode": 4, "beginner": {')
    (tmp_path / "list.json").write_text("[1, 2]")
    for words, message in (
            (["--merge", str(tmp_path / "cut.json")], r"cut.json: not a run's JSON \(Expecting"),
            (["--pair", str(tmp_path / "list.json"), str(tmp_path / "cut.json")],
             r"list.json: not a run's JSON \(no object\)"),
            (["--merge", str(tmp_path / "gone.json")],
             r"gone.json: cannot be read \(FileNotFoundError\)"),
            (["--pair", str(tmp_path / "list.json")], "--pair takes two files")):
        with pytest.raises(SystemExit, match=message):
            winrate.main(words)


def test_the_printed_command_plays_the_same_games_again_and_the_cpu_time_is_counted(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The figures carry the command that reproduces them, workers' processor time included."""
    first = win_rates(SEEDS, ["beginner"], start=5, jobs=2, keep_outcomes=True)
    words = first["command"].split()
    assert words[:3] == ["python", "-m", "bench"] and words[3] == "--winrate"
    winrate.main([*words[4:], "--outcomes"])
    again = json.loads(capsys.readouterr().out)
    assert again["beginner"]["outcomes"] == first["beginner"]["outcomes"]
    assert again["command"] == first["command"]
    for run in (first, again):  # a pool's workers are counted once they are shut down
        mode = run["beginner"]
        assert mode["cpu_seconds_per_game"] == pytest.approx(mode["cpu_seconds"] / SEEDS,
                                                             abs=1e-4)
        assert 0.0001 < mode["cpu_seconds_per_game"] < 1


def test_overlapping_shards_are_refused() -> None:
    shard = win_rates(4, ["beginner"], start=0)
    with pytest.raises(SystemExit, match="overlap"):
        merge([shard, shard])


def test_the_paired_difference_counts_only_discordant_seeds() -> None:
    result = paired("1100110011", "1010101010")
    # seed by seed: both won 0, 4, 8; the first alone 1, 5, 9; the second alone 2, 6
    assert (result["both_won"], result["only_first_won"], result["only_second_won"]) == (3, 3, 2)
    assert result["difference"] == pytest.approx(0.1)
    assert result["standard_error"] == pytest.approx(math.sqrt(5 - 1 / 10) / 10, abs=1e-5)
    with pytest.raises(ValueError, match="same"):
        paired("10", "1")


def test_an_ab_run_of_the_same_settings_has_no_discordant_pair() -> None:
    result = winrate.ab(8, ["beginner"], 0, 1, f"candidates={SHIPPED.candidates}")
    beginner = result["beginner"]
    assert isinstance(beginner, dict)
    assert beginner["only_first_won"] == beginner["only_second_won"] == 0
    assert beginner["first_rate"] == beginner["second_rate"]


def test_engine_settings_are_a_value_built_from_their_names() -> None:
    assert tuning("") == SHIPPED
    assert tuning("candidates=3, relative_band=0.5") == Tuning(candidates=3, relative_band=0.5)
    with pytest.raises(SystemExit, match="unknown engine setting 'CANDIDATES'; one of"):
        tuning("CANDIDATES=3")


def test_a_bad_setting_value_says_which_setting_and_what_it_takes() -> None:
    with pytest.raises(SystemExit, match="engine setting candidates='ten': it takes a whole"):
        tuning("candidates=ten")
    with pytest.raises(SystemExit, match="relative_band='half': it takes a number"):
        tuning("relative_band=half")


def test_the_published_anchors_are_the_strongest_known_with_sources() -> None:
    classic = PUBLISHED["classic_expert"]
    assert classic[0][0] == 0.41132 and "issue #38" in classic[0][2]
    assert PUBLISHED["modern_expert"][0][0] == 0.543
    assert PUBLISHED["beginner"][0][0] == 0.9717
    assert PUBLISHED["intermediate"][0][0] == 0.8908


def test_an_ab_run_against_a_checkout_plays_its_engine_in_its_own_process() -> None:
    """``--ab PATH`` runs this harness on that checkout's ``game``: here the same code, so
    every seed agrees."""
    root = Path(__file__).resolve().parent.parent
    result = winrate.ab(6, ["beginner"], 50, 2, str(root))
    beginner = result["beginner"]
    assert isinstance(beginner, dict) and beginner["games"] == 6
    assert beginner["only_first_won"] == beginner["only_second_won"] == 0


def test_an_ab_target_that_is_neither_settings_nor_a_checkout_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="neither"):
        winrate.ab(2, ["beginner"], 0, 1, str(tmp_path))


def test_a_local_dask_cluster_of_two_workers_plays_each_seed_as_one_process() -> None:
    """``--cluster``: the seeds' games on a Dask scheduler's two worker processes, and the
    outcomes seed for seed those of ``--jobs 1``."""
    distributed = pytest.importorskip("distributed")
    serial = win_rates(20, ["beginner"], start=900, keep_outcomes=True)["beginner"]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            assert len(client.scheduler_info()["workers"]) == 2
        remote = win_rates(20, ["beginner"], start=900, keep_outcomes=True,
                           cluster=cluster.scheduler_address)["beginner"]
    assert remote["outcomes"] == serial["outcomes"] and len(serial["outcomes"]) == 20
    assert (remote["wins"], remote["rate"]) == (serial["wins"], serial["rate"])


def test_a_cluster_address_nobody_answers_is_one_clear_line(
        monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr(winrate, "CONNECT_SECONDS", 1)
    with pytest.raises(SystemExit, match="no scheduler answers"):
        win_rates(2, ["beginner"], cluster="tcp://127.0.0.1:9")


def test_coupled_deals_share_the_layout_wherever_both_starts_allow_it() -> None:
    """Each start's deal keeps its own 3x3 area clear (the game's rule), and a seed whose
    shuffle begins with a layout legal for both starts gives both that layout."""
    seeds = range(2000)
    zones = set(area(30, 16, 62)) | set(area(30, 16, 93))  # (2, 2) and (3, 3)
    shared = 0
    for seed in seeds:
        one = set(winrate.coupled_area_layout(30, 16, 99, 62, random.Random(seed)))
        other = set(winrate.coupled_area_layout(30, 16, 99, 93, random.Random(seed)))
        assert len(one) == len(other) == 99
        assert not one & set(area(30, 16, 62)) and not other & set(area(30, 16, 93))
        cells = list(range(480))
        random.Random(seed).shuffle(cells)
        if not set(cells[:99]) & zones:
            assert one == other == set(cells[:99])
            shared += 1
    assert 0 < shared < len(seeds)


def test_an_ab_of_two_starts_pairs_coupled_deals_and_says_which_code_played() -> None:
    result = winrate.ab(10, ["beginner"], 0, 1, "first=3,3", first=(2, 2))
    beginner = result["beginner"]
    assert isinstance(beginner, dict)
    assert beginner["first_click"] == [2, 2] and beginner["second_first_click"] == [3, 3]
    assert beginner["layouts"] == "coupled"
    head = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=False, cwd=Path(__file__).parent).stdout.strip()
    assert str(result["first_commit"]).rstrip("+") == head == str(
        result["second_commit"]).rstrip("+")


def test_the_start_of_a_run_is_its_own_and_shards_of_other_starts_never_merge() -> None:
    moved = win_rates(4, ["beginner"], start=0, deal=winrate.Deal((3, 3)))
    assert moved["beginner"]["first_click"] == [3, 3] and "--first 3,3" in moved["command"]
    usual = win_rates(4, ["beginner"], start=4)
    assert usual["beginner"]["first_click"] == [2, 2]
    with pytest.raises(SystemExit, match="other boards"):
        merge([moved, usual])
    with pytest.raises(SystemExit, match="not a cell"):
        winrate.main(["2", "beginner", "--first", "3"])
