"""The Import panel as a person types into it: a path starting with ~ is their home folder (as
the Export box already took it), and a file the panel cannot read is named as it is spelled."""

import json

from tests.gui.waiting import wait_until
from tests.unit.big_exports import chatgpt_conversation, write_export


def import_typed(w, typed: str) -> str:
    panel = w.archive
    panel.import_path.setText(typed)
    panel.import_button.click()
    wait_until(lambda: panel.progress is None and panel.import_button.isEnabled()
               and panel.result.text() not in ("", "Importing…"), what="the import's result")
    return panel.result.text()


def test_a_path_from_the_home_folder_is_imported(make_window, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    write_export(tmp_path / "chat.json", [chatgpt_conversation(0)])  # a question and its answer
    w = make_window()
    result = import_typed(w, "~/chat.json")
    assert "1 conversation, 2 messages; 2 new" in result, result


def test_an_unreadable_file_keeps_its_name_as_spelled(make_window, tmp_path):
    path = tmp_path / "locomo10.json"
    path.write_text(json.dumps([{"sample_id": "x", "qa": []}]))
    w = make_window()
    result = import_typed(w, str(path))
    assert "Import failed:</b> locomo10.json:" in result, result
