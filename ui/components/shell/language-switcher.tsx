import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localizedPath } from '../../../domain/routing/routes';
import { LOCALES, type Locale } from '../../../domain/shared/locale';
import { usePageAlternates } from './page-alternates';

/** Each language named in itself, so a visitor finds their own whatever the page's language. */
const NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' };

/**
 * §2, issue 5 item 2: the same page (same estate, same filters) in another language. A plain link and a
 * full load, so that every text, the <html lang> and the canonical links follow the new language.
 */
export function LanguageSwitcher({ current }: { current: Locale }) {
  const { pathname, search } = useLocation();
  const alternates = usePageAlternates();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.language', defaultMessage: 'Taal' })} className="language-switcher">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={alternates?.[locale] ?? localizedPath(`${pathname}${search}`, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              title={NAMES[locale]}
            >
              {/* The visible code stays in the accessible name (WCAG 2.5.3), the full name follows it. */}
              <span className="language-switcher__code">{locale.toUpperCase()}</span>
              <span className="language-switcher__name"> {NAMES[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
