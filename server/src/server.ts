import { buildApp } from './app.js';
import { describeKeySource, keySourceOf } from './auth/key-source.js';
import { DEMO_USERS } from './seeds/seed.js';
import { shutDown } from './http/shutdown.js';

const app = await buildApp();
const { port, host, publicUrl, databaseUrl, sqliteFile, seedDemo, oidcIssuer, realm, logFormat } = app.config;
// The summary below says where the server listens; Fastify's own line would repeat it.
await app.listen({ port, host, listenTextResolver: (address) => `listening at ${address}` });

const summary = {
  console: publicUrl,
  database: databaseUrl ? 'PostgreSQL' : `SQLite (${sqliteFile})`,
  signIn: oidcIssuer ?? `built-in (${publicUrl}/realms/${realm})`,
  // Where the keys come from, never what they are.
  keys: describeKeySource(keySourceOf(app.config)),
};
if (logFormat === 'json') {
  app.log.info({ ...summary, demoUsers: seedDemo ? DEMO_USERS.map((user) => user.userName) : [] }, 'started');
} else {
  console.log(`\nContract console: ${summary.console}\nDatabase:         ${summary.database}`);
  console.log(`Sign-in issuer:   ${summary.signIn}\nKeys:             ${summary.keys}`);
  if (seedDemo) {
    console.log('Demo users (password "demo"):');
    for (const user of DEMO_USERS) console.log(`  ${user.userName.padEnd(16)} ${user.roles.join(', ')}`);
  }
  console.log('');
}

/** Beyond the drain and the deadline for requests, what closing the database may take before the process just ends. */
const CLOSE_GRACE_MS = 5000;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal (Ctrl+C again) does not wait any longer.
    if (stopping) process.exit(1);
    stopping = true;
    const { shutdownDrainMs: drainMs, shutdownTimeoutMs: timeoutMs } = app.config;
    setTimeout(() => process.exit(1), drainMs + timeoutMs + CLOSE_GRACE_MS).unref();
    void shutDown(app, { drainMs, timeoutMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
