import { FormattedMessage, useIntl } from 'react-intl';
import type { DetailDocuments } from '../../../domain/display/detail-content';

/** The virtual visit's main link and the estate's documents as links, as the core decided them. */
export function EstateDocuments({ documents }: { documents: DetailDocuments }) {
  const intl = useIntl();
  const { virtualVisit: visit, files } = documents;
  if (!visit && files.length === 0) return null;
  const untitled = intl.formatMessage({ id: 'detail.documents.untitled', defaultMessage: 'Downloadbaar document' });
  return (
    <section className="detail-block detail-documents" aria-labelledby="detail-documents-title">
      <h2 id="detail-documents-title">
        <FormattedMessage id="detail.documents.title" defaultMessage="Documenten en virtueel bezoek" />
      </h2>
      {visit && (
        <p>
          <a className="button button--secondary" href={visit} rel="noopener noreferrer external">
            <FormattedMessage id="detail.documents.virtualVisit" defaultMessage="Start het virtuele bezoek" />
          </a>
        </p>
      )}
      {files.length > 0 && (
        <ul className="detail-documents__list">
          {files.map((file, index) => (
            <li key={`${file.href}-${index}`}>
              <a href={file.href} rel="noopener noreferrer">
                {file.name || file.comment || untitled}
              </a>
              {file.name && file.comment && <span className="detail-documents__comment"> · {file.comment}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
