"""The window's side of sync (issue 21) against a real PostgreSQL (tests/sync/conftest.py's
server): Sync now pushes and pulls off the GUI thread and the status bar says so, the password
stays out of settings.ini, and the "has a conflict" filter shows a conflicted memory."""

from __future__ import annotations

from mnemosyne_app import paths, qt_async
from mnemosyne_app.sync import device
from tests.gui.two_devices import changed_on_both, sync_now, sync_of, window_key
from tests.gui.waiting import wait_until
from tests.sync.conftest import pg_server, pg_url  # noqa: F401  (the fixtures)
from tests.sync.helpers import Device

PASSWORD = "correct-horse-battery-4417"  # the test server trusts any password; it must still be kept safe


def test_sync_now_pushes_and_pulls_and_the_status_bar_says_so(make_window, pg_url, tmp_path):  # noqa: F811
    other = Device(tmp_path / "laptop", pg_url)
    with other.brain() as b:
        theirs = b.retain("The bike lock code is 4417", extract=False).memory_ids[0]
    other.sync()

    w = make_window()
    assert not sync_of(w).label.isVisible()  # no remote configured: nothing about sync in the status bar
    qt_async.spawn(w.session.add("Dentist appointment on the 3rd", extract=False))
    wait_until(lambda: w.model.rowCount() == 1, what="the note in the table")
    section = w.settings_panel.sync_section
    section.url.setText(pg_url)
    section.password.setText(PASSWORD)
    section.join.setText(other.key.phrase())  # the vault's key, as the laptop's first sync showed it
    report = sync_now(w)
    assert "pushed 1 new operations" in report and "pulled 1 from other devices" in report, report
    wait_until(lambda: theirs in w.model.ids, what="the other device's memory in the table")
    assert sync_of(w).label.isVisible()
    text = sync_of(w).label.text()
    assert text.startswith("sync: last ") and "never" not in text and "0 changes to push" in text, text

    # The other device gets this window's note; the window's next write waits to be pushed.
    other.sync()
    with other.brain() as b:
        assert "Dentist appointment on the 3rd" in [m.text for m in b.list_memories()]
    qt_async.spawn(w.session.add("Renew the passport", extract=False))
    wait_until(lambda: "1 change to push" in sync_of(w).label.text(), what="the waiting write in the status bar")
    assert "pushed 1 new operations" in sync_now(w)
    wait_until(lambda: "0 changes to push" in sync_of(w).label.text())

    # The password is kept where the CLI keeps it, never in settings.ini (nor the URL field).
    root = paths.data_dir(None)
    ini = (root / "settings.ini").read_text(encoding="utf-8")
    assert PASSWORD not in ini and "[sync]" in ini
    assert device.password(root, device.saved_remote(root)) == PASSWORD
    assert section.password.text() == "" and PASSWORD not in section.url.text()


def test_a_failed_sync_is_said_in_words_and_the_window_keeps_working(make_window, tmp_path):
    w = make_window()
    section = w.settings_panel.sync_section
    section.url.setText("http://not-a-database.example/x")
    report = sync_now(w)
    assert report.startswith("⚠ Sync failed: ") and "postgresql://" in report and "Traceback" not in report
    assert not (paths.data_dir(None) / "settings.ini").exists() or "[sync]" not in (
        paths.data_dir(None) / "settings.ini").read_text(encoding="utf-8")
    assert section.now.isEnabled()


def test_sync_every_n_minutes_is_off_by_default_and_kept_in_settings(make_window):
    w = make_window()
    section = w.settings_panel.sync_section
    assert section.every.value() == 0 and not sync_of(w).timer.isActive()
    section.every.setValue(5)
    assert sync_of(w).timer.isActive() and sync_of(w).timer.interval() == 5 * 60_000
    assert "sync_every_minutes=5" in (paths.data_dir(None) / "settings.ini").read_text(encoding="utf-8")
    section.every.setValue(0)
    assert not sync_of(w).timer.isActive()


def test_the_conflict_filter_shows_a_conflicted_memory(make_window, pg_url, tmp_path):  # noqa: F811
    # the two edits meet in the window: the later wins, the memory is marked
    w, _, mid = changed_on_both(make_window, pg_url, tmp_path, "Meeting on Tuesday", there="Meeting on Wednesday",
                                here="Meeting on Thursday")

    w.filters.conflict.setChecked(True)
    wait_until(lambda: w.model.ids == [mid], what="only the conflicted memory")
    assert "1 conflict" in sync_of(w).label.text()
    w.filters.clear()
    wait_until(lambda: w.model.rowCount() == 2)
    assert not w.filters.conflict.isChecked()


