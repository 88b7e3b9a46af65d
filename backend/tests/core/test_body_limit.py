"""Request bodies: 1 MB for JSON, 6 MB for a photo upload, refused (413) from the declared length before a
byte is read, or as soon as a streamed body grows past it; an upload from someone who may not upload is
refused before any of its body is read. The body is streamed by httpx's ASGI transport, which pulls each chunk
only when the app asks for it, so the chunks pulled are the bytes the server read."""

from collections.abc import AsyncIterator

import anyio
import httpx

from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER
from tests.people.factories import add_person

MB = 1024 * 1024
CHUNK = 64 * 1024


class Body:
    """A body of `size` bytes in 64 KB chunks, counting the chunks the server pulled; `multipart`: a form with
    a file field of about that size."""

    def __init__(self, size: int, multipart: bool = False) -> None:
        self.head = MULTIPART_HEAD if multipart else b""
        self.tail = MULTIPART_TAIL if multipart else b""
        self.size = size
        self.chunks = -(-size // CHUNK)
        self.pulled = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for index in range(self.chunks):
            self.pulled += 1
            filler = b"x" * (CHUNK - len(self.head + self.tail))
            yield (
                (self.head if index == 0 else b"") + filler + (self.tail if index == self.chunks - 1 else b"")
            )


BOUNDARY = "xyz"
MULTIPART = f"multipart/form-data; boundary={BOUNDARY}"
MULTIPART_HEAD = (
    f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n'
    "Content-Type: image/jpeg\r\n\r\n"
).encode()
MULTIPART_TAIL = f"\r\n--{BOUNDARY}--\r\n".encode()


def send(
    app, method, path, body, declare_length=True, session=None, users=None, content_type="application/json"
):  # type: ignore[no-untyped-def]
    """(status, JSON body, headers) of one request with a streamed body."""

    async def go():  # type: ignore[no-untyped-def]
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            await client.get("/api/session")
            if session is not None:
                users.sign_in(client, session)
            headers = {CSRF_HEADER: client.cookies[CSRF_COOKIE], "content-type": content_type}
            if declare_length:
                headers["content-length"] = str(body.size)
            r = await client.request(method, path, content=body, headers=headers)
            return r.status_code, r.json(), r.headers

    return anyio.run(go)


def test_a_json_body_declared_past_1_mb_is_refused_unread(app):
    body = Body(2 * MB)
    status, answer, headers = send(app, "POST", "/api/auth/login", body)
    assert (status, answer) == (
        413,
        {"error": "The request is too large.", "code": "core.request_too_large", "detail": None},
    )
    assert body.pulled == 0
    assert headers["x-content-type-options"] == "nosniff"


def test_a_streamed_json_body_is_cut_at_1_mb(app):
    body = Body(100 * MB)
    status, answer, _ = send(app, "POST", "/api/auth/login", body, declare_length=False)
    assert status == 413 and answer["error"] == "The request is too large."
    assert body.pulled * CHUNK <= MB + CHUNK


def test_a_photo_upload_may_be_larger_up_to_6_mb(app, users):
    person = add_person()
    ipmr = users.create(role="ipmr")
    small = Body(2 * MB, multipart=True)  # past the JSON limit: read whole, then judged by its content
    status, answer, _ = send(
        app,
        "POST",
        f"/api/people/{person.id}/photo",
        small,
        session=ipmr,
        users=users,
        content_type=MULTIPART,
    )
    assert (status, answer["error"]) == (400, "The photo must be a JPEG, PNG, WEBP or GIF image.")
    assert small.pulled == small.chunks
    large = Body(7 * MB, multipart=True)
    status, answer, _ = send(
        app,
        "POST",
        f"/api/people/{person.id}/photo",
        large,
        declare_length=False,
        session=ipmr,
        users=users,
        content_type=MULTIPART,
    )
    assert (status, answer["error"]) == (413, "The photo must be 5 MB or smaller.")
    assert large.pulled * CHUNK <= 6 * MB + CHUNK


def test_an_import_may_be_larger_than_a_photo(app, users):
    ipmr = users.create(role="ipmr")
    status, answer, _ = send(
        app,
        "POST",
        "/api/admin/imports",
        Body(8 * MB, multipart=True),
        session=ipmr,
        users=users,
        content_type=MULTIPART,
    )
    assert (status, answer["detail"]["fields"]) == (
        422,
        {"file": "Choose a JSON, CSV or XLSX file."},
    )  # read whole: a.jpg


def test_an_upload_by_someone_who_may_not_is_refused_before_reading(app, users):
    person = add_person()
    chieftain = users.create(role="chieftain")
    uploads = [
        ("POST", f"/api/people/{person.id}/photo"),
        ("PUT", "/api/barangays/Ajos/photo"),
        ("POST", "/api/admin/imports"),
    ]
    for method, path in uploads:
        for session, expected in ((None, 401), (chieftain, 403)):
            for declare_length in (True, False):
                body = Body(5 * MB, multipart=True)
                status, _, _ = send(
                    app,
                    method,
                    path,
                    body,
                    declare_length,
                    session,
                    users,
                    content_type=MULTIPART,
                )
                assert (status, body.pulled) == (expected, 0), (path, session, declare_length)
