"""The ``mnemosyne`` command: no argument opens the window; a command works on the store.

Each command is declared once, its arguments beside its handler (cli/registry.py), in a module
per group; importing the groups below registers them, in the order ``--help`` lists them.
"""

from __future__ import annotations

import logging
import os
import sys

from mnemosyne_app.cli import memories, curate, upkeep, services, agents, store, archive, sync, conflicts, encryption, vault  # noqa: F401  (registers the commands)
from mnemosyne_app.cli.parser import build_parser
from mnemosyne_app.cli.registry import COMMANDS
from mnemosyne_app.core import errors
from mnemosyne_app.core.progress import Cancelled

__all__ = ["COMMANDS", "build_parser", "main"]

# What a command may raise on purpose: bad input or an environment a person can fix.
USER_ERRORS = errors.USER_ERRORS  # the one list (core/errors.py); json.JSONDecodeError is a ValueError
EXIT_BAD_INPUT = 2
EXIT_BUG = 70  # EX_SOFTWARE: a bug, not the person's input; the traceback is in the log


def main(argv: list[str] | None = None) -> int:
    # Everything this process creates (data dir, databases, exports, logs, the API token) is
    # the owner's alone; the modules that create them also set their modes explicitly, for
    # callers that do not come through here.
    umask = os.umask(0o077)
    try:
        return _run(build_parser().parse_args(argv))
    finally:
        os.umask(umask)


def _run(args) -> int:
    from mnemosyne_app import log

    if args.selftest or args.command is None:
        log.setup()
    if args.selftest:
        from mnemosyne_app import selftest

        return selftest.run(with_model=not args.no_model)
    if args.command is None:
        from mnemosyne_app.app import run_app

        return run_app(args)
    try:
        log.setup()
        return args.func(args)
    except USER_ERRORS as exc:
        print(f"mnemosyne {args.command}: error: {_one_line(exc)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (KeyboardInterrupt, Cancelled):
        # Every write is its own transaction (a batch's chunk, an imported conversation): what
        # committed before the interruption stays, and nothing is half written.
        print(f"\nmnemosyne {args.command}: interrupted; what was already stored stays stored", file=sys.stderr)
        return 130
    except Exception as exc:  # a bug: the details go to the log, the person gets one line
        logging.getLogger("mnemosyne.cli").error("mnemosyne %s failed", args.command, exc_info=True,
                                                 extra=log.FILE_ONLY)
        print(f"mnemosyne {args.command}: unexpected error: {_one_line(exc)}; "
              f"the details are in {log.log_file()}", file=sys.stderr)
        return EXIT_BUG


def _one_line(exc: BaseException) -> str:
    if isinstance(exc, UnicodeEncodeError) and "surrogates" in exc.reason:
        exc = "an argument holds bytes that are not UTF-8 text"
    elif isinstance(exc, KeyError) and exc.args:
        exc = exc.args[0]
    elif isinstance(exc, OSError) and exc.strerror and exc.filename:  # without the [Errno n]
        exc = f"{exc.strerror}: {exc.filename}"
    return " ".join(str(exc).split()) or type(exc).__name__
