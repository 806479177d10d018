"""Looking after single memories from a terminal: ``show``, ``edit``, ``forget``, ``restore``, and
``profile`` (what the store knows about you now). A memory is named by its whole id or by the
short id ``recall`` prints ("…0662d47c381"), as git takes a hash's first digits."""

from __future__ import annotations


from mnemosyne_app.cli.common import open_existing, show, text_argument, when
from mnemosyne_app.cli.registry import arg, command, one_of
from mnemosyne_app.core import validate
from mnemosyne_app.core.types import profile_groups
from mnemosyne_app.core.types import short_id

SHOWN_MATCHES = 5  # ids listed when a fragment names several memories


def resolve(brain, fragment: str) -> str:
    """The one memory id ``fragment`` names; a clear error when none or several do."""
    if not isinstance(fragment, str) or not fragment.strip() or len(fragment) > 128:
        raise ValueError("give a memory id (as `mnemosyne recall` prints it)")
    found = brain.view("ids_matching", fragment=fragment, limit=SHOWN_MATCHES + 1)  # one more: are there more?
    if not found:
        raise KeyError(f"no memory {fragment!r} in scope {brain.scope!r}")
    if len(found) > 1:
        listed = ", ".join(short_id(m) for m in found[:SHOWN_MATCHES]) + ("…" if len(found) > SHOWN_MATCHES else "")
        raise ValueError(f"{fragment!r} names several memories ({listed}): give more of its id")
    return found[0]


def _typed(memory_id: str) -> str:
    """The short id as a person types it back (``restore 0662d47c381``)."""
    return short_id(memory_id).lstrip("…")


def _memory_text(m, history) -> str:
    state = "deleted" if m.deleted else f"merged into {short_id(m.superseded_by)}" if m.superseded_by else "current"
    lines = [m.text, "",
             f"  id       {m.memory_id}  ({state}, version {m.version})",
             f"  kind     {m.kind}" + (f"   tags: {', '.join(m.tags)}" if m.tags else "") + ("   pinned" if m.pinned else ""),
             f"  written  {when(m.occurred_at)}" + (f"   changed {when(m.updated_at)}" if m.version > 1 else "")
             + (f"   from {m.source}" if m.source else "")]
    for record in m.fact_records:
        about = f" [{record['attribute']}]" if record.get("attribute") else ""
        replaced = f"  (replaced by {short_id(record['superseded_by'])})" if record.get("superseded_by") else ""
        lines.append(f"  fact     {record['text']}{about}{replaced}")
    for v in history or []:
        lines.append(f"  v{v.version:<7} {when(v.changed_at)}  {_OP_WORDS.get(v.op, v.op)}")
    return "\n".join(lines)


_OP_WORDS = {"vault_edit": "edited in the vault"}  # ops whose name is not already a word


@command(
    "show", "one memory: its text, facts (with what replaced them) and, with --history, every version",
    arg("id", help="the memory's id, or the short id `recall` prints"),
    arg("--history", action="store_true", help="list every version (edits, deletions, merges)"),
)
def cmd_show(args) -> int:
    from mnemosyne_app.cli.conflicts import conflict_text  # (registers `settle` after `sync`, in --help's order)

    with open_existing(args) as brain:
        m = brain.get(resolve(brain, args.id))
        history = brain.history(m.memory_id) if args.history else None
        conflict = brain.conflict(m.memory_id)
    obj = {**m.__dict__, **({"history": [v.__dict__ for v in history]} if history is not None else {}),
           "conflict": conflict}
    show(args, obj, _memory_text(m, history) + conflict_text(m.memory_id, conflict))
    return 0


@command(
    "edit", "change a memory (a new version; the old one stays in its history: `show --history`)",
    arg("id", help="the memory's id, or the short id `recall` prints"),
    arg("--text", help="the new text, or '-' for standard input"),
    arg("--kind"),
    arg("--tag", action="append", help="a tag (repeatable); replaces the memory's tags"),
    arg("--no-tags", action="store_true", help="remove every tag"),
    one_of(arg("--pin", action="store_true", help="keep it whatever its age (never expires)"),
           arg("--unpin", action="store_true")),
)
def cmd_edit(args) -> int:
    changes: dict = {}
    if args.text is not None:
        changes["text"] = text_argument(args.text)
        validate.text(changes["text"], max_chars=10**9)  # the size limit is the brain's own setting
    if args.kind is not None:
        changes["kind"] = validate.kind(args.kind)
    if args.tag or args.no_tags:
        if args.tag and args.no_tags:
            raise ValueError("--tag and --no-tags exclude each other")
        changes["tags"] = validate.tags(args.tag or [])
    if args.pin or args.unpin:
        changes["pinned"] = bool(args.pin)
    if not changes:
        raise ValueError("nothing to change: give --text, --kind, --tag, --no-tags, --pin or --unpin")
    with open_existing(args) as brain:
        before = brain.get(resolve(brain, args.id))
        if before.deleted:  # refused: an edit nobody sees until a restore would be a surprise then
            raise ValueError(f"{short_id(before.memory_id)} is deleted: bring it back first "
                             f"(mnemosyne restore {_typed(before.memory_id)}), then edit it")
        m = brain.update(before.memory_id, **changes)
    if m.version == before.version:
        show(args, m.__dict__, f"nothing changed: {short_id(m.memory_id)} already reads so (still version {m.version})")
        return 0
    lines = [f"edited {short_id(m.memory_id)}: now version {m.version} "
             f"(undo: mnemosyne restore {_typed(m.memory_id)} --version {before.version})"]
    if "text" in changes and m.text != before.text and m.facts:
        # Facts are drawn when a memory is retained; an edit keeps them, so show which stay.
        lines += ["  facts kept (an edit does not redraw them from the new text):"] + [f"    {f}" for f in m.facts]
    show(args, m.__dict__, "\n".join(lines))
    return 0


