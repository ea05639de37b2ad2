import { useIntl } from 'react-intl';
import { labelText } from '../../i18n/label-key';
import type { KeyFact } from '../../../domain/display/key-facts';
import { FloodWarning } from './flood-warning';

/** The EPC: the label arrow, the value and its place on the energy bar (§2, §9), as the core decided them. */
function EnergyScore({ fact }: { fact: KeyFact }) {
  const intl = useIntl();
  const { energyLabel, scale } = fact;
  return (
    <div className="energy-score">
      <dt>{labelText(intl, fact.label)}</dt>
      <dd>
        {energyLabel && <span className={`energy-label energy-label--${energyLabel.code.toLowerCase().replace(/_/g, '-')}`}>{energyLabel.text}</span>}
        {fact.value && <span className="energy-score__value">{fact.value}</span>}
        {scale && (
          <span
            className="energy-bar"
            role="img"
            aria-label={intl.formatMessage(
              { id: 'detail.facts.epcScale', defaultMessage: '{value} op een schaal van 0 tot {max} kWh/m²' },
              { value: fact.value, max: scale.max },
            )}
          >
            <span className="energy-bar__marker" style={{ insetInlineStart: `${scale.percent}%` }} />
          </span>
        )}
      </dd>
    </div>
  );
}

/** The facts a visitor scans first, as the core decided them (domain/display/key-facts.ts). */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  const intl = useIntl();
  return (
    <dl className="key-facts">
      {facts.map((fact) =>
        fact.kind === 'epc' ? (
          <EnergyScore key={fact.label} fact={fact} />
        ) : (
          <div key={fact.label} className={`key-facts__fact key-facts__fact--${fact.kind}`}>
            <dt>{labelText(intl, fact.label)}</dt>
            <dd>
              {fact.value}
              {fact.warning && <FloodWarning />}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
