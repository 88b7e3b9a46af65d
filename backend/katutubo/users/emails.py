"""The emails' texts, in the language of the account they are written to ("en" or "fil", users.language)."""

from dataclasses import dataclass

from katutubo.models import Role, User
from katutubo.users.roles import display_role


@dataclass(frozen=True)
class Email:
    subject: str
    body: str


def _fil(user: User) -> bool:
    return user.language == "fil"


def reset_link(user: User, link: str) -> Email:
    if _fil(user):
        return Email(
            "Pagpapalit ng password sa Katutubo Registry",
            f"Magandang araw po, {user.display_name},\n\n"
            "May humiling na i-reset ang password ng inyong account sa Katutubo Registry.\n"
            "Buksan po ang link na ito para magtakda ng bagong password (may bisa ito nang 1 oras at "
            f"isang beses lang magagamit):\n\n{link}\n\n"
            "Kung hindi po kayo ang humiling nito, huwag na pong pansinin ang email na ito: hindi magbabago "
            "ang inyong password.\n",
        )
    return Email(
        "Reset your Katutubo Registry password",
        f"Hello {user.display_name},\n\n"
        "Someone asked to reset the password of your Katutubo Registry account.\n"
        f"Open this link to set a new password (it expires in 1 hour and works once):\n\n{link}\n\n"
        "If it was not you, ignore this email: your password stays as it is.\n",
    )


def signup_waiting(ipmr: User, user: User, link: str) -> Email:
    """To an IPMR (in the IPMR's language) about `user`'s new account."""
    if _fil(ipmr):
        return Email(
            "May bagong account sa Katutubo Registry na naghihintay ng pag-apruba",
            f"Si {user.display_name} <{user.email}> ay nag-sign up sa Katutubo Registry bilang "
            f"{_role_fil(user.role)} at naghihintay ng pag-apruba.\n\n"
            f"Aprubahan o tanggihan po ang account dito:\n\n{link}\n",
        )
    return Email(
        "A new Katutubo Registry account is waiting for approval",
        f"{user.display_name} <{user.email}> signed up for the Katutubo Registry as "
        f"{display_role(user.role)} and is waiting for approval.\n\n"
        f"Approve or reject the account here:\n\n{link}\n",
    )


def approved(user: User, link: str) -> Email:
    if _fil(user):
        return Email(
            "Naaprubahan na ang inyong account sa Katutubo Registry",
            f"Magandang araw po, {user.display_name},\n\n"
            f"Naaprubahan na po ang inyong account sa Katutubo Registry bilang {_role_fil(user.role)}. "
            f"Maaari na po kayong mag-log in:\n\n{link}\n",
        )
    return Email(
        "Your Katutubo Registry account was approved",
        f"Hello {user.display_name},\n\n"
        f"Your Katutubo Registry account was approved as {display_role(user.role)}. You can log in now:\n\n"
        f"{link}\n",
    )


def _role_fil(role: Role) -> str:
    return "user" if role == Role.user else display_role(role)
