"""The signed payload of a certificate's QR code: it verifies with the registry's public key and nothing
else, a changed byte or a cut text is not valid, another registry's is recognised; the key file is the
owner's alone, published at /api/verify/key, and checked by `katutubo verify-qr`."""

import base64
import json
import stat
from datetime import datetime

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import load_pem_public_key

from katutubo.certifications.signed_qr import Verdict, check, check_any
from katutubo.cli import main
from katutubo.core import certificate_key, signing
from katutubo.core.clock import MANILA
from tests.people.factories import add_person


@pytest.fixture
def signed(chieftain_client) -> dict:
    person = add_person(first_name="Ligaya", middle_name="Reyes", last_name="Bautista", lineage="Agta")
    r = chieftain_client.post(
        f"/api/people/{person.id}/certifications", json={"purpose_kind": "scholarship", "purpose": None}
    )
    assert r.status_code == 201, r.text
    return r.json()


def public(client) -> bytes:
    r = client.get("/api/verify/key")
    assert r.status_code == 200
    return base64.b64decode(r.json()["public_key"])


def other_registry_text(text: str, key: Ed25519PrivateKey) -> str:
    """The same payload with another key id, signed by another registry's key."""
    prefix, body, _ = text.split(".")
    payload = json.loads(base64.urlsafe_b64decode(body + "=="))
    payload["k"] = certificate_key.key_id(key.public_key().public_bytes_raw())
    head = f"{prefix}." + base64.urlsafe_b64encode(json.dumps(payload).encode()).decode().rstrip("=")
    return head + "." + base64.urlsafe_b64encode(key.sign(head.encode())).decode().rstrip("=")


def test_the_qr_payload_is_signed_and_verifies(signed, client, office_clock):
    text = signed["signed_payload"]
    assert text.startswith("KR1.") and len(text) < 400  # fits a QR code a phone reads
    checked = check(text, public(client))
    assert checked.verdict is Verdict.VALID
    assert checked.payload == {
        "k": certificate_key.key_id(public(client)),
        "s": signed["serial"],
        "n": "Ligaya Reyes Bautista",
        "b": "1990-05-17",
        "t": "Agta",
        "g": "Ajos",
        "d": signed["issued_on"],
        "c": signed["verify_url"].rsplit("/", 1)[1],
    }
    # The whole address the QR code holds checks the same (the text is its fragment).
    assert check(f"{signed['verify_url']}#{text}", public(client)).verdict is Verdict.VALID


