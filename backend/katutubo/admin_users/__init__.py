"""Account administration for IPMRs: approve or reject new accounts, change roles, disable and enable."""
