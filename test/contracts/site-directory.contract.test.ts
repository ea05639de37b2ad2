import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { describeSiteDirectoryContract } from './site-directory.contract';

describeSiteDirectoryContract('memory', async (fixture) => ({ adapter: new MemorySiteDirectory(fixture), close: async () => {} }));
