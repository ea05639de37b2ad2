/** §3 property field group `financial`. Amounts in euro unless noted. */
export interface FinancialFields {
  readonly price?: number;
  readonly price_per_square_meter?: number;
  readonly rent_per_year?: number;
  readonly monthly_costs?: number;
  readonly common_costs?: number;
  readonly costs_included?: boolean;
  readonly cadastral_income?: number;
  readonly property_tax?: number;
  readonly provision?: number;
  readonly purchase_price?: number;
  readonly purchase_year?: number;
  readonly net_revenue?: number;
  readonly shared_renting?: boolean;
  readonly warranty?: number;
  /** Which VAT rates (§9: 6, 12, 21 %) apply to the construction part. */
  readonly vat_regime_6?: boolean;
  readonly vat_regime_12?: boolean;
  readonly vat_regime_21?: boolean;
  /** Sold under the VAT regime; hides price, land price, infrastructure price and notary cost total (§5). */
  readonly vat_regime?: boolean;
  readonly land_price?: number;
  readonly infrastructure_price?: number;
  readonly construction_costs_vat_6?: number;
  readonly construction_costs_vat_12?: number;
  readonly construction_costs_vat_21?: number;
  readonly registration_costs?: number;
  readonly fixed_deed_costs?: number;
  readonly connection_costs?: number;
  readonly full_costs_visible?: boolean;
}

/** §3 property field group `notary_cost`. Amounts in euro. */
export interface NotaryCostFields {
  readonly fixed_fee?: number;
  readonly notary_fee?: number;
  readonly total?: number;
  readonly total_including_costs?: number;
  /** Registration fee breakdown. */
  readonly registration_fee_price?: number;
  readonly construction_taxable_6?: number;
  readonly construction_taxable_12?: number;
  readonly construction_taxable_21?: number;
  readonly total_taxable?: number;
  readonly plot_fee?: number;
  readonly plot_price?: number;
}
