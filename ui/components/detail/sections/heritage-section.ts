import { defineMessages } from 'react-intl';
import type { SectionLabels } from '../section-labels';

const m = defineMessages({
  title: { id: 'detail.heritage.title', defaultMessage: 'Onroerend erfgoed' },
  inventory: { id: 'detail.heritage.inventory', defaultMessage: 'Opgenomen in de inventaris van het onroerend erfgoed' },
  protectedHeritage: { id: 'detail.heritage.protectedHeritage', defaultMessage: 'Beschermd onroerend erfgoed' },
  protectedMonument: { id: 'detail.heritage.protectedMonument', defaultMessage: 'Beschermd monument' },
  conservationArea: { id: 'detail.heritage.conservationArea', defaultMessage: 'Beschermd stads- of dorpsgezicht' },
  protectedArea: { id: 'detail.heritage.protectedArea', defaultMessage: 'Beschermd cultuurhistorisch landschap' },
  archaeologicalMonument: { id: 'detail.heritage.archaeologicalMonument', defaultMessage: 'Beschermd archeologisch monument' },
  archaeologicalSite: { id: 'detail.heritage.archaeologicalSite', defaultMessage: 'Archeologische site' },
  archaeologicalZone: { id: 'detail.heritage.archaeologicalZone', defaultMessage: 'Archeologische zone' },
});

/** The labels of the heritage lines (§3); which lines show, and how, domain/legal/legal-view decides (issue 24). */
export const HERITAGE_SECTION: SectionLabels = {
  id: 'heritage',
  title: m.title,
  labels: {
    'general.heritageInventory': m.inventory,
    'fields.planning.protected_heritage': m.protectedHeritage,
    'general.heritageProtected': m.protectedHeritage,
    'fields.planning.protected_monument': m.protectedMonument,
    'fields.planning.conservation_area': m.conservationArea,
    'fields.planning.protected_area': m.protectedArea,
    'fields.planning.archaeological_monument': m.archaeologicalMonument,
    'fields.planning.archaeological_site': m.archaeologicalSite,
    'fields.planning.archaeological_zone': m.archaeologicalZone,
  },
};
