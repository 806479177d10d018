"""What every importer produces: conversations of messages, and a report of what happened."""

from __future__ import annotations

from dataclasses import dataclass, field

from mnemosyne_app.core.errors import ArchiveError  # noqa: F401  (defined with the other errors a face maps)


@dataclass
class Message:
    message_id: str
    role: str  # "user" | "assistant" | "system" | "instructions" | "document" (not said by either)
    text: str
    created_at: float | None = None


@dataclass
class Conversation:
    source: str  # "chatgpt" | "claude" | "gemini" | "generic" | "markdown" | "paste"
    conversation_id: str
    title: str
    messages: list[Message]
    created_at: float | None = None
    kind: str = "history"
    tags: list[str] = field(default_factory=list)
    # True when the parser put the messages in the order said from the format's parent links
    # (tree.py); otherwise the importer orders them by time, ties in the file's order.
    ordered: bool = False


def counted(n: int, noun: str) -> str:
    """"1 message", "2 messages": a report is read as a sentence."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


@dataclass
class ImportReport:
    format: str = ""
    conversations: int = 0
    imported_conversations: int = 0
    messages_seen: int = 0
    inserted: int = 0
    already_present: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (conversation id or file, reason)
    messages_skipped: int = 0  # messages of skipped conversations: seen = inserted + present + skipped
    cancelled: bool = False
    extraction_queued: int = 0
    # Files of the archive that were not imported, with why: unreadable, of no known format,
    # ambiguous between two formats, a symlink leading out of the folder.
    files_skipped: list[tuple[str, str]] = field(default_factory=list)
    # Times outside any calendar a person lived in (1e20, NaN, year 0): kept as unknown time.
    unknown_times: int = 0
    # A full export's anchor (integrity/anchor.py): "entry N, device key 1a2b…", or "" if unsigned.
    anchored: str = ""
    anchor_key: str = ""  # the public key that signed it (hex), "" if unsigned
    # Whether that key is one this device knows its person's devices to have used (anchor.known_keys);
    # None until checked. An unknown key is said in the summary and marked on the scope.
    anchor_key_known: bool | None = None

    def skip(self, ident: str, reason: str, messages: int = 0) -> None:
        self.skipped.append((ident, reason))
        self.messages_skipped += messages

    def as_dict(self) -> dict:
        return dict(self.__dict__)

    def summary(self) -> str:
        text = (f"{self.format}: {counted(self.conversations, 'conversation')}, "
                f"{counted(self.messages_seen, 'message')}; "
                f"{self.inserted:,} new, {self.already_present:,} already present, {len(self.skipped):,} skipped")
        if self.messages_skipped:
            text += f" ({counted(self.messages_skipped, 'message')} in skipped conversations)"
        if self.files_skipped:
            shown = "; ".join(f"{name} ({why})" for name, why in self.files_skipped[:3])
            more = len(self.files_skipped) - 3
            text += (f"; {counted(len(self.files_skipped), 'file')} not imported: {shown}"
                     + (f" and {more} more" if more > 0 else ""))
        if self.unknown_times:
            one = self.unknown_times == 1
            text += (f"; {counted(self.unknown_times, 'message time')} {'was' if one else 'were'} out of range (not "
                     f"a date a person lived in) and {'is' if one else 'are'} kept as unknown time")
        if self.extraction_queued:
            text += f"; fact extraction queued for {counted(self.extraction_queued, 'message')}"
        if self.format == "mnemosyne" and self.inserted:
            if not self.anchored:
                text += ("; its ledger carries no signed anchor (an export from before anchors, or one stripped of "
                         "it): nothing shows it was not changed since it was made")
            elif self.anchor_key_known is False:
                text += (f"; its ledger is anchored at {self.anchored}, but signed by a key none of your devices has "
                         "used: it may have been changed and signed again since it was made. Keep it only if you "
                         "trust where it came from")
            else:
                text += f"; its ledger is anchored at {self.anchored}"
        return text + (" (cancelled)" if self.cancelled else "")
