import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { CompareColumn, ComparePageView } from '../../../application/pages/compare-page';
import { compareHref } from '../../../domain/compare/compare-ids';
import { ResponsivePhoto } from '../media/responsive-photo';
import { COMPARE_MESSAGES as m, FACT_MESSAGES } from './compare-messages';

const removeLabel = (intl: IntlShape, estate: string): string =>
  intl.formatMessage({ id: 'compare.remove', defaultMessage: 'Verwijder {estate} uit de vergelijking' }, { estate });

/** The column header: the estate's photo and link, and a link that drops it from the comparison (works without JavaScript). */
function ColumnHeader({ column, view }: { column: CompareColumn; view: ComparePageView }) {
  const intl = useIntl();
  const others = view.ids.filter((id) => id !== column.id);
  const without = compareHref(view.locale, others);
  if (column.kind === 'unavailable') {
    const text = intl.formatMessage({ id: 'compare.unavailable', defaultMessage: 'Pand {id} is niet beschikbaar' }, { id: column.id });
    return (
      <th scope="col" className="compare-table__estate compare-table__estate--unavailable">
        <span>{text}</span>
        <Link className="compare-table__remove" to={without} aria-label={removeLabel(intl, text)}>
          ×
        </Link>
      </th>
    );
  }
  const title = column.title;
  return (
    <th scope="col" className="compare-table__estate">
      <ResponsivePhoto className="compare-table__photo" picture={column.photo} file={column.image} alt="" width={370} height={250} sizes="(min-width: 36em) 370px, 60vw" />
      <Link to={column.href} className="compare-table__link">
        {title}
      </Link>
      <Link className="compare-table__remove" to={without} aria-label={removeLabel(intl, title)}>
        ×
      </Link>
    </th>
  );
}

/**
 * Issue 10: one column per estate, one row per fact, as a real table at every width (caption, th scope):
 * on a phone the columns narrow and the table scrolls inside a focusable, labelled region, so screen
 * readers keep reading it as a table. Rows whose values differ are marked visibly and in words.
 */
export function CompareTable({ view }: { view: ComparePageView }) {
  const intl = useIntl();
  const captionId = 'compare-caption';
  const estates = view.columns.filter((column) => column.kind === 'estate').length;
  return (
    <div className="compare-table__scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table" style={{ ['--compare-columns' as string]: view.columns.length }}>
        <caption id={captionId} className="compare-table__caption">
          {intl.formatMessage(
            {
              id: 'compare.caption',
              defaultMessage:
                '{count, plural, one {# pand} other {# panden}} naast elkaar. Gemarkeerde rijen verschillen. De totale aankoopkost is een schatting voor {situation, select, soleOwnHome {de aankoop van uw enige eigen woning} energyRenovation {de aankoop van uw enige eigen woning met ingrijpende energetische renovatie} other {een andere aankoop dan uw enige eigen woning}}.',
            },
            { count: estates, situation: view.situation },
          )}
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {view.columns.map((column) => (
              <ColumnHeader key={column.id} column={column} view={view} />
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.fact} className={row.differs ? 'compare-table__row compare-table__row--differs' : 'compare-table__row'} data-fact={row.fact}>
              <th scope="row">
                {intl.formatMessage(FACT_MESSAGES[row.fact])}
                {row.differs && <span className="compare-table__differs"> ({intl.formatMessage(m.differs)})</span>}
              </th>
              {row.cells.map((cell, index) => (
                <td key={view.columns[index]?.id ?? index}>
                  {cell.placeholder ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{cell.value}</span>
                    </>
                  ) : (
                    cell.value
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
