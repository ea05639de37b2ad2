// `npm start`: build the site when no build is present, then serve it (ui/server/main.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// React renders its production build only with NODE_ENV=production (the development build is ~1.5× slower).
process.env.NODE_ENV ??= 'production';
if (!existsSync('build/server/index.js') || !existsSync('build/client')) run('npm', ['run', 'build']);
// A bounded heap (issue 9 item 6): left to itself V8 lets a busy server's heap grow to gigabytes of garbage
// before collecting; the live set of the site and its embedded catalogue is far below this.
run('node', [`--max-old-space-size=${process.env.SITE_HEAP_MB || 384}`, '--import', 'tsx', 'ui/server/main.ts']);
