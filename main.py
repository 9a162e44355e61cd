"""Gridgames entry point: ``python main.py [options]``, and pygbag's start file."""

import asyncio

from game.gui.host import IN_BROWSER

if not IN_BROWSER:  # natively the command line decides: a window, or the terminal with --text
    from game.cli import run

    raise SystemExit(run())

from game.gui.shell import main

asyncio.run(main())
