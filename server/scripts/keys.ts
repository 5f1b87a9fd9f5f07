/**
 * New keys for instances that share them (auth/key-source.ts): the access-token signing key and
 * the identity service's secrets, printed as environment variables for an orchestrator's secrets,
 * or written into a folder for KEYS_DIR. They are secrets: keep them where secrets are kept.
 *
 *   npm run keys                  # SIGNING_KEYS=… and IDENTITY_SECRETS=… (base64 of their JSON)
 *   npm run keys -- --dir=keys    # access-token.jwk.json, oidc-cookies.json, oidc-signing.jwk.json (0600)
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateKeyEnvironment, writeKeyFolder } from '../src/auth/key-source.js';

const dir = process.argv.find((argument) => argument.startsWith('--dir='))?.slice('--dir='.length);
if (dir) {
  const target = path.resolve(dir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    console.error(`keys: ${target} is not empty; its keys are kept as they are`);
    process.exitCode = 1;
  } else {
    await writeKeyFolder(target);
    console.error(`keys: written to ${target} (start each instance with KEYS_DIR=${target})`);
  }
} else {
  const variables = await generateKeyEnvironment();
  for (const [name, value] of Object.entries(variables)) console.log(`${name}=${value}`);
}