@command(
    "forget", "delete memories (soft: out of recall and the window, history kept; undo with `restore`)",
    arg("ids", nargs="+", metavar="ID", help="memory ids, or the short ids `recall` prints"),
)
def cmd_forget(args) -> int:
    with open_existing(args) as brain:
        ids = list(dict.fromkeys(resolve(brain, f) for f in args.ids))
        already = [i for i in ids if brain.get(i).deleted]
        todo = [i for i in ids if i not in already]
        if todo:
            brain.delete_many(todo)  # all or none, one transaction
    n = len(todo)
    lines = [f"deleted {n} memor{'y' if n == 1 else 'ies'} (undo: mnemosyne restore {' '.join(map(_typed, todo))})"
             ] if todo else []
    lines += [f"{short_id(i)} was already deleted" for i in already]
    show(args, {"deleted": n, "memory_ids": todo, "already_deleted": already}, "\n".join(lines))
    return 0


@command(
    "restore", "bring back deleted memories, or return one to an earlier version (--version)",
    arg("ids", nargs="+", metavar="ID", help="memory ids, or the short ids `recall` prints"),
    arg("--version", type=int, help="the version to return to (`show --history` lists them); one ID only"),
    arg("--vouched", action="store_true",
        help="put memories `verify` found changed outside Mnemosyne back to what the audit ledger vouches for"),
)
def cmd_restore(args) -> int:
    if args.version is not None and len(args.ids) != 1:
        raise ValueError("--version returns one memory to an earlier version: give one ID")
    if args.vouched and args.version is not None:
        raise ValueError("--vouched and --version are two different restores: give one of them")
    with open_existing(args) as brain:
        ids = list(dict.fromkeys(resolve(brain, f) for f in args.ids))
        if args.vouched:
            back = [brain.restore_vouched(i) for i in ids]
            show(args, {"restored": [m.memory_id for m in back]},
                 "\n".join(f"{short_id(m.memory_id)} says again what the ledger vouches for: {m.text[:80]}"
                           for m in back))
            return 0
        if args.version is not None:
            m = brain.restore(ids[0], validate.count(args.version, "version", 1))
            show(args, m.__dict__, f"{short_id(m.memory_id)} is back at version {args.version}'s state "
                                   f"(as version {m.version})")
            return 0
        live = [i for i in ids if not brain.get(i).deleted]
        todo = [i for i in ids if i not in live]
        if todo:
            brain.restore_many(todo)
    n = len(todo)
    lines = [f"restored {n} memor{'y' if n == 1 else 'ies'}"] if todo else []
    lines += [f"{short_id(i)} is not deleted" for i in live]
    show(args, {"restored": n, "memory_ids": todo, "not_deleted": live}, "\n".join(lines))
    return 0


@command(
    "profile", "what the store knows about you now: current facts by what they are about, then what they replaced",
    arg("--earlier", action="store_true", help="also list facts a newer one replaced or an edit took away"),
    arg("--as-of", metavar="DAY", help="what was true on that day (2025-05-03) instead of now; with --timeline, the changes up to that day"),
    arg("--timeline", action="store_true", help="every change to what is known about you, oldest first"),
)
def cmd_profile(args) -> int:
    if args.timeline:
        return _timeline(args)
    with open_existing(args) as brain:
        found = brain.profile(as_of=args.as_of)
    lines = []
    for title, facts in profile_groups(found["current"]):
        lines.append(f"{title}:")
        lines += [f"  {f['text']}" + (f"   [{f['resolved']}, worked out from when it was said]" if f.get("resolved") else "")
                  + (f"   (said {f['count']} times)" if f.get("count", 1) > 1 else "")
                  + f"   ({short_id(f['memory_id'])})" for f in facts]
    if not lines:
        lines = ([f"no facts known to be true on {args.as_of}"] if args.as_of else
                 ["no facts yet: they are drawn from what you retain with extraction on"])
    elif args.as_of:
        lines.insert(0, f"As of {args.as_of}:")
    history = found["replaced"] + found["earlier"]
    if args.earlier and history:
        lines.append("Earlier (replaced or removed):")
        lines += [f"  {f['text']}" + (f"  →  {f['replaced_with']}" if f.get("replaced_with") else "")
                  for f in history]
    elif history:
        lines.append(f"({len(history)} earlier fact{'' if len(history) == 1 else 's'}: --earlier lists them)")
    show(args, found, "\n".join(lines))
    return 0


def _timeline(args) -> int:
    """Each fact's start and end by when it was said: "2024-06-01  + User moved to Denver" and
    "2024-06-01  − User lives in Austin (ended by: User moved to Denver)" (core/read/spans.py).
    With --as-of it stops at the end of that day (was: --as-of was ignored here)."""
    until = validate.as_of(args.as_of)  # a wrong day is a one-line error before the store opens
    with open_existing(args) as brain:
        spans = brain.view("fact_spans")
        changes = brain.view("profile_timeline", until=until)
    if until is not None:  # --json too: no fact said after that day
        spans = [f for f in spans if f["valid_from"] is not None and f["valid_from"] <= until]
    lines = [f"{when(c['at'])}  " + (f"+ {c['text']}" if c["change"] == "started" else
                                     f"− {c['text']}" + (f"  (ended by: {c['replaced_with']})" if c["replaced_with"] else ""))
             for c in changes]
    if until is not None:
        lines = [f"Up to {args.as_of}:", *lines] if lines else [f"no changes up to {args.as_of}"]
    lines = lines or ["no facts yet"]
    show(args, spans, "\n".join(lines))
    return 0
