"""Sudoku in the terminal, and its command-line options."""
