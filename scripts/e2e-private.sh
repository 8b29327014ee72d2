#!/usr/bin/env bash
# Runs browser tests against a private copy of the build, so several people (or helpers) working in
# one checkout do not rebuild the client under each other's running tests.
#   scripts/e2e-private.sh NAME PORT_OFFSET [playwright args, e.g. tests/clues.spec.ts]
# The build is serialised with a lock; the copy lives in .e2e-builds/NAME (git-ignored).
set -euo pipefail
name="$1"; offset="$2"; shift 2
root="$(cd "$(dirname "$0")/.." && pwd)"
target="$root/.e2e-builds/$name"
(
  flock 9
  cd "$root"
  npm run build >/dev/null
  rm -rf "$target"
  mkdir -p "$target/apps/server" "$target/apps/web"
  cp -r apps/server/dist apps/server/drizzle "$target/apps/server/"
  cp -r apps/web/dist "$target/apps/web/"
) 9>/tmp/portal-build.lock
cd "$root"
E2E_BUILD_ROOT="$target" E2E_PORT_OFFSET="$offset" npx playwright test -c e2e/playwright.config.ts "$@"