def test_the_first_sync_shows_the_key_once_and_a_wrong_one_is_refused(make_window, pg_url, tmp_path):  # noqa: F811
    from mnemosyne_app.sync.vault import SyncKey

    w = make_window()
    section = w.settings_panel.sync_section
    section.url.setText(pg_url)
    sync_now(w)
    assert not section.key_shown.isHidden() and not section.key_done.isHidden()  # (Settings is not open)
    key = window_key()
    shown = section.key_shown.text()
    assert key.phrase() in shown and key.pairing_code() in shown
    assert key.phrase() not in (paths.data_dir(None) / "settings.ini").read_text(encoding="utf-8")
    section.key_done.click()
    assert section.key_shown.isHidden() and section.key_shown.text() == ""
    section.report.clear()  # the next report may read as this one did (nothing to push or pull)
    sync_now(w)
    assert section.key_shown.isHidden()  # shown once only
    # Another window-less device typing a wrong key is told so, and applies nothing.
    other = Device(tmp_path / "phone", pg_url, key=SyncKey.new())
    try:
        other.sync()
    except ValueError as exc:
        assert "this key does not open the synced vault" in str(exc)
    else:
        raise AssertionError("a wrong key was not refused")
    assert other.snapshot() == {}


def test_the_window_changes_the_sync_key_and_shows_the_new_one_once(make_window, pg_url, tmp_path):  # noqa: F811
    other = Device(tmp_path / "laptop", pg_url)
    with other.brain() as b:
        b.retain("The bike lock code is 4417", extract=False)
    other.sync()
    w = make_window()
    section = w.settings_panel.sync_section
    section.url.setText(pg_url)
    section.join.setText(other.key.phrase())
    sync_now(w)
    assert section.key_shown.isHidden()  # joined: no new key to show
    before = section.report.text()
    section.rotate.click()
    wait_until(lambda: not sync_of(w).running and section.report.text() not in (before, "changing the sync key…"),
               timeout=60, what="the key change to end")
    new = window_key()
    assert new != other.key and new.phrase() in section.key_shown.text() and not section.key_shown.isHidden()
    try:
        other.sync()
    except ValueError as exc:
        assert "join again with the new recovery phrase" in str(exc)
    else:
        raise AssertionError("the old key still opened the vault")


def test_a_mistyped_join_phrase_is_said_in_words(make_window, pg_url, tmp_path):  # noqa: F811
    other = Device(tmp_path / "laptop", pg_url)
    with other.brain() as b:
        b.retain("The bike lock code is 4417", extract=False)
    other.sync()
    w = make_window()
    section = w.settings_panel.sync_section
    section.url.setText(pg_url)
    words = other.key.phrase().split()
    section.join.setText(" ".join(words[:-1] + [words[0]]))
    report = sync_now(w)
    assert report.startswith("⚠ Sync failed: ") and ("checksum" in report or "does not open" in report), report
    assert w.model.rowCount() == 0
    section.join.setText(other.key.phrase())
    assert "pulled 1 from other devices" in sync_now(w)


def test_the_status_bar_reads_the_open_store_not_a_connection_of_its_own(make_window, pg_url, monkeypatch):  # noqa: F811
    from mnemosyne_app.core.store import scope_store

    w = make_window()
    w.settings_panel.sync_section.url.setText(pg_url)
    sync_now(w)
    wait_until(lambda: "0 changes to push" in sync_of(w).label.text(), what="the state after the sync")
    opened, real_open = [], scope_store.ScopeStore.open
    monkeypatch.setattr(scope_store.ScopeStore, "open",
                        lambda self, *a, **k: opened.append(self.path) or real_open(self, *a, **k))
    for n in (1, 2):  # each write refreshes the state: the engine's, on the window's own store
        qt_async.spawn(w.session.add(f"Renew the passport, step {n}", extract=False))
        wait_until(lambda: f"{n} change{'s' if n > 1 else ''} to push" in sync_of(w).label.text(),
                   what="the waiting writes in the status bar")
    assert opened == []


def test_the_window_follows_a_scope_another_device_renamed(make_window, pg_url, tmp_path):  # noqa: F811
    from mnemosyne_app.core.store import scopes

    w = make_window(scope="work")
    qt_async.spawn(w.session.add("The budget review is on Friday", extract=False))
    wait_until(lambda: w.model.rowCount() == 1, what="the note in the table")
    w.settings_panel.sync_section.url.setText(pg_url)
    assert "pushed 1 new operations" in sync_now(w)

    laptop = Device(tmp_path / "laptop", pg_url, scope="work", key=window_key())
    laptop.sync()
    scopes.rename(laptop.root, "work", "job")  # renamed on the laptop, which syncs first
    laptop.scope = "job"
    with laptop.brain() as b:
        theirs = b.retain("The new office opens in June", extract=False).memory_ids[0]
    laptop.sync()

    report = sync_now(w)
    assert not report.startswith("⚠"), report
    wait_until(lambda: w.session.scope == "job" and theirs in w.model.ids, what="the renamed scope, open")
    assert w.scope_box.currentText() == "job" and w.model.rowCount() == 2
    assert scopes.names(paths.data_dir(None)) == ["job"]  # renamed here too, not synced as a new scope
    assert "renamed job on another device" in w.statusBar().currentMessage()


