"""The certificate register: every certification issued, filtered, counted, exported and printed."""
