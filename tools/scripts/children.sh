# Children that end with the script that started them (sourced by demo.sh).
#
# Stopping `npm run demo` by its pid (SIGTERM), with Ctrl+C, or by an error must end everything
# it started, grandchildren included: `npx tsx …` is npx → tsx → node, and killing npx alone
# leaves the node process running. So each child leads a process group of its own (setsid), one
# signal to the group reaches its whole tree, and the EXIT trap signals every group.
# package.json runs the script with `exec bash …`: otherwise npm's SIGTERM reaches only the
# `sh -c` between them, which dies and leaves this script running.

child_groups=()

# Starts "$@" in the background, leading its own process group; its pid (and group id) is $!.
# A non-interactive script's background child is never a group leader, so setsid does not fork
# and $! is the group's id.
spawn_child() {
  setsid "$@" &
  child_groups+=("$!")
}

# Runs "$@" like a foreground command, in its own group, waiting in a way a signal interrupts
# (bash runs a trap only once a foreground command has finished).
run_child() {
  spawn_child "$@"
  local status=0
  wait "$!" || status=$?
  # Ended: its group id is free again and must not be signalled later.
  unset 'child_groups[-1]'
  return "$status"
}

end_children() {
  local group
  for group in "${child_groups[@]}"; do
    kill -TERM -- "-$group" 2>/dev/null || true
  done
  # The direct children: each ends once its server or watcher has shut down on SIGTERM.
  wait
}

# From here on, leaving the script for any reason ends every child's group.
end_children_on_exit() {
  trap end_children EXIT
  trap 'exit 143' TERM
  trap 'exit 130' INT
}
