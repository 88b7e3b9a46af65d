"""`make bench` (data part): import, export and backup figures on fresh SQLite and PostgreSQL databases.

- import: a 10,000-row CSV (an 'All fields' export of demo people) checked (the preview) and imported through
  the /admin/import job functions, each timed (wall and CPU seconds) with this process's peak memory growth;
- export: the whole list of N demo people downloaded as XLSX and as CSV from the real server (`katutubo
  serve` in its own process), each RUNS times: seconds, the server's CPU seconds and its peak resident memory
  growth during the download (sampled every 20 ms);
- a big file (--big-mb, first database only): a CSV of that size and an XLSX of at least that size (the same
  rows repeated further), each checked as the preview does (every row validated, written and rolled back
  chunk by chunk): peak memory growth;
- backup: `katutubo backup` of the N people, and restoring it into a fresh database.
The machine is shared: every figure carries the 1-minute load average when it was taken. Prints one JSON
line per database."""

import argparse
import json
import os
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import psycopg
from bench_server import make_sessions, memory_mb, running_server

PG_ADMIN = os.environ.get("KATUTUBO_BENCH_PG", "postgresql://postgres@127.0.0.1:5432/postgres")


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def load() -> float:
    return round(os.getloadavg()[0], 1)


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measured(action: Callable[[], Any], rss: Callable[[], float] = rss_mb) -> tuple[float, float]:
    """(seconds, peak RSS growth in MB while it ran, sampled every 20 ms)."""
    base, peak, running = rss(), [0.0], [True]

    def sample() -> None:
        while running[0]:
            peak[0] = max(peak[0], rss())
            time.sleep(0.02)

    watcher = threading.Thread(target=sample)
    watcher.start()
    start = time.perf_counter()
    action()
    seconds = time.perf_counter() - start
    running[0] = False
    watcher.join()
    return round(seconds, 2), round(max(peak[0], rss()) - base, 1)


def figure(action: Callable[[], Any]) -> dict[str, float]:
    """Wall seconds, this process's CPU seconds, peak memory growth, load average at the start."""
    at_load, cpu = load(), time.process_time()
    seconds, mb = measured(action)
    return {"s": seconds, "cpu_s": round(time.process_time() - cpu, 2), "mb": mb, "load": at_load}


def server_export(base_url: str, pid: int, token: str, fmt: str) -> dict[str, float]:
    """Downloads the whole master list from the server: wall and server CPU seconds, server memory growth."""
    size = [0]

    def download() -> None:
        params = {"format": fmt, "columns": "original"}
        with httpx.stream("GET", f"{base_url}/api/exports/people", params=params,
                          cookies={"katutubo_session": token}, timeout=600) as response:  # fmt: skip
            response.raise_for_status()
            size[0] = sum(len(chunk) for chunk in response.iter_bytes())

    at_load, cpu = load(), cpu_seconds(pid)
    seconds, mb = measured(download, lambda: memory_mb(pid)[0])
    server_cpu = round(cpu_seconds(pid) - cpu, 2)
    return {"s": seconds, "server_cpu_s": server_cpu, "server_mb": mb, "bytes": size[0], "load": at_load}


@contextmanager
def database(kind: str, folder: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{folder / 'bench.sqlite3'}"
        return
    name = f"katutubo_bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield PG_ADMIN.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://") + f"/{name}"
    finally:
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def configure(url: str, folder: Path) -> None:
    from katutubo.core import config, db

    os.environ["KATUTUBO_DATABASE_URL"], os.environ["KATUTUBO_DATA_DIR"] = url, str(folder)
    config.get_settings.cache_clear()
    db.get_engine.cache_clear()
    db.get_sessionmaker.cache_clear()


def _job(name: str, key: str) -> int:
    from katutubo.core.db import transaction
    from katutubo.models import ImportJob, ImportStatus

    with transaction() as db:
        job = ImportJob(file_name=name, kind="spreadsheet", file_key=key, status=ImportStatus.checking)
        db.add(job)
        db.flush()
        return job.id


def _export_csv(path: Path) -> None:
    from katutubo.people.scope import WHOLE

    from katutubo.core.db import transaction
    from katutubo.exports import service
    from katutubo.exports.columns import ALL_FIELDS
    from katutubo.exports.writers import csv_chunks
    from katutubo.people.query import PeopleQuery

    with transaction() as db, path.open("wb") as out:
        for chunk in csv_chunks(ALL_FIELDS, service.rows(db, WHOLE, PeopleQuery())):
            out.write(chunk)


