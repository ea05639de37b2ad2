import { createCore } from '../../application/core';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { DEMO_SITE } from '../fixtures/site';
import { aWorld } from './harness';

describe('issue 13 item 1: the contact page query', () => {
  it('gives the agency identity and address from the site settings, in the page language, with no hours or map it does not know', async () => {
    const result = await aWorld().core.pages.contact({ locale: 'fr' });
    expect(result).toEqual({
      kind: 'page',
      view: {
        title: null,
        intro: null,
        agency: {
          name: 'Immo Demo BV',
          street: 'Korenmarkt 1',
          zip: '9000',
          city: 'Gent',
          phone: '+32 9 123 45 67',
          email: 'info@immo-demo.be',
          companyNumber: '0123.456.789',
          bivTitle: 'Agent immobilier intermédiaire agréé',
          bivNumber: '501234',
        },
        officeHours: null,
        location: null,
      },
    });
  });

  it('adds the office hours of the page language, the location and the CMS contact text when the site has them', async () => {
    const world = aWorld();
    const directory = new MemorySiteDirectory({
      site: {
        ...DEMO_SITE,
        agency: { ...DEMO_SITE.agency, officeHours: { nl: 'Ma–vr 9–18', de: 'Mo–Fr 9–18' }, location: { latitude: 51.05, longitude: 3.72 } },
      },
      pages: [{ id: 9, key: 'contact', url: { de: 'kontakt' }, title: { de: 'Kontakt' }, body: { de: '<p>Willkommen</p>' } }],
    });
    const core = createCore({ ...world, directory });
    await expect(core.pages.contact({ locale: 'de' })).resolves.toMatchObject({
      kind: 'page',
      view: { title: 'Kontakt', intro: '<p>Willkommen</p>', officeHours: 'Mo–Fr 9–18', location: { latitude: 51.05, longitude: 3.72 } },
    });
  });
});
