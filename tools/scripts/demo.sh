#!/usr/bin/env bash
# `npm run demo`: `npm start` plus a simulated customer. The server makes the DEMO trading
# partner (EDI_DEMO_PROJECT); the partner simulator drops 850/860/830/820 documents into its
# inbound directory and answers every ship notice, invoice and order response with a 997.
# Stopping it (Ctrl+C, or SIGTERM to the npm or bash pid) ends the server and the simulator.
source "$(dirname "$0")/common.sh"
source "$(dirname "$0")/children.sh"
end_children_on_exit
install_dependencies
step "Building what is missing"
run_child npx nx run-many -t build --parallel=2 --output-style=static
export NODE_ENV=production EDI_DEMO_PROJECT=true
data_dir="${DATA_DIR:-./data}"
demo_root="$data_dir/projects/DEMO"
state_dir="$data_dir/simulator"
simulator=(npx tsx --tsconfig tools/tsconfig.json tools/partner-simulator/cli.ts)
simulator_identity=(--partner-id DEMORETAIL --supplier-id DEMOSUPPLIER --state-dir "$state_dir"
  --inbound-dir "$demo_root/inbound")
step "Starting the portal"
spawn_child bash tools/scripts/portal-server.sh
server=$!
until [ -d "$demo_root/inbound" ]; do
  kill -0 "$server" 2>/dev/null || exit 1
  sleep 1
done
step "Sending the demo customer's documents"
run_child "${simulator[@]}" send --documents "${DEMO_DOCUMENTS:-850:20,860:3,830:2,820:2}" \
  --usage T "${simulator_identity[@]}"
spawn_child "${simulator[@]}" watch --outbound-dir "$demo_root/outbound" --interval-ms 5000 \
  "${simulator_identity[@]}"
wait "$server"
