"""What one agent may do and see. A new agent reads and adds in the default scope and nothing
else (issue 34: safe defaults); everything more is granted by the person."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from mnemosyne_app.core import validate

ABILITIES = ("read", "write", "edit", "forget")
NO_AGENTS_TAG = "no-agents"  # the person's way to keep one memory from every agent: tag it so
DEFAULT_RATE = 120  # calls a minute: far above a chatting model's pace, far below a runaway loop
MAX_LIST = 50  # kinds, tags or scopes in one grant


def _names(values, what: str) -> tuple[str, ...]:
    if values is None:
        return ()
    if isinstance(values, str) or not all(isinstance(v, str) for v in values):
        raise ValueError(f"{what} must be a list of names")
    out = tuple(dict.fromkeys(v.strip().lower() for v in values if v.strip()))
    if len(out) > MAX_LIST:
        raise ValueError(f"at most {MAX_LIST} {what} in one grant")
    return out


@dataclass(frozen=True)
class Grant:
    scopes: tuple[str, ...] = ("default",)
    read: bool = True
    write: bool = True  # add memories
    edit: bool = False
    forget: bool = False
    hidden_kinds: tuple[str, ...] = ()
    hidden_tags: tuple[str, ...] = ()
    rate_per_minute: int = DEFAULT_RATE

    @classmethod
    def of(cls, data: dict | None) -> "Grant":
        """A grant from its stored (or typed) form, every field checked."""
        data = dict(data or {})
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(f"unknown grant {sorted(unknown)[0]!r}; grants are {', '.join(cls.__dataclass_fields__)}")
        grant = cls()
        if "scopes" in data:
            scopes = tuple(validate.scope_name(s) for s in _names(data["scopes"], "scopes"))
            grant = replace(grant, scopes=scopes)
        for ability in ABILITIES:
            if ability in data:
                if not isinstance(data[ability], bool):
                    raise ValueError(f"grant {ability!r} must be true or false")
                grant = replace(grant, **{ability: data[ability]})
        for key in ("hidden_kinds", "hidden_tags"):
            if key in data:
                grant = replace(grant, **{key: _names(data[key], key.replace("_", " "))})
        if "rate_per_minute" in data:
            grant = replace(grant, rate_per_minute=validate.count(data["rate_per_minute"], "rate per minute", 1))
        return grant

    def as_dict(self) -> dict:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}

    def hides(self, kind: str | None, tags) -> bool:
        """Whether a memory of ``kind`` with ``tags`` is kept from this agent (names compared
        without case: a memory tagged "Health" is as private as one tagged "health")."""
        if kind and kind.lower() in self.hidden_kinds:
            return True
        return any(isinstance(t, str) and (t.lower() in self.hidden_tags or t.lower() == NO_AGENTS_TAG)
                   for t in tags or ())

    @property
    def never_shown_tags(self) -> tuple[str, ...]:
        """Every tag this agent never sees: its own hidden ones and the person's no-agents tag."""
        return (*self.hidden_tags, NO_AGENTS_TAG)

    def missing(self, ability: str, scope: str) -> str | None:
        """The grant a call needs and this agent lacks, in words (None: allowed)."""
        if scope not in self.scopes:
            return f"scope {scope!r} (it may use {', '.join(self.scopes) or 'no scope'})"
        if not getattr(self, ability):
            return f"{ability!r}"
        return None


__all__ = ["ABILITIES", "Grant", "NO_AGENTS_TAG"]
