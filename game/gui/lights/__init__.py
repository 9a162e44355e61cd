"""Lights in the window: the front the generic window holds."""
