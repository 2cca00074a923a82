#!/usr/bin/env bash
# `npm run dev:remote -- <remote> [--no-api]`: one remote alone in a minimal host
# (http://localhost:4300, hot reload): sign in against the local API, then its screens, menu and
# texts as the shell would show them. The API runs alongside in watch mode; with --no-api the host
# uses one already running on PORT (e.g. from `npm run dev`).
source "$(dirname "$0")/common.sh"
area="${1:-}"
if [ -z "$area" ] || [ ! -f "apps/$area/src/contract.tsx" ]; then
  remotes=$(cd apps && ls -d */src/contract.tsx 2>/dev/null | cut -d/ -f1 | xargs)
  echo "Usage: npm run dev:remote -- <remote> [--no-api]   (remotes: $remotes)" >&2
  exit 2
fi
install_dependencies
export STANDALONE_REMOTE="$area" NODE_ENV=development
step "Standalone $area: http://localhost:4300, API http://localhost:${PORT:-8080}"
if [ "${2:-}" = "--no-api" ]; then
  exec npx nx run standalone-host:serve-standalone --output-style=stream
fi
exec npx nx run-many -t serve,serve-standalone -p api,standalone-host --parallel=2 --output-style=stream
