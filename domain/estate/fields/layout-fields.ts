import type { Translated } from '../../shared/locale';

/**
 * §3 property field group `layout`: each named room holds its surface in m² (-1 unknown, §2);
 * a custom room adds its own name per language.
 */
export interface LayoutFields {
  readonly atelier?: number;
  readonly attic_1?: number;
  readonly attic_2?: number;
  readonly bathroom_1?: number;
  readonly bathroom_2?: number;
  readonly bathroom_3?: number;
  readonly bedroom_1?: number;
  readonly bedroom_2?: number;
  readonly bedroom_3?: number;
  readonly bedroom_4?: number;
  readonly bedroom_5?: number;
  readonly bedroom_6?: number;
  readonly bedroom_7?: number;
  readonly cellar?: number;
  readonly crawling_space?: number;
  readonly dining?: number;
  readonly dressing?: number;
  readonly free_profession_space?: number;
  readonly garage?: number;
  readonly hall?: number;
  readonly heating_area?: number;
  readonly kitchen_1?: number;
  readonly kitchen_2?: number;
  readonly laundry_room?: number;
  readonly living?: number;
  readonly night_hall?: number;
  readonly showroom?: number;
  readonly sitting_area?: number;
  readonly store_room?: number;
  readonly study?: number;
  readonly terrace?: number;
  readonly toilet_1?: number;
  readonly toilet_2?: number;
  readonly wardrobe?: number;
  readonly wintergarden?: number;
  readonly custom_room_1?: number;
  readonly custom_room_1_name?: Partial<Translated>;
  readonly custom_room_2?: number;
  readonly custom_room_2_name?: Partial<Translated>;
  readonly custom_room_3?: number;
  readonly custom_room_3_name?: Partial<Translated>;
  readonly custom_room_4?: number;
  readonly custom_room_4_name?: Partial<Translated>;
  readonly custom_room_5?: number;
  readonly custom_room_5_name?: Partial<Translated>;
  readonly custom_room_6?: number;
  readonly custom_room_6_name?: Partial<Translated>;
  readonly custom_room_7?: number;
  readonly custom_room_7_name?: Partial<Translated>;
  readonly custom_room_8?: number;
  readonly custom_room_8_name?: Partial<Translated>;
  readonly custom_room_9?: number;
  readonly custom_room_9_name?: Partial<Translated>;
  readonly custom_room_10?: number;
  readonly custom_room_10_name?: Partial<Translated>;
}
