#!/usr/bin/env bash
# `npm run dev`: every app on its own dev server with hot reload, and the API in watch mode.
# The shell (http://localhost:4200) proxies /api and /remotes.json to the API, whose manifest
# points every remote at its own dev server.
source "$(dirname "$0")/common.sh"
install_dependencies
mkdir -p tmp/dev
npx tsx --tsconfig tsconfig.base.json tools/scripts/dev-manifest.ts > tmp/dev/remotes.json
export REMOTES_MANIFEST="$PWD/tmp/dev/remotes.json" NODE_ENV=development
step "Dev servers: shell http://localhost:4200, API http://localhost:${PORT:-8080}"
exec npx nx run-many -t serve --parallel=8 --output-style=stream
