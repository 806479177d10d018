"""Encryption at rest for a whole data directory: ``encrypt``, ``decrypt`` and ``rekey``.

Each converts every scope (and every removed one) crash-safe (core/library.py): if
it is stopped, each scope still opens with the old or the new passphrase, and running the same
command again finishes the job. The window, ``serve`` and ``mcp`` must be closed meanwhile.
"""

from __future__ import annotations

from mnemosyne_app import passphrase as sources
from mnemosyne_app.cli.common import brain_options, progress_bar, show
from mnemosyne_app.cli.registry import arg, command
from mnemosyne_app.core import library

# Encrypting writes new files and removes the plain ones; the disk's blocks that held them are
# freed, not overwritten (and on SSDs and copy-on-write file systems no program can overwrite them).
FREE_BLOCKS_NOTE = ("Note: the plain files were removed, not wiped: until the disk reuses their blocks, a tool that "
                    "reads the raw disk (or an older backup or snapshot) may still find the old text. Full-disk "
                    "encryption (FileVault, BitLocker, LUKS) covers that.")

REMEMBER = arg("--remember", action="store_true",
               help="also keep the passphrase in the OS keyring (Secret Service, Keychain, Credential Locker)")


def _new_passphrase(root, prompt: str, env: str) -> str:
    # A new passphrase is never taken from the keyring (that holds the old one), and is asked twice.
    return sources.obtain(root, prompt, env=env, keyring=False, confirm=True)


def _remember(args, root, passphrase: str) -> str:
    if not args.remember:
        return ""
    if sources.remember(root, passphrase):
        return "; the passphrase is remembered in the OS keyring"
    return "; there is no OS keyring here, so it was not remembered (you will be asked)"


@command(
    "encrypt", "encrypt every scope of the data directory with a passphrase (finishes an interrupted run)",
    REMEMBER,
)
def cmd_encrypt(args) -> int:
    root = brain_options(args).root
    state = library.lock_state(root)
    if state is None:
        secret = _new_passphrase(root, "New passphrase for your memories: ", sources.ENV_FILE)
    else:  # finishing an interrupted run, or encrypting a scope file that was added plain
        secret = sources.obtain(root)
    report = library.encrypt(root, secret, progress_bar("encrypt"))
    note = _remember(args, root, secret)
    show(args, {"converted": report.converted, "unchanged": report.unchanged},
         report.summary("encrypted") + note + ".\nKeep the passphrase safe: without it nothing can be read back."
         + (f"\n{FREE_BLOCKS_NOTE}" if report.converted else ""))
    return 0


@command("decrypt", "turn every scope of the data directory back into plain files (finishes an interrupted run)")
def cmd_decrypt(args) -> int:
    root = brain_options(args).root
    if library.lock_state(root) is None:
        show(args, {"converted": [], "unchanged": []}, f"the memories in {root} are not encrypted")
        return 0
    report = library.decrypt(root, sources.obtain(root), progress_bar("decrypt"))
    sources.forget(root)
    show(args, {"converted": report.converted, "unchanged": report.unchanged},
         report.summary("decrypted") + ". The scope files are plain again: anyone who can read them reads them.")
    return 0


@command(
    "rekey", "change the passphrase of an encrypted data directory (finishes an interrupted run)",
    REMEMBER,
)
def cmd_rekey(args) -> int:
    root = brain_options(args).root
    old = sources.obtain(root, "Current passphrase: ")
    new = _new_passphrase(root, "New passphrase: ", sources.ENV_NEW_FILE)
    report = library.rekey(root, old, new, progress_bar("rekey"))
    if sources.from_keyring(root) is not None:
        sources.remember(root, new)  # the keyring held the old one: keep it in step
    note = _remember(args, root, new)
    show(args, {"converted": report.converted, "unchanged": report.unchanged}, report.summary("re-keyed") + note)
    return 0

