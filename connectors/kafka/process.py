"""Child processes of the embedded broker (Tansu and its log storage server): ports, stop.

Both children are started the same way and must not outlive the process that started them.
"""

from __future__ import annotations

import ctypes
import logging
import signal
import socket
import subprocess

__all__ = ["die_with_parent", "free_port", "terminate"]

log = logging.getLogger(__name__)

_PR_SET_PDEATHSIG = 1


def free_port(host: str = "127.0.0.1") -> int:
    """A port that was free a moment ago (another process may still take it: retry on failure)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def die_with_parent() -> None:
    """In the child, before exec (Linux): SIGTERM when the thread that started it is gone.

    A node or ingest killed with SIGKILL then leaves no broker behind holding its port. The
    signal follows the starting *thread*, so children are started from long-lived threads
    (the main thread in every entry point).
    """
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):  # not glibc: the child then outlives a SIGKILL
        pass


def terminate(proc: subprocess.Popen[bytes], grace_s: float) -> int | None:
    """SIGTERM, then SIGKILL after `grace_s`; the exit code."""
    if proc.poll() is not None:
        return proc.returncode
    proc.send_signal(signal.SIGTERM)
    try:
        return proc.wait(grace_s)
    except subprocess.TimeoutExpired:
        log.warning("child ignored SIGTERM, killing pid=%s grace_s=%s", proc.pid, grace_s)
        proc.kill()
        return proc.wait(10)
