import { buildApp } from './app.js';
import { DEMO_USERS } from './db/seed.js';

const app = await buildApp();
const { port, host, publicUrl, databaseUrl, sqliteFile, seedDemo } = app.config;
await app.listen({ port, host });

const database = databaseUrl ? 'PostgreSQL' : `SQLite (${sqliteFile})`;
console.log(`\nContract console: ${publicUrl}\nDatabase: ${database}`);
if (seedDemo) {
  console.log('Demo users (password "demo"):');
  for (const user of DEMO_USERS) console.log(`  ${user.userName.padEnd(16)} ${user.roles.join(', ')}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
