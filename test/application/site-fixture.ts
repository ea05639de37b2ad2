import type { Site } from '../../domain/site/site';

export const demoSite: Site = {
  id: 'demo',
  name: 'Immo Demo',
  hostnames: ['localhost'],
  defaultLocale: 'nl',
  settings: { hiddenStatus: [] },
  agency: {
    name: 'Immo Demo BV',
    street: 'Korenmarkt 1',
    zip: '9000',
    city: 'Gent',
    phone: '+32 9 123 45 67',
    email: 'info@immo-demo.be',
    companyNumber: 'BE 0123.456.789',
    vatNumber: 'BE 0123.456.789',
    bivTitle: {
      nl: 'Erkend vastgoedmakelaar-bemiddelaar',
      fr: 'Agent immobilier intermédiaire agréé',
      en: 'Licensed real-estate agent (intermediary)',
      de: 'Zugelassener Immobilienmakler (Vermittler)',
    },
    bivNumber: '512345',
    supervisoryAuthority: {
      nl: 'BIV, Luxemburgstraat 16B, 1000 Brussel',
      fr: 'IPI, rue du Luxembourg 16B, 1000 Bruxelles',
      en: 'IPI, rue du Luxembourg 16B, 1000 Brussels',
      de: 'IPI, rue du Luxembourg 16B, 1000 Brüssel',
    },
    insurer: 'AXA Belgium',
  },
};
