import logging
import time

from aiosmtpd.controller import Controller

from katutubo.core.config import Settings
from katutubo.core.mail import send_mail
from tests.ports import free_port


class Inbox:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 (aiosmtpd's hook name)
        self.messages.append((envelope.rcpt_tos, envelope.content.decode()))
        return "250 OK"


def test_without_smtp_mail_goes_to_the_outbox(tmp_path):
    send_mail(Settings(data_dir=tmp_path), "a@example.org", "Hello", "Body text")
    [eml] = (tmp_path / "outbox").glob("*.eml")
    assert "Subject: Hello" in eml.read_text()


def test_with_smtp_url_mail_is_sent(tmp_path):
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        settings = Settings(
            data_dir=tmp_path, smtp_url=f"smtp://127.0.0.1:{port}", mail_from="reg@example.org"
        )
        send_mail(settings, "b@example.org", "Reset", "Open the link")
        deadline = time.time() + 5
        while not inbox.messages and time.time() < deadline:
            time.sleep(0.05)
    finally:
        controller.stop()
    [(rcpt, content)] = inbox.messages
    assert rcpt == ["b@example.org"] and "Open the link" in content
    assert not (tmp_path / "outbox").exists()


def test_the_log_names_no_recipient(tmp_path, caplog):
    with caplog.at_level(logging.INFO, logger="katutubo.mail"):
        send_mail(Settings(data_dir=tmp_path), "maria.santos@example.org", "Reset", "Body")
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "m***@example.org" in logged
    assert "maria.santos" not in logged
