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

# The API tests run on PGlite and on PostgreSQL (TEST_POSTGRES_URL, default the local server on
# 127.0.0.1:5432 as user postgres). Start the local server when it is installed but down, install
# it when it is missing.
ensure_postgres() {
  if [ -n "${TEST_POSTGRES_URL:-}" ]; then return; fi
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then return; fi
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    step "Installing PostgreSQL for the API tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  step "Starting PostgreSQL for the API tests"
  service postgresql start >/dev/null 2>&1 || true
  for _ in $(seq 1 30); do
    if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then return; fi
    sleep 1
  done
  echo "PostgreSQL does not answer on 127.0.0.1:5432; set TEST_POSTGRES_URL to a server to test on" >&2
  exit 1
}
