#!/usr/bin/env bash
# `npm test`: every check, in two lanes where they do not depend on each other.
#
# On two cores the server suite (one test file at a time) and Jest (one worker) each keep one core
# busy, so they run beside the lint, type check, unit tests and production build instead of after
# them: about four minutes less than one after the other. The browser tests need both cores and the
# build, so they come last, alone. A lane's output is printed when it ends, whole, under its name.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

lane() {
  local name="$1"
  shift
  local status=0
  for step in "$@"; do
    echo "== $(date -u +%H:%M:%S) $name: npm run $step" >>"$logs/$name"
    # BUILD_NODE (CI sets it) builds the console under that Node.js, from the registry (ci-node.sh).
    local command=(npm run --silent "$step")
    [ "$step" = build ] && [ -n "${BUILD_NODE:-}" ] && command=(scripts/ci-node.sh "$BUILD_NODE" "${command[@]}")
    "${command[@]}" >>"$logs/$name" 2>&1 || {
      status=$?
      echo "== $name: npm run $step failed ($status)" >>"$logs/$name"
      break
    }
  done
  return "$status"
}

echo "== $(date -u +%H:%M:%S) checks, unit tests, build | server suite (side by side)"
lane checks lint typecheck test:unit build &
checks=$!
lane server test:server test:adding-a-resource &
server=$!

failed=0
wait "$checks" || failed=1
cat "$logs/checks"
wait "$server" || failed=1
cat "$logs/server"
[ "$failed" = 0 ] || {
  echo "== some checks failed: the browser tests were not run" >&2
  exit 1
}

echo "== $(date -u +%H:%M:%S) browser tests"
npm run --silent bundle-report && npx playwright test
