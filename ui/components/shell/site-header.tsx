import { useEffect, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localizedPath, matchRoute, routePath } from '../../../domain/routing/routes';
import { homeSearch } from '../../../domain/search/home-search';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/shared/locale';
import type { MenuItem } from '../../../domain/site/site';
import type { RootData } from '../../root-data';
import { LanguageSwitcher } from './language-switcher';
import { PageLink } from './page-link';

const isAbsolute = (url: string): boolean => /^https?:\/\//.test(url);

/**
 * A menu item's link: site paths get the language prefix, absolute URLs stay as they are. An item the
 * backend only gave a Dutch URL for still leads to the page in the visitor's language when it is one of
 * our routes (e.g. 'privacy-verklaring' → '/fr/declaration-de-confidentialite').
 */
export function menuHref(item: MenuItem, locale: Locale): string {
  const own = item.url[locale];
  if (own) return isAbsolute(own) || own.startsWith('/') ? own : `/${locale}/${own}`;
  const fallback = item.url[DEFAULT_LOCALE] ?? '';
  if (isAbsolute(fallback)) return fallback;
  const path = fallback.startsWith('/') ? fallback : `/${DEFAULT_LOCALE}/${fallback}`;
  return matchRoute(path) ? localizedPath(path, locale) : path;
}

/** A label the backend has not translated is shown in Dutch, and marked so for screen readers. */
function MenuLabel({ item, locale }: { item: MenuItem; locale: Locale }) {
  const own = item.label[locale];
  return own ? <>{own}</> : <span lang={DEFAULT_LOCALE}>{item.label[DEFAULT_LOCALE] ?? ''}</span>;
}

function useCurrent(): (href: string) => 'page' | undefined {
  const { pathname, search } = useLocation();
  return (href) => (href === `${pathname}${search}` || (!href.includes('?') && href === pathname) ? 'page' : undefined);
}

function MenuLinks({ items, locale }: { items: readonly MenuItem[]; locale: Locale }) {
  const current = useCurrent();
  return (
    <ul>
      {items.map((item) => {
        const href = menuHref(item, locale);
        return (
          <li key={item.id}>
            <PageLink to={href} aria-current={current(href)}>
              <MenuLabel item={item} locale={locale} />
            </PageLink>
            {item.children.length > 0 && <MenuLinks items={item.children} locale={locale} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Shown when the backend has no main menu: the offer to buy, to rent. */
function DefaultLinks({ locale }: { locale: Locale }) {
  const current = useCurrent();
  const ways = homeSearch(locale);
  const links = [
    { href: ways.sale, label: <FormattedMessage id="nav.buy" defaultMessage="Kopen" /> },
    { href: ways.rent, label: <FormattedMessage id="nav.rent" defaultMessage="Huren" /> },
    { href: ways.action, label: <FormattedMessage id="nav.offer" defaultMessage="Aanbod" /> },
    { href: routePath('holidayList', locale), label: <FormattedMessage id="nav.holiday" defaultMessage="Vakantie" /> },
  ];
  return (
    <ul>
      {links.map(({ href, label }) => (
        <li key={href}>
          <PageLink to={href} aria-current={current(href)}>
            {label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

function BrandMark() {
  return (
    <svg className="site-header__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M8 16.5 16 9l8 7.5V24h-5.5v-5h-5v5H8z" fill="#fff" />
    </svg>
  );
}

/**
 * The site's header: brand, the backend's main menu, favourites and the language switcher. On small
 * screens they fold into a <details> menu, which opens and closes without JavaScript.
 */
export function SiteHeader({ shell }: { shell: RootData }) {
  const { locale, site, menus } = shell;
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const current = useCurrent();
  const menu = useRef<HTMLDetailsElement>(null);
  const items = menus.main?.items ?? [];
  const favourites = routePath('favorites', locale);
  const menuHasFavourites = items.some((item) => menuHref(item, locale) === favourites);

  // After a client-side navigation the folded menu closes again.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);

  // Issue 13 item 8: Escape closes the open phone menu and gives focus back to its button.
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <PageLink to={routePath('home', locale)} className="site-header__brand">
          <BrandMark />
          <span>{site.name}</span>
        </PageLink>
        <details className="site-menu" ref={menu} onKeyDown={closeOnEscape}>
          <summary className="site-menu__toggle">
            <span className="site-menu__icon" aria-hidden="true" />
            <FormattedMessage id="nav.menu" defaultMessage="Menu" />
          </summary>
          <div className="site-menu__panel">
            <nav aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Hoofdmenu' })} className="site-nav">
              {items.length > 0 ? <MenuLinks items={items} locale={locale} /> : <DefaultLinks locale={locale} />}
              {!menuHasFavourites && (
                <PageLink to={favourites} className="site-nav__favourites" aria-current={current(favourites)}>
                  <svg width="20" height="18" viewBox="0 0 25 23" aria-hidden="true" focusable="false">
                    <path
                      d="M12.5 21.5 2.6 11.9A6 6 0 0 1 11 3.3l1.5 1.5 1.5-1.5a6 6 0 0 1 8.4 8.6z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <FormattedMessage id="nav.favorites" defaultMessage="Favorieten" />
                </PageLink>
              )}
            </nav>
            <LanguageSwitcher current={locale} />
          </div>
        </details>
      </div>
    </header>
  );
}
