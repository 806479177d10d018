"""Moving memories in and out: ``import`` and ``export``."""

from __future__ import annotations

import os
import sys

from mnemosyne_app import paths
from mnemosyne_app.cli.common import keyed_options, progress_bar, show
from mnemosyne_app.cli.registry import arg, command
from mnemosyne_app.core import errors
from mnemosyne_app.core.brain import MemoryBrain


def _sealed_export_passphrase(path: str, root) -> str | None:
    """For an export made with `export --encrypt`: its passphrase, from the same sources as export's."""
    from mnemosyne_app import passphrase
    try:
        if not MemoryBrain.is_sealed_export(path):
            return None
    except OSError:
        return None  # a folder or an unreadable file: the importer says what is wrong with it
    try:
        return passphrase.obtain(root, f"Passphrase of the sealed export {path}: ",
                                 env="MNEMOSYNE_EXPORT_PASSPHRASE_FILE", keyring=False)
    except errors.PassphraseRequiredError:
        if os.environ.get("MNEMOSYNE_EXPORT_PASSPHRASE_FILE"):
            raise  # the file named is missing or unsafe: its own words say which
        # The general words are about an encrypted store, not this file.
        raise errors.PassphraseRequiredError(
            f"{path} is a sealed export and no passphrase for it was given: set MNEMOSYNE_EXPORT_PASSPHRASE_FILE "
            "to a file only you can read (chmod 600) that holds it, or run on a terminal to be asked") from None


@command(
    "import", "import a chat archive (ChatGPT, Claude, DeepSeek, Gemini, Open WebUI, LibreChat, SillyTavern, generic "
    "chat, Markdown or a Mnemosyne export; zip, folder or file)",
    arg("path", help="a .zip export, a folder, or a .json/.jsonl/.md file"),
    arg("--format", default="auto", choices=MemoryBrain.IMPORT_FORMATS),
    arg("--all-branches", action="store_true", help="ChatGPT: also import edited-away branches"),
    arg("--no-embed", action="store_true", help="skip building search vectors now"),
    arg("--extract", action="store_true",
        help="queue fact extraction for the person's messages (runs in the background; what is left when "
             "the command ends resumes on the next start or `mnemosyne flush`)"),
)
def cmd_import(args) -> int:
    from mnemosyne_app.core.errors import ArchiveError

    paths.input_path(args.path, "the archive")  # before the store opens: a FIFO would hang the import
    # Not opened here: the archive is read and parsed first, and the store is opened by the first
    # write, so an archive that is refused does not even create the scope it names.
    options = keyed_options(args)
    unseal_with = _sealed_export_passphrase(args.path, options.root)
    brain = options.brain(args.scope)
    try:
        try:
            report = brain.import_archive(args.path, format=args.format, progress=progress_bar("import"),
                                          all_branches=args.all_branches, extract=args.extract,
                                          passphrase=unseal_with)
        except ArchiveError as exc:
            print(f"mnemosyne import: {exc}", file=sys.stderr)
            return 2
        if not args.no_embed and brain.embedder is not None:
            brain.backfill_embeddings(progress_bar("search vectors"))
    finally:
        brain.close()
    lines = ([report.summary()] + [f"  file not imported: {name}: {why}" for name, why in report.files_skipped[:50]]
             + [f"  skipped {ident}: {why}" for ident, why in report.skipped[:50]])
    show(args, report.as_dict(), "\n".join(lines))
    return 0


@command(
    "export", "export the scope as json (full fidelity), jsonl or markdown",
    arg("path"),
    arg("--format", default="json", choices=list(MemoryBrain.EXPORT_FORMATS)),
    arg("--encrypt", action="store_true",
        help="seal the export with a passphrase (scrypt + ChaCha20-Poly1305; asked twice on the terminal, or "
             "read from $MNEMOSYNE_EXPORT_PASSPHRASE_FILE)"),
)
def cmd_export(args) -> int:
    from mnemosyne_app import passphrase

    MemoryBrain.check_export_destination(args.path)  # refused before the store is opened (the exporter checks again)
    options = keyed_options(args)
    seal_with = None
    if args.encrypt:
        seal_with = passphrase.obtain(options.root, "Passphrase for the export: ", env="MNEMOSYNE_EXPORT_PASSPHRASE_FILE",
                                      keyring=False, confirm=True)
    with options.open(args.scope) as brain:
        count = brain.export(args.path, format=args.format, passphrase=seal_with)
    if not args.encrypt:
        print(f"mnemosyne export: note: {args.path} is plain text: anyone who can read the file reads these memories "
              "(--encrypt seals it with a passphrase)", file=sys.stderr)
    show(args, {"path": args.path, "memories": count, "format": args.format, "encrypted": bool(args.encrypt)},
         f"exported {count} memories to {args.path}" + (" (sealed with a passphrase)" if args.encrypt else ""))
    return 0
