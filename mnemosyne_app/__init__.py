"""Mnemosyne: a local-first store for the memories AI tools keep about a person."""

from mnemosyne_app.core.brain import MemoryBrain

__all__ = ["MemoryBrain"]
__version__ = "0.1.0"
