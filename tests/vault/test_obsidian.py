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
