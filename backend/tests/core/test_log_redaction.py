import logging

from katutubo.core.log_redaction import RedactSecrets, redact


def test_reset_tokens_are_redacted_from_access_log_lines():
    record = logging.LogRecord(
        "uvicorn.access", logging.INFO, __file__, 1, '%s - "%s %s HTTP/%s" %d', None, None
    )
    record.args = ("127.0.0.1:5000", "GET", "/reset-password?token=s3cr3t-abc&x=1", "1.1", 200)
    RedactSecrets().filter(record)
    assert "s3cr3t" not in record.getMessage()
    assert "/reset-password?token=[redacted]&x=1" in record.getMessage()


def test_other_query_parameters_stay():
    assert redact("/total-population?barangay=Ajos") == "/total-population?barangay=Ajos"
    assert redact("/api/captcha?altcha=abc") == "/api/captcha?altcha=[redacted]"


def test_the_app_installs_the_filter(app):
    assert any(isinstance(f, RedactSecrets) for f in logging.getLogger("uvicorn.access").filters)


def test_email_addresses_in_access_log_lines_are_masked():
    record = logging.LogRecord(
        "uvicorn.access", logging.INFO, __file__, 1, '%s - "%s %s HTTP/%s" %d', None, None
    )
    record.args = ("127.0.0.1:5000", "GET", "/api/admin/users?q=juan.cruz%40example.org", "1.1", 200)
    RedactSecrets().filter(record)
    assert "juan" not in record.getMessage()
    assert "q=j***%40example.org" in record.getMessage()
    assert redact("to ana@example.ph") == "to a***@example.ph"
