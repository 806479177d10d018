"""What every command shares: opening the scope the options name, printing text or JSON, and a
progress bar on stderr."""

from __future__ import annotations

import argparse
import json
import sys

from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.core.types import shown_time


def brain_options(args: argparse.Namespace, **changes) -> BrainOptions:
    """The store options given on the command line (``--data-dir``, ``--synchronous``, ``--model``)."""
    return BrainOptions(data_dir=args.data_dir, synchronous=args.synchronous, extractor=args.model).replace(**changes)


def keyed_options(args: argparse.Namespace, **changes) -> BrainOptions:
    """``brain_options`` with the passphrase, when the data directory is encrypted (read from
    MNEMOSYNE_PASSPHRASE_FILE, the OS keyring or the terminal: mnemosyne_app/passphrase.py)."""
    from mnemosyne_app import passphrase
    from mnemosyne_app.core import library

    options = brain_options(args, **changes)
    if options.passphrase is None and library.is_encrypted(options.root):
        options = options.replace(passphrase=passphrase.obtain(options.root))
    return options


def open_brain(args: argparse.Namespace, **changes):
    """The scope named by ``--scope``, opened with the command line's options (and ``changes``)."""
    return keyed_options(args, **changes).open(args.scope)


def open_existing(args: argparse.Namespace, **changes):
    """``open_brain`` for a command that reads or changes memories already stored: a scope that
    does not exist is refused before anything is created (a typo must not make an empty scope)."""
    from mnemosyne_app.core import library

    options = brain_options(args, **changes)
    if not library.scope_exists(options.root, args.scope):
        if not library.names(options.data_dir):  # a first run: say how to begin, not what is missing
            raise ValueError(f"nothing stored yet in {options.root}: `mnemosyne retain TEXT` stores a memory, "
                             "`mnemosyne import PATH` a chat archive")
        raise ValueError(f"no scope {args.scope!r} here (mnemosyne scopes lists them)")
    return open_brain(args, **changes)


def text_argument(value: str) -> str:
    """A text option's value, or standard input for '-', without the one newline that ends what
    a shell pipe or an editor writes (``echo note | mnemosyne retain -`` stores "note")."""
    if value != "-":
        return value
    text = sys.stdin.read()
    return text[:-2] if text.endswith("\r\n") else text[:-1] if text.endswith("\n") else text


def when(seconds: float | None) -> str:
    """A stored time as the CLI prints it: local, to the second ("-" when there is none)."""
    return shown_time(seconds or None, missing="-")


def show(args: argparse.Namespace, obj, text: str) -> None:
    print(json.dumps(obj, ensure_ascii=False, indent=2, default=str) if args.json else text)


def progress_bar(label: str):
    """A text progress bar on stderr drawn from a core Progress."""
    from mnemosyne_app.core.progress import Progress

    progress = Progress(label=label)
    if sys.stderr.isatty():
        def draw(p):
            width = 30
            filled = int(width * p.fraction)
            sys.stderr.write(f"\r{label}: [{'#' * filled}{'.' * (width - filled)}] {p.done}/{p.total} {p.message[:40]:<40}")
            if p.finished:
                sys.stderr.write("\n")
            sys.stderr.flush()

        progress.subscribe(draw)
    return progress
