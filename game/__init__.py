import os

# Quiet start: pygame-ce greets on import unless told not to; the game says what matters.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
