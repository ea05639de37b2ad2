import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { describeEstateCatalogueContract } from './estate-catalogue.contract';

describeEstateCatalogueContract('memory', async ({ estates, collections }) => ({
  adapter: new MemoryEstateCatalogue(estates, collections),
  close: async () => {},
}));
