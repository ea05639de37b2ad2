import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, useNavigate, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/shared/locale';
import type { HomeSearch } from '../../domain/search/home-search';
import { EstateCard } from '../components/estate/estate-card';
import { intlFor } from '../i18n/intl';
import type { loader as rootLoader } from '../root';
import type { RootData } from '../root-data';
import { agencyCityIn } from '../../domain/display/city-name';
import { useRootData } from '../root-data';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

const OG_LOCALE: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

/** The newest estates still on the market (§4 available statuses, §9 default sort: date descending). */
export async function loader({ context }: SiteLoaderArgs) {
  return pageAnswer(await context.core.pages.home({ locale: context.locale }));
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches, location }) => {
  const root = matches.find((match) => match?.id === 'root')?.data;
  if (!root) return [];
  const intl = intlFor(root.locale, root.translations);
  const site = root.site.name;
  const title = intl.formatMessage({ id: 'home.meta.title', defaultMessage: '{site}: woningen te koop en te huur in België' }, { site });
  const description = intl.formatMessage(
    {
      id: 'home.meta.description',
      defaultMessage: 'Bekijk het actuele aanbod van {agency}, erkend vastgoedmakelaar in {city}: huizen, appartementen, gronden en handelspanden.',
    },
    { agency: root.site.agency.name, city: agencyCityIn(root.site.agency, root.locale) },
  );
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: `${root.origin}${location.pathname}` },
    { property: 'og:locale', content: OG_LOCALE[root.locale] },
    ...LOCALES.filter((l) => l !== root.locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
    { name: 'twitter:card', content: 'summary' },
  ];
};

/** schema.org data about the agency, for search engines: data, not script (the CSP needs no hash for it). */
function AgencyStructuredData({ root }: { root: RootData }) {
  const { agency } = root.site;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agency.name,
    ...(root.site.name !== agency.name && { alternateName: root.site.name }),
    url: `${root.origin}${routePath('home', root.locale)}`,
    telephone: agency.phone,
    email: agency.email,
    vatID: agency.vatNumber,
    address: { '@type': 'PostalAddress', streetAddress: agency.street, postalCode: agency.zip, addressLocality: agency.city, addressCountry: 'BE' },
  };
  // '<' escaped so that no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A GET form to the list (works without JavaScript); with it, empty fields stay out of the URL. */
