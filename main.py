"""Gridgames entry point: ``python main.py [options]``, and pygbag's start file."""

import asyncio

from game.host import IN_BROWSER

if not IN_BROWSER:  # natively the command line decides: a window, or the terminal with --text
    from game.cli import run

    raise SystemExit(run())

from game.shell import main

asyncio.run(main())
