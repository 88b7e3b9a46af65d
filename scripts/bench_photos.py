"""`make bench`: the server's memory while 8 worst-case photos are uploaded at once.

The worst case the server accepts is a 25-megapixel picture that is not a JPEG (a JPEG is decoded at a reduced
scale): a solid-colour RGBA PNG of about 100 KB that decodes to 100 MB. Each burst runs against a fresh server
(its own process), reading its resident memory before, its highest resident memory (VmHWM) after, and what
stays resident once the burst is over. The 39.7-megapixel picture of the hardening issue is refused from its
header."""

import tempfile
from concurrent.futures import ThreadPoolExecutor
from io import BytesIO

import httpx
from bench_server import make_sessions, memory_mb, migrated_env, running_server
from PIL import Image

PARALLEL = 8
BARANGAYS = [
    "Ajos",
    "Anusan",
    "Barangay 1",
    "Barangay 2",
    "Barangay 3",
    "Barangay 4",
    "Barangay 5",
    "Bolo",
]


def png(width: int, height: int) -> bytes:
    out = BytesIO()
    Image.new("RGBA", (width, height), (90, 120, 30, 200)).save(out, format="PNG")
    return out.getvalue()


def camera_jpeg(megabytes: float = 3.0) -> bytes:
    """A phone camera's photo: 12 megapixels of fine detail (noise), a JPEG of about `megabytes`."""
    for sigma in (24, 16, 12, 8, 6, 4, 3, 2):
        out = BytesIO()
        channels = [Image.effect_noise((4000, 3000), sigma + shift) for shift in (0, 1, 2)]
        Image.merge("RGB", channels).save(out, format="JPEG", quality=90)
        if out.tell() <= megabytes * 1024 * 1024:
            break
    return out.getvalue()


def burst(name: str, picture: bytes, parallel: int = PARALLEL, kind: str = "image/png") -> None:
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-photos-") as tmp:
        env = migrated_env(tmp)
        (ipmr,) = make_sessions(env, ["ipmr"])
        with running_server(env) as (base_url, pid):
            cookies = {"katutubo_session": ipmr}
            with httpx.Client(base_url=base_url, cookies=cookies, timeout=120) as client:
                client.get("/api/session")
                headers = {"X-CSRF-Token": client.cookies["katutubo_csrf"]}
                form = {"file": ("p", picture, kind)}
                idle, _ = memory_mb(pid)

                def upload(barangay: str) -> int:
                    path = f"/api/barangays/{barangay}/photo"
                    return client.put(path, files=form, headers=headers).status_code

                with ThreadPoolExecutor(parallel) as pool:
                    statuses = sorted(set(pool.map(upload, BARANGAYS[:parallel])))
                after, peak = memory_mb(pid)
        print(
            f"| {name} ({len(picture) // 1024} KB) x{parallel} | {statuses} | {idle:.0f} | {peak:.0f} | "
            f"{after:.0f} |"
        )


def main() -> None:
    print("\n## Photo uploads at once, against a fresh server each\n")
    print("| upload | statuses | idle MB | peak MB | after MB |\n|---|---|---:|---:|---:|")
    burst("25 MP RGBA PNG, the largest accepted", png(5000, 5000))
    burst("39.7 MP PNG, refused from its header", png(6300, 6300))
    burst("12 MP camera JPEG (issue 8: 5 x 3 MB)", camera_jpeg(), parallel=5, kind="image/jpeg")


if __name__ == "__main__":
    main()
