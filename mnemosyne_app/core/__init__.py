"""The engine: no Qt here, ever (checked by tests/unit/test_layering.py)."""
