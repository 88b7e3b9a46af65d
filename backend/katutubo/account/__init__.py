"""The signed-in person's own account: change the password, log out everywhere."""
