// The `main` entry of every remote build: a remote is consumed through remoteEntry.js (its
// federation container), so this entry exists only for webpack; one file for the four remotes.
