import { MemoryLiveAgenda } from '../../infrastructure/memory/memory-live-agenda';
import { describeLiveAgendaContract } from './live-agenda.contract';

describeLiveAgendaContract('memory', async ({ slots }) => ({ adapter: new MemoryLiveAgenda(slots), close: async () => {} }));
