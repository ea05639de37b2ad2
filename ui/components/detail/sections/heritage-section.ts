import { defineMessages } from 'react-intl';
import { PLANNING } from '../../../../domain/enumerations/planning';
import type { SectionSpec } from '../field-rows';

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

/**
 * Heritage: the inventory flag (a Flemish notion, hidden in Wallonia, §5) and the protection answers of the
 * planning group (hidden when empty in Wallonia, §5). The estate's own 'protected' flag stands in when the
 * planning group does not say.
 */
export const HERITAGE_SECTION: SectionSpec = {
  id: 'heritage',
  title: m.title,
  fields: [
    { path: 'general.heritageInventory', label: m.inventory, format: 'yesNo' },
    { path: 'fields.planning.protected_heritage', label: m.protectedHeritage, format: PLANNING },
    {
      path: 'general.heritageProtected',
      label: m.protectedHeritage,
      format: 'yesNo',
      unlessVisible: 'fields.planning.protected_heritage',
    },
    { path: 'fields.planning.protected_monument', label: m.protectedMonument, format: PLANNING },
    { path: 'fields.planning.conservation_area', label: m.conservationArea, format: PLANNING },
    { path: 'fields.planning.protected_area', label: m.protectedArea, format: PLANNING },
    { path: 'fields.planning.archaeological_monument', label: m.archaeologicalMonument, format: PLANNING },
    { path: 'fields.planning.archaeological_site', label: m.archaeologicalSite, format: PLANNING },
    { path: 'fields.planning.archaeological_zone', label: m.archaeologicalZone, format: PLANNING },
  ],
};
