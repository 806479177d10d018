"""Errors a person can act on, kept apart from bugs.

Environment problems (disk full, locked, corrupt, read-only, too new) become a
``StoreEnvironmentError`` with a friendly message; bad input is a ``ValueError``; anything
else is a bug and propagates unchanged.
"""

from __future__ import annotations


class MnemosyneError(Exception):
    """Base class of the errors Mnemosyne raises on purpose."""


class UserError(MnemosyneError, ValueError):
    """The family of user errors: what was asked cannot be done as asked (bad input, a value out
    of range, a name that is taken), said in words. A ValueError too, so every face maps it as it
    maps bad input: the CLI exits 2 with one line, HTTP answers 4xx JSON, MCP a tool error, the
    window a message. Raise it (not a bare ValueError) for a new check."""


class NotFoundError(UserError, KeyError):
    """What was named does not exist for the asker (never stored, deleted, merged away, expired):
    "not found" on every face (HTTP 404, MCP tool error, CLI exit 2)."""

    def __str__(self) -> str:  # the sentence itself, not KeyError's quoted repr of it
        return str(self.args[0]) if self.args else "not found"


class NoModelError(UserError):
    """Facts were asked for with no extraction model set. The engine says only that; each face
    adds where a person sets one in its own terms (the window: Settings; the CLI: --model)."""

    def __init__(self, message: str = "no extraction model is set, so no facts can be extracted") -> None:
        super().__init__(message)


class StoreEnvironmentError(MnemosyneError):
    """The store cannot be used because of its environment, not because of a bug."""


class StoreCorruptError(StoreEnvironmentError):
    pass


class StoreFullError(StoreEnvironmentError):
    pass


class StoreBusyError(StoreEnvironmentError):
    pass


class StoreReadOnlyError(StoreEnvironmentError):
    pass


class SchemaTooNewError(StoreEnvironmentError):
    pass


class ScopeClosedError(MnemosyneError):
    """The brain was closed: a late call must not quietly open (or create) its store again."""


class QueueFullError(MnemosyneError):
    """The async write queue is at its bound and the caller asked not to wait."""


class FlushTimeout(MnemosyneError):
    """``flush`` did not finish within its timeout; nothing was lost, writes are still queued."""


class TamperedError(MnemosyneError):
    """Something the ledger vouches for was changed behind the app's back; acting on it would
    launder the change into a fresh, valid ledger entry, so the action is refused."""


class ScopeMovedError(MnemosyneError):
    """The scope's file was moved, renamed or removed after this process opened it (another
    process ran ``scopes --remove`` or ``--rename``): nothing more is written to it from here."""


class ForeignStoreError(StoreEnvironmentError):
    """A database in the scopes folder that another program wrote: refused, left as it is."""


class PassphraseError(MnemosyneError):
    """An encrypted store and a passphrase that is missing or does not open it."""


class WrongPassphraseError(PassphraseError):
    """The passphrase given does not open the scope; nothing was read or changed."""


class PassphraseRequiredError(PassphraseError):
    """The scope is encrypted and no passphrase was given."""


class ArchiveError(ValueError):
    """The archive as a whole cannot be read (not JSON, wrong schema, unsafe zip, too big)."""


class ExtractionError(Exception):
    """The model failed or returned output that could not be used; the input is kept."""

    event_id: int | None = None  # the failed event that keeps the input, once the write path knows it


# What a face shows the person as a message in words (never a traceback): the user-error family,
# the built-in errors the engine still raises for bad input and missing things, our own
# environment errors, and a model's failure. The CLI and the window catch exactly this tuple.
USER_ERRORS = (UserError, ValueError, KeyError, MnemosyneError, ExtractionError, OSError)


def in_words(exc: BaseException) -> str:
    """``exc`` as one line a person can read, never a Python class name: what failed events,
    import reports and queue errors keep (the window, the CLI and reports show it as is).
    Errors raised on purpose already say their message; the rest are named for what they are."""
    sqlite = _SQLITE_WORDS.get(type(exc).__name__) if type(exc).__module__ == "apsw" else None
    if sqlite:  # the common failures of a write, raised by SQLite itself
        return sqlite
    if isinstance(exc, KeyError):
        arg = exc.args[0] if exc.args else None
        if isinstance(arg, str) and " " in arg:  # ours carry a sentence ("no memory …")
            return arg
        return f"{arg!r} is missing" if arg is not None else "something it needs is missing"
    if isinstance(exc, OSError) and exc.strerror:
        names = [str(n) for n in (exc.filename, exc.filename2) if n]
        return exc.strerror + (f": {' -> '.join(names)}" if names else "")
    if isinstance(exc, RecursionError):
        return "the data is nested too deeply"
    if isinstance(exc, (ValueError, MnemosyneError, OSError)):
        return str(exc) or "that did not work"
    if isinstance(exc, (TypeError, AttributeError, IndexError)):
        return f"the data is not shaped as expected ({exc})"
    return f"unexpected error ({str(exc) or 'no details'})"


# SQLite's errors a write meets most, in words (apsw names them after SQLite's result codes).
_SQLITE_WORDS = {
    "FullError": "the disk is full (free some space; nothing was lost, the write can be retried)",
    "BusyError": "the store is busy: another program is writing to it (try again in a moment)",
    "LockedError": "the store is busy: another program is writing to it (try again in a moment)",
    "CorruptError": "the store file is damaged (Verify integrity says more; restore it from a backup)",
    "NotADBError": "the file is not a Mnemosyne store (or the passphrase is wrong)",
    "ReadOnlyError": "the store cannot be written (its file or folder is read-only)",
    "CantOpenError": "the store file cannot be opened (was it moved, or is its folder gone?)",
    "IOError": "reading or writing the store failed (a disk error)",
    "PermissionsError": "the store cannot be written: permission denied",
    "NoMemError": "out of memory",
    "TooBigError": "the text is too large for the store",
}
