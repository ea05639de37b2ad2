import { detailPage } from "../../application/pages/detail-page";
import { withSiteVisibility } from '../support/site-ports';
import {
  MAX_SEARCH_SIZE,
} from "../../application/queries/search-estates";
import type { Estate } from "../../domain/estate/estate";
import { TRANSACTION_ID } from "../../domain/estate/estate-status";
import { estateDetailPath } from "../../domain/routing/estate-detail-path";
import { buildSearchBody } from "../../domain/search/search-body";
import { LOCALES, type Locale } from "../../domain/shared/locale";
import type { EmbeddedCatalogue } from "../../infrastructure/catalogue/server/embedded-catalogue";
import { STICKERS } from "../../infrastructure/catalogue/demo/estates/estate-media";
import { FixedClock } from "../../infrastructure/memory/clocks";
import { MemoryLogger } from "../../infrastructure/memory/memory-logger";
import { DEMO_TODAY, openDemoCatalogue } from "../support/demo-catalogue";

/**
 * Issue 20 item 8, headless over EVERY estate of the embedded demo (as `npm start` seeds it): a "price reduced"
 * sticker has a price history behind it, so the detail page says from what to what and since when; a rent's
 * prices read per month.
 */
const SLOW = 300_000;

describe('issue 20 item 8: every "price reduced" sticker of the demo has its earlier price on the detail page', () => {
  let embedded: EmbeddedCatalogue;
  const clock = new FixedClock(DEMO_TODAY);
  // The ports as the site's core sees them: §5 bound (application/visible-catalogue.ts).
  const deps = () => ({
    ...withSiteVisibility(embedded.adapters),
    clock,
    logger: new MemoryLogger(),
  });

  async function everyCard(locale: Locale): Promise<readonly Estate[]> {
    const cards: Estate[] = [];
    for (let from = 0; ; from += MAX_SEARCH_SIZE) {
      const result = await deps().catalogue.search(
        buildSearchBody({ filter: {}, from, size: MAX_SEARCH_SIZE }),
        locale,
      );
      cards.push(...result.results);
      if (cards.length >= result.total || result.results.length === 0)
        return cards;
    }
  }

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
  }, SLOW);
  afterAll(() => embedded?.close());

  it(
    'each estate with the sticker shows "price lowered on <date> from <higher> to <its price>", a rent per month in every language',
    async () => {
      const missing: string[] = [];
      for (const locale of LOCALES) {
        const dropped = (await everyCard(locale)).filter(
          (estate) => estate.general.sticker?.id === STICKERS.PRICE_DROP.id,
        );
        expect(dropped.length).toBeGreaterThan(20);
        expect(
          dropped.filter(
            (estate) =>
              estate.general.transaction?.id === TRANSACTION_ID.TO_RENT,
          ).length,
        ).toBeGreaterThan(0);
        for (const estate of dropped) {
          const path = estateDetailPath(estate, locale);
          const result = await detailPage(deps(), {
            locale,
            origin: "http://x",
            path,
            search: "",
            estateId: String(estate.general.id),
          });
          if (result.kind !== "page")
            throw new Error(`${path}: ${result.kind}`);
          const drop = result.view.priceDrop;
          if (!drop) {
            missing.push(`${path}: no price drop line`);
            continue;
          }
          const amount = (text: string) =>
            Number(text.replace(/[^\d,]/g, "").replace(",", "."));
          if (
            !(amount(drop.from) > amount(drop.to)) ||
            amount(drop.to) !== estate.price?.value
          )
            missing.push(`${path}: ${drop.from} → ${drop.to}`);
          if (!/\d/.test(drop.date))
            missing.push(`${path}: date "${drop.date}"`);
          const rent =
            estate.general.transaction?.id === TRANSACTION_ID.TO_RENT;
          const perMonth = {
            nl: / per maand$/,
            fr: / par mois$/,
            en: / per month$/,
            de: / pro Monat$/,
          }[locale];
          if (
            rent !== perMonth.test(drop.from) ||
            rent !== perMonth.test(drop.to)
          )
            missing.push(
              `${path}: ${rent ? "rent" : "sale"} "${drop.from}" → "${drop.to}"`,
            );
        }
      }
      expect(missing).toEqual([]);
    },
    SLOW,
  );
});
