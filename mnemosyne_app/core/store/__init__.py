"""The SQLite store: driver wrapper, schema and migrations, row-level queries."""
