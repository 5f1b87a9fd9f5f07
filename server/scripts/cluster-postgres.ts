/**
 * The cluster's database (cluster-lib.ts): a throwaway PostgreSQL cluster on a loopback port, or a
 * fresh database inside the server DATABASE_URL names.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { leftovers } from './cluster-processes.js';

export interface Database {
  url: string;
  /** How it was found: a throwaway cluster on a port, or a database inside DATABASE_URL. */
  description: string;
  stop(): Promise<void>;
}

function pgBinaries(): string {
  const found = spawnSync(
    'sh',
    ['-c', 'command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1'],
    {
      encoding: 'utf8',
    },
  ).stdout.trim();
  if (!found) throw new Error('cluster: initdb not found (apt-get install -y postgresql), or set DATABASE_URL');
  return path.dirname(found);
}

/**
 * A throwaway PostgreSQL cluster on a loopback port, as scripts/with-postgres.sh starts one (as
 * the `postgres` user when root, which PostgreSQL requires), removed by stop().
 */
export async function startPostgres(port: number): Promise<Database> {
  const bin = pgBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-pg-'));
  fs.chmodSync(dir, 0o755);
  const asOwner: string[] = [];
  if (process.getuid?.() === 0) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0)
      spawnSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'inherit' });
    spawnSync('chown', ['postgres', dir]);
    asOwner.push('runuser', '-u', 'postgres', '--');
  }
  const run = (command: string, args: string[]) => {
    const [program, ...rest] = [...asOwner, path.join(bin, command), ...args];
    const result = spawnSync(program!, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`cluster: ${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, 'data');
  const stopNow = () => {
    const [program, ...rest] = [...asOwner, path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'];
    spawnSync(program!, rest, { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  leftovers.add(stopNow);
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Throwaway: durability against a power cut is not what is tested (the instances are killed, not the database).
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', settings, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    description: `PostgreSQL on 127.0.0.1:${port} (throwaway, removed at the end)`,
    stop: async () => {
      const [program, ...rest] = [...asOwner, path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'];
      spawnSync(program!, rest, { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
      leftovers.delete(stopNow);
    },
  };
}

/** A new database inside the server DATABASE_URL names (for tests: dropped by stop()). */
export async function freshDatabase(adminUrl: string): Promise<Database> {
  const name = `cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    description: `database ${name} in DATABASE_URL (dropped at the end)`,
    stop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
