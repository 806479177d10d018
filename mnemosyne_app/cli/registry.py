"""Commands declared once: a handler and, beside it, the arguments it takes.

    @command("recall", "search memories", arg("query"), arg("-k", type=int, default=5))
    def cmd_recall(args) -> int: ...

``build_parser`` (cli/parser.py) turns every registered command into an argparse subparser, in
the order the command modules are imported.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Arg:
    """The arguments of one ``ArgumentParser.add_argument`` call."""
    flags: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class OneOf:
    """Arguments that exclude each other (an argparse mutually exclusive group)."""
    args: tuple[Arg, ...]


@dataclass(frozen=True)
class Command:
    name: str
    help: str
    run: Callable[[argparse.Namespace], int]
    args: tuple[Arg | OneOf, ...]


COMMANDS: dict[str, Command] = {}


def arg(*flags: str, **options: Any) -> Arg:
    return Arg(flags, options)


def one_of(*args: Arg) -> OneOf:
    return OneOf(args)


def command(name: str, help: str, *args: Arg | OneOf):
    """Register the decorated function as ``mnemosyne <name>`` taking ``args``."""
    def register(fn: Callable[[argparse.Namespace], int]):
        if name in COMMANDS:
            raise RuntimeError(f"command {name!r} is declared twice")
        COMMANDS[name] = Command(name, help, fn, args)
        return fn
    return register


def add_command(sub, cmd: Command, parents: list[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    parser = sub.add_parser(cmd.name, parents=parents, help=cmd.help, description=cmd.help)
    parser.set_defaults(func=cmd.run)
    for spec in cmd.args:
        if isinstance(spec, OneOf):
            group = parser.add_mutually_exclusive_group()
            for a in spec.args:
                group.add_argument(*a.flags, **a.options)
        else:
            parser.add_argument(*spec.flags, **spec.options)
    return parser
