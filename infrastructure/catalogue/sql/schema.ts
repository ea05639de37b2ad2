import type { Generated } from 'kysely';

/** The two databases the catalogue runs on. */
export type DialectName = 'sqlite' | 'postgres';

/**
 * The catalogue's tables, the same on SQLite and PostgreSQL. Every row carries its site id; documents are
 * JSON text (the full upstream shape), beside typed, indexed columns for every filter and sort field.
 */
export interface CatalogueSchema {
  sites: { id: string; document: string };
  site_hostnames: { hostname: string; site_id: string };
  /**
   * A search hit: a property, or a project with its units (the document holds the whole group). A project's
   * list_document is the group as a list reads it (listHit, domain/display/list-hit.ts), null for a property.
   */
  estate_groups: { id: number; site_id: string; document: string; list_document: string | null };
  /** A searchable unit: the property itself, or one unit of a project. */
  estate_units: {
    id: number;
    site_id: string;
    group_id: number;
    head_type: number | null;
    sub_type: number | null;
    transaction_id: number | null;
    city_id: number | null;
    city_name: string | null;
    city_zip: string | null;
    country: string | null;
    price: number | null;
    bedrooms: number | null;
    publication_date: string | null;
    /** Issue 12 item 5: 'public' or 'online' for a notary auction (domain/estate/notary-sale.ts), else null. */
    notary_sale: string | null;
    lat: number | null;
    lon: number | null;
    /** Issue 21 item 1: the unit's cell of the 0.01° grid (geo-cells.ts), which the search cells count geo searches by. */
    geo_cell: number | null;
    /** 1 when the unit is its group's only unit (a property), 0 for the units of a project. */
    solo: number;
    /**
     * Issue 13 item 5: the price the unit's group sorts by, as its card shows it (domain sortPrice): a
     * project's "from" price on each of its units, a property's own price; null sorts last.
     */
    sort_price: number | null;
    /** Issue 21 item 1: the list filter table's choices the unit meets (table-masks.ts), which the search cells count by. */
    table_mask: string;
    document: string;
  };
  /**
   * Filter values of a site counted per (transaction, head type) cell, rewritten with its estates (issue 8):
   * per facet, its value (number or text), the units counted and, for cities, name, zip and coordinate sums.
   */
  search_facets: {
    site_id: string;
    transaction_id: number | null;
    head_type: number | null;
    /** Set on the 'band.' facets only (search-facets.ts). */
    price_band: number | null;
    facet: string;
    num_value: number | null;
    text_value: string | null;
    count: number;
    name: string | null;
    zip: string | null;
    lat_sum: number | null;
    lat_count: number;
    lon_sum: number | null;
    lon_count: number;
    /** Set on the city facets only ('c.', 'p.c.', migration 015): the city whose units they count. */
    city_id?: number | null;
    /** Issue 21 item 1: the cell's identity, unique per site (search-facets.ts CELL_KEY, migration 018). */
    cell_key?: string | null;
  };
  /**
   * Issue 8 item 6: each project's units per (transaction, head type) cell, with the lowest and highest value of
   * each sort column there (project-cells.ts): a grouped page orders its projects from these rows.
   */
  project_cells: {
    site_id: string;
    group_id: number;
    transaction_id: number | null;
    head_type: number | null;
    min_sub_type: number | null;
    max_sub_type: number | null;
    min_publication_date: string | null;
    max_publication_date: string | null;
    min_city_name: string | null;
    max_city_name: string | null;
    min_sort_price: number | null;
    max_sort_price: number | null;
  };
  /**
   * Issue 21 item 1: each project's lowest and highest value of every sort column over all its units (project-cells.ts):
   * a grouped page without a transaction or type filter orders its projects from one row each (migration 027).
   */
  project_keys: {
    site_id: string;
    group_id: number;
    min_transaction_id: number | null;
    max_transaction_id: number | null;
    min_head_type: number | null;
    max_head_type: number | null;
    min_sub_type: number | null;
    max_sub_type: number | null;
    min_publication_date: string | null;
    max_publication_date: string | null;
    min_city_name: string | null;
    max_city_name: string | null;
    min_sort_price: number | null;
    max_sort_price: number | null;
  };
  /** Cities that have estates, with their names folded for the city search (name and aliases). */
  site_cities: { site_id: string; city_id: number; document: string; search_text: string };
  /** Entities, entity items, agreements, estate pages and assets: small documents by kind and key. */
  site_content: { site_id: string; kind: string; key: string; document: string };
  unit_collections: { site_id: string; unit_id: number; collection_id: number };
  /**
   * Issue 19 item 7: what a unit holds at each path of the list filter table (domain/search/list-filter-table.ts), one
   * row per unit and path with a value: a number (a yes/no as 1/0) or a text. The search matches them as it matches
   * collections, so a new filter of the table needs no column of its own (migration 021).
   */
  unit_values: { site_id: string; unit_id: number; field: string; num_value: number | null; text_value: string | null };
  /** The paths unit_values was derived for; when the table declares others, every site is derived again (store-site-data.ts). */
  unit_value_fields: { field: string };
  collections: { site_id: string; id: number; name: string };
  menus: { site_id: string; id: number; type: string; document: string };
  pages: { site_id: string; id: number; key: string; document: string };
  translations: { locale: string; document: string };
  rental_units: {
    site_id: string;
    id: number;
    max_occupation: number | null;
    location_id: number | null;
    city_id: number | null;
    sub_kind_id: number | null;
    document: string;
  };
  rental_periods: { site_id: string; unit_id: number; start_date: string; end_date: string; price: number; type: string };
  rental_reservations: {
    id: string;
    /** Issue 13 item 8: the short reference the guest is given, unique per site (null for reservations made before it). */
    reference: string | null;
    site_id: string;
    unit_id: number;
    start_date: string;
    end_date: string;
    document: string;
    created_at: string;
  };
  agenda_slots: {
    site_id: string;
    id: number;
    agenda_id: number;
    start_at: string;
    end_at: string;
    capacity: number;
    available: number;
    estate_id: number | null;
  };
  appointments: { id: string; site_id: string; slot_id: number; status: string; document: string; created_at: string };
  visitor_requests: { id: Generated<number>; site_id: string; kind: string; document: string; created_at: string };
  subscriptions: {
    token: string;
    site_id: string;
    document: string;
    created_at: string;
    updated_at: string;
    /** Issue 11: 'pending' until confirmed from the mail (double opt-in), then 'active'. */
    status: Generated<string>;
    /** SHA-256 of the confirmation token: the database never holds a usable link. */
    confirmation_hash: string | null;
    confirmation_expires_at: string | null;
    confirmed_at: string | null;
    last_digest_at: string | null;
  };
  /** Issue 11 price history: each unit's listing, price and status changes, in the order they were recorded. */
  estate_history: { id: Generated<number>; site_id: string; estate_id: number; kind: string; at: string; document: string };
  /** Issue 11: what each subscription was sent, so nothing goes out twice. */
  alert_deliveries: { token: string; item_key: string; site_id: string; delivered_at: string };
  /** One holder at a time per name across processes (the alert scheduler's run). */
  leases: { name: string; holder: string; expires_at: string };
  /**
   * Issue 8: one row, bumped by triggers with every write that can change a page on SQLite (migration 014); on
   * PostgreSQL the page-changing transactions folded in from data_changes (migration 019, data-revision.ts).
   */
  data_revision: { id: number; revision: number };
  /** Issue 21 item 2, PostgreSQL only: one row per committed transaction that changed a page since the last fold. */
  data_changes: { xid: string };
  abuse_counters: { key: string; window_start: number; window_end: number; count: number };
  /** Issue 19 item 6: the sites whose rows derived from documents a migration left to be derived again (migration 020). */
  stale_sites: { site_id: string };
  outbox: {
    id: Generated<number>;
    site_id: string;
    recipient: string;
    subject: string;
    text_body: string;
    /** Issue 11: the HTML part beside the text, extra headers (JSON), sender and reply-to; null = the defaults. */
    html_body?: string | null;
    headers?: string | null;
    sender?: string | null;
    reply_to?: string | null;
    /** Issue 12 item 2: the attachments as JSON ({ filename, contentType, content }[]), and a name to withdraw an unsent mail by. */
    attachments?: string | null;
    reference?: string | null;
    attempts: number;
    next_attempt_at: string;
    sent_at: string | null;
    last_error: string | null;
    created_at: string;
  };
}
