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
  const file = process.env.E2E_SERVER_LOG;
  if (!file || !fs.existsSync(file)) return; // tests pointed at a running server (E2E_BASE_URL)
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const requests = lines.filter((line) => /\b(GET|POST|PATCH|PUT|DELETE) \/(api|realms)\//.test(line));
  if (requests.length < 20) {
    throw new Error(`the server log of the browser run holds ${requests.length} request lines: ${file}`);
  }
  const leaks = lines.flatMap((line, index) =>
    SECRETS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `line ${index + 1}: ${what}`),
  );
  if (leaks.length > 0) {
    throw new Error(`the server log carries credentials (${file}):\n${leaks.slice(0, 20).join('\n')}`);
  }
  console.log(`server log: ${requests.length} request lines, no credential in any of ${lines.length} lines`);
}
