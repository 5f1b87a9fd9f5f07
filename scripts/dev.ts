/**
 * Development: the platform server (restarted on change) behind webpack-dev-server (hot reload).
 * The browser talks only to the dev server on :3000, which proxies /api, /connect, /realms and
 * /config.json to the platform server, so sign-in cookies and the identity service share one origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const consolePort = 3000; // webpack.config.ts devServer.port
const apiPort = Number(process.env.PORT ?? 8080);
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run(process.execPath, ['--watch-path=server/src', '--import', 'tsx', 'server/src/server.ts'], {
  PORT: String(apiPort),
  PUBLIC_URL: `http://localhost:${consolePort}`,
  CONSOLE_DIR: 'dev-server-serves-the-console',
});
run(process.execPath, ['node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'], {
  CONSOLE_API_TARGET: `http://localhost:${apiPort}`,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
