"""Lights' screen-free UI: its layout, keys, help and statistics panel."""
