# Two entry points for a fresh machine with Python 3.11+ and make:
#   make play   installs the game into .venv and starts it
#   make test   installs the game with its dev tools and runs lint, types and tests
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

STAGE := build/stage/gridgames

.PHONY: play test bench web serve stage

play: $(VENV)/.installed
	$(BIN)/python main.py

test: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/pytest

bench: $(VENV)/.installed
	$(BIN)/python -m game.bench

# The browser bundle: pygbag packs a staged copy holding only main.py, game/ and assets/,
# so nothing but the game ships whichever pygbag version runs it.
web: $(VENV)/.installed-web stage
	cd $(STAGE) && ../../../$(BIN)/pygbag --build --archive --icon ../../../docs/icon.png .
	rm -rf build/web build/web.zip
	cp -r $(STAGE)/build/web build/web
	cp $(STAGE)/build/web.zip build/web.zip

serve: $(VENV)/.installed-web stage
	cd $(STAGE) && ../../../$(BIN)/pygbag --icon ../../../docs/icon.png .

stage:
	rm -rf $(STAGE)
	mkdir -p $(STAGE)
	cp -r main.py game assets $(STAGE)/
	find $(STAGE) -name __pycache__ -prune -exec rm -rf {} +
	rm -f $(STAGE)/game/bench*.py

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-web: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[web]"
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@
