"""Loaded at start-up by every Python process the offline test starts (through PYTHONPATH):
every attempt to reach a network fails and is written to $ANONGUARD_NETWORK_LOG."""

import os
import socket


def _refuse(what):
    def refuse(*args, **kwargs):
        with open(os.environ["ANONGUARD_NETWORK_LOG"], "a", encoding="utf-8") as log:
            log.write(f"{what} {args[1:] if what.startswith('socket.') else args}\n")
        raise OSError(f"network blocked by the offline test ({what})")
    return refuse


_connect = socket.socket.connect


def _connect_locally(self, address):
    if self.family == getattr(socket, "AF_UNIX", None):  # pipes between processes are not a network
        return _connect(self, address)
    return _refuse("socket.connect")(self, address)


if os.environ.get("ANONGUARD_NETWORK_LOG"):
    socket.socket.connect = _connect_locally
    socket.socket.connect_ex = _refuse("socket.connect_ex")
    socket.socket.sendto = _refuse("socket.sendto")
    socket.getaddrinfo = _refuse("getaddrinfo")
    socket.create_connection = _refuse("create_connection")
