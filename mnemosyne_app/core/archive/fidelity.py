"""Importing a full-fidelity JSON export into an empty scope: rows are restored as they were
(memory ids, versions, facts, triples, and the ledger entries verbatim), so the copy verifies
with the same chain head as the original. The restored rows are verified before the transaction
commits: an export whose ledger does not verify, or whose memories disagree with it, is refused
and leaves the scope as it was."""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.archive.export_checks import check_export
from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.core.integrity.verify import verify
from mnemosyne_app.core.store import ledger, memories, new_rows, vouched
from mnemosyne_app.core.textindex import index_form
from mnemosyne_app.core.archive.model import ArchiveError, ImportReport
from mnemosyne_app.core.archive.sink import ImportSink
from mnemosyne_app.core.store import driver


def import_export(sink: ImportSink, parsed_docs, report: ImportReport, progress) -> ImportReport:
    dumps = [d for _, d in parsed_docs if isinstance(d, dict) and d.get("format") == "mnemosyne-export"]
    if len(dumps) != 1:
        raise ArchiveError("expected exactly one Mnemosyne export in the archive")
    dump = dumps[0]
    if dump.get("version") != 1:
        raise ArchiveError(f"export version {dump.get('version')} is not supported by this build")
    check_export(dump)  # every field, before anything is written
    signed = None
    if dump.get("anchor") is not None:
        try:
            signed = anchor.Anchor.from_dict(dump["anchor"])
        except ValueError as exc:
            raise ArchiveError(f"{exc}; nothing was imported") from None
    try:
        return _restore(sink, dump, signed, report, progress)
    except apsw.ConstraintError as exc:  # rolled back whole
        raise ArchiveError(f"the export holds a record twice (or one that contradicts another): {exc}") from None
    except RecursionError:
        raise ArchiveError("the export's metadata is nested too deeply") from None


def _restore(sink: ImportSink, dump: dict, signed, report: ImportReport, progress) -> ImportReport:
    with sink.transaction() as conn:
        if driver.scalar(conn, "SELECT count(*) FROM memories") or driver.scalar(conn, "SELECT count(*) FROM ledger"):
            raise ArchiveError("a full-fidelity export can only be imported into an empty scope "
                               "(its ledger must start the chain)")
        progress.update(done=0, total=len(dump["memories"]), message="restoring memories")
        new_rows.store(conn, _restored_rows(conn, dump, progress))
        conn.executemany(memories.VERSION_INSERT, [(v["memory_id"], v["version"], v["op"], v["state"], v["changed_at"])
                                                   for v in dump["versions"]])
        if signed is not None:  # verify checks it: its signature, and that the chain still holds what it signed
            conn.execute("INSERT INTO meta(key, value) VALUES (?, ?)", (anchor.META_KEY, json.dumps(signed.as_dict())))
        rep = verify(conn)
        if not rep.valid:  # raising rolls the whole restore back
            raise ArchiveError(f"the export does not verify, nothing was imported: {rep.reason}")
    report.anchored = f"entry {signed.seq}, device key {signed.public_key[:16]}" if signed else ""
    report.anchor_key = signed.public_key if signed else ""
    report.conversations = 0
    report.inserted = len(dump["memories"])
    report.messages_seen = len(dump["memories"])
    progress.finish(f"restored {len(dump['memories'])} memories; ledger valid ({rep.checked} entries)")
    return report


def _restored_rows(conn: apsw.Connection, dump: dict, progress) -> new_rows.Rows:
    """The export's memories as the one writer of new memories takes them (core/store/new_rows.py):
    their rows, word index and facts as they were, the ledger verbatim (the whole history, so the
    copy has the original's chain head), and each memory's vouched copy of the state it holds now
    (a copy proves itself by the ledger's hash, so one the ledger does not vouch for is never used)."""
    rid = driver.scalar(conn, "SELECT max(rid) FROM memories") or 0
    facts: dict[str, list] = {}
    triples: dict[str, list] = {}
    for f in dump["facts"]:  # exports before release 1.6 have no attribute or supersession
        facts.setdefault(f["memory_id"], []).append((f["text"], f.get("attribute"), f.get("superseded_by")))
    for t in dump["triples"]:
        triples.setdefault(t["memory_id"], []).append([t["subject"], t["predicate"], t["object"]])
    contexts = new_rows.turn_contexts(conn, [(m["metadata"], m["text"]) for m in dump["memories"]])
    rows = new_rows.Rows([], [], [], [], [], [], [])
    for i, (m, context) in enumerate(zip(dump["memories"], contexts)):
        rid += 1
        row = {f: m[f] for f in memories.MEMORY_FIELDS}
        row["tags"], row["metadata"] = memories.dumps(m["tags"]), memories.dumps(m["metadata"])
        row["rid"] = rid
        rows.memories.append(memories.insert_values(row))
        if not m["deleted"] and m["superseded_by"] is None:
            rows.fts.append((rid, index_form(m["text"]), index_form(context)))
        row["facts"] = [memories.fact_value(*f) for f in facts.get(m["memory_id"], ())]
        row["triples"] = triples.get(m["memory_id"], [])
        rows.vouched.append((m["memory_id"], vouched.pack(ledger.state_json(row))))
        if i % 500 == 0:
            progress.update(done=i)
    rows.facts.extend((f["memory_id"], f["text"], f["created_at"], f.get("attribute"), f.get("superseded_by"))
                      for f in dump["facts"])
    rows.triples.extend((t["memory_id"], t["subject"], t["predicate"], t["object"]) for t in dump["triples"])
    rows.ledger.extend((e["seq"], e["ts"], e["op"], e["memory_id"], e["change_hash"], e["prev_hash"], e["hash"])
                       for e in dump["ledger"])
    rows.vouched.sort()  # in key order: each copy lands beside the last
    return rows
