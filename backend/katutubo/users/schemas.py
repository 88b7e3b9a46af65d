from katutubo.auth.schemas import UserOut
from katutubo.models import User
from katutubo.users.roles import display_role


def user_out(user: User) -> UserOut:
    return UserOut(
        id=user.id,
        email=user.email,
        display_name=user.display_name,
        role=user.role,
        role_label=display_role(user.role),
        status=user.status,
        created_at=user.created_at,
        language="fil" if user.language == "fil" else "en",
    )