def test_one_changed_byte_or_a_cut_text_is_not_valid(signed, client):
    text, key = signed["signed_payload"], public(client)
    for i in range(4, len(text)):  # every character after the prefix, changed
        if text[i] == ".":
            continue
        changed = text[:i] + ("B" if text[i] == "A" else "A") + text[i + 1 :]
        assert check(changed, key).verdict is not Verdict.VALID, i
    for cut in (text[:-1], text[:-10], text[: len(text) // 2], "KR1.", "", "garbage", "KR1.a.b.c"):
        assert check(cut, key).verdict is Verdict.NOT_VALID


def test_another_registrys_key_is_recognised(signed, client):
    other = Ed25519PrivateKey.generate()
    foreign = other_registry_text(signed["signed_payload"], other)
    assert check(foreign, public(client)).verdict is Verdict.OTHER_REGISTRY
    assert check(foreign, other.public_key().public_bytes_raw()).verdict is Verdict.VALID
    # This registry's payload checked with another registry's key is not valid there.
    elsewhere = check(signed["signed_payload"], other.public_key().public_bytes_raw())
    assert elsewhere.verdict is Verdict.OTHER_REGISTRY


def test_the_key_file_is_the_owners_alone_and_published(signed, client, settings):
    path = settings.data_dir / "certificate_key"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert certificate_key.private_key(settings).public_key().public_bytes_raw() != base64.b64decode(
        signing.public_key(settings)
    )  # not the key that signs backups and checkpoints
    r = client.get("/api/verify/key")  # no sign-in
    assert r.status_code == 200
    pem_key = load_pem_public_key(r.json()["pem"].encode())
    assert isinstance(pem_key, Ed25519PublicKey)
    assert pem_key.public_bytes_raw() == base64.b64decode(r.json()["public_key"])
    assert r.json()["key_id"] == certificate_key.key_id(pem_key.public_bytes_raw())


def test_the_command_verifies_a_qr_text(signed, client, capsys):
    key = client.get("/api/verify/key").json()["public_key"]
    main(["verify-qr", "--public-key", key, f"{signed['verify_url']}#{signed['signed_payload']}"])
    out = capsys.readouterr().out
    assert out.endswith("Signature valid\n") and '"n": "Ligaya Reyes Bautista"' in out
    text = signed["signed_payload"]
    with pytest.raises(SystemExit) as failed:
        main(["verify-qr", "--public-key", key, text[:-3]])
    assert failed.value.code == 1 and capsys.readouterr().out == "Not valid\n"


def test_the_command_makes_no_key_in_a_folder_that_holds_none(settings, signed, client, capsys):
    """Without --public-key, `verify-qr` checks with the folder's own key; in a folder that holds none it
    says what to give, and makes no private key there (one that would sign nothing anyone issued)."""
    key = certificate_key.key_path(settings.data_dir)
    text = f"{signed['verify_url']}#{signed['signed_payload']}"
    main(["verify-qr", text])
    assert capsys.readouterr().out.endswith("Signature valid\n")
    key.unlink()
    with pytest.raises(SystemExit) as refused:
        main(["verify-qr", text])
    assert refused.value.code == (
        "error: this data folder holds no certificate key: give the registry's public key with "
        "--public-key KEY (its /verify/key page shows it)."
    )
    assert not key.exists()


def test_a_rotation_signs_with_a_new_key_and_keeps_the_old_papers_verifying(
    signed, chieftain_client, client, settings, office_clock, capsys, certificate_keys_put_back
):
    office_clock.set(datetime(2026, 12, 1, 9, 0, tzinfo=MANILA))
    old = client.get("/api/verify/key").json()
    old_private = certificate_key.key_path(settings.data_dir).read_bytes().strip()
    assert old["retired"] == []
    main(["certificate-key", "rotate"])
    new = client.get("/api/verify/key").json()
    assert new["key_id"] != old["key_id"]
    assert capsys.readouterr().out == (
        f"The certificate key {new['key_id']} signs from now on. The key {old['key_id']} is retired: "
        "its private key is deleted, its public key stays published, and the papers it signed still verify.\n"
    )
    # The old public key stays published, with the day it was retired; its private key is in no file.
    assert new["retired"] == [
        {"key_id": old["key_id"], "public_key": old["public_key"], "retired_on": "2026-12-01"}
    ]
    for path in settings.data_dir.rglob("*"):
        assert not path.is_file() or old_private not in path.read_bytes(), path
    assert stat.S_IMODE(certificate_key.key_path(settings.data_dir).stat().st_mode) == 0o600

    # A paper issued before still verifies by command: with this folder's keys, or with the published ones.
    before = f"{signed['verify_url']}#{signed['signed_payload']}"
    main(["verify-qr", before])
    assert capsys.readouterr().out.endswith("Signature valid\n")
    main(["verify-qr", before, "--public-key", new["public_key"], "--public-key", old["public_key"]])
    assert capsys.readouterr().out.endswith("Signature valid\n")
    with pytest.raises(SystemExit) as refused:  # the new key alone did not sign it
        main(["verify-qr", before, "--public-key", new["public_key"]])
    assert refused.value.code == 1 and capsys.readouterr().out == "Signed by another registry\n"

    # A paper issued after is signed by the new key.
    person = add_person(first_name="Dalisay", last_name="Mercado", lineage="Agta")
    r = chieftain_client.post(
        f"/api/people/{person.id}/certifications", json={"purpose_kind": "scholarship", "purpose": None}
    )
    assert r.status_code == 201, r.text
    after = check_any(r.json()["signed_payload"], [base64.b64decode(new["public_key"])])
    assert after.verdict is Verdict.VALID and after.payload is not None
    assert after.payload["k"] == new["key_id"]
    assert (
        check(r.json()["signed_payload"], base64.b64decode(old["public_key"])).verdict
        is Verdict.OTHER_REGISTRY
    )

    # A second rotation keeps both retired keys.
    main(["certificate-key", "rotate"])
    retired = client.get("/api/verify/key").json()["retired"]
    assert [key["key_id"] for key in retired] == [old["key_id"], new["key_id"]]


def test_a_folder_without_a_key_has_none_to_rotate(settings, capsys, certificate_keys_put_back):
    certificate_key.key_path(settings.data_dir).unlink(missing_ok=True)
    with pytest.raises(SystemExit) as refused:
        main(["certificate-key", "rotate"])
    assert (
        refused.value.code
        == "error: this data folder holds no certificate key to rotate: `katutubo serve` makes one."
    )
    assert not certificate_key.key_path(settings.data_dir).exists()
    assert not (settings.data_dir / certificate_key.RETIRED_FILE).exists()
