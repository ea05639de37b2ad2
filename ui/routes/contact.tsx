import { agencyCityIn } from '../../domain/display/city-name';
import { useIntl } from 'react-intl';
import { useLoaderData, type MetaFunction } from 'react-router';
import { toLocale } from '../../domain/shared/locale';
import { enterpriseNumber } from '../../domain/site/enterprise-number';
import { ContactForm } from '../components/detail/contact-form';
import { descriptionTags } from '../components/flows/flow-meta';
import { readForm } from '../components/forms/read-form';
import { postJson } from '../components/forms/use-form-post';
import { unknownForm, visitorFormAction } from '../components/forms/visitor-form-action';
import { LocationMap } from '../components/map/location-map';
import { useMapTiles } from '../components/map/map-tiles';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';
import type { loader as rootLoader } from '../root';

/** Issue 13 item 1: /nl/contact, /fr/contact, /en/contact, /de/kontakt — the address of the main menu's item. */
export async function loader({ context }: SiteLoaderArgs) {
  return pageAnswer(await context.core.pages.contact({ locale: context.locale }));
}

/** The contact form posted without JavaScript: the contact command, then the page with the form's answer. */
export async function action({ context, request }: SiteLoaderArgs) {
  return (await visitorFormAction(context, await readForm(request))) ?? unknownForm();
}

export { formPageHeaders as headers } from '../components/forms/form-answer';

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data: page, matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const site = root?.site.name;
  const title = page?.title ?? 'Contact';
  const head = { title: site ? `${title} · ${site}` : title };
  if (!page || !root) return [head];
  // Where and how to reach the agency, as a search result shows it under the title.
  const { agency } = page;
  const description = `${agency.name}: ${agency.street}, ${agency.zip} ${agencyCityIn(agency, root.locale)}. Tel. ${agency.phone}`;
  return [head, ...descriptionTags(description)];
};

export default function ContactRoute() {
  const page = useLoaderData<typeof loader>();
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const tiles = useMapTiles();
  const { agency } = page;
  const city = agencyCityIn(agency, locale);
  const place = `${agency.street}, ${agency.zip} ${city}`;
  return (
    <article className="page contact-page">
      <header className="contact-page__header">
        <h1>{page.title ?? intl.formatMessage({ id: 'contact.title', defaultMessage: 'Contact' })}</h1>
        {/* The agency's own CMS HTML, sanitised by its backend (domain/site CmsPage). */}
        {page.intro && <div className="prose" dangerouslySetInnerHTML={{ __html: page.intro }} />}
      </header>
      <div className="contact-page__columns">
        <section className="contact-page__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{agency.name}</h2>
          <dl className="contact-page__facts">
            <dt>{intl.formatMessage({ id: 'contact.address', defaultMessage: 'Adres' })}</dt>
            <dd>
              <address>
                {agency.street}
                <br />
                {agency.zip} {city}
              </address>
            </dd>
            {agency.phone && (
              <>
                <dt>{intl.formatMessage({ id: 'contact.phone', defaultMessage: 'Telefoon' })}</dt>
                <dd>
                  <a href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>{agency.phone}</a>
                </dd>
              </>
            )}
            {agency.email && (
              <>
                <dt>{intl.formatMessage({ id: 'contact.email', defaultMessage: 'E-mail' })}</dt>
                <dd>
                  <a href={`mailto:${agency.email}`}>{agency.email}</a>
                </dd>
              </>
            )}
            {page.officeHours && (
              <>
                <dt>{intl.formatMessage({ id: 'contact.hours', defaultMessage: 'Openingsuren' })}</dt>
                <dd>{page.officeHours}</dd>
              </>
            )}
          </dl>
          {agency.companyNumber && (
            <p className="contact-page__identity">
              {intl.formatMessage(
                { id: 'contact.identity', defaultMessage: 'Ondernemingsnummer {companyNumber}. {bivTitle}, BIV-nummer {bivNumber}.' },
                { companyNumber: enterpriseNumber(agency.companyNumber), bivTitle: agency.bivTitle, bivNumber: agency.bivNumber },
              )}
            </p>
          )}
          {page.location && (
            <section className="contact-page__map" aria-labelledby="contact-map-title">
              <h2 id="contact-map-title">{intl.formatMessage({ id: 'contact.map', defaultMessage: 'Waar u ons vindt' })}</h2>
              <LocationMap latitude={page.location.latitude} longitude={page.location.longitude} exact label={place} {...tiles} />
            </section>
          )}
        </section>
        <div className="contact-page__form">
          <ContactForm
            locale={locale}
            initialMessage=""
            send={postJson}
            heading={{ text: intl.formatMessage({ id: 'contact.form.title', defaultMessage: 'Stuur ons een bericht' }), level: 'h2' }}
          />
        </div>
      </div>
    </article>
  );
}
