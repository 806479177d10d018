"""Notes as text: a memory, a conversation and the profile rendered as Markdown with YAML
front matter (what Obsidian shows as properties), and a note read back into the fields a
person may change there. The store is the source of truth; a note says which memory each part
of it is (``id`` in the front matter, a ``<!-- turn ID -->`` comment before each turn, which
Obsidian's reading view hides), so an edit finds its way back however the file is renamed."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

import yaml

from mnemosyne_app.vault import names

TURN = re.compile(r"^<!-- turn (\S+) -->$", re.MULTILINE)
_SPEAKER = re.compile(r"^\*\*[^*\n]*\*\*(?: · [^\n]*)?$")
EDITABLE = ("text", "kind", "tags", "pinned", "source")  # of a memory note; the rest are shown only


class Unreadable(Exception):
    """A note the vault cannot parse; ``line`` is where (1-based)."""

    def __init__(self, reason: str, line: int) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line


@dataclass
class Note:
    """What a file says: its front matter, and its memories' texts by id (a memory note: one,
    under its front matter id; a new note: under None)."""
    front: dict
    texts: dict[str | None, str] = field(default_factory=dict)


# libyaml's emitter and parser when the wheel has them (it does on the platforms we ship): the
# pure-Python ones made YAML 80% of a first mirror's time.
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def when(ts: float | None) -> str | None:
    """Local time without an offset: the form Obsidian's date-and-time properties take."""
    return dt.datetime.fromtimestamp(ts).isoformat(timespec="seconds") if ts else None


def _front(values: dict) -> str:
    return "---\n" + yaml.dump(values, Dumper=_DUMPER, allow_unicode=True, sort_keys=False, width=10_000) + "---\n"


def memory_note(row: dict) -> str:
    front = {"mnemosyne": "memory", "id": row["memory_id"], "kind": row["kind"], "tags": list(row["tags"]),
             "pinned": bool(row["pinned"]), "source": row["source"], "occurred": when(row["occurred_at"]),
             "created": when(row["created_at"]), "updated": when(row["updated_at"])}
    made = generated(row)
    if made is not None:  # the app made it (a summary): say so, and date it only by when it was made
        del front["occurred"]
        front.update({"generated": True, "generated_by": str(made.get("by") or "Mnemosyne"),
                      "generated_from": f"{len(made.get('from') or [])} turns of "
                                        f"{row['metadata'].get('conversation_title') or 'a conversation'}",
                      "summary_of": row["metadata"].get("summary_of")})
    if row.get("facts"):  # shown, not read back: the facts are drawn by the store, edited in the app
        front["facts"] = [_one_line(f) for f in row["facts"]]
    front["profile"] = "[[Profile]]"
    return _front(front) + row["text"] + ("" if row["text"].endswith("\n") else "\n")


def generated(row: dict) -> dict | None:
    """What made a memory the app generated (``metadata.generated``), else None."""
    made = row["metadata"].get("generated")
    return made if isinstance(made, dict) else None


