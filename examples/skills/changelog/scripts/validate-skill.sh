#!/bin/sh
# Executable validator of the changelog skill (trust tiers, docs/trust.md): deterministic checks
# of the CHANGELOG.md the agent wrote. skill-evals runs it on every with_skill / old_skill run,
# with no shell, PATH=/usr/bin:/bin, cwd = a private copy of the run's outputs/, and $1 = the
# run's primary output (unused here: this skill's output is the CHANGELOG.md file).
# Exit 0 = pass, 1 = fail, 2 = skip (nothing to judge).
if [ ! -f CHANGELOG.md ]; then
  echo "SKIP: the run did not write CHANGELOG.md"
  exit 2
fi
if ! grep -q '^## \[Unreleased\]' CHANGELOG.md; then
  echo "FAIL: CHANGELOG.md has no '## [Unreleased]' section"
  exit 1
fi
bad=$(grep '^### ' CHANGELOG.md | grep -v -E '^### (Added|Changed|Deprecated|Removed|Fixed|Security)[[:space:]]*$')
if [ -n "$bad" ]; then
  echo "FAIL: headings that are not Keep a Changelog sections: $bad"
  exit 1
fi
echo "PASS: CHANGELOG.md has an Unreleased section and only Keep a Changelog headings"
exit 0
