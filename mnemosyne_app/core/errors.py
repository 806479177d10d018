"""Errors a person can act on, kept apart from bugs.

Environment problems (disk full, locked, corrupt, read-only, too new) become a
``StoreEnvironmentError`` with a friendly message; bad input is a ``ValueError``; anything
else is a bug and propagates unchanged.
"""

from __future__ import annotations


class MnemosyneError(Exception):
    """Base class of the errors Mnemosyne raises on purpose."""


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
