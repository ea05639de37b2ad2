import { FormattedMessage, useIntl } from 'react-intl';
import { mainVirtualVisit } from '../../../domain/display/virtual-visit';
import { translationOrEmpty } from '../../../domain/enumerations/field-label';
import type { Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import { safeUrl } from '../../../domain/display/safe-url';

/** The virtual visit's main link (type 2, §2) and the estate's documents (§3 files) as links. */
export function EstateDocuments({ estate, locale }: { estate: Estate; locale: Locale }) {
  const intl = useIntl();
  const visit = safeUrl(mainVirtualVisit(estate.virtualVisits)?.link);
  const files = (estate.files ?? [])
    .map((file) => ({ href: safeUrl(file.link), name: translationOrEmpty(file.type?.name, locale), comment: file.comment }))
    .filter((file): file is { href: string; name: string; comment: string | undefined } => file.href !== undefined);
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
