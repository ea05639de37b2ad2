import { configure } from '@testing-library/dom';

// A page's first render in jsdom can take over a second on a loaded machine (CI, parallel workers): the
// queries that wait for it (findBy…, waitFor) wait up to 5 s before they fail, not testing-library's 1 s.
configure({ asyncUtilTimeout: 5_000 });
