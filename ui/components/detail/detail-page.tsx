import { FormattedMessage, useIntl } from 'react-intl';
import { estateKind } from '../../../domain/routing/estate-kind';
import type { Locale } from '../../../domain/shared/locale';
import { postJson, type FormSender } from '../forms/use-form-post';
import { ContactForm } from './contact-form';
import { LocationMap } from '../map/location-map';
import { useMapTiles } from '../map/map-tiles';
import type { DetailPageData } from './detail-data';
import { DetailHeader } from './detail-header';
import { FEATURE_SECTIONS } from './detail-sections';
import { detailDescription, detailSummary, detailTitle } from './detail-title';
import { EstateDocuments } from './estate-documents';
import { EstateStructuredData } from './estate-structured-data';
import { FieldSection } from './field-section';
import { KeyFacts } from './key-facts';
import { LegalInformation } from './legal-information';
import { PhotoGallery } from './photo-gallery';
import { PurchaseCostSection } from '../costs/purchase-cost-section';
import { BrochureFooter } from '../print/brochure-footer';
import { PrintButton } from '../print/print-button';
import { ProjectUnits } from './project-units';
import { RoomsTable } from './rooms-table';
import { labelledRows } from './section-labels';
import { SalesRepCard } from './sales-rep-card';
import { SendToFriendForm } from './send-to-friend-form';
import { ShareLinks } from './share-links';
import { SimilarEstates } from './similar-estates';
import { ViewingSection } from './viewing-section';

/** Paragraphs as the agency wrote them: blank lines separate them. */
function Description({ text }: { text: string }) {
  return (
    <section className="detail-block detail-description" aria-labelledby="detail-description-title">
      <h2 id="detail-description-title">
        <FormattedMessage id="detail.description.title" defaultMessage="Omschrijving" />
      </h2>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </section>
  );
}

/** The place in words for the location map's name: the street only when the address is visible (§3). */
function placeOf(estate: DetailPageData['estate'], locale: Locale, exact: boolean): string {
  const city = estate.address?.city;
  const town = city ? `${city.zip ?? ''} ${city.alias?.[locale] || city.name || ''}`.trim() : '';
  const street = exact ? estate.address?.streetAddress : undefined;
  return [street, town].filter(Boolean).join(', ');
}

/**
 * §2 estate detail: header, photos, key facts, description, a project's units, rooms, features, the legal
 * information, documents, contact (agent, contact form, send to a friend) and similar estates.
 */
export function DetailPage({ page, send = postJson }: { page: DetailPageData; send?: FormSender }) {
  const intl = useIntl();
  const { estate, locale } = page;
  const id = String(estate.general.id);
  const title = detailTitle(intl, estate, locale);
  const description = detailDescription(estate, locale);
  const reference = estate.general.reference;
  const about = reference ? `${title} (ref. ${reference})` : title;
  const origin = new URL(page.canonicalUrl).origin;
  const isProject = estateKind(estate) === 'project';
  const tiles = useMapTiles();
  return (
    <article className="page detail">
      <DetailHeader estate={estate} locale={locale} title={title} priceLine={page.priceLine} {...(page.project && { project: page.project })} {...(page.priceDrop && { priceDrop: page.priceDrop })} />
      <div className="detail__tools">
        <PrintButton />
        <ShareLinks url={page.canonicalUrl} title={title} />
      </div>
      {/* Keyed by estate: moving to another unit of the same project starts at its first photo and empty forms. */}
      <PhotoGallery key={id} pictures={estate.pictures} title={title} />
      <div className="detail__layout">
        <div className="detail__main">
          <KeyFacts estate={estate} locale={locale} legal={page.legal} />
          {description && <Description text={description} />}
          <PurchaseCostSection estate={estate} day={page.costDay} />
          {page.viewing && <ViewingSection key={id} viewing={page.viewing} estateId={id} />}
          {(isProject || page.project) && (
            <ProjectUnits
              units={page.units}
              {...(page.project && { currentId: id })}
              {...(page.unitSort && { sort: page.unitSort })}
              {...(page.projectVatRates && { projectVatRates: page.projectVatRates })}
            />
          )}
          <RoomsTable rooms={estate.rooms} locale={locale} />
          {FEATURE_SECTIONS.map((section) => (
            <FieldSection key={section.id} id={section.id} title={section.title} rows={labelledRows(estate, section, locale)} level={2} />
          ))}
          {page.location && (
            <section className="detail__location" aria-labelledby="detail-location-title">
              <h2 id="detail-location-title">
                <FormattedMessage id="location.title" defaultMessage="Ligging" />
              </h2>
              <LocationMap
                latitude={page.location.latitude}
                longitude={page.location.longitude}
                exact={page.location.exact}
                label={placeOf(estate, locale, page.location.exact)}
                {...tiles}
              />
            </section>
          )}
          <LegalInformation sections={page.legal} />
          <EstateDocuments estate={estate} locale={locale} />
        </div>
        <aside className="detail__aside" aria-labelledby="detail-contact-title">
          <div className="detail-contact" id="detail-contact">
            <h2 id="detail-contact-title">
              <FormattedMessage id="detail.contact.title" defaultMessage="Interesse?" />
            </h2>
            {page.contact && <SalesRepCard rep={page.contact} />}
            <ContactForm
              key={id}
              locale={locale}
              estateId={id}
              send={send}
              initialMessage={intl.formatMessage(
                { id: 'detail.contact.form.initialMessage', defaultMessage: 'Graag had ik meer informatie over {estate}.' },
                { estate: about },
              )}
            />
          </div>
          <SendToFriendForm key={id} locale={locale} estateId={id} send={send} />
        </aside>
      </div>
      <SimilarEstates estates={page.similar} locale={locale} />
      <BrochureFooter url={page.canonicalUrl} />
      <EstateStructuredData estate={estate} facts={{ title, description: detailSummary(estate, locale), canonicalUrl: page.canonicalUrl, origin }} />
    </article>
  );
}
