# Two entry points for a fresh machine with Python 3.11+ and make:
#   make play   installs the game into .venv and starts it
#   make test   installs the game with its dev tools and runs lint, types and tests
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test bench lint

play: $(VENV)/.installed
	$(BIN)/python main.py

test: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/pytest

bench: $(VENV)/.installed
	$(BIN)/python -m game.bench

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@
