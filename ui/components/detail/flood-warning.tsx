import { FormattedMessage } from 'react-intl';

/** §2 flooding score icon (a score after C): a warning sign with its meaning for screen readers. */
export function FloodWarning() {
  return (
    <span className="flood-warning">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 2 20h20z" fill="currentColor" />
        <path d="M12 9v5m0 3v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">
        <FormattedMessage id="detail.flooding.warning" defaultMessage="verhoogd overstromingsrisico" />
      </span>
    </span>
  );
}
