import fs from 'node:fs';

/**
 * After the whole browser run (issue 9: "no token, cookie or password ever in a log line; a test
 * greps the log of a full browser run"): the platform server logged every request of every sign-in,
 * refresh, upload, download and sign-out at info; not one line may carry a credential. The log must
 * also really hold those requests, or this check would pass on an empty file.
 */
const SECRETS: [string, RegExp][] = [
  ['a JSON web token', /eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['an Authorization header', /authorization|bearer\s+\S/i],
  ['a cookie', /cookie|sso_state=|refresh_token=/i],
  ['a password', /password["']?\s*[:=]\s*["']?(?!\*)\S/i],
  ['a sign-in interaction id', /\/realms\/\S*\/(?=[\w-]*[A-Z0-9])[\w-]{20,}/],
  [
    'an unmasked secret parameter',
    /[?&](code|state|token|refresh_token|access_token|id_token|session_state)=(?!\*\*\*)/i,
  ],
];

export default function checkServerLog(): void {
  // One log per worker's server; none when the tests were pointed at a running server (E2E_BASE_URL).
  const files = (JSON.parse(process.env.E2E_SERVER_LOGS ?? '[]') as string[]).filter((file) => fs.existsSync(file));
  if (files.length === 0) return;
  let requestLines = 0;
  let allLines = 0;
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    requestLines += lines.filter((line) => /\b(GET|POST|PATCH|PUT|DELETE) \/(api|realms)\//.test(line)).length;
    allLines += lines.length;
    const leaks = lines.flatMap((line, index) =>
      SECRETS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `line ${index + 1}: ${what}`),
    );
    if (leaks.length > 0) {
      throw new Error(`the server log carries credentials (${file}):\n${leaks.slice(0, 20).join('\n')}`);
    }
  }
  if (requestLines < 20) {
    throw new Error(`the server logs of the browser run hold ${requestLines} request lines: ${files.join(', ')}`);
  }
  console.log(`server logs: ${requestLines} request lines, no credential in any of ${allLines} lines`);
}
