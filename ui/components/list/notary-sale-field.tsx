import { useIntl } from 'react-intl';
import { NOTARY_SALE_KINDS, type NotarySaleKind } from '../../../domain/estate/notary-sale';
import { SelectField } from './select-field';
import { LIST_PARAM } from '../../../domain/search/list-params';

/** The select's values: the kinds of auction as the URL's `notary` parameter reads them (comma-separated). */
const BOTH = NOTARY_SALE_KINDS.join(',');

/**
 * Issue 12 item 5: only estates sold by notary auction, public, online or either. Named `notary` like the URL
 * parameter, so without JavaScript the GET form sends it as it is.
 */
export function NotarySaleField({ id, kinds, onChange }: { id: string; kinds: readonly NotarySaleKind[]; onChange: (kinds: readonly NotarySaleKind[]) => void }) {
  const intl = useIntl();
  return (
    <SelectField
      id={id}
      name={LIST_PARAM.notary}
      label={intl.formatMessage({ id: 'notary.filter.label', defaultMessage: 'Notariële verkoop' })}
      value={kinds.join(',')}
      options={[
        { value: '', label: intl.formatMessage({ id: 'notary.filter.any', defaultMessage: 'Alle verkopen' }) },
        { value: BOTH, label: intl.formatMessage({ id: 'notary.filter.both', defaultMessage: 'Openbaar of online opbod' }) },
        { value: 'online', label: intl.formatMessage({ id: 'notary.filter.online', defaultMessage: 'Online opbod (biddit)' }) },
        { value: 'public', label: intl.formatMessage({ id: 'notary.filter.public', defaultMessage: 'Openbare zitting' }) },
      ]}
      onChange={(value) => onChange(NOTARY_SALE_KINDS.filter((kind) => value.split(',').includes(kind)))}
    />
  );
}
