// `npm start`: build the site when no build is present, then serve it (ui/server/main.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('build/server/index.js') || !existsSync('build/client')) run('npm', ['run', 'build']);
run('node', ['--import', 'tsx', 'ui/server/main.ts']);
