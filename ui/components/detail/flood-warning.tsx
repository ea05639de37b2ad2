import { FormattedMessage } from 'react-intl';

/**
 * §2 a flooding score after C (class D: a medium chance of flooding): the Flemish flood symbol that an advertisement
 * must then carry (Decreet integraal waterbeleid art. 1.3.3.3.2, from 1 Jan 2023), with its meaning as visible text.
 * The pictogram is drawn after the official one's description, a house standing in waves, and stands alone
 * (aria-hidden): the text says what it means. Replace the drawing by VMM's file when the agency has it.
 */
export function FloodWarning() {
  return (
    <span className="flood-warning">
      <svg className="flood-warning__symbol" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="4" fill="#fff" stroke="#0b4f8a" strokeWidth="2" />
        <path d="M8 17V11l8-6 8 6v6" fill="none" stroke="#0b4f8a" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M13.5 17v-4.5h5V17" fill="#0b4f8a" />
        <path d="M4 21q3-3 6 0t6 0 6 0 6 0M4 26q3-3 6 0t6 0 6 0 6 0" fill="none" stroke="#1a7fd4" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="flood-warning__text">
        <FormattedMessage id="detail.flooding.warning" defaultMessage="middelgrote kans op overstroming" />
      </span>
    </span>
  );
}
