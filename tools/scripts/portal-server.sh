#!/usr/bin/env bash
# Runs the built server (dist/apps/api/main.js, or the bundle given as $1) as node with the
# process options that keep an embedded portal small at rest. start.sh, demo.sh and
# tools/benchmarks/memory.ts all start it through here, so the figures in docs/performance.md
# ("Memory of the embedded portal") are those of the real start. exec: the node process keeps
# this script's pid, so signals and /proc/<pid> reach the server itself.
set -euo pipefail
bundle="${1:-$(dirname "${BASH_SOURCE[0]}")/../../dist/apps/api/main.js}"

# glibc's malloc. Each POSTed interchange arrives as buffers of 0.5–1 MB; with the default
# dynamic threshold, glibc serves such sizes from its heaps after the first is freed and keeps the
# freed space resident (~80 MB after 10,000 850s). A fixed mmap threshold gives every block over
# 128 KiB its own mapping, returned to the system when freed; a fixed trim threshold returns the
# top of a heap past 1 MiB; two arenas instead of 8 per core for libuv's threads (deflate, files).
# Each can still be set from outside.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-1048576}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"

# V8's young generation: by default each semi-space grows to 16 MB while requests allocate and
# stays committed; at 2 MB short-lived request objects are still collected young (the old
# generation is not affected).
exec node --max-semi-space-size=2 "$bundle"
