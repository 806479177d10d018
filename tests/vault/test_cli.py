"""`mnemosyne vault on PATH | off | status | sync`: what each says, and a wrong use is one line."""

from __future__ import annotations

import json

from mnemosyne_app.cli import main
from tests.vault.helpers import split, write


def run(capsys, *argv):
    code = main(["--scope", "test", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_vault_commands_mirror_take_in_report_and_stop(filled, tmp_path, capsys):
    folder = tmp_path / "notes"
    code, out, err = run(capsys, "vault", "on", str(folder))
    assert code == 0 and "24 notes written" in out and str(folder) in err
    note = sorted((folder / "Memories").glob("*.md"))[0]
    front, _ = split(note)
    write(note, front, "Edited while the app was closed.\n")
    (folder / "Memories" / sorted((folder / "Memories").glob("*.md"))[1].name).unlink()
    code, out, _ = run(capsys, "vault", "sync")
    assert code == 0 and "1 notes edited in the folder taken in" in out
    assert "deleted in the folder: Memories/" in out and "--delete-removed" in out
    assert filled.get(front["id"]).text == "Edited while the app was closed."
    code, out, _ = run(capsys, "--json", "vault", "status")
    status = json.loads(out)
    assert status["on"] and status["notes"] == 23 and len(status["deleted_in_folder"]) == 1
    code, out, _ = run(capsys, "vault", "off")
    assert code == 0 and "is off" in out and note.exists()
    code, _, err = run(capsys, "vault", "sync")
    assert code == 2 and err.count("\n") == 1 and "vault on PATH" in err


def test_wrong_uses_are_one_line_each(filled, tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    for argv, words in ((["vault", "on"], "needs the folder"), (["vault", "sync", "x"], "takes no folder"),
                        (["vault", "on", str(tmp_path / "file")], "is a file, not a folder"),
                        (["vault", "sync"], "has no vault folder")):
        code, _, err = run(capsys, *argv)
        assert code == 2 and err.count("\n") == 1 and words in err, err
