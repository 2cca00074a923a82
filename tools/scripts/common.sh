# Shared by start.sh, test.sh and dev.sh: work from the workspace root, install when needed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# npm install, not npm ci: the registry here lacks other platforms' native packages, so the
# lockfile made here is not complete enough for ci (see docs/architecture.md).
install_dependencies() {
  if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ]; then
    step "Installing dependencies (npm install)"
    npm install --no-audit --no-fund
  fi
}
