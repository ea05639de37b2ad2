import { MemoryRentalUnits } from '../../infrastructure/memory/memory-rental-units';
import { describeRentalUnitsContract } from './rental-units.contract';

describeRentalUnitsContract('memory', async ({ units, periods }) => ({
  adapter: new MemoryRentalUnits(units, periods),
  close: async () => {},
}));
