"""Build hook for the wheel: it carries the top-level assets/ as game/_assets/ (found with
importlib.resources, see game/paths.py).

The package data is copied here rather than mapped with ``package-dir`` in pyproject.toml:
such a mapping turns setuptools' editable install (``make play``/``make test``) from a plain
.pth file into an import hook, with a warning box on every install.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithAssets(build_py):
    def run(self) -> None:
        super().run()
        if not self.editable_mode:  # an editable install finds assets/ beside game/
            self.copy_tree("assets", str(Path(self.build_lib, "game", "_assets")))


setup(cmdclass={"build_py": BuildWithAssets})
