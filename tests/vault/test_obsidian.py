"""The folder opens as an Obsidian vault: every note's front matter is YAML properties of the
kinds Obsidian shows (text, lists of tags, dates, booleans), its body is Markdown that a
CommonMark parser reads, and every wiki-link points at a note that exists."""

from __future__ import annotations

import datetime as dt
import re

import yaml
from markdown_it import MarkdownIt

from mnemosyne_app.vault import Vault

LINK = re.compile(r"\[\[([^\]|#]+)(?:[|#][^\]]*)?\]\]")


def test_every_note_parses_and_every_link_resolves(filled, tmp_path):
    vault = Vault(filled)
    folder = vault.turn_on(tmp_path / "vault")
    vault.sync()
    md = MarkdownIt("commonmark")
    notes = sorted(folder.rglob("*.md"))
    assert len(notes) == 8 + 15 + 1
    stems = {p.relative_to(folder).with_suffix("").as_posix() for p in notes} | {p.stem for p in notes}
    links = 0
    for path in notes:
        text = path.read_text(encoding="utf-8")
        assert text.startswith("---\n")
        head, body = text[4:].split("\n---\n", 1)
        front = yaml.safe_load(head)
        assert isinstance(front, dict) and front["mnemosyne"] in ("memory", "conversation", "profile")
        for name in ("occurred", "created", "updated", "started", "generated_at"):
            if front.get(name):
                dt.datetime.fromisoformat(front[name])  # a date property, not free text
        if "tags" in front:
            assert isinstance(front["tags"], list) and all(isinstance(t, str) and " " not in t for t in front["tags"])
        tokens = md.parse(body)
        assert tokens, path
        if front["mnemosyne"] == "conversation":
            headings = [t for t in tokens if t.type == "heading_open"]
            assert headings and headings[0].tag == "h1"
            # The turn markers are HTML comments: hidden in Obsidian's reading view.
            assert sum(t.type == "html_block" for t in tokens) == front["turns"]
        for target in LINK.findall(body):
            links += 1
            assert target in stems, (path.name, target)
    assert links >= 8  # every conversation links to the profile


def test_facts_are_shown_in_their_note_and_the_profile_links_back(data_home, tmp_path):
    from mnemosyne_app import MemoryBrain

    brain = MemoryBrain(data_home, "facts", extractor="sentences", embedder="none").ensure_init()
    try:
        mid = brain.retain("I live in Porto. I work as a nurse.").memory_ids[0]
        vault = Vault(brain)
        folder = vault.turn_on(tmp_path / "vault")
        vault.sync()
        note = next((folder / "Memories").glob("*.md"))
        head, body = note.read_text(encoding="utf-8")[4:].split("\n---\n", 1)
        front = yaml.safe_load(head)
        assert front["id"] == mid and front["facts"] == ["I live in Porto.", "I work as a nurse."]
        assert front["profile"] == "[[Profile]]"
        profile = (folder / "Profile.md").read_text(encoding="utf-8")
        link = f"[[Memories/{note.stem}]]"
        assert f"- I live in Porto. ({link})" in profile and f"- I work as a nurse. ({link})" in profile
        brain.update(mid, facts=["I live in Lisbon."])  # an edit of the facts in the app reaches both
        vault.sync()
        assert "I live in Lisbon." in note.read_text(encoding="utf-8")
        assert "- I live in Lisbon." in (folder / "Profile.md").read_text(encoding="utf-8")
        vault.release()
    finally:
        brain.close()


def test_a_conversation_note_lists_its_facts_above_the_turns_and_reads_back_only_the_turns():
    from mnemosyne_app.vault import notes

    turns = [{"memory_id": f"m{i}", "text": text, "kind": "history", "tags": [], "source": "claude",
              "occurred_at": 1_700_000_000 + i, "metadata": {"conversation_id": "c1", "role": role,
                                                            "conversation_title": "Moving"},
              "facts": facts}
             for i, (role, text, facts) in enumerate([("user", "I moved to Porto.\n\nIt rains.", ["I moved to Porto."]),
                                                      ("assistant", "Welcome!", [])])]
    text = notes.conversation_note("c1", turns)
    assert "## Facts drawn from it\n\n- I moved to Porto.\n" in text and "[[Profile]]" in text
    assert notes.parse(text).texts == {"m0": "I moved to Porto.\n\nIt rains.", "m1": "Welcome!"}