def _work_on_the_laptop_too(w, pg_url, tmp_path) -> Device:  # noqa: F811
    """``work`` open in the window with a note, synced, and synced on another device (returned)."""
    qt_async.spawn(w.session.add("The budget review is on Friday", extract=False))
    wait_until(lambda: w.model.rowCount() == 1, what="the note in the table")
    w.settings_panel.sync_section.url.setText(pg_url)
    sync_now(w)
    laptop = Device(tmp_path / "laptop", pg_url, scope="work", key=window_key())
    laptop.sync()
    return laptop


def _renamed_on_the_laptop(w, pg_url, tmp_path) -> None:  # noqa: F811
    """``work`` open in the window, synced, then renamed ``job`` on another device."""
    from mnemosyne_app.core.store import scopes

    laptop = _work_on_the_laptop_too(w, pg_url, tmp_path)
    scopes.rename(laptop.root, "work", "job")
    laptop.scope = "job"
    laptop.sync()


def test_a_follow_that_cannot_rename_keeps_the_old_scope_open(make_window, pg_url, tmp_path):  # noqa: F811
    from mnemosyne_app.core.options import BrainOptions

    w = make_window(scope="work")
    _renamed_on_the_laptop(w, pg_url, tmp_path)
    BrainOptions(data_dir=paths.data_dir(None)).open("job").close()  # a scope of that name here already
    report = sync_now(w)
    assert report.startswith("⚠") and "exists here too" in report
    wait_until(lambda: w.session.scope == "work", what="the old scope open again")
    assert w.scope_box.currentText() == "work" and w.model.rowCount() == 1


def test_a_follow_whose_sync_fails_opens_the_scope_under_its_new_name(make_window, pg_url, tmp_path,  # noqa: F811
                                                                      monkeypatch):
    from mnemosyne_app.core.store import scopes
    from mnemosyne_app.sync import engine

    w = make_window(scope="work")
    _renamed_on_the_laptop(w, pg_url, tmp_path)

    def server_went_away(*_a, **_k):
        raise OSError("the server closed the connection")

    monkeypatch.setattr(engine, "sync_scope", server_went_away)  # after the rename here, before any sync
    report = sync_now(w)
    assert report.startswith("⚠") and "closed the connection" in report
    assert scopes.names(paths.data_dir(None)) == ["job"]
    wait_until(lambda: w.session.scope == "job", what="the renamed scope open")
    assert w.scope_box.currentText() == "job" and w.model.rowCount() == 1


def test_the_window_closes_its_scope_removed_on_another_device_after_sending_what_was_written(
        make_window, pg_url, tmp_path):  # noqa: F811
    from mnemosyne_app.core import library
    from mnemosyne_app.core.options import BrainOptions
    from mnemosyne_app.sync import engine
    from mnemosyne_app.sync.server import Server

    with BrainOptions(data_dir=paths.data_dir(None)).open("home") as home:
        home.retain("Water the ferns on Sunday", extract=False)
    w = make_window(scope="work")
    laptop = _work_on_the_laptop_too(w, pg_url, tmp_path)
    library.remove(laptop.root, "work")  # removed on the laptop, which tells the server (as sync --all does)
    laptop.pair()
    with Server(pg_url) as server:
        assert any("removed here" in n for n in engine.settle_scopes(laptop.options, server))

    qt_async.spawn(w.session.add("Renew the passport", extract=False))  # written here meanwhile, not sent yet
    wait_until(lambda: w.model.rowCount() == 2, what="the new note in the table")
    report = sync_now(w)
    assert not report.startswith("⚠") and "work was removed on another device" in report, report
    wait_until(lambda: w.session.scope == "home" and w.model.rowCount() == 1, what="another scope open")
    assert w.scope_box.currentText() == "home"
    assert library.names(paths.data_dir(None)) == ["home"] and len(library.removed(paths.data_dir(None))) == 1
    assert "work was removed on another device" in w.statusBar().currentMessage()
    # Nothing lost: restored on the laptop, the scope holds the note written in the window before it closed.
    [folder] = library.removed(laptop.root)
    library.restore(laptop.root, folder)
    with Server(pg_url) as server:
        engine.settle_scopes(laptop.options, server)
    laptop.sync()
    with laptop.brain() as b:
        assert sorted(m.text for m in b.list_memories()) == ["Renew the passport", "The budget review is on Friday"]


def test_the_key_widgets_have_object_and_accessible_names(make_window):
    from PySide6.QtWidgets import QWidget

    w = make_window()
    for name in ("syncJoinKey", "syncNewKey", "syncNewKeyDone", "syncRotateKey"):
        found = w.findChildren(QWidget, name)
        assert len(found) == 1 and found[0].accessibleName(), name
    assert w.settings_panel.sync_section.join.echoMode() == w.settings_panel.sync_section.password.echoMode()
