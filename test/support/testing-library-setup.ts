import { expect } from '@jest/globals';

// Only the component tests (.tsx) use Testing Library: the other files do not load it (about 20 ms each, issue 22).
// A page's first render in jsdom can take over a second on a loaded machine (CI, parallel workers): the queries
// that wait for it (findBy…, waitFor) wait up to 5 s before they fail, not testing-library's 1 s.
if (expect.getState().testPath?.endsWith('.tsx')) {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
