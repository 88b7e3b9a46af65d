import pytest

from katutubo.models import Role
from katutubo.users.roles import display_role, role_from_stored


@pytest.mark.parametrize(
    ("stored", "role", "label"),
    [
        ("super_admin", Role.ipmr, "IPMR"),
        ("admin", Role.chieftain, "Chieftain"),
        ("IPMR", Role.ipmr, "IPMR"),
        ("Chieftain", Role.chieftain, "Chieftain"),
        ("user", Role.user, "user"),
        (None, Role.user, "user"),
        ("something-else", Role.user, "user"),
    ],
)
def test_stored_roles_map_to_one_canonical_role(stored, role, label):
    assert role_from_stored(stored) is role
    assert display_role(role) == label


def test_ipmr_only_api_guards(raw_client, ipmr_client, chieftain_client, user_client):
    signed_out = raw_client.get("/api/users")
    assert signed_out.status_code == 401
    assert signed_out.json()["error"] == "Please log in to continue."
    for client in (chieftain_client, user_client):
        refused = client.get("/api/users")
        assert refused.status_code == 403
        assert refused.json()["error"] == "You don't have permission to access this page."
    listed = ipmr_client.get("/api/users")
    assert listed.status_code == 200
    assert {u["role_label"] for u in listed.json()} == {"IPMR", "Chieftain", "user"}
    assert all("password" not in key for u in listed.json() for key in u)
