#!/usr/bin/env bash
# `npm run test:server:pg`: the server suite on a throwaway PostgreSQL cluster (with-postgres.sh),
# but for the test files whose subject never touches the database (headers, the console's files,
# compression, query parsing, the API description, load shedding, the sign-in page's languages,
# SQLite's own rows): they run in `npm test` on SQLite, and on PostgreSQL would only cost CI time
# beside the browser tests. A file that reads or writes rows belongs on both.
set -euo pipefail
cd "$(dirname "$0")/.."

ENGINE_FREE=(
  load-shedding security-console security-proxy console-preloads console-sign-in-pages console-pdf-worker
  performance-compression hydra-messages hydra-query hydra-text-search token-cache sqlite-rows
  contract-wire matrix-openapi identity-languages
  # The role × route matrix checks the engine's rights, one and the same SQL on both databases;
  # the access, isolation and scope tests below run on PostgreSQL too.
  matrix
)

files=()
for file in server/test/*.test.ts; do
  name="$(basename "$file" .test.ts)"
  [[ " ${ENGINE_FREE[*]} " == *" $name "* ]] || files+=("$file")
done
exec scripts/with-postgres.sh node --import tsx --test --test-concurrency=1 "${files[@]}"
