import type { Estate, Sticker } from '../estate/estate';
import { isRented } from '../estate/estate-status';
import { translationOrEmpty } from '../enumerations/field-label';
import { legalSections, type LegalSection } from '../legal/legal-view';
import type { Locale } from '../shared/locale';
import { FEATURES_SECTION } from './feature-fields';
import { fieldGroup, type FieldGroup } from './field-rows';
import { formatAddress } from './format-address';
import { keyFacts, type KeyFact } from './key-facts';
import { listingCard } from './listing-card';
import { priceText, type PriceLine } from './price-line';
import { roomRows, type RoomRow } from './room-rows';
import { safeUrl } from './safe-url';
import { mainVirtualVisit } from './virtual-visit';

/**
 * Issue 19: what a detail page shows of its estate, decided once for every front-end (the web page, its <title>,
 * share tags and JSON-LD, the terminal's `show`): plain JSON, in the page's language.
 */
export interface DetailContent {
  /** The one title (domain/display/estate-title.ts). */
  readonly title: string;
  /** A short text for search engines and shares: the short description, else the start of the description (≤ 160). */
  readonly summary: string;
  /** The description in the page's language, as paragraphs (blank lines separate them), each on one line. */
  readonly description: readonly string[];
  /** The address line as the public reads it: the city alone when the agency hides the address (§3 address.visible). */
  readonly address: string;
  /** Issue 20 item 1: the header's price line, and its words where the price goes (none when it shows no amount). */
  readonly priceLine: PriceLine;
  readonly price?: string;
  /** The status and the price as one text ('Verhuurd · € 950 per maand'), where a front-end writes one line (the terminal). */
  readonly priceSummary: string;
  /** A rental (§4: to rent or let), for what says sale or lease (JSON-LD). */
  readonly forRent: boolean;
  readonly sticker: Sticker | null;
  readonly reference?: string;
  /** A unit's number within its project. */
  readonly entityNumber?: string;
  /** The facts a visitor scans first. */
  readonly facts: readonly KeyFact[];
  /** §3 layout. */
  readonly rooms: readonly RoomRow[];
  /** The virtual visit's main link (type 2, §2) and the estate's documents (§3 files), their links made safe. */
  readonly documents: DetailDocuments;
  /** What the estate is like (§3 construction, comfort, other); groups without a line left out. */
  readonly features: readonly FieldGroup[];
  /**
   * Issue 24: the legal information, decided by the rules of the estate's region in force on the day (what it must,
   * may and must not show, §5 hiding, 'Not entered' for a required mention, flood marks, heritage consequences).
   */
  readonly legal: readonly LegalSection[];
}

export interface DetailDocuments {
  readonly virtualVisit?: string;
  /** Each file with its type's name in the page's language ('' when it has none) and the agency's comment. */
  readonly files: readonly { readonly href: string; readonly name: string; readonly comment?: string }[];
}

const SUMMARY_LENGTH = 160;

function documentsOf(estate: Estate, locale: Locale): DetailDocuments {
  const virtualVisit = safeUrl(mainVirtualVisit(estate.virtualVisits)?.link);
  const files = (estate.files ?? []).flatMap((file) => {
    const href = safeUrl(file.link);
    return href ? [{ href, name: translationOrEmpty(file.type?.name, locale), ...(file.comment && { comment: file.comment }) }] : [];
  });
  return { ...(virtualVisit && { virtualVisit }), files };
}

/** Paragraphs as the agency wrote them: blank lines separate them; each paragraph's spacing made one line. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The estate's description in the page's language (§3 description per language), else upstream's own. */
const descriptionOf = (estate: Estate, locale: Locale): string => estate.general.description?.[locale] || estate.description || '';

function summaryOf(estate: Estate, locale: Locale): string {
  const text = (estate.general.shortDescription?.[locale] || estate.short_description || descriptionOf(estate, locale)).replace(/\s+/g, ' ').trim();
  return text.length <= SUMMARY_LENGTH ? text : `${text.slice(0, SUMMARY_LENGTH - 3).replace(/\s+\S*$/, '')}…`;
}

/**
 * The detail content of an estate as its page sends it (a project with its card-sized units, a hidden address
 * without its exact point), in `locale`, with the legal rules in force on `day` (ISO).
 */
export function detailContent(estate: Estate, locale: Locale, day: string): DetailContent {
  const card = listingCard(estate, locale);
  const legal = legalSections(estate, locale, day);
  const price = priceText(card.priceLine, locale);
  const { reference, entityNumber } = estate.general;
  return {
    title: card.title,
    summary: summaryOf(estate, locale),
    description: paragraphs(descriptionOf(estate, locale)),
    address: formatAddress(estate.address, locale, 'public') ?? '',
    priceLine: card.priceLine,
    ...(price !== undefined && { price }),
    priceSummary: card.priceSummary,
    forRent: isRented(estate),
    sticker: card.sticker,
    ...(reference && { reference }),
    ...(entityNumber && { entityNumber }),
    facts: keyFacts(estate, locale, legal),
    rooms: roomRows(estate.rooms, locale),
    documents: documentsOf(estate, locale),
    features: [fieldGroup(estate, FEATURES_SECTION, locale)].filter((group) => group.rows.length > 0),
    legal,
  };
}
