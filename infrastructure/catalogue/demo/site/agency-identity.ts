import type { AgencyIdentity } from '../../../../domain/site/site';
import { t } from '../text/phrase';

/**
 * A Belgian enterprise number: ten digits, the last two a check on the first eight (97 minus their
 * remainder modulo 97). The VAT number is the same number with the BE prefix.
 */
export function belgianCheckDigits(firstEight: string): string {
  return `${97 - (Number(firstEight) % 97)}`.padStart(2, '0');
}

export function isValidBelgianCompanyNumber(text: string): boolean {
  const digits = text.replace(/^BE/i, '').replace(/[\s.]/g, '');
  return /^[01]\d{9}$/.test(digits) && belgianCheckDigits(digits.slice(0, 8)) === digits.slice(8);
}

/** '0765.432.146' style grouping. */
function formatCompanyNumber(firstEight: string): string {
  const digits = `${firstEight}${belgianCheckDigits(firstEight)}`;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/**
 * The demo agency (fictitious). The address is invented, phone numbers use an unassigned 000 block and
 * the e-mail domain is reserved (RFC 2606); the supervisory authority's address is the real BIV/IPI.
 */
export function demoAgency(name: string): AgencyIdentity {
  const number = formatCompanyNumber('07654321');
  return {
    name: `${name} BV`,
    street: 'Demostraat 1',
    zip: '9000',
    city: 'Gent',
    cityAlias: { fr: 'Gand', en: 'Ghent' },
    phone: '+32 9 000 00 00',
    email: 'info@immo-demo.example',
    // The enterprise number; the VAT number is the same with "BE" (issue 24).
    companyNumber: number,
    vatNumber: `BE ${number}`,
    bivTitle: t(
      'Erkend vastgoedmakelaar-bemiddelaar',
      'Agent immobilier intermédiaire agréé',
      'Licensed real-estate agent (broker)',
      'Zugelassener Immobilienmakler (Vermittler)',
    ),
    bivNumber: '512.307',
    supervisoryAuthority: t(
      'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16 B, 1000 Brussel',
      'Institut professionnel des agents immobiliers (IPI), rue de Luxembourg 16 B, 1000 Bruxelles',
      'Professional Institute of Real Estate Agents (BIV/IPI), Rue de Luxembourg 16 B, 1000 Brussels',
      'Berufsinstitut der Immobilienmakler (BIV/IPI), Rue de Luxembourg 16 B, 1000 Brüssel',
    ),
    insurer: 'Voorbeeld Verzekeringen NV',
    insurancePolicy: '730.000.001',
    officeHours: t(
      'Maandag tot vrijdag van 9 tot 18 uur, zaterdag op afspraak.',
      'Du lundi au vendredi de 9 h à 18 h, le samedi sur rendez-vous.',
      'Monday to Friday from 9 am to 6 pm, Saturday by appointment.',
      'Montag bis Freitag von 9 bis 18 Uhr, samstags nach Vereinbarung.',
    ),
    // Gent's Korenmarkt: the invented street stands in the centre of the agency's real city.
    location: { latitude: 51.0546, longitude: 3.7209 },
  };
}
