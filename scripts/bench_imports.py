"""`make bench`: hostile import files against a real server (issue 20, point 4): the server's memory growth
while it takes and checks each one, and the worst wait of another client meanwhile.

Each file is uploaded to a fresh server (its own process, one worker, SQLite) by an IPMR; from just before
the upload until the check ends, another client asks GET /api/session every ~100 ms. Printed for each: the
file's size, how the job ended and after how long, the server's growth (its highest resident memory, VmHWM,
less its resident memory before the upload) and the other client's slowest answer. The targets: growth
< 300 MB and the slowest answer < 1 s. Figures, not assertions; the machine may be shared (load average).

`--skip-large` leaves out the JSON bomb at the upload limit (it takes minutes to upload and check)."""

import argparse
import os
import tempfile
import threading
import time
import zipfile
from pathlib import Path

import httpx
from bench_server import make_sessions, memory_mb, migrated_env, running_server

MB = 1024 * 1024
MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
WORKBOOK = f'<workbook xmlns="{MAIN}"><sheets><sheet name="A" sheetId="1"/></sheets></workbook>'
HEADER = (
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Last Name</t></is></c>'
    '<c r="B1" t="inlineStr"><is><t>First Name</t></is></c></row>'
)
UPLOAD_LIMIT = 512 * MB  # katutubo.imports.http.IMPORT_BODY_LIMIT, with the form around the file
PROBE_SECONDS = 0.1
JOB_TIMEOUT = 900


def _sheet(rows: str) -> str:
    return f'<worksheet xmlns="{MAIN}"><sheetData>{HEADER}{rows}</sheetData></worksheet>'


def column_bomb(path: Path, column: str) -> None:
    """A 1.5 KB workbook with a cell at `column` (ZZZZZZ took 5.3 GB)."""
    row = f'<row r="2"><c r="{column}2" t="inlineStr"><is><t>Dela Cruz</t></is></c></row>'
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", WORKBOOK)
        archive.writestr("xl/worksheets/sheet1.xml", _sheet(row))


def dense_row(path: Path, elements: int = 250_000) -> None:
    """A workbook whose second row is 250,000 empty elements (1 MB of XML, just under the row's ceiling): the
    row's tree is built before its width is refused."""
    row = '<row r="2">' + "<c/>" * elements + "</row>"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", WORKBOOK)
        archive.writestr("xl/worksheets/sheet1.xml", _sheet(row))