def conversation_note(conversation_id: str, turns: list[dict]) -> str:
    first = turns[0]
    meta = first["metadata"]
    title = meta.get("conversation_title") or "Untitled conversation"
    tags = sorted({t for turn in turns for t in turn["tags"]})
    front = {"mnemosyne": "conversation", "conversation_id": conversation_id, "title": title,
             "source": first["source"], "started": when(first["occurred_at"]), "turns": len(turns),
             "tags": tags, "memories": [t["memory_id"] for t in turns]}
    parts = [_front(front), f"# {title}\n\n"]
    drawn = [fact for turn in turns for fact in turn.get("facts", [])]
    if drawn:  # above the first turn: shown, never read back (the facts are the store's)
        parts.append("## Facts drawn from it\n\n" + "".join(f"- {_one_line(f)}\n" for f in drawn) + "\n")
    parts.append("All that is known about you: [[Profile]].\n\n")
    for turn in turns:
        role = turn["metadata"].get("role") or turn["kind"]
        stamp = dt.datetime.fromtimestamp(turn["occurred_at"]).strftime("%Y-%m-%d %H:%M")
        parts.append(f"<!-- turn {turn['memory_id']} -->\n**{role}** · {stamp}\n\n{turn['text'].strip(chr(10))}\n\n")
    return "".join(parts)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def profile_note(profile: dict, note_of: dict[str, str], now: float, memories: int) -> str:
    """The generated summary: current facts by topic, each linking to the note it was drawn from."""
    front = {"mnemosyne": "profile", "generated": True,
             "generated_from": f"the current facts of {memories:,} memories", "generated_at": when(now)}
    lines = ["# Profile", "",
             "> Generated by Mnemosyne from the facts of your memories; edits here are not taken in.", ""]
    by_topic: dict[str, list[str]] = {}
    for fact in profile.get("current", []):
        rel = note_of.get(fact["memory_id"])
        source = f" ({names.link(rel)})" if rel else ""
        topic = (fact.get("attribute") or "other facts").replace("_", " ").capitalize()
        by_topic.setdefault(topic, []).append(
            f"- {fact['text']}{source}")
    for topic, items in by_topic.items():
        lines += [f"## {topic}", "", *items, ""]
    if not by_topic:
        lines += ["No facts yet.", ""]
    return _front(front) + "\n".join(lines)


def split_front(text: str) -> tuple[dict, str, int]:
    """(front matter, body, the body's first line). A note without front matter is all body."""
    if not text.startswith("---\n") and not text.startswith("---\r\n"):
        return {}, text, 1
    end = re.search(r"^---[ \t]*\r?$", text[4:], re.MULTILINE)
    if end is None:
        raise Unreadable("the front matter that starts on line 1 has no closing '---'", 1)
    block = text[4:4 + end.start()]
    try:
        front = yaml.load(block, Loader=_LOADER) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise Unreadable(f"front matter: {problem}", (mark.line + 2) if mark else 1) from None
    if not isinstance(front, dict):
        raise Unreadable("the front matter is not a list of 'name: value' properties", 2)
    rest = text[4 + end.end():]
    body = rest[1:] if rest.startswith("\n") else rest[2:] if rest.startswith("\r\n") else rest
    return front, body, block.count("\n") + 3


def parse(text: str) -> Note:
    front, body, _ = split_front(text)
    if front.get("mnemosyne") == "conversation":
        return Note(front, _turns(body))
    key = front.get("id") if front.get("mnemosyne") == "memory" else None
    return Note(front, {key: body.rstrip("\n")})


def _turns(body: str) -> dict[str | None, str]:
    """A conversation body's turns by id: each turn is what follows its marker, without the
    speaker line (shown, not editable) and the blank lines around it."""
    out: dict[str | None, str] = {}
    markers = list(TURN.finditer(body))
    for i, found in enumerate(markers):
        end = markers[i + 1].start() if i + 1 < len(markers) else len(body)
        lines = body[found.end():end].strip("\n").split("\n")
        if lines and _SPEAKER.match(lines[0]):
            lines = lines[1:]
        out[found.group(1)] = "\n".join(lines).strip("\n")
    return out


def fields(note: Note) -> dict:
    """The changeable fields of a memory note (as the store would hold them)."""
    front = note.front
    tags = front.get("tags") or []
    tags = [tags] if isinstance(tags, str) else tags
    return {"text": next(iter(note.texts.values()), ""), "kind": str(front.get("kind") or "note"),
            "tags": [str(t) for t in tags if t is not None], "pinned": bool(front.get("pinned")),
            "source": None if front.get("source") is None else str(front.get("source"))}


def tags_of(note: Note) -> list[str]:
    tags = note.front.get("tags") or []
    return sorted({str(t) for t in ([tags] if isinstance(tags, str) else tags) if t is not None})
