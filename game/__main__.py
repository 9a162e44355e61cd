"""``python -m game``: the same command line as ``gridgames``."""

from game.cli import run

if __name__ == "__main__":
    raise SystemExit(run())