@contextmanager
def exported(kind: str, rows: int, name: str) -> Iterator[Path]:
    """A fresh database of `kind` (migrated, configured) with `rows` demo people, exported as CSV to the
    folder's `name` (an imports/ folder beside it): yields the folder."""
    from katutubo.core.db import transaction
    from katutubo.core.migrate import upgrade
    from katutubo.demo.seed import seed_demo

    with tempfile.TemporaryDirectory() as scratch, database(kind, Path(scratch)) as url:
        folder = Path(scratch)
        configure(url, folder)
        upgrade(url)
        with transaction() as db:
            seed_demo(db, rows, seed=7)
        (folder / "imports").mkdir()
        _export_csv(folder / name)
        yield folder


def big_only(megabytes: int, rows: int, calamine: bool) -> dict[str, Any]:
    """--big-only: the big files read on a fresh SQLite registry (no import, export or backup)."""
    from katutubo.core.config import get_settings

    with exported("sqlite", rows, "people-source.csv") as folder:
        return {"big_file_read": big_file(get_settings(), folder, megabytes, False, calamine)}


def check_only(kind: str, import_rows: int, registry: int) -> dict[str, Any]:
    """--check-only: the import's check alone (the preview: every row checked, looked up, written and rolled
    back), of the same file as run()'s, against `registry` other demo people (run()'s check: none)."""
    from sqlalchemy import delete

    from katutubo.core.config import get_settings
    from katutubo.core.db import transaction
    from katutubo.demo.seed import seed_demo
    from katutubo.imports import jobs
    from katutubo.models import ImportJob, Person

    result: dict[str, Any] = {"database": kind, "import_rows": import_rows, "registry": registry}
    with exported(kind, import_rows, "imports/people.csv"):
        with transaction() as db:
            db.execute(delete(Person))
        if registry:
            with transaction() as db:
                seed_demo(db, registry, seed=1)
        job_id = _job("people.csv", "imports/people.csv")
        result["import_check"] = figure(lambda: jobs.check_job(get_settings(), job_id))
        with transaction() as db:
            job = db.get_one(ImportJob, job_id)
            result["job"] = {"status": job.status.value, "counts": job.counts}
    return result


def run(kind: str, count: int, import_rows: int, runs: int, big_mb: int) -> dict[str, Any]:
    from sqlalchemy import delete

    from katutubo.backups.restore import restore
    from katutubo.backups.service import write_backup
    from katutubo.core.config import get_settings
    from katutubo.core.db import transaction
    from katutubo.core.migrate import upgrade
    from katutubo.demo.seed import seed_demo
    from katutubo.imports import jobs
    from katutubo.models import ImportJob, Person

    result: dict[str, Any] = {"database": kind, "people": count}
    with tempfile.TemporaryDirectory() as scratch, database(kind, Path(scratch)) as url:
        folder = Path(scratch)
        configure(url, folder)
        upgrade(url)
        settings = get_settings()
        # a 10,000-row file to import: the 'All fields' export of demo people
        with transaction() as db:
            seed_demo(db, import_rows, seed=7)
        source = folder / "imports" / "people.csv"
        source.parent.mkdir()
        _export_csv(source)
        kept = folder / "people-source.csv"  # the import deletes its file when done
        kept.write_bytes(source.read_bytes())
        with transaction() as db:
            db.execute(delete(Person))
        job_id = _job("people.csv", "imports/people.csv")
        result["import_rows"] = import_rows
        result["import_check"] = figure(lambda: jobs.check_job(settings, job_id))
        with transaction() as db:
            jobs.start_import(db.get_one(ImportJob, job_id))
        result["import"] = figure(lambda: jobs.run_import(settings, job_id))
        if big_mb:
            result["big_file"] = big_file(settings, folder, big_mb)
        with transaction() as db:
            seed_demo(db, count - import_rows, seed=1)
        env = {**os.environ, "KATUTUBO_DATABASE_URL": url, "KATUTUBO_DATA_DIR": str(folder)}
        token = make_sessions(env, ["ipmr"])[0]
        with running_server(env) as (base_url, pid):
            for fmt in ("xlsx", "csv"):
                result[f"export_{fmt}"] = [server_export(base_url, pid, token, fmt) for _ in range(runs)]
        summaries: list[dict[str, Any]] = []
        result["backup"] = figure(lambda: summaries.append(write_backup(settings)))
        result["backup_mb_on_disk"] = round(summaries[0]["size"] / 1e6, 1)
        archive = settings.resolved_backup_dir / summaries[0]["name"]
        with database(kind, folder / "r") if kind != "sqlite" else _sqlite_target(folder) as target:
            (folder / "r").mkdir(exist_ok=True)
            result["restore"] = figure(lambda: restore(target, folder / "r", archive, None, False))
    return result


