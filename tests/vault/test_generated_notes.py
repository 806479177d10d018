"""A summary the person asked for (issue 27) mirrored into the vault (issue 35): its note says it
was generated, by what and from which conversation, and is not dated or named as if it were said."""

from __future__ import annotations

from mnemosyne_app.vault import Vault
from tests.vault.helpers import split


def test_a_generated_summary_note_says_it_was_generated_and_is_not_dated_as_said(filled, tmp_path):
    conv = next(m.metadata["conversation_id"] for m in filled.list_memories(limit=1000)
                if m.metadata.get("conversation_id"))
    kept = filled.compact_history(conv, max_sentences=2)
    vault = Vault(filled)
    folder = vault.turn_on(tmp_path / "vault")
    vault.sync()
    [path] = [p for p in (folder / "Memories").glob("*.md") if split(p)[0]["id"] == kept["memory_id"]]
    front, body = split(path)
    assert front["generated"] is True
    assert front["generated_by"] and front["summary_of"] == conv
    assert "turns" in front["generated_from"]
    assert "occurred" not in front  # it was made, not said: dated only by created
    assert path.name.split(" ", 1)[1].startswith("Generated summary of")
    # the note is read back as the same memory's text: mirroring again changes nothing in the store
    before = filled.get(kept["memory_id"]).version
    vault.sync(full=True)
    assert filled.get(kept["memory_id"]).version == before
