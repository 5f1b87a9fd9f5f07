/**
 * `npm run cluster`: the platform as a cluster on this machine (issue 24). PostgreSQL (a throwaway
 * cluster, or DATABASE_URL), three server instances with data folders of their own sharing keys
 * generated for this run, and HAProxy in front (round-robin, no sticky sessions, health checks on
 * /readyz). Every instance serves the built console; open the balancer's address. Ctrl+C stops
 * it all (the instances gracefully) and removes what it made.
 *
 *   npm run cluster [-- --instances=3 --port=8080 --pg-port=55433 --quiet]
 *
 * Instances listen on the next ports (8081, 8082, 8083). Needs `haproxy` and PostgreSQL's
 * `initdb` (apt-get install -y haproxy postgresql) unless DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_USERS } from '../src/seeds/seed.js';
import { HEALTH_CHECK } from './cluster-balancer.js';
import { startCluster, type Cluster } from './cluster-lib.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const instances = Number(option('instances') ?? 3);
const port = Number(option('port') ?? process.env.PORT ?? 8080);
const pgPort = Number(option('pg-port') ?? process.env.PG_TEST_PORT ?? 55433);
const quiet = process.argv.includes('--quiet');
const consoleDir = path.resolve('dist');
if (!fs.existsSync(path.join(consoleDir, 'index.html')))
  console.warn('cluster: the console is not built (npm run build): the instances serve the API only');

let ready = false;
const warnedAtStart = new Set<string>();
const show = (index: number, line: string) => {
  if (index === 0) {
    if (/ALERT|WARNING/.test(line)) console.log(`[haproxy] ${line}`);
  } else if (ready) console.log(`[${index}] ${line}`);
  // Each instance's start-up summary would repeat the one below; its warnings show once.
  else if (/WARN|ERROR|FATAL|Error/.test(line) && !warnedAtStart.has(line)) {
    warnedAtStart.add(line);
    console.log(`[${index}] ${line}`);
  }
};

console.log(`cluster: starting PostgreSQL, ${instances} instances and HAProxy …`);
let cluster: Cluster;
try {
  cluster = await startCluster({
    instances,
    port,
    publicHost: 'localhost',
    databaseUrl: process.env.DATABASE_URL,
    pgPort,
    consoleDir,
    env: { LOG_LEVEL: quiet ? 'warn' : 'info' },
    onLine: show,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`
Contract console: ${cluster.url}   (HAProxy, round-robin, no sticky sessions; /readyz checked every ${HEALTH_CHECK.interMs} ms)
${cluster.instances.map((instance) => `  ${instance.name}  ${instance.url}   data: ${instance.dataDir}`).join('\n')}
Database:         ${cluster.database.description}
Keys:             generated for this run, given to every instance as SIGNING_KEYS and IDENTITY_SECRETS
Demo users (password "demo"):
${DEMO_USERS.map((user) => `  ${user.userName.padEnd(16)} ${user.roles.join(', ')}`).join('\n')}

${quiet ? '' : 'Request lines are prefixed with the instance that answered. '}Try: kill -TERM <pid> of one instance (pids: ${cluster.instances.map((i) => i.pid).join(', ')}): it drains and stops, the others go on (it is not started again).
Ctrl+C stops everything.
`);
ready = true;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    // Again: do not wait (what is left is killed on exit).
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\ncluster: stopping (HAProxy, then the instances gracefully, then PostgreSQL) …');
    void cluster.stop().then(() => {
      console.log('cluster: stopped');
      process.exit(0);
    });
  });
