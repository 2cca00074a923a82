#!/usr/bin/env bash
# `npm start`: the portal on the embedded default, in one process. Installs, builds what is
# missing or changed (Nx cache), then serves the API, the shell and every remote on one port.
source "$(dirname "$0")/common.sh"
install_dependencies
step "Building what is missing"
npx nx run-many -t build --parallel=2 --output-style=static
export NODE_ENV=production
step "Starting the portal"
# With the memory options of portal-server.sh (docs/performance.md "Memory of the embedded portal").
exec bash tools/scripts/portal-server.sh
