"""The README's pictures of a vault folder: a scope with an imported conversation and a few
notes is mirrored into a folder, then its notes are rendered as a Markdown editor shows them
(front matter as a properties table, CommonMark body by markdown-it-py, wiki-links as links),
in real Qt widgets under a real X server:

    xvfb-run -s "-screen 0 1366x768x24" .venv/bin/python docs/vault_screenshot.py

It saves docs/vault-conversation.png and docs/vault-profile.png."""

from __future__ import annotations

import html
import json
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402
from markdown_it import MarkdownIt  # noqa: E402
from PySide6.QtWidgets import QApplication, QHBoxLayout, QListWidget, QTextBrowser, QWidget  # noqa: E402

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.vault import Vault  # noqa: E402

CHAT = [{"uuid": "porto-move", "name": "Moving to Porto: the first month", "created_at": "2026-05-02T08:10:00Z",
         "updated_at": "2026-05-02T08:20:00Z", "account": {"uuid": "me"}, "chat_messages": [
             {"uuid": "t1", "sender": "human", "created_at": "2026-05-02T08:10:00Z", "attachments": [], "files": [],
              "text": "I moved to Porto last week. Where can I find a quiet place to work?"},
             {"uuid": "t2", "sender": "assistant", "created_at": "2026-05-02T08:11:00Z", "attachments": [],
              "files": [], "text": "Congratulations on the move! Co-working spaces near Bolhão are quiet in the "
                                   "mornings; the municipal libraries are free."},
             {"uuid": "t3", "sender": "human", "created_at": "2026-05-02T08:14:00Z", "attachments": [], "files": [],
              "text": "I work as a translator, mostly Portuguese to English."}]}]
NOTES = ["I live in Porto.", "I work as a translator.", "My bike is a green Brompton.", "I prefer tea to coffee."]
LINK = re.compile(r"\[\[([^\]]+)\]\]")
STYLE = ("body{font-family:sans-serif;font-size:14px} table{border-collapse:collapse;margin-bottom:12px}"
         "td{padding:2px 10px;border-bottom:1px solid #ddd;color:#333} td.k{color:#777}")


def rendered(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    head, body = text[4:].split("\n---\n", 1)
    front = yaml.safe_load(head)
    rows = "".join(f"<tr><td class='k'>{html.escape(str(k))}</td><td>{html.escape(_value(v))}</td></tr>"
                   for k, v in front.items() if k != "memories")
    body = LINK.sub(lambda m: f"[{m.group(1).split('/')[-1]}](#)", body)
    return f"<style>{STYLE}</style><h2>{html.escape(path.stem)}</h2><table>{rows}</table>" + \
        MarkdownIt("commonmark").render(body)


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return ", ".join(f"#{t}" for t in v) if isinstance(v, list) else "" if v is None else str(v)


def shot(app, folder: Path, note: Path, out: Path) -> None:
    window = QWidget()
    window.resize(1280, 600)
    box = QHBoxLayout(window)
    files = QListWidget()
    files.addItems(sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.md")))
    files.setMinimumWidth(430)
    files.setMaximumWidth(430)
    page = QTextBrowser()
    page.setHtml(rendered(note))
    box.addWidget(files)
    box.addWidget(page, 1)
    window.setWindowTitle(f"{folder.name} — {note.name}")
    window.show()
    for _ in range(20):
        app.processEvents()
    window.grab().save(str(out))
    window.close()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory(prefix="mnemosyne-vault-shot-") as tmp:
        tmp = Path(tmp)
        (tmp / "claude.json").write_text(json.dumps(CHAT), encoding="utf-8")
        brain = MemoryBrain(tmp / "data", "personal", extractor="sentences", embedder="none").ensure_init()
        brain.import_archive(tmp / "claude.json")
        for text in NOTES:
            brain.retain(text, tags=["about-me"])
        vault = Vault(brain)
        folder = vault.turn_on(tmp / "My vault")
        vault.sync()
        conversation = next((folder / "Conversations").glob("*.md"))
        shot(app, folder, conversation, ROOT / "docs" / "vault-conversation.png")
        shot(app, folder, folder / "Profile.md", ROOT / "docs" / "vault-profile.png")
        vault.release()
        brain.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
