"""The argument parser: the options every command shares, then one subparser per registered
command (cli/registry.py)."""

from __future__ import annotations

import argparse

from mnemosyne_app.cli.registry import COMMANDS, add_command


def _common_options(default) -> argparse.ArgumentParser:
    """Options accepted before or after the command. After it they default to SUPPRESS, so a
    subcommand does not overwrite what was given before it (argparse applies both)."""
    def d(value):
        return value if default is None else default

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", default=d(None),
                        help="data directory (default: $MNEMOSYNE_HOME or the platform's user data dir)")
    common.add_argument("--scope", default=d("default"), help="scope name (one database file); default: default")
    common.add_argument("--synchronous", default=d("NORMAL"), choices=["NORMAL", "FULL", "EXTRA"],
                        help="SQLite durability: FULL also survives power loss; default: NORMAL")
    common.add_argument("--json", action="store_true", default=d(False), help="print JSON instead of text")
    common.add_argument("--model", default=d("auto"), metavar="MODEL",
                        help="extraction model: bundled (Gemma 3 270M), sentences, none, or a path to a GGUF "
                             "file; default: $MNEMOSYNE_MODEL or bundled")
    return common


def build_parser() -> argparse.ArgumentParser:
    top, per_command = _common_options(None), _common_options(argparse.SUPPRESS)

    parser = argparse.ArgumentParser(
        prog="mnemosyne", parents=[top],
        description="Keep, browse, edit and verify the memories your AI tools hold about you. "
                    "With no command, opens the window.",
    )
    parser.add_argument("--screenshot", metavar="FILE.png", help="render the main window to a PNG and exit")
    parser.add_argument("--selftest", action="store_true",
                        help="check the driver, extension, a store, sync and async writes, the ledger and the models")
    parser.add_argument("--no-model", action="store_true", help="with --selftest: skip the model checks")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for cmd in COMMANDS.values():
        add_command(sub, cmd, [per_command])
    return parser
