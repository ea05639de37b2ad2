import { CARPENTRY, CONDITION, CONSTRUCTION_TYPE, WINDOW_GLAZING } from '../enumerations/building';
import { BATHROOM_TYPE, KITCHEN_TYPE } from '../enumerations/comfort';
import { HEATING } from '../enumerations/installations';
import { ENVIRONMENT, FREE_ON, ORIENTATION } from '../enumerations/surroundings';
import type { SectionSpec } from './field-rows';

/** §3 construction, comfort and other: what the estate is like, with the §2 fallback and combined fields. */
export const FEATURES_SECTION: SectionSpec = {
  id: 'features',
  title: 'detail.features.title',
  fields: [
    { path: 'fields.construction.condition', label: 'detail.features.condition', format: CONDITION },
    { path: 'technical.condition', label: 'detail.features.condition', format: CONDITION, unlessVisible: 'fields.construction.condition' },
    { path: 'fields.construction.construction_type', label: 'detail.features.constructionType', format: CONSTRUCTION_TYPE },
    { path: 'fields.construction.facades_count', label: 'detail.features.facades', format: 'count' },
    { path: 'fields.construction.floors_count', label: 'detail.features.floors', format: 'count' },
    { path: 'general.floor', label: 'detail.features.floor', format: 'text' },
    { path: 'fields.construction.renovation_year', label: 'detail.features.renovationYear', format: 'year' },
    { path: 'fields.comfort.heating', label: 'detail.features.heating', format: HEATING },
    { path: 'fields.comfort.kitchen_type', label: 'detail.features.kitchen', format: KITCHEN_TYPE },
    { path: 'fields.comfort.bathroom_type', label: 'detail.features.bathroom', format: BATHROOM_TYPE },
    { path: 'fields.comfort.glazing_type', label: 'detail.features.glazing', format: WINDOW_GLAZING },
    { path: 'fields.comfort.outside_carpentry', label: 'detail.features.carpentry', format: CARPENTRY },
    { path: 'fields.comfort.lift', label: 'detail.features.lift', format: 'yesNo' },
    { path: 'fields.comfort.furnished', label: 'detail.features.furnished', format: 'yesNo' },
    { path: 'fields.comfort.domestic_animals_allowed', label: 'detail.features.pets', format: 'yesNo' },
    { path: 'fields.other.garden', label: 'detail.features.garden', format: 'yesNo' },
    { path: 'fields.other.garden_surface', label: 'detail.features.gardenSurface', format: 'area' },
    { path: 'fields.other.garden_orientation', label: 'detail.features.gardenOrientation', format: ORIENTATION },
    { path: 'fields.comfort.swimming_pool', label: 'detail.features.pool', format: 'yesNo' },
    { path: 'fields.comfort.solar_panels', label: 'detail.features.solarPanels', format: 'yesNo' },
    { path: 'fields.comfort.heat_pump', label: 'detail.features.heatPump', format: 'yesNo' },
    { path: 'fields.other.parking_spaces_count', label: 'detail.features.parking', format: 'count' },
    { path: 'fields.other.garages_count', label: 'detail.features.garages', format: 'count' },
    { path: 'fields.other.available', label: 'detail.features.available', format: FREE_ON },
    { path: 'fields.other.available_at', label: 'detail.features.availableAt', format: 'date' },
    { path: 'fields.other.environment', label: 'detail.features.environment', format: ENVIRONMENT },
    { path: 'fields.other.shops_distance', label: 'detail.features.shops', format: 'distance' },
    { path: 'fields.other.school_distance', label: 'detail.features.school', format: 'distance' },
    { path: 'fields.other.public_transport_distance', label: 'detail.features.transport', format: 'distance' },
  ],
};