def shared_strings_bomb(path: Path, unpacked: int = 1024 * MB) -> None:
    """A valid workbook whose shared strings unpack to `unpacked` bytes (1 GiB took 7.2 GB and 245 s)."""
    item = "<si><t>" + "Dela Cruz " * 100 + "</t></si>"
    rows = '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>'
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", WORKBOOK)
        archive.writestr("xl/worksheets/sheet1.xml", _sheet(rows))
        with archive.open("xl/sharedStrings.xml", "w", force_zip64=True) as part:
            part.write(f'<sst xmlns="{MAIN}">'.encode())
            block = (item * (MB // len(item))).encode()
            for _ in range(unpacked // len(block)):
                part.write(block)
            part.write(b"</sst>")


def json_of_empty_objects(path: Path, size: int) -> None:
    """`size` bytes of [{},{},...] (48 MB of them took 2.9 GB)."""
    block = b"{}," * (MB // 3)
    with path.open("wb") as out:
        out.write(b"[")
        for _ in range(size // len(block)):
            out.write(block)
        out.write(b"{}]")


def deep_json(path: Path, depth: int) -> None:
    path.write_bytes(b"[" * depth + b"]" * depth)


def not_a_zip(path: Path) -> None:
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + os.urandom(64 * 1024))


class Prober(threading.Thread):
    """Another client's GET /api/session every PROBE_SECONDS, and the server's resident memory."""

    def __init__(self, base_url: str, pid: int) -> None:
        super().__init__(daemon=True)
        self.base_url, self.pid = base_url, pid
        self.stop = threading.Event()
        self.worst = 0.0
        self.count = self.failed = 0

    def run(self) -> None:
        with httpx.Client(base_url=self.base_url, timeout=60) as client:
            while not self.stop.is_set():
                start = time.perf_counter()
                try:
                    ok = client.get("/api/session").status_code == 200
                except httpx.HTTPError:
                    ok = False
                took = time.perf_counter() - start
                self.worst, self.count = max(self.worst, took), self.count + 1
                self.failed += not ok
                self.stop.wait(max(0.0, PROBE_SECONDS - took))


def _measure(base_url: str, pid: int, ipmr: str, path: Path, upload_name: str) -> dict:
    """Uploads the file and waits for its check to end, probing meanwhile."""
    with httpx.Client(base_url=base_url, cookies={"katutubo_session": ipmr}, timeout=600) as client:
        client.get("/api/session")
        headers = {"X-CSRF-Token": client.cookies["katutubo_csrf"]}
        idle, _ = memory_mb(pid)
        prober = Prober(base_url, pid)
        prober.start()
        start = time.perf_counter()
        with path.open("rb") as file:
            answer = client.post("/api/admin/imports", files={"file": (upload_name, file)}, headers=headers)
        job = answer.json()
        while answer.status_code == 202 and job["status"] == "checking":
            if time.perf_counter() - start > JOB_TIMEOUT:
                break
            time.sleep(0.5)
            job = client.get(f"/api/admin/imports/{job['id']}").json()
        seconds = time.perf_counter() - start
        prober.stop.set()
        prober.join()
    _, peak = memory_mb(pid)
    ended = job.get("status", answer.status_code)
    message = (job.get("message") or job.get("error") or "")[:70]
    return {"job": f"{ended}: {message}", "seconds": seconds, "growth": peak - idle, "prober": prober}


def run(name: str, path: Path, upload_name: str) -> None:
    size = path.stat().st_size
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-imports-") as tmp:
        env = migrated_env(tmp)
        (ipmr,) = make_sessions(env, ["ipmr"])
        load = os.getloadavg()[0]
        with running_server(env) as (base_url, pid):
            figures = _measure(base_url, pid, ipmr, path, upload_name)
    prober = figures["prober"]
    print(
        f"| {name} | {size / MB:,.2f} | {figures['job']} | {figures['seconds']:.1f} | "
        f"{figures['growth']:.0f} | {prober.worst * 1000:.0f} "
        f"({prober.count} asked, {prober.failed} failed) | {load:.1f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--skip-large", action="store_true", help="leave out the JSON bomb at the upload limit"
    )
    args = parser.parse_args()
    print("\n## Hostile import files, each against a fresh server (targets: growth < 300 MB, answer < 1 s)\n")
    loads = " ".join(f"{n:.1f}" for n in os.getloadavg())
    print(f"Load average at the start: {loads} ({os.cpu_count()} cores)\n")
    print(
        "| file | MB | job | seconds | server growth MB | other client's slowest answer ms | load |\n"
        "|---|---:|---|---:|---:|---:|---:|"
    )
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-files-") as tmp:
        folder = Path(tmp)
        cases = [
            ("XLSX, a cell at ZZZZZZ", "people.xlsx", lambda p: column_bomb(p, "ZZZZZZ")),
            ("XLSX, a cell at ZZZZZZZZZZ", "people.xlsx", lambda p: column_bomb(p, "ZZZZZZZZZZ")),
            ("XLSX, a row of 250,000 empty cells", "people.xlsx", dense_row),
            ("XLSX, shared strings unpacking to 1 GiB", "people.xlsx", shared_strings_bomb),
            ("XLSX that is not a zip", "people.xlsx", not_a_zip),
            ("JSON nested 100,000 deep", "people.json", lambda p: deep_json(p, 100_000)),
            ("JSON, 48 MB of empty objects", "people.json", lambda p: json_of_empty_objects(p, 48 * MB)),
        ]
        if not args.skip_large:
            limit = UPLOAD_LIMIT - MB
            cases.append(
                (
                    "JSON of empty objects at the upload limit",
                    "people.json",
                    lambda p: json_of_empty_objects(p, limit),
                )
            )
        for name, upload_name, make in cases:
            path = folder / upload_name
            make(path)
            run(name, path, upload_name)
            path.unlink()


if __name__ == "__main__":
    main()
