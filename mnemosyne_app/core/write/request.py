"""A write request: what a caller asked to store, validated once, with its idempotency key fixed
before the first attempt (SPEC §5). It is journaled as the event's payload and read back from
there by whoever does the work (this process later, or another after a crash)."""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple

from mnemosyne_app.core import validate, weights
from mnemosyne_app.core.store import memories
from mnemosyne_app.core.write import idempotency

# What the journal keeps of a request (the fingerprint is recomputed from the text).
PAYLOAD_FIELDS = ("text", "kind", "metadata", "source", "tags", "key", "extract", "weight", "expires_at", "pinned")
CLIENT_PREFIX = "client:"
EDITABLE = ("text", "kind", "tags", "metadata", "source", "pinned", "weight", "expires_at", "facts")
MAX_FACTS, MAX_FACT_CHARS = 200, 2000


class WriteRequest(NamedTuple):
    """Immutable. (A NamedTuple rather than a frozen dataclass: it is built once per item of a
    ``retain_batch``, and a frozen dataclass cost 1.6 µs more per item than this, ~6 % of a
    batch item's whole cost.)"""
    text: str
    kind: str
    metadata: dict
    source: str | None
    tags: list[str]
    key: str
    fp: str  # content fingerprint: exact duplicates are found by it before any model call
    extract: bool = True
    weight: float = 1.0
    expires_at: float | None = None
    pinned: bool = False

    def payload(self) -> str:
        return memories.dumps({f: getattr(self, f) for f in PAYLOAD_FIELDS})

    @classmethod
    def from_payload(cls, data: dict) -> "WriteRequest":
        """A journaled request read back (events journaled by older releases lack the newer
        fields: they get the defaults those releases applied)."""
        return cls(
            text=data["text"], kind=data["kind"], metadata=data.get("metadata") or {}, source=data.get("source"),
            tags=data.get("tags") or [], key=data["key"], fp=memories.fingerprint(data["text"]),
            extract=bool(data.get("extract", True)),
            weight=weights.default_weight(data["kind"]) if data.get("weight") is None else data["weight"],
            expires_at=data.get("expires_at"), pinned=bool(data.get("pinned", False)),
        )


def clean(values: dict[str, Any], max_chars: int) -> dict[str, Any]:
    """Validate the editable fields given (the same rules for a new memory and an edit)."""
    out: dict[str, Any] = {}
    for name, value in values.items():
        if name == "text":
            out[name] = validate.text(value, max_chars=max_chars)
        elif name == "kind":
            out[name] = validate.kind(value)
        elif name == "tags":
            out[name] = validate.tags(value)
        elif name == "metadata":
            out[name] = validate.metadata(value)
        elif name == "source":
            out[name] = validate.optional_str(value, "source")
        elif name == "pinned":
            out[name] = bool(value)
        elif name == "weight":
            out[name] = validate.number(value, "weight", 0, 10)
        elif name == "expires_at":
            out[name] = None if value is None else validate.number(value, "expires_at")
        elif name == "facts":
            out[name] = _facts(value)
        else:
            raise ValueError(f"cannot update {name!r}; editable fields are {', '.join(EDITABLE)}")
    return out


def _facts(value: Any) -> list[str]:
    """A memory's facts as a person edits them: short texts, blank ones dropped, order kept."""
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise ValueError(f"facts must be a list of strings, got {type(value).__name__}")
    if len(value) > MAX_FACTS:
        raise ValueError(f"a memory holds at most {MAX_FACTS} facts, got {len(value)}")
    for fact in value:
        if not isinstance(fact, str):
            raise ValueError(f"each fact must be a string, got {type(fact).__name__}")
    return [validate.text(f, max_chars=MAX_FACT_CHARS, what="a fact").strip() for f in value if f.strip()]


def build(scope: str, max_chars: int, text: Any, kind: Any = "note", metadata: Any = None, source: Any = None,
          idempotency_key: Any = None, tags: Iterable[str] | None = None, *, weight: Any = None,
          expires_at: Any = None, pinned: Any = False, extract: Any = True,
          internal_key: str | None = None) -> WriteRequest:
    """A validated request; raises ValueError saying what is wrong. A caller's ``idempotency_key``
    is kept in its own namespace (``client:…``), apart from the keys the app makes itself
    (``internal_key``: ``import:…``, ``extract:…``), so that no caller can take one of those."""
    text = validate.text(text, max_chars=max_chars)
    source = None if source is None else validate.optional_str(source, "source")
    key = None if idempotency_key is None else validate.optional_str(idempotency_key, "idempotency_key")
    key = internal_key if internal_key is not None else (None if not key else CLIENT_PREFIX + key)
    kind = validate.kind(kind)
    fp = memories.fingerprint(text)
    return WriteRequest(
        text=text, kind=kind, metadata={} if metadata is None else validate.metadata(metadata), source=source,
        tags=[] if tags is None else validate.tags(tags),
        key=idempotency.derive_key(scope, source, text, fp) if key is None else key,
        fp=fp, extract=bool(extract),
        weight=weights.default_weight(kind) if weight is None else validate.number(weight, "weight", 0, 10),
        expires_at=None if expires_at is None else validate.number(expires_at, "expires_at"), pinned=bool(pinned),
    )


def from_item(scope: str, max_chars: int, item: Any, extract: bool) -> WriteRequest:
    """One item of ``retain_batch``: a string, or a dict with ``text`` and retain's options."""
    if isinstance(item, str):
        return build(scope, max_chars, item, extract=extract)
    if isinstance(item, dict) and "text" in item:
        return build(scope, max_chars, item["text"], item.get("kind", "note"), item.get("metadata"),
                     item.get("source"), item.get("idempotency_key"), item.get("tags"), weight=item.get("weight"),
                     expires_at=item.get("expires_at"), pinned=item.get("pinned", False),
                     extract=item.get("extract", extract))
    raise ValueError("item must be a string or a dict with 'text'")
