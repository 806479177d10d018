"""The window and another device sharing one vault on a real PostgreSQL (tests/sync/conftest.py's
server), for the GUI's sync tests: Sync now as the person presses it, the window's sync key, and
one memory changed on both devices at once (a conflict, or a merge) met in the window."""

from __future__ import annotations

from mnemosyne_app import paths, qt_async
from mnemosyne_app.gui.sync_window import SyncController
from tests.gui.waiting import wait_until
from tests.sync.helpers import Device


def sync_of(w) -> SyncController:
    return w.findChild(SyncController, "syncController")


def window_key():
    """The sync key the window's first sync made (a laptop paired with it holds the same)."""
    from mnemosyne_app.core.options import BrainOptions
    from mnemosyne_app.sync import keys

    return keys.load(BrainOptions(data_dir=paths.data_dir(None)))


def sync_now(w) -> str:
    """Press Sync now and wait for its report (returned)."""
    section = w.settings_panel.sync_section
    before = section.report.text()
    section.now.click()
    wait_until(lambda: not sync_of(w).running and section.report.text() not in (before, "syncing…"),
               timeout=60, what="the sync to end")
    return section.report.text()


def joined(make_window, pg_url: str, tmp_path, first: str):
    """A laptop that wrote ``first`` and "Water the plants" and synced, and a window that joined
    its vault and pulled both. Returns (window, laptop, the id of ``first``)."""
    other = Device(tmp_path / "laptop", pg_url)
    with other.brain() as b:
        mid = b.retain(first, extract=False).memory_ids[0]
        b.retain("Water the plants", extract=False)
    other.sync()
    w = window_joining(make_window, pg_url, other)
    wait_until(lambda: w.model.rowCount() == 2, what="both memories pulled")
    return w, other, mid


def window_joining(make_window, pg_url: str, other: Device):
    """A window that joined ``other``'s vault on ``pg_url`` and synced once."""
    w = make_window()
    w.settings_panel.sync_section.url.setText(pg_url)
    w.settings_panel.sync_section.join.setText(other.key.pairing_code())
    sync_now(w)
    return w


def changed_on_both(make_window, pg_url: str, tmp_path, first: str, there: str | None, here: str | None):
    """``joined``, then the memory ``first`` changed on both devices at once: its text made
    ``there`` on the laptop (synced) and ``here`` in the window (None: deleted on that device),
    and the window synced, where the two changes met. Returns (window, laptop, memory id)."""
    w, other, mid = joined(make_window, pg_url, tmp_path, first)
    with other.brain() as b:
        if there is None:
            b.delete(mid)
        else:
            b.update(mid, text=there)
    other.sync()
    task = qt_async.spawn(w.session.delete(mid) if here is None else w.session.update(mid, text=here))
    wait_until(task.done, what="the change in the window")
    sync_now(w)
    return w, other, mid
