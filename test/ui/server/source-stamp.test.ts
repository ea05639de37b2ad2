/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { buildIsCurrent, writeStamp } from '../../../ui/server/source-stamp.mjs';

// Issue 13 item 8: "a rebuilt checkout keeps serving the old build until build/ is removed". npm start
// (ui/server/start.mjs) builds again whenever buildIsCurrent() says build/ was not made from these sources.
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function aCheckoutWithItsBuild(): string {
  root = mkdtempSync(join(tmpdir(), 'source-stamp-'));
  for (const dir of ['ui/routes', 'domain', 'build/server', 'build/primary', 'build/client']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'ui/routes/list.tsx'), 'export default 1;\n');
  writeFileSync(join(root, 'domain/price.ts'), 'export const price = 1;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  writeFileSync(join(root, 'build/server/index.js'), '');
  writeFileSync(join(root, 'build/primary/primary.js'), '');
  writeStamp(root);
  return root;
}

describe('issue 13 item 8: npm start serves the build of the sources it has, never an older one', () => {
  it('issue 13 item 8: a build stamped from these sources is current', () => {
    expect(buildIsCurrent(aCheckoutWithItsBuild())).toBe(true);
  });

  it.each<[string, (dir: string) => void]>([
    ['a source file changed (a pull, an edit)', (dir) => writeFileSync(join(dir, 'domain/price.ts'), 'export const price = 2;\n')],
    ['a source file added', (dir) => writeFileSync(join(dir, 'ui/routes/contact.tsx'), 'export default 2;\n')],
    ['the lockfile changed (other packages)', (dir) => writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}\n')],
    ['the build has no stamp (made before stamps)', (dir) => rmSync(join(dir, 'build/source-stamp'))],
    ['the build lost its server bundle', (dir) => rmSync(join(dir, 'build/server/index.js'))],
  ])('issue 13 item 8: %s: the build is not current, so npm start builds again', (_title, change) => {
    const dir = aCheckoutWithItsBuild();
    change(dir);
    expect(buildIsCurrent(dir)).toBe(false);
  });
});