function HeroSearch({ search }: { search: HomeSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { action } = search;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value !== '') query.append(name, value);
    navigate(query.size > 0 ? `${action}?${query}` : action);
  };
  return (
    <form className="hero-search" method="get" action={action} role="search" onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'home.search.label', defaultMessage: 'Zoek een pand' })}>
      <fieldset className="fieldset hero-search__trans">
        <legend className="fieldset__legend">
          <FormattedMessage id="home.search.trans" defaultMessage="Ik wil" />
        </legend>
        <div className="segmented">
          <label className="segmented__option">
            <input type="radio" name={search.names.trans} value={search.trans.sale} defaultChecked />
            <span><FormattedMessage id="home.search.buy" defaultMessage="Kopen" /></span>
          </label>
          <label className="segmented__option">
            <input type="radio" name={search.names.trans} value={search.trans.rent} />
            <span><FormattedMessage id="home.search.rent" defaultMessage="Huren" /></span>
          </label>
        </div>
      </fieldset>
      <div className="field hero-search__type">
        <label className="field__label" htmlFor="home-search-type">
          <FormattedMessage id="home.search.type" defaultMessage="Soort pand" />
        </label>
        <select className="select" id="home-search-type" name={search.names.type} defaultValue="">
          <option value="">{intl.formatMessage({ id: 'home.search.allTypes', defaultMessage: 'Alle soorten' })}</option>
          {search.types.map((type) => (
            <option key={type.value} value={type.value}>{type.label}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="button hero-search__submit">
        <FormattedMessage id="home.search.submit" defaultMessage="Zoeken" />
      </button>
    </form>
  );
}

function Browse({ locale, search }: { locale: Locale; search: HomeSearch }) {
  const intl = useIntl();
  const { sale, rent } = search;
  return (
    <section className="section browse" aria-labelledby="home-browse">
      <h2 id="home-browse" className="visually-hidden"><FormattedMessage id="home.browse.title" defaultMessage="Kopen of huren" /></h2>
      <div className="browse__grid">
        <Link className="browse__tile browse__tile--buy" to={sale}>
          <span className="browse__title"><FormattedMessage id="home.browse.buy" defaultMessage="Te koop" /></span>
          <span className="browse__text"><FormattedMessage id="home.browse.buyText" defaultMessage="Huizen, appartementen en bouwgronden om te kopen" /></span>
        </Link>
        <Link className="browse__tile browse__tile--rent" to={rent}>
          <span className="browse__title"><FormattedMessage id="home.browse.rent" defaultMessage="Te huur" /></span>
          <span className="browse__text"><FormattedMessage id="home.browse.rentText" defaultMessage="Woningen, appartementen en handelspanden om te huren" /></span>
        </Link>
        <Link className="browse__tile browse__tile--holiday" to={routePath('holidayList', locale)}>
          <span className="browse__title"><FormattedMessage id="home.browse.holiday" defaultMessage="Vakantiewoningen" /></span>
          <span className="browse__text"><FormattedMessage id="home.browse.holidayText" defaultMessage="Appartementen en villa’s aan zee en in de Ardennen, per week of weekend" /></span>
        </Link>
      </div>
      <ul className="type-links" aria-label={intl.formatMessage({ id: 'home.browse.types', defaultMessage: 'Per soort pand' })}>
        {search.types.map((type) => (
          <li key={type.value}><Link to={type.href}>{type.label}</Link></li>
        ))}
      </ul>
    </section>
  );
}

export default function Home() {
  const root = useRootData();
  const { search, featured, total } = useLoaderData<typeof loader>();
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const agency = root?.site.agency;
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__inner">
          {agency && <p className="eyebrow hero__eyebrow">{agency.bivTitle[locale]}</p>}
          <h1 id="home-title"><FormattedMessage id="home.title" defaultMessage="Uw woning in België" /></h1>
          <p className="hero__lead"><FormattedMessage id="home.lead" defaultMessage="Koop of huur met een erkend vastgoedmakelaar." /></p>
          <HeroSearch search={search} />
        </div>
      </section>
      <div className="page home">
        <Browse locale={locale} search={search} />
        <section className="section" aria-labelledby="home-featured">
          <div className="section__header">
            <h2 id="home-featured"><FormattedMessage id="home.featured.title" defaultMessage="Nieuw in ons aanbod" /></h2>
            {total > 0 && (
              <Link to={routePath('list', locale)} className="button button--secondary">
                <FormattedMessage id="home.featured.all" defaultMessage="{total, plural, one {Bekijk # pand} other {Bekijk alle # panden}}" values={{ total }} />
              </Link>
            )}
          </div>
          {featured.length > 0 ? (
            <ul className="card-grid">
              {featured.map((entry) => (
                <li key={entry.card.id}><EstateCard entry={entry} /></li>
              ))}
            </ul>
          ) : (
            <p><FormattedMessage id="home.featured.empty" defaultMessage="Op dit moment staan er geen panden online. Neem gerust contact met ons op." /></p>
          )}
        </section>
        {agency && root && (
          <section className="section about" aria-labelledby="home-about">
            <div className="about__text">
              <h2 id="home-about"><FormattedMessage id="home.about.title" defaultMessage="Over {agency}" values={{ agency: agency.name }} /></h2>
              <p><FormattedMessage id="home.about.text" defaultMessage="Als erkend vastgoedmakelaar in {city} begeleiden wij u persoonlijk bij het kopen, verkopen, huren en verhuren van vastgoed: van de eerste schatting tot de sleuteloverdracht." values={{ city: agencyCityIn(agency, locale) }} /></p>
            </div>
            <div className="about__contact">
              <address>{agency.street}<br />{agency.zip} {agencyCityIn(agency, locale)}</address>
              <p className="about__actions">
                <a className="button" href={`tel:${agency.phone.replace(/[^+\d]/g, '')}`}>
                  <FormattedMessage id="home.about.call" defaultMessage="Bel {phone}" values={{ phone: agency.phone }} />
                </a>
                <a className="button button--secondary" href={`mailto:${agency.email}`}>
                  <FormattedMessage id="home.about.mail" defaultMessage="Mail ons" />
                </a>
              </p>
            </div>
            <AgencyStructuredData root={root} />
          </section>
        )}
      </div>
    </>
  );
}
