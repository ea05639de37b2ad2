import { Migrator, SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The catalogue's schema, step by step (issue 19 item 6: migrations that stand still). A migration runs the same
 * whenever it runs, on a database of last year or of today: it changes the schema and moves data in plain SQL, and
 * imports nothing but Kysely (the layer rule 'migrations-stand-still' keeps it so), so no change to today's rules or
 * counting reaches into an old step. What is derived from the stored documents by today's code (an estate unit's
 * search columns and sort price, a rental unit's filter columns, the cities and collections of units, the search and
 * project cells) is no migration's business: a migration that changes it marks the sites stale (a row per site in
 * stale_sites, 020), and once the database is migrated the adapter derives their rows again with today's code, in one
 * transaction per site (store-site-data.ts rederiveStaleSites). Migrations 005 to 017 once counted the cells and filled
 * derived columns with the code of their day; 020 marks every stored site instead.
 */

/** An auto-numbered key: SQLite's rowid alias, PostgreSQL's identity column. */
const serialKey = (db: Kysely<unknown>) => (column: ColumnDefinitionBuilder) =>
  db.getExecutor().adapter instanceof SqliteAdapter ? column.primaryKey() : column.primaryKey().generatedByDefaultAsIdentity();

/** One set of migrations for SQLite and PostgreSQL: only portable column types and plain indexes. */
const MIGRATIONS: Record<string, Migration> = {
  '001-catalogue': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('sites').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('document', 'text', (c) => c.notNull()).execute();
      await db.schema
        .createTable('site_hostnames')
        .addColumn('hostname', 'text', (c) => c.primaryKey())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('estate_groups')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('estate_groups_pk', ['site_id', 'id'])
        .execute();
      await db.schema
        .createTable('estate_units')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('head_type', 'integer')
        .addColumn('sub_type', 'integer')
        .addColumn('transaction_id', 'integer')
        .addColumn('city_id', 'integer')
        .addColumn('city_name', 'text')
        .addColumn('city_zip', 'text')
        .addColumn('country', 'text')
        .addColumn('price', 'double precision')
        .addColumn('bedrooms', 'integer')
        .addColumn('publication_date', 'text')
        .addColumn('lat', 'double precision')
        .addColumn('lon', 'double precision')
        .addColumn('document', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('estate_units_pk', ['site_id', 'id'])
        .execute();
      // Every filter and sort field, led by the site: searches are always scoped to one site.
      for (const column of ['transaction_id', 'head_type', 'sub_type', 'city_id', 'country', 'price', 'bedrooms', 'publication_date', 'group_id']) {
        await db.schema.createIndex(`estate_units_site_${column}`).on('estate_units').columns(['site_id', column]).execute();
      }
      await db.schema.createIndex('estate_units_site_lat_lon').on('estate_units').columns(['site_id', 'lat', 'lon']).execute();
      await db.schema
        .createTable('site_cities')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('site_cities_pk', ['site_id', 'city_id'])
        .execute();
      await db.schema
        .createTable('site_content')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('site_content_pk', ['site_id', 'kind', 'key'])
        .execute();
      await db.schema
        .createTable('unit_collections')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('unit_id', 'integer', (c) => c.notNull())
        .addColumn('collection_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('unit_collections_pk', ['site_id', 'collection_id', 'unit_id'])
        .execute();
      await db.schema
        .createTable('collections')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('collections_pk', ['site_id', 'id'])
        .execute();
      for (const table of ['menus', 'pages']) {
        let builder = db.schema
          .createTable(table)
          .addColumn('site_id', 'text', (c) => c.notNull())
          .addColumn('id', 'integer', (c) => c.notNull())
          .addColumn(table === 'menus' ? 'type' : 'key', 'text', (c) => c.notNull())
          .addColumn('document', 'text', (c) => c.notNull());
        builder = builder.addPrimaryKeyConstraint(`${table}_pk`, ['site_id', 'id']);
        await builder.execute();
      }
      await db.schema
        .createTable('translations')
        .addColumn('locale', 'text', (c) => c.primaryKey())
        .addColumn('document', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rental_units')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('max_occupation', 'integer')
        .addColumn('document', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rental_units_pk', ['site_id', 'id'])
        .execute();
      await db.schema
        .createTable('rental_periods')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('unit_id', 'integer', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rental_periods_unit').on('rental_periods').columns(['site_id', 'unit_id', 'start_date']).execute();
      await db.schema
        .createTable('rental_reservations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('unit_id', 'integer', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rental_reservations_unit').on('rental_reservations').columns(['site_id', 'unit_id', 'start_date']).execute();
      await db.schema
        .createTable('agenda_slots')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('agenda_id', 'integer', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('available', 'integer', (c) => c.notNull().check(sql`available >= 0`))
        .addColumn('estate_id', 'integer')
        .addPrimaryKeyConstraint('agenda_slots_pk', ['site_id', 'id'])
        .execute();
      await db.schema.createIndex('agenda_slots_agenda').on('agenda_slots').columns(['site_id', 'agenda_id', 'start_at']).execute();
      await db.schema
        .createTable('appointments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('slot_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('visitor_requests')
        .addColumn('id', 'integer', serialKey(db))
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('subscriptions')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', serialKey(db))
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
    },
  },
  // Issue 11: double opt-in and alert state of subscriptions, price history, delivered alert items, run leases, richer mail.
  '002-alerts': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('subscriptions').addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')).execute();
      await db.schema.alterTable('subscriptions').addColumn('confirmation_hash', 'text').execute();
      await db.schema.alterTable('subscriptions').addColumn('confirmation_expires_at', 'text').execute();
      await db.schema.alterTable('subscriptions').addColumn('confirmed_at', 'text').execute();
      await db.schema.alterTable('subscriptions').addColumn('last_digest_at', 'text').execute();
      await db.schema.createIndex('subscriptions_site_status').on('subscriptions').columns(['site_id', 'status']).execute();
      await db.schema.createIndex('subscriptions_confirmation').on('subscriptions').column('confirmation_hash').execute();
      await db.schema
        .createTable('estate_history')
        .addColumn('id', 'integer', serialKey(db))
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('estate_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('estate_history_site_at').on('estate_history').columns(['site_id', 'kind', 'at']).execute();
      await db.schema.createIndex('estate_history_site_estate').on('estate_history').columns(['site_id', 'estate_id', 'at']).execute();
      await db.schema
        .createTable('alert_deliveries')
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('item_key', 'text', (c) => c.notNull())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('alert_deliveries_pk', ['token', 'item_key'])
        .execute();
      await db.schema
        .createTable('leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      for (const column of ['html_body', 'headers', 'sender', 'reply_to']) await db.schema.alterTable('outbox').addColumn(column, 'text').execute();
    },
  },
  // Issue 9 item 3: abuse limits every site worker shares, one counter per key and fixed window.
  '003-abuse-limits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('abuse_counters')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('window_end', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('abuse_counters_pk', ['key', 'window_start'])
        .execute();
      await db.schema.createIndex('abuse_counters_end').on('abuse_counters').column('window_end').execute();
    },
  },
  // Issue 8 item 6: searches and filter values whose cost does not follow the size of the site.
  '004-search-growth': {
    async up(db: Kysely<unknown>) {
      const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
      // A unit that is its group's only unit: it counts as one hit without a DISTINCT over every match.
      await db.schema.alterTable('estate_units').addColumn('solo', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await sql`update estate_units set solo = 0 where exists (select 1 from estate_units o where o.site_id = estate_units.site_id and o.group_id = estate_units.group_id and o.id <> estate_units.id)`.execute(db);
      // Each filter and sort index also carries what a count needs (solo, group id): a one-filter count reads
      // the index alone, and a sorted page walks it in order.
      for (const column of ['transaction_id', 'head_type', 'sub_type', 'city_id', 'country', 'price', 'bedrooms', 'publication_date']) {
        await db.schema.dropIndex(`estate_units_site_${column}`).execute();
        await db.schema.createIndex(`estate_units_site_${column}_hits`).on('estate_units').columns(['site_id', column, 'solo', 'group_id']).execute();
      }
      await db.schema.createIndex('estate_units_site_city_name_hits').on('estate_units').columns(['site_id', 'city_name', 'solo', 'group_id']).execute();
      // The list filters together, and the geo box with its exact distance check, counted from an index alone.
      await db.schema
        .createIndex('estate_units_site_list_filters')
        .on('estate_units')
        .columns(['site_id', 'transaction_id', 'head_type', 'bedrooms', 'price', 'solo', 'group_id'])
        .execute();
      await db.schema.dropIndex('estate_units_site_lat_lon').execute();
      await db.schema.createIndex('estate_units_site_lat_lon_hits').on('estate_units').columns(['site_id', 'lat', 'lon', 'solo', 'group_id']).execute();
      if (postgres) {
        // Text sorts by code point (collate "C"); an index in that order lets a page stop after its rows.
        for (const column of ['city_name', 'publication_date']) {
          await sql`create index ${sql.id(`estate_units_site_${column}_c`)} on estate_units (site_id, ${sql.id(column)} collate "C")`.execute(db);
        }
      }
      await db.schema
        .createTable('search_facets')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'integer')
        .addColumn('head_type', 'integer')
        .addColumn('facet', 'text', (c) => c.notNull())
        .addColumn('num_value', 'double precision')
        .addColumn('text_value', 'text')
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('zip', 'text')
        .addColumn('lat_sum', 'double precision')
        .addColumn('lat_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lon_sum', 'double precision')
        .addColumn('lon_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('search_facets_site').on('search_facets').columns(['site_id', 'facet', 'transaction_id', 'head_type']).execute();
    },
  },
  // Issue 8 item 6: a price range between price steps is counted from the cells too (search-facets.ts; the cells are
  // counted after 020).
  '005-price-bands': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('search_facets').addColumn('price_band', 'integer').execute();
    },
  },
  // Issue 13 item 2: filter counts are hits (a project once per value); the units of projects are read by
  // themselves (the cells are counted with that rule after 020).
  '006-counts-are-hits': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('estate_units_site_projects').on('estate_units').columns(['site_id', 'solo', 'transaction_id', 'head_type']).execute();
    },
  },
  // Issue 12 item 2: mails with attachments (a viewing's .ics), and a reference to withdraw an unsent one (the
  // reminder of a viewing cancelled before it is due).
  '007-mail-attachments': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('reference', 'text').execute();
      await db.schema.createIndex('outbox_reference').on('outbox').columns(['site_id', 'reference']).execute();
    },
  },
  // Issue 12 item 1: the holiday list filters rental units by region, town and kind (§3 rental filter data; read from
  // each unit's document after 020).
  '008-rental-filters': {
    async up(db: Kysely<unknown>) {
      for (const column of ['location_id', 'city_id', 'sub_kind_id']) {
        await db.schema.alterTable('rental_units').addColumn(column, 'integer').execute();
      }
      await db.schema.createIndex('rental_units_site_city').on('rental_units').columns(['site_id', 'city_id']).execute();
    },
  },
  // Issue 13 item 5: a project sorts by its "from" price (domain sortPrice), kept on every unit of its group (worked
  // out from the group's document after 020).
  '009-project-sort-price': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('estate_units').addColumn('sort_price', 'double precision').execute();
      await db.schema.createIndex('estate_units_site_sort_price_hits').on('estate_units').columns(['site_id', 'sort_price', 'solo', 'group_id']).execute();
    },
  },
  // Issue 8 item 6: property counts per transaction, per head type and per site beside each cell, and distinct
  // projects per value at each of those keys (search-facets.ts). The counting passes read one index holding every
  // column they need (a unit's row holds its document, and the columns added since 004 come after it); the units
  // of projects, which other queries tally, have an index of their own.
  '010-search-levels': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('estate_units_facts')
        .on('estate_units')
        .columns(['site_id', 'transaction_id', 'head_type', 'solo', 'group_id', 'id', 'price', 'sub_type', 'bedrooms', 'country', 'city_id', 'city_name', 'city_zip', 'lat', 'lon'])
        .execute();
      await sql`create index estate_units_project_units on estate_units (site_id, transaction_id, head_type, price, group_id, sub_type, bedrooms, country, city_id, city_name, city_zip, lat, lon) where solo = 0`.execute(db);
      await db.schema.dropIndex('estate_units_site_projects').execute();
      // A list of one transaction sorted by price walks its own prices (sql-search.ts walkInOrder).
      await db.schema.createIndex('estate_units_site_transaction_sort_price').on('estate_units').columns(['site_id', 'transaction_id', 'sort_price', 'group_id']).execute();
    },
  },
  // Issue 12 item 5: estates sold by public or online notary auction, found by the kind of sale (few rows: indexed;
  // read from each unit's document after 020).
  '011-notary-sales': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('estate_units').addColumn('notary_sale', 'text').execute();
      await db.schema.createIndex('estate_units_site_notary_sale_hits').on('estate_units').columns(['site_id', 'notary_sale', 'solo', 'group_id']).execute();
    },
  },
  // Issue 13 item 8: a reservation's reference for the guest is short and readable, unique per site; the id stays
  // the row's key. Earlier reservations keep no reference (their mails named the id).
  '012-reservation-reference': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rental_reservations').addColumn('reference', 'text').execute();
      await db.schema.createIndex('rental_reservations_reference').unique().on('rental_reservations').columns(['site_id', 'reference']).execute();
    },
  },
  // Issue 8 item 6: a page grouped by type, subtype or status groups only the projects (sql-search.ts walkGrouped),
  // from an index of their units in group order that holds every filter and sort column; the filter values of a
  // city count its units from the city's index alone. (A unit's row holds its document, and `solo` comes after it.)
  '013-grouped-walks': {
    async up(db: Kysely<unknown>) {
      await sql`create index estate_units_project_groups on estate_units (site_id, group_id, id, head_type, sub_type, transaction_id, city_id, city_name, country, price, sort_price, bedrooms, publication_date, lat, lon, solo) where solo = 0`.execute(db);
      await db.schema.dropIndex('estate_units_site_city_id_hits').execute();
      await db.schema
        .createIndex('estate_units_site_city_id_hits')
        .on('estate_units')
        .columns(['site_id', 'city_id', 'solo', 'group_id', 'head_type', 'sub_type', 'transaction_id', 'country', 'bedrooms', 'price', 'city_name', 'city_zip', 'lat', 'lon'])
        .execute();
    },
  },
  // Issue 8 (the shared page cache, ui/server/page-cache.ts): one number that changes, in the same transaction, with
  // every write that can change a page, whichever process makes it (a worker's booking, `npm run catalogue`, an
  // import). A page is served from the cache only while the revision it was rendered at is still the database's.
  // The abuse counters, the mail outbox, leases, alert deliveries, subscriptions and visitor requests change no page.
  '014-data-revision': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_revision')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('revision', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into data_revision (id, revision) values (1, 0)`.execute(db);
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        // SQLite triggers run per row: a bulk import bumps the revision once per row, within its transaction.
        for (const table of PAGE_TABLES) {
          for (const event of ['insert', 'update', 'delete']) {
            await sql
              .raw(`create trigger ${table}_${event}_revision after ${event} on ${table} begin update data_revision set revision = revision + 1 where id = 1; end`)
              .execute(db);
          }
        }
      } else {
        // PostgreSQL: once per statement (TRUNCATE too). The revision's row stays locked until the writer commits,
        // so a reader never sees a new revision with the data of before.
        await sql`create function bump_data_revision() returns trigger language plpgsql as $$ begin update data_revision set revision = revision + 1 where id = 1; return null; end $$`.execute(db);
        for (const table of PAGE_TABLES) {
          await sql.raw(`create trigger ${table}_revision after insert or update or delete or truncate on ${table} for each statement execute function bump_data_revision()`).execute(db);
        }
      }
    },
  },
  // Issue 8 item 6: the filter values of one city read that city's own cells (search-facets.ts citySelects);
  // a price range without a transaction or type reads its bands from an index that leads with them, and the
  // units of projects in a price range come from an index in price order that holds every column they tally.
  '015-city-cells': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('search_facets').addColumn('city_id', 'integer').execute();
      await db.schema.createIndex('search_facets_site_city').on('search_facets').columns(['site_id', 'facet', 'city_id']).execute();
      await db.schema.createIndex('search_facets_site_band').on('search_facets').columns(['site_id', 'facet', 'price_band']).execute();
      await sql`create index estate_units_project_prices on estate_units (site_id, price, group_id, head_type, sub_type, transaction_id, bedrooms, country, city_id, city_name, city_zip, lat, lon) where solo = 0`.execute(db);
    },
  },
  // Issue 8: the search cells are counted from the estates, rewritten only in the transaction that writes them
  // (store-site-data.ts), which already bumps the data revision: their own triggers cost a revision update per cell
  // on SQLite (≈ 1.7 µs each, tens of thousands of cells on a large site) and told nothing new.
  '016-cells-follow-estates': {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger search_facets_${event}_revision`).execute(db);
      } else {
        await sql`drop trigger search_facets_revision on search_facets`.execute(db);
      }
    },
  },
  // Issue 8 item 6: a search for a least number of bedrooms counts its total from the cells, the projects by the most
  // bedrooms of their units ('p.…maxbed' facets, search-facets.ts bedroomTotal); a grouped page orders its projects
  // from their cells (project-cells.ts). Both are counted after 020.
  '017-bedroom-and-project-cells': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('project_cells')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('transaction_id', 'integer')
        .addColumn('head_type', 'integer')
        .addColumn('min_sub_type', 'integer')
        .addColumn('max_sub_type', 'integer')
        .addColumn('min_publication_date', 'text')
        .addColumn('max_publication_date', 'text')
        .addColumn('min_city_name', 'text')
        .addColumn('max_city_name', 'text')
        .addColumn('min_sort_price', 'double precision')
        .addColumn('max_sort_price', 'double precision')
        .execute();
      // In group order and holding every column: a grouped page's projects stream from the index, no sort, no table rows.
      await db.schema
        .createIndex('project_cells_site_groups')
        .on('project_cells')
        .columns(['site_id', 'group_id', 'transaction_id', 'head_type', 'min_sub_type', 'max_sub_type', 'min_publication_date', 'max_publication_date', 'min_city_name', 'max_city_name', 'min_sort_price', 'max_sort_price'])
        .execute();
    },
  },
  // Issue 21 item 1: a write changes the cells by what it changes (cell-changes.ts): each cell gets a key unique per site
  // (search-facets.ts CELL_KEY, spelt out here as it was when this migration was written) that a write's changes are
  // merged by, and the table those changes are counted into (empty between writes; unlogged on PostgreSQL: nothing in
  // it outlives its transaction). The collections of a group's units are found by unit when it is written again.
  '018-cell-changes': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('search_facets').addColumn('cell_key', 'text').execute();
      await sql`update search_facets set cell_key = facet || '|' || coalesce(cast(transaction_id as text), '') || '|' || coalesce(cast(head_type as text), '') || '|' ||
        coalesce(cast(price_band as text), '') || '|' || coalesce(cast(city_id as text), '') || '|' ||
        case when facet like '%highest' then '' else coalesce(cast(num_value as text), '') end || '|' || coalesce(text_value, '')`.execute(db);
      await db.schema.createIndex('search_facets_site_key').unique().on('search_facets').columns(['site_id', 'cell_key']).execute();
      await db.schema
        .createTable('cell_changes')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'integer')
        .addColumn('head_type', 'integer')
        .addColumn('price_band', 'integer')
        .addColumn('facet', 'text', (c) => c.notNull())
        .addColumn('num_value', 'double precision')
        .addColumn('text_value', 'text')
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('zip', 'text')
        .addColumn('lat_sum', 'double precision')
        .addColumn('lat_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lon_sum', 'double precision')
        .addColumn('lon_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('city_id', 'integer')
        .addColumn('sign', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cell_changes_site_sign').on('cell_changes').columns(['site_id', 'sign']).execute();
      if (!(db.getExecutor().adapter instanceof SqliteAdapter)) await sql`alter table cell_changes set unlogged`.execute(db);
      await db.schema.createIndex('unit_collections_site_unit').on('unit_collections').columns(['site_id', 'unit_id']).execute();
    },
  },
  // Issue 21 item 2: on PostgreSQL a writer no longer updates the one revision row (writers queued on it until commit,
  // and one that had locked another row first could deadlock with it). Each page-changing transaction adds a row of its
  // own to data_changes (its id: a second statement of the same transaction adds nothing), which no other writer
  // touches; the revision is the one row's number plus the rows committed since, which a reader folds into it now and
  // then (data-revision.ts). SQLite runs one writer at a time: its triggers stay as 014 made them.
  '019-revision-without-hot-row': {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof SqliteAdapter) return;
      await sql`create table data_changes (xid xid8 primary key)`.execute(db);
      await sql`create or replace function bump_data_revision() returns trigger language plpgsql as $$
        begin insert into data_changes (xid) values (pg_current_xact_id()) on conflict do nothing; return null; end $$`.execute(db);
    },
  },
  // Issue 19 item 6: the sites whose rows derived from their documents are to be derived again by today's code once the
  // database is migrated (store-site-data.ts rederiveStaleSites). Every site stored so far is: the migrations before
  // this one added derived columns and cells and left them to it.
  '020-stale-sites': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('stale_sites').addColumn('site_id', 'text', (c) => c.primaryKey()).execute();
      await sql`insert into stale_sites (site_id) select id from sites`.execute(db);
    },
  },
  // Issue 19 item 7: the list filter table's values of each unit (energy label, garden, parking places, bathrooms), one
  // row per unit and path, matched like the collections (sql-search.ts); derived from the documents with the estates
  // (no triggers: LATER_PAGE_TABLES). unit_value_fields names the paths they were derived for: when the table's paths
  // differ, opening the database derives every site again (store-site-data.ts), so a new filter needs no migration.
  '021-unit-values': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('unit_values')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('unit_id', 'integer', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('num_value', 'double precision')
        .addColumn('text_value', 'text')
        .addPrimaryKeyConstraint('unit_values_pk', ['site_id', 'unit_id', 'field'])
        .execute();
      await db.schema.createIndex('unit_values_site_field_num').on('unit_values').columns(['site_id', 'field', 'num_value', 'unit_id']).execute();
      await db.schema.createIndex('unit_values_site_field_text').on('unit_values').columns(['site_id', 'field', 'text_value', 'unit_id']).execute();
      await db.schema.createTable('unit_value_fields').addColumn('field', 'text', (c) => c.primaryKey()).execute();
    },
  },
  // Issue 21 item 1: reads at 200,000 estates. A filter of the list filter table counts its units from the values'
  // index, then each unit's hit columns by its id from this index: from the row they are read past its document
  // (solo comes after it), two or three pages each (sql-search.ts unitValue).
  '022-units-by-id': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('estate_units_site_id_hits').on('estate_units').columns(['site_id', 'id', 'solo', 'group_id']).execute();
    },
  },
  // Issue 21 item 1: the list filter table's choices each unit meets, as one mask (table-masks.ts, derived from the
  // documents when the database opens: store-site-data.ts finds its layout missing). The search cells count by it, so
  // the indexes that the counting passes and the projects' tallies read hold it too (a unit's row holds it past its
  // document).
  '023-table-masks': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('estate_units').addColumn('table_mask', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.dropIndex('estate_units_facts').execute();
      await db.schema
        .createIndex('estate_units_facts')
        .on('estate_units')
        .columns(['site_id', 'transaction_id', 'head_type', 'solo', 'group_id', 'id', 'price', 'sub_type', 'bedrooms', 'country', 'city_id', 'city_name', 'city_zip', 'lat', 'lon', 'table_mask'])
        .execute();
      await db.schema.dropIndex('estate_units_project_units').execute();
      await sql`create index estate_units_project_units on estate_units (site_id, transaction_id, head_type, price, group_id, sub_type, bedrooms, country, city_id, city_name, city_zip, lat, lon, table_mask) where solo = 0`.execute(db);
      await db.schema.dropIndex('estate_units_project_prices').execute();
      await sql`create index estate_units_project_prices on estate_units (site_id, price, group_id, head_type, sub_type, transaction_id, bedrooms, country, city_id, city_name, city_zip, lat, lon, table_mask) where solo = 0`.execute(db);
      // The cells' masks and sets of masks are read from the index alone: 1,900 rows of projects' sets at 200,000
      // estates, each looked up in the table, took 9 ms.
      await db.schema
        .createIndex('search_facets_site_values')
        .on('search_facets')
        .columns(['site_id', 'facet', 'transaction_id', 'head_type', 'price_band', 'text_value', 'count'])
        .execute();
    },
  },
  // Issue 21 item 1: a write that lowers the highest price of a cell looks that price up again from the units
  // (cell-changes.ts lookUpLargest), per cell, transaction, head type or city. Without an index ending in the price
  // after those columns, SQLite walked the site's price index down from the top to the first unit of the cell: 400 to
  // 800 ms for the rents of a site of 200,000 estates, a price cut of its most expensive rent. These find it at once.
  '024-highest-price-lookups': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('estate_units_site_cell_price').on('estate_units').columns(['site_id', 'transaction_id', 'head_type', 'price']).execute();
      await db.schema.createIndex('estate_units_site_transaction_price').on('estate_units').columns(['site_id', 'transaction_id', 'price']).execute();
      await db.schema.createIndex('estate_units_site_head_price').on('estate_units').columns(['site_id', 'head_type', 'price']).execute();
      await db.schema.createIndex('estate_units_site_city_price').on('estate_units').columns(['site_id', 'city_id', 'price']).execute();
      // SQLite plans by the statistics of the last ANALYZE (catalogue:import runs it), which know nothing of these indexes
      // until the next one: it may then prefer them to the ones it knows. A database analysed before is analysed again
      // (one never analysed keeps none: an empty table's would mislead). PostgreSQL analyses on its own.
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        const analysed = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
        if (Number(analysed.rows[0]?.n) > 0) await sql`analyze estate_units`.execute(db);
      }
    },
  },
  // Issue 21 item 1: the properties are counted per fine price bucket too ('fine.' cells, search-facets.ts), so that a price
  // bound that is not a step reads its whole buckets from the cells: every site's cells are derived again when the
  // database opens (stale_sites).
  '025-fine-price-cells': {
    async up(db: Kysely<unknown>) {
      await sql`insert into stale_sites (site_id) select id from sites where true on conflict (site_id) do nothing`.execute(db);
    },
  },
  // Issue 21 item 1: each unit's cell of a 0.01° grid (geo-cells.ts), by which the search cells count the properties
  // ('geo' cells): a search within a distance reads the cells inside its circle and checks only the units of its edge
  // and of projects, from this index. Every site's units and cells are derived again when the database opens.
  '026-geo-cells': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('estate_units').addColumn('geo_cell', 'integer').execute();
      // The grid cell right after the site: an index led by (site, solo) made SQLite walk it for a grouped page's properties.
      // It holds what the filter values of a distance count (sql-filter-values.ts): looked up in the table, the units
      // of 10 km at 200,000 estates took 0.2–0.6 s a count.
      await db.schema
        .createIndex('estate_units_site_geo_cell')
        .on('estate_units')
        .columns(['site_id', 'geo_cell', 'solo', 'transaction_id', 'head_type', 'group_id', 'lat', 'lon', 'price', 'sub_type', 'bedrooms', 'country', 'city_id', 'city_name', 'city_zip'])
        .execute();
      await analyseAgain(db, ['estate_units']);
      await sql`insert into stale_sites (site_id) select id from sites where true on conflict (site_id) do nothing`.execute(db);
    },
  },
  // Issue 21 item 1: a grouped page (§9) without a transaction or type filter ordered its projects by grouping every
  // project cell of the site (13,000 rows at 200,000 estates, 1.9 ms); one row per project with its lowest and highest
  // value of each sort column, ordered from an index per grouping key, takes 0.2 ms (project-cells.ts projectKeys).
  '027-project-keys': {
    async up(db: Kysely<unknown>) {
      let table = db.schema.createTable('project_keys').addColumn('site_id', 'text', (c) => c.notNull()).addColumn('group_id', 'integer', (c) => c.notNull());
      for (const [column, type] of [
        ['transaction_id', 'integer'],
        ['head_type', 'integer'],
        ['sub_type', 'integer'],
        ['publication_date', 'text'],
        ['city_name', 'text'],
        ['sort_price', 'double precision'],
      ] as const) {
        table = table.addColumn(`min_${column}`, type).addColumn(`max_${column}`, type);
      }
      await table.addPrimaryKeyConstraint('project_keys_pk', ['site_id', 'group_id']).execute();
      for (const column of ['transaction_id', 'head_type', 'sub_type']) {
        await db.schema.createIndex(`project_keys_site_${column}`).on('project_keys').columns(['site_id', `min_${column}`]).execute();
      }
      await analyseAgain(db, ['project_keys']);
      await sql`insert into stale_sites (site_id) select id from sites where true on conflict (site_id) do nothing`.execute(db);
    },
  },
  // Issue 21 item 1: the filter values of a distance tally the units of its grid cells, their id too (a unit of a
  // project's PROJECT type: tallied-filter-values.ts). The grid's index lacked it, so SQLite looked each unit up in the
  // table: the units of 10 km at 200,000 estates were read in 500 ms, 200 ms without the id.
  '028-geo-cells-with-ids': {
    up: (db: Kysely<unknown>) => widenGeoCellIndex(db, ['id']),
  },
  // Issue 21 item 1: the table's choices of a distance are counted by the masks of its units (table-masks.ts), read from
  // the grid's index with them: at 200,000 estates the choices of 10 km took 195 ms with each unit looked up in the
  // table, 20 ms from the index alone.
  '029-geo-cells-with-masks': {
    up: (db: Kysely<unknown>) => widenGeoCellIndex(db, ['id', 'table_mask']),
  },
  // Issue 21 item 1: a write merges the cells it changes into search_facets from one parameter (cell-changes.ts), not
  // through a table of them: on PostgreSQL its insert, the read of what shrank and the delete were three of a write's
  // twenty-odd round trips.
  '030-no-cell-changes': {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('cell_changes').execute();
    },
  },
  // Issue 21 item 1: a write tallies its cells in code (tallied-cells.ts), where a city's largest name and postal code
  // are compared by code point, as SQLite compares them. On PostgreSQL they were compared by the database's collation:
  // on one made with another than C (a server's default en_US.UTF-8, or ICU), a city whose units spell its name in two
  // ways ('Gent', 'gent') had the other spelling after a write than after a full count. These columns now compare as C.
  '031-city-names-by-code-point': {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof SqliteAdapter) return;
      await sql`alter table estate_units alter column city_name type text collate "C", alter column city_zip type text collate "C"`.execute(db);
      await sql`alter table search_facets alter column name type text collate "C", alter column zip type text collate "C"`.execute(db);
    },
  },
  // Issue 21 item 1: a list reads each hit's document, a project's units whole (180 KB for one project at 200,000
  // estates, 27 KB as a list reads it). The group as a list reads it is derived from the document (sql-estate-catalogue.ts
  // searchHits), so every site is derived again.
  '032-list-documents': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('estate_groups').addColumn('list_document', 'text').execute();
      await sql`insert into stale_sites (site_id) select id from sites where true on conflict (site_id) do nothing`.execute(db);
    },
  },
  // Issue 21 item 1: the total of a price range counts its projects from the cells of each project's price bands
  // ('p.bands', search-facets.ts rangeProjects), which every site's cells are counted again to have.
  '033-project-band-cells': {
    async up(db: Kysely<unknown>) {
      await sql`insert into stale_sites (site_id) select id from sites where true on conflict (site_id) do nothing`.execute(db);
    },
  },
};

/**
 * The grid's index of migration 026 made again with more columns after its own (028, 029: issue 21 item 1), so that the
 * reads of a distance find what they read in it.
 */
async function widenGeoCellIndex(db: Kysely<unknown>, more: readonly string[]): Promise<void> {
  await db.schema.dropIndex('estate_units_site_geo_cell').execute();
  await db.schema
    .createIndex('estate_units_site_geo_cell')
    .on('estate_units')
    .columns(['site_id', 'geo_cell', 'solo', 'transaction_id', 'head_type', 'group_id', 'lat', 'lon', 'price', 'sub_type', 'bedrooms', 'country', 'city_id', 'city_name', 'city_zip', ...more])
    .execute();
  await analyseAgain(db, ['estate_units']);
}

/**
 * SQLite plans by the statistics of the last ANALYZE, which know nothing of an index made since: it may prefer the new
 * one to those it knows (as 024 says). A database analysed before has the tables of new indexes analysed again; one never
 * analysed keeps none. PostgreSQL analyses on its own.
 */
async function analyseAgain(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const analysed = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (Number(analysed.rows[0]?.n) === 0) return;
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}

/**
 * Tables a page shows made after 014 that are written only with the estates they are counted from (017: each
 * project's cells; 021: each unit's filter values; 027: each project's keys): no triggers of their own (as FOLLOWS_ESTATES).
 */
export const LATER_PAGE_TABLES = ['project_cells', 'unit_values', 'project_keys'] as const;

/**
 * Issue 8: the tables whose rows a page shows (estates, projects, settings, translations, menus, agenda, rentals …),
 * as migration 014 gave them triggers; 016 dropped those of search_facets (see FOLLOWS_ESTATES).
 */
export const PAGE_TABLES = [
  'sites',
  'site_hostnames',
  'estate_groups',
  'estate_units',
  'estate_history',
  'search_facets',
  'site_cities',
  'site_content',
  'unit_collections',
  'collections',
  'menus',
  'pages',
  'translations',
  'rental_units',
  'rental_periods',
  'rental_reservations',
  'agenda_slots',
  'appointments',
] as const;

/** Issue 8: tables a page shows that are written only with the estates they are counted from (no triggers of their own, 016). */
export const FOLLOWS_ESTATES = ['search_facets', ...LATER_PAGE_TABLES] as const;

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The migrations' names, in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS).sort();

/** Brings the database to the named migration (tests of a migration's backfill start from the one before it). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

/** Brings the database to the latest schema; safe to run on every start. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}

/** Issue 21 item 4 (readiness): how many of the site's migrations this database has not run yet. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<number> {
  return (await new Migrator({ db, provider }).getMigrations()).filter((migration) => migration.executedAt === undefined).length;
}
