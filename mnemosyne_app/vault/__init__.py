"""The vault: a scope mirrored as a folder of Markdown notes that Obsidian (or any editor)
opens, and that edits come back from. The store stays the source of truth; this face reaches
it through ``MemoryBrain`` only (README: "Your memories as a Markdown folder")."""

from mnemosyne_app.vault.mirror import Vault, VaultError
from mnemosyne_app.vault.report import SyncReport

__all__ = ["Vault", "VaultError", "SyncReport"]
