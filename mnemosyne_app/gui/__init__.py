"""The Qt window. Talks to core only through MemoryBrain, off the GUI thread."""
