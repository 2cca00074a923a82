#!/usr/bin/env bash
# `npm start`: the portal on the embedded default, in one process. Installs, builds what is
# missing or changed (Nx cache), then serves the API, the shell and every remote on one port.
source "$(dirname "$0")/common.sh"
install_dependencies
step "Building what is missing"
npx nx run-many -t build --parallel=2 --output-style=static
export NODE_ENV=production
step "Starting the portal"
exec node dist/apps/api/main.js
