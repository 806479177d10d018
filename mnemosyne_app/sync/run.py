"""One sync as a person asks for it, written once for every face: the window's "Sync now"
(gui/sync_window.py, with the scope it has open) and ``mnemosyne sync`` (cli/sync.py, which opens
its own). The steps, in order:

1. connect: the typed URL (a password in it, or typed beside it) or the saved one, to the server;
2. check: a typed recovery phrase or pairing code against the server's vault, then keep the URL
   and password (only once the server took them: a mistyped one is not saved); move a plain
   server to sealed sync if asked; scopes another device renamed, renamed here too (closed
   scopes) or refused (an open one: its file cannot move, the caller closes it and asks again);
   a new sync key if asked;
3. push and pull each scope (engine.sync_scope: through the open brain when there is one);
4. report: each scope's report, the key made now (shown once), and, if asked, where each scope
   stands afterwards (engine.status).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import device, engine, keys
from mnemosyne_app.sync.engine import Say, SyncReport
from mnemosyne_app.sync.server import Server, describe
from mnemosyne_app.sync.vault import SyncKey

NO_SERVER = "no sync server set: give its URL (postgresql://user@host/database) first"


class RenamedElsewhere(Exception):
    """The open scope was renamed on another device: the caller closes it and syncs again with
    ``follow`` (it is then renamed here too, and synced under its new name)."""

    def __init__(self, old: str, new: str) -> None:
        super().__init__(f"scope {old} was renamed {new} on another device")
        self.old, self.new = old, new


class RemovedElsewhere(Exception):
    """The open scope was removed on another device: the caller closes it and syncs it again with
    ``settle`` (what was written in it is sent, then it is moved aside here too)."""

    def __init__(self, scope: str) -> None:
        super().__init__(f"scope {scope} was removed on another device")
        self.scope = scope


@dataclass
class SyncAsk:
    """What the person asked for."""
    scopes: list[str]
    every_scope: bool = False  # instead: every scope here or on the server (the CLI's --all)
    remote: str = ""           # a typed URL ("": the saved one); a password in it is moved to the store
    password: str = ""         # a typed password ("": the one in the URL, else the stored one)
    join: str = ""             # a typed recovery phrase or pairing code of the vault to join
    seal: bool = False         # move a server synced in plain text to sealed sync
    rotate: bool = False       # change the vault's sync key
    follow: bool = True        # rename here what another device renamed (False: the scope is open)
    settle: bool = False       # first tell and take renames and removals of whole scopes (the CLI:
    # no scope is open; the window syncs the one it has open and only follows renames)
    state_after: bool = False  # read where each scope stands once synced (the window's status bar)


@dataclass
class SyncDone:
    url: str                   # the server's URL without its password
    server_id: str
    reports: list[SyncReport]
    new_key: SyncKey | None = None  # made by this sync (the vault's first, or a new one): shown once
    moved: int | None = None        # scopes re-sealed by --seal
    resealed: int | None = None     # operations sealed again under a new key
    states: list[dict] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)  # renames and removals of whole scopes, in words

    @property
    def where(self) -> str:
        return describe(self.url)

    def text(self) -> str:
        return "\n".join(self.moves + [r.text() for r in self.reports])


def connect(root, remote: str = "", password: str = "") -> tuple[Server, str, str | None]:
    """(an unconnected server, its URL without a password, the password typed or given in the
    URL, else None). Raises ValueError in words when no URL is typed or saved."""
    if remote.strip():
        url, in_url = device.split_password(remote.strip())
    else:
        url, in_url = device.saved_remote(root), None
        if url is None:
            raise ValueError(NO_SERVER)
    given = password or in_url
    return Server(url, given if given else device.password(root, url)), url, given


def sync(options: BrainOptions, ask: SyncAsk, *, brain: MemoryBrain | None = None, say: Say | None = None) -> SyncDone:
    """Run one sync as ``ask`` says; ``brain``: the one scope asked for, open in the caller (its
    search sees what came in at once). Raises RenamedElsewhere for it when another device renamed
    it and ``ask.follow`` is off, RemovedElsewhere when another device removed it."""
    root = options.root
    server, url, given = connect(root, ask.remote, ask.password)
    made = moved = resealed = None
    with server:
        if ask.join.strip():  # checked against the server before anything is kept or synced
            keys.join(options, server, ask.join, ask.scopes[0], brain)
        if ask.remote.strip() or given:
            device.save_remote(root, url)
            if given:
                device.save_password(root, url, given)
        if ask.seal:
            made, moved = engine.seal_vault(options, server, say)
        # Renames and removals of whole scopes first, before any scope is opened (issue 32).
        moves = engine.settle_scopes(options, server, say) if ask.settle else []
        names = sorted(set(MemoryBrain.scopes(options.data_dir)) | set(engine.server_scopes(options, server))) \
            if ask.every_scope else list(ask.scopes)
        if ask.settle and not ask.every_scope:  # a scope removed (here or elsewhere) is not made again empty
            local = set(MemoryBrain.scopes(options.data_dir))
            names = [n for n in names if n in local or not engine.removed_on_server(options, server, n)]
        if ask.follow:
            names = engine.follow_renames(options, server, names, say)
        else:
            for name in names:
                if (target := engine.renamed_elsewhere(options, server, name)) is not None:
                    raise RenamedElsewhere(name, target)
                if engine.removed_elsewhere(options, server, name):
                    raise RemovedElsewhere(name)
        if ask.rotate:
            made, resealed = keys.rotate(options, server)
        held = {brain.scope: brain} if brain is not None else {}
        reports = [engine.sync_scope(options, name, server, say, brain=held.get(name)) for name in names]
        states = [engine.status(options, name, server, brain=held.get(name)) for name in names] \
            if ask.state_after else []
        server_id = server.server_id
    made = made or next((r.new_key for r in reports if r.new_key is not None), None)
    return SyncDone(url, server_id, reports, made, moved, resealed, states, moves)
