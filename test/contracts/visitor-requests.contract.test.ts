import { MemoryVisitorRequests } from '../../infrastructure/memory/memory-visitor-requests';
import { describeVisitorRequestsContract } from './visitor-requests.contract';

describeVisitorRequestsContract('memory', async ({ cities, estates }) => ({
  adapter: new MemoryVisitorRequests(cities, estates),
  close: async () => {},
}));
