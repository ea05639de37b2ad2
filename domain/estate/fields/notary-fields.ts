import type { Translated } from '../../shared/locale';

/**
 * §3 property field group `notary`: public and interactive (online bidding) sales and annuity sales.
 * Dates are ISO 8601 strings; amounts in euro.
 */
export interface NotaryFields {
  /** Sold as an annuity (life annuity sale). */
  readonly annuity?: boolean;
  readonly annuity_advance_amount?: number;
  readonly annuity_holder_age_1?: number;
  readonly annuity_holder_age_2?: number;
  readonly assigned_to_barring_higher_bid?: boolean;
  readonly higher_bid_date?: string;
  readonly interactive_sale_bid_start_date?: string;
  readonly interactive_sale_bid_end_date?: string;
  readonly bid_url?: string;
  readonly comment_1?: Partial<Translated>;
  readonly comment_2?: Partial<Translated>;
  /** Minimum bid increment. */
  readonly increment?: number;
  readonly location_public_auction?: string;
  /** Years. */
  readonly max_duration_annuity?: number;
  readonly price_reached?: number;
  readonly session_date?: string;
  readonly setting_price?: number;
  readonly sold_by?: string;
  readonly visit_date?: string;
}
