import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { epcBarPercentage, EPC_SCALE_MAX } from '../../../domain/display/energy-bar';
import { formatArea, formatCo2PerAreaPerYear, formatEnergyPerAreaPerYear } from '../../../domain/display/format-units';
import { roomCounts } from '../../../domain/display/rooms';
import { enumLabel } from '../../../domain/enumerations/enumeration';
import { ENERGY_LABEL } from '../../../domain/enumerations/energy-label';
import type { Estate } from '../../../domain/estate/estate';
import { isDwellingUnit } from '../../../domain/estate/project-price';
import type { EstateFieldPath } from '../../../domain/estate/estate-field-path';
import type { LegalSection } from '../../../domain/legal/legal-view';
import type { Locale } from '../../../domain/shared/locale';
import { valueWithFallback } from '../../../domain/visibility/fallback-fields';
import { isFieldHidden } from '../../../domain/visibility/hidden-fields';
import { isVisibleValue } from '../../../domain/visibility/visible-value';
import { FloodWarning } from './flood-warning';

/** A value to show: its own or its fallback's (§2), unless §5 hides it or it is empty. */
function shown(estate: Estate, path: EstateFieldPath): unknown {
  const value = valueWithFallback(estate, path);
  return isFieldHidden(path, estate, value) || !isVisibleValue(value) ? undefined : value;
}

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

/** The EPC: the label arrow, the value and where it sits on the 0–700 scale (§2 energy bar, §9). */
function EnergyScore({ estate, locale }: { estate: Estate; locale: Locale }) {
  const intl = useIntl();
  const label = shown(estate, 'energy.energyLabel');
  const labelText = typeof label === 'string' ? enumLabel(ENERGY_LABEL, label, locale) : '';
  const epc = asNumber(shown(estate, 'energy.epcValue'));
  if (!labelText && epc === undefined) return null;
  const value = formatEnergyPerAreaPerYear(epc, locale);
  return (
    <div className="energy-score">
      <dt>
        <FormattedMessage id="detail.facts.epc" defaultMessage="EPC" />
      </dt>
      <dd>
        {labelText && (
          <span className={`energy-label energy-label--${String(label).toLowerCase().replace(/_/g, '-')}`}>{labelText}</span>
        )}
        {value && <span className="energy-score__value">{value}</span>}
        {epc !== undefined && (
          <span
            className="energy-bar"
            role="img"
            aria-label={intl.formatMessage(
              { id: 'detail.facts.epcScale', defaultMessage: '{value} op een schaal van 0 tot {max} kWh/m²' },
              { value, max: EPC_SCALE_MAX },
            )}
          >
            <span className="energy-bar__marker" style={{ insetInlineStart: `${epcBarPercentage(epc)}%` }} />
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * The facts a visitor scans first: rooms, areas, year, energy, CO2 and the flooding scores (§2), these as the legal
 * information decided them (issue 24: only where the region's rules ask for them, with the flood symbol after C).
 */
export function KeyFacts({ estate, locale, legal = [] }: { estate: Estate; locale: Locale; legal?: readonly LegalSection[] }) {
  const counts = roomCounts(estate.rooms);
  const bedrooms = asNumber(shown(estate, 'general.bedroomCount')) ?? asNumber(counts.bedrooms);
  const bathrooms = asNumber(counts.bathrooms) ?? asNumber(shown(estate, 'fields.construction.bathrooms_count'));
  const living = formatArea(asNumber(shown(estate, 'dimensions.areaBuild')));
  const land = formatArea(asNumber(shown(estate, 'fields.construction.land_surface')));
  const year = asNumber(shown(estate, 'fields.construction.construction_year'));
  const co2 = formatCo2PerAreaPerYear(asNumber(shown(estate, 'energy.co2')), locale);
  const floodRows = legal.find((section) => section.id === 'flooding')?.rows ?? [];
  const scores = (['parcel', 'building'] as const).flatMap((part) => {
    const row = floodRows.find((candidate) => candidate.key === `general.flooding.${part}` && !candidate.placeholder);
    return row ? [{ part, score: row.value, warning: row.warning === true }] : [];
  });
  const fact = (className: string, term: ReactNode, value: ReactNode, key = className) => (
    <div key={key} className={`key-facts__fact key-facts__fact--${className}`}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="key-facts">
      {bedrooms !== undefined && fact('bedrooms', <FormattedMessage id="detail.facts.bedrooms" defaultMessage="Slaapkamers" />, bedrooms)}
      {bathrooms !== undefined && fact('bathrooms', <FormattedMessage id="detail.facts.bathrooms" defaultMessage="Badkamers" />, bathrooms)}
      {living &&
        fact(
          'area',
          // Issue 13 item 8: only a dwelling has a living area; a garage, a parking space or a shop has an area.
          isDwellingUnit(estate) ? (
            <FormattedMessage id="detail.facts.livingArea" defaultMessage="Bewoonbare oppervlakte" />
          ) : (
            <FormattedMessage id="detail.facts.area" defaultMessage="Oppervlakte" />
          ),
          living,
        )}
      {land && fact('land', <FormattedMessage id="detail.facts.landArea" defaultMessage="Perceeloppervlakte" />, land)}
      {year !== undefined && fact('year', <FormattedMessage id="detail.facts.constructionYear" defaultMessage="Bouwjaar" />, year)}
      <EnergyScore estate={estate} locale={locale} />
      {co2 && fact('co2', <FormattedMessage id="detail.facts.co2" defaultMessage="CO₂-uitstoot" />, co2)}
      {scores.map(({ part, score, warning }) =>
        fact(
          'flooding',
          part === 'parcel' ? (
            <FormattedMessage id="detail.facts.parcelScore" defaultMessage="P-score" />
          ) : (
            <FormattedMessage id="detail.facts.buildingScore" defaultMessage="G-score" />
          ),
          <>
            {score}
            {warning && <FloodWarning />}
          </>,
          part,
        ),
      )}
    </dl>
  );
}
