"""Sync conflicts from a terminal: ``show`` prints both sides (``conflict_text``), ``settle``
keeps one side or a text merged by hand; the settling syncs, so the mark clears everywhere."""

from __future__ import annotations

from mnemosyne_app.cli.common import open_existing, show, text_argument
from mnemosyne_app.cli.curate import resolve
from mnemosyne_app.cli.registry import arg, command, one_of
from mnemosyne_app.core.types import short_id


def _side(state: dict, field: str) -> str:
    if field == "deleted":
        return "deleted" if state.get("deleted") else "not deleted"
    value = state.get(field)
    if field == "tags":
        return ", ".join(value or []) or "(no tags)"
    return "(none)" if value is None or value == "" else str(value)


def conflict_text(memory_id: str, conflict: dict | None) -> str:
    """Both sides of a sync conflict, field by field, and how to settle it."""
    if conflict is None:
        return ""
    lines = ["", f"  CONFLICT {conflict['why']}"]
    if conflict["that"] is not None:
        device = (conflict["that_device"] or "")[:8]
        for field in conflict["fields"]:
            lines.append(f"    {field}: this (kept)  {_side(conflict['this'], field)}")
            lines.append(f"    {' ' * len(field)}  that ({device})  {_side(conflict['that'], field)}")
    lines.append(f"  settle it: mnemosyne settle {short_id(memory_id).lstrip('…')} --keep this | --keep that | --text \"merged\"")
    return "\n".join(lines)


@command(
    "settle", "settle a sync conflict: keep this side, that side, or a text merged by hand (syncs to every device)",
    arg("id", help="the memory's id, or the short id `recall` prints"),
    one_of(arg("--keep", choices=["this", "that"], help="which side stays"),
           arg("--text", help="the text merged by hand, or '-' for standard input")),
)
def cmd_settle(args) -> int:
    if args.keep is None and args.text is None:
        raise ValueError("say how: --keep this, --keep that or --text \"merged text\"")
    with open_existing(args) as brain:
        memory_id = resolve(brain, args.id)
        by_hand = {"text": text_argument(args.text)} if args.text is not None else {}
        brain.settle_conflict(memory_id, args.keep or "hand", **by_hand)
        m = brain.get(memory_id)
    show(args, m.__dict__, f"settled {short_id(memory_id)}: now version {m.version}; the conflict mark clears on "
                           "every device at their next sync")
    return 0