def big_file(
    settings: Any, folder: Path, megabytes: int, full_check: bool = True, calamine: bool = False
) -> dict[str, Any]:
    """A CSV of `megabytes` (the 10,000 imported people's rows, repeated) and an XLSX of at least `megabytes`
    (the same rows repeated further: XLSX compresses), each checked as an upload is (nothing stays written),
    or, without `full_check`, only read row by row into candidates (the file reader's own memory). With
    `calamine`, the XLSX is then also read by python-calamine, as imports did before (for comparison)."""
    from katutubo.imports import jobs, spreadsheet
    from katutubo.imports.spreadsheet import csv_rows

    people = folder / "people-source.csv"
    header, *lines = people.read_bytes().splitlines(keepends=True)
    big = folder / "imports" / "big.csv"
    with big.open("wb") as out:
        out.write(header)
        while out.tell() < megabytes * 1_000_000:
            out.writelines(lines)
    rows = sum(1 for _ in csv_rows(big)) - 1
    big_xlsx = folder / "imports" / "big.xlsx"
    xlsx_rows = len(lines)  # written, measured, then written again with enough rows for `megabytes`
    _as_xlsx(people, big_xlsx, xlsx_rows)
    while big_xlsx.stat().st_size < megabytes * 1_000_000:
        xlsx_rows = int(xlsx_rows * megabytes * 1_000_000 / big_xlsx.stat().st_size * 1.02) + 1
        _as_xlsx(people, big_xlsx, xlsx_rows)
    result: dict[str, Any] = {"rows": rows, "xlsx_rows": xlsx_rows}
    for path in (big, big_xlsx):
        if full_check:
            job_id = _job(path.name, f"imports/{path.name}")
            fig = figure(lambda job_id=job_id: jobs.check_job(settings, job_id))
        else:
            fig = figure(lambda path=path: sum(1 for _ in spreadsheet.candidates(path)))
        result[path.suffix[1:]] = {"file_mb": round(path.stat().st_size / 1e6, 1), **fig}
    if calamine:
        result["xlsx_calamine"] = figure(lambda: sum(1 for _ in _calamine_rows(big_xlsx)))
    return result


def _calamine_rows(path: Path) -> Iterator[list[Any]]:
    from python_calamine import CalamineWorkbook

    yield from CalamineWorkbook.from_path(str(path)).get_sheet_by_index(0).iter_rows()


def _as_xlsx(source: Path, target: Path, rows: int) -> None:
    """`rows` data rows of the CSV `source` (repeated as needed) under its header, written by XlsxWriter."""
    import xlsxwriter

    from katutubo.exports.sheet_rows import SheetRows
    from katutubo.imports.spreadsheet import csv_rows

    workbook = xlsxwriter.Workbook(str(target), {"constant_memory": True, "strings_to_numbers": False})
    sheet = workbook.add_worksheet("People")
    header, *lines = (cells for _number, cells in csv_rows(source))
    out = SheetRows(sheet, len(header))
    out.write(header)
    for index in range(rows):
        out.write(lines[index % len(lines)])
    out.close()
    workbook.close()


@contextmanager
def _sqlite_target(folder: Path) -> Iterator[str]:
    (folder / "r").mkdir(exist_ok=True)
    yield f"sqlite:///{folder / 'r' / 'restored.sqlite3'}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--import-rows", type=int, default=10_000)
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--runs", type=int, default=2, help="downloads of each export format")
    parser.add_argument("--big-mb", type=int, default=50, help="the big file's size (0: skip it)")
    parser.add_argument("--big-only", action="store_true", help="only read the big files (no checks)")
    parser.add_argument("--calamine", action="store_true", help="with --big-only: python-calamine's read too")
    parser.add_argument("--check-only", action="store_true", help="only the import's check, on each database")
    parser.add_argument("--registry", type=int, default=0, help="with --check-only: people already stored")
    args = parser.parse_args()
    if args.check_only:
        for kind in args.databases.split(","):
            print(json.dumps(check_only(kind, args.import_rows, args.registry)), flush=True)
        return
    if args.big_only:
        print(json.dumps(big_only(args.big_mb, args.import_rows, args.calamine)), flush=True)
        return
    for index, kind in enumerate(args.databases.split(",")):
        big = args.big_mb if index == 0 else 0
        print(json.dumps(run(kind, args.count, args.import_rows, args.runs, big)), flush=True)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "backend"))
    main()
