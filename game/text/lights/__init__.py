"""Lights in the terminal, and its command-line option."""
