#!/usr/bin/env bash
# `npm run demo`: `npm start` plus a simulated customer. The server makes the DEMO trading
# partner (EDI_DEMO_PROJECT); the partner simulator drops 850/860/830/820 documents into its
# inbound directory and answers every ship notice, invoice and order response with a 997.
source "$(dirname "$0")/common.sh"
install_dependencies
step "Building what is missing"
npx nx run-many -t build --parallel=2 --output-style=static
export NODE_ENV=production EDI_DEMO_PROJECT=true
data_dir="${DATA_DIR:-./data}"
demo_root="$data_dir/projects/DEMO"
state_dir="$data_dir/simulator"
simulate() {
  npx tsx --tsconfig tools/tsconfig.json tools/partner-simulator/cli.ts "$@" \
    --partner-id DEMORETAIL --supplier-id DEMOSUPPLIER --state-dir "$state_dir" \
    --inbound-dir "$demo_root/inbound"
}
step "Starting the portal"
node dist/apps/api/main.js &
server=$!
trap 'kill "$server" "${watcher:-}" 2>/dev/null; wait' EXIT INT TERM
until [ -d "$demo_root/inbound" ]; do
  kill -0 "$server" 2>/dev/null || exit 1
  sleep 1
done
step "Sending the demo customer's documents"
simulate send --documents "${DEMO_DOCUMENTS:-850:20,860:3,830:2,820:2}" --usage T
simulate watch --outbound-dir "$demo_root/outbound" --interval-ms 5000 &
watcher=$!
wait "$server"
