import { FormattedMessage } from 'react-intl';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { errorIdOf } from './text-field';

interface ConsentFieldProps {
  readonly id: string;
  readonly locale: Locale;
  readonly error?: string | undefined;
  readonly defaultChecked?: boolean;
}

/** Consent to the privacy statement, which opens in a new tab so that the form keeps what was typed. */
export function ConsentField({ id, locale, error, defaultChecked }: ConsentFieldProps) {
  return (
    <div className="field">
      <div className="check">
        <input
          type="checkbox"
          id={id}
          name="consent"
          value="on"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
        />
        <label htmlFor={id}>
          <FormattedMessage
            id="forms.consent.label"
            defaultMessage="Ik ga akkoord met de verwerking van mijn gegevens zoals beschreven in de <link>privacyverklaring</link>."
            values={{
              link: (chunks) => (
                <a href={routePath('privacy', locale)} target="_blank" rel="noopener">
                  {chunks}
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="forms.consent.newTab" defaultMessage="(opent in een nieuw tabblad)" />
                  </span>
                </a>
              ),
            }}
          />
        </label>
      </div>
      {error && (
        <p id={errorIdOf(id)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
