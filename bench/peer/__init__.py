"""The peer's own Chivalry AI (Dagaz) as an outside opponent for the bench (issue 53): see README.md."""
