import { FormattedMessage, useIntl } from 'react-intl';
import { postJson, type FormSender } from '../forms/use-form-post';
import { ContactForm } from './contact-form';
import { LocationMap } from '../map/location-map';
import { useMapTiles } from '../map/map-tiles';
import type { DetailPageData } from './detail-data';
import { DetailHeader } from './detail-header';
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
import { SalesRepCard } from './sales-rep-card';
import { SendToFriendForm } from './send-to-friend-form';
import { ShareLinks } from './share-links';
import { SimilarEstates } from './similar-estates';
import { ViewingSection } from './viewing-section';

/** The description's paragraphs, as the core split them. */
function Description({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <section className="detail-block detail-description" aria-labelledby="detail-description-title">
      <h2 id="detail-description-title">
        <FormattedMessage id="detail.description.title" defaultMessage="Omschrijving" />
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

/**
 * §2 estate detail: header, photos, key facts, description, a project's units, rooms, features, the legal
 * information, documents, contact (agent, contact form, send to a friend) and similar estates.
 */
export function DetailPage({ page, send = postJson }: { page: DetailPageData; send?: FormSender }) {
  const intl = useIntl();
  const { id, locale, title, reference } = page;
  const about = reference ? `${title} (ref. ${reference})` : title;
  const tiles = useMapTiles();
  return (
    <article className="page detail">
      <DetailHeader page={page} />
      <div className="detail__tools">
        <PrintButton />
        <ShareLinks url={page.canonicalUrl} title={title} />
      </div>
      {/* Keyed by estate: moving to another unit of the same project starts at its first photo and empty forms. */}
      <PhotoGallery key={id} pictures={page.photos} title={title} />
      <div className="detail__layout">
        <div className="detail__main">
          <KeyFacts facts={page.facts} />
          {page.description.length > 0 && <Description paragraphs={page.description} />}
          {page.purchaseCost && <PurchaseCostSection key={id} view={page.purchaseCost} />}
          {page.viewing && <ViewingSection key={id} viewing={page.viewing} estateId={id} />}
          <ProjectUnits
            units={page.units}
            {...(page.project && { currentId: id })}
            {...(page.unitSort && { sort: page.unitSort })}
            {...(page.projectVatRates && { projectVatRates: page.projectVatRates })}
          />
          <RoomsTable rooms={page.rooms} />
          {page.features.map((group) => (
            <FieldSection key={group.id} group={group} level={2} />
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
                label={page.location.place}
                {...tiles}
              />
            </section>
          )}
          <LegalInformation sections={page.legal} />
          <EstateDocuments documents={page.documents} />
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
      <SimilarEstates estates={page.similar} />
      <BrochureFooter url={page.canonicalUrl} />
      <EstateStructuredData data={page.structuredData} />
    </article>
  );
}
