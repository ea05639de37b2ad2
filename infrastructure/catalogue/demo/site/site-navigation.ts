import { routePath } from '../../../../domain/routing/routes';
import type { Locale, Translated } from '../../../../domain/shared/locale';
import type { Menu, MenuItem } from '../../../../domain/site/site';
import { perLocale, t } from '../text/phrase';

/** The path of a route without its language prefix, as menu items store it ('aanbod', 'favoris'). */
const routeUrl = (name: string): Translated => perLocale((locale: Locale) => routePath(name, locale).slice(locale.length + 2));

/** The contact page is a CMS page, not a route of §2. */
export const CONTACT_URL = t('contact', 'contact', 'contact', 'kontakt');

const item = (id: number, label: Translated, url: Translated): MenuItem => ({ id, label, url, children: [] });

/** The main menu (listings, holiday rentals, favourites, keep me informed, contact) and the footer (privacy, terms). */
export function demoMenus(idOffset: number): Menu[] {
  return [
    {
      id: idOffset + 1,
      type: 'main',
      items: [
        item(idOffset + 11, t('Aanbod', 'Offre', 'Listings', 'Angebot'), routeUrl('list')),
        item(idOffset + 15, t('Vakantie', 'Vacances', 'Holidays', 'Ferien'), routeUrl('holidayList')),
        item(idOffset + 12, t('Favorieten', 'Favoris', 'Favourites', 'Favoriten'), routeUrl('favorites')),
        item(idOffset + 13, t('Hou me op de hoogte', 'Tenez-moi au courant', 'Keep me informed', 'Halten Sie mich auf dem Laufenden'), routeUrl('subscribe')),
        item(idOffset + 14, t('Contact', 'Contact', 'Contact', 'Kontakt'), CONTACT_URL),
      ],
    },
    {
      id: idOffset + 2,
      type: 'footer',
      items: [
        item(idOffset + 21, t('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement', 'Datenschutzerklärung'), routeUrl('privacy')),
        item(idOffset + 22, t('Gebruiksvoorwaarden', "Conditions d'utilisation", 'Terms of use', 'Nutzungsbedingungen'), routeUrl('terms')),
      ],
    },
  ];
}

export { routeUrl };
