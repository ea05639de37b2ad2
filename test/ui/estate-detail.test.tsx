/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Estate } from '../../domain/estate/estate';
import {
  DETAIL_ESTATES,
  HOUSE_IN_BRUSSELS,
  HOUSE_IN_FLANDERS_WITH_SCORES,
  HOUSE_IN_GENT,
  HOUSE_IN_WALLONIA,
  HOUSE_PATH,
  PLOT,
  PROJECT_PATH,
  PROTECTED_MONUMENT,
  RENTAL_APARTMENT,
  SOLD_HOUSE,
  UNDER_VAT_REGIME,
  WITH_VIOLATION,
} from './support/detail-estates';
import { canonicalPathOf, detailLines, openPage } from './support/detail-page-helpers';
import { aDetailWorld, thrownStatus } from './support/detail-world';

// §2 estate detail (short, with slug, project entity), §4 sold, §5 hiding rules, §2 detail display rules.

describe('§2 estate detail routes: short, with slug, project entity', () => {
  it('§2 the address with its slug renders the estate: title, address, price, key facts, description', async () => {
    await openPage(HOUSE_PATH);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Huis in Gent');
    expect(screen.getByText('Veldstraat 1, 9000 Gent')).toBeTruthy();
    expect(document.querySelector('.detail-header__price')?.textContent).toBe('€ 450.000');
    const facts = document.querySelector('.key-facts') as HTMLElement;
    // §2 fallback fields: no bedroomCount, so the notary group's bedrooms_count; the land surface likewise.
    expect(within(facts).getByText('Slaapkamers').nextSibling?.textContent).toBe('4');
    expect(within(facts).getByText('Bewoonbare oppervlakte').nextSibling?.textContent).toBe('180 m²');
    expect(within(facts).getByText('Perceeloppervlakte').nextSibling?.textContent).toBe('620 m²');
    expect(within(facts).getByText('Bouwjaar').nextSibling?.textContent).toBe('1998');
    // §2 energy bar: 210 / 700 = 30 %.
    expect((facts.querySelector('.energy-bar__marker') as HTMLElement).style.insetInlineStart).toBe('30%');
    expect(within(facts).getByRole('img', { name: '210 kWh/m²/jaar op een schaal van 0 tot 700 kWh/m²' })).toBeTruthy();
    expect(screen.getByText('Ruime gezinswoning met tuin.')).toBeTruthy();
    expect(screen.getByText('Rustig gelegen.')).toBeTruthy();
  });

  it.each([
    ['the short form', '/nl/aanbod/1'],
    ['a wrong slug', '/nl/aanbod/1/villa-in-brugge'],
    ['a wrong slug with a query', '/nl/aanbod/1/oud?utm_source=mail'],
  ])('§2 %s answers 301 to the canonical address', async (_title, path) => {
    const outcome = await aDetailWorld({ estates: DETAIL_ESTATES }).load(path);
    expect('thrown' in outcome && thrownStatus(outcome.thrown)).toBe(301);
    const location = 'thrown' in outcome && outcome.thrown instanceof Response ? outcome.thrown.headers.get('Location') : null;
    expect(location).toBe(path.includes('?') ? `${HOUSE_PATH}?utm_source=mail` : HOUSE_PATH);
  });

  it('§2 a visitor following the short form lands on the canonical address', async () => {
    const { router } = await openPage('/nl/aanbod/1');
    expect(router.state.location.pathname).toBe(HOUSE_PATH);
  });

  it('§2 the canonical address in French uses the French slug and city name', async () => {
    const outcome = await aDetailWorld({ estates: DETAIL_ESTATES, locale: 'fr' }).load('/fr/offre/1');
    expect(outcome).toMatchObject({ thrown: expect.any(Response) });
    expect(('thrown' in outcome && (outcome.thrown as Response).headers.get('Location')) || '').toBe('/fr/offre/1/huis-te-koop-a-veldstraat-1-9000-gand');
  });

  it.each([
    ['an unknown estate', '/nl/aanbod/999', []],
    ['a non-numeric id', '/nl/aanbod/abc', []],
    ['§5 an estate whose status the site hides', '/nl/aanbod/3', [4]],
    ['§5 a sold estate when the site hides sold ones', '/nl/aanbod/2', [5]],
  ] as const)('%s answers 404 (§2, §5)', async (_title, path, hiddenStatus) => {
    const outcome = await aDetailWorld({ estates: DETAIL_ESTATES, hiddenStatus }).load(path);
    expect('thrown' in outcome && thrownStatus(outcome.thrown)).toBe(404);
  });

  it('§8 a failing backend answers 503 (not cached), and the failure is logged', async () => {
    const world = aDetailWorld({ estates: DETAIL_ESTATES });
    world.catalogue.failWith = new Error('Bad Gateway');
    const outcome = await world.load(HOUSE_PATH);
    expect('thrown' in outcome && thrownStatus(outcome.thrown)).toBe(503);
    expect(world.logger.errors.map((entry) => entry.message)).toEqual(['Loading the estate detail failed']);
  });
});

describe('§4 §5 what the page hides', () => {
  it('§4 a sold estate hides its price and shows the status name as a label instead', async () => {
    await openPage(await canonicalPathOf(SOLD_HOUSE.general.id));
    expect(document.querySelector('.detail-header__price')).toBeNull();
    expect(document.querySelector('.detail-header__status')?.textContent).toBe('Verkocht');
    expect(detailLines()).not.toHaveProperty('Prijs');
    expect(detailLines()['Kadastraal inkomen']).toBe('€ 900');
  });

  it('§5 Wallonia hides the as-built certificate, the heritage inventory, the flooding scores and empty planning fields', async () => {
    await openPage(await canonicalPathOf(HOUSE_IN_WALLONIA.general.id));
    const lines = detailLines();
    expect(lines).not.toHaveProperty('As-builtattest');
    expect(lines).not.toHaveProperty('Opgenomen in de inventaris van het onroerend erfgoed');
    expect(lines).not.toHaveProperty('P-score (perceel)');
    expect(lines).not.toHaveProperty('G-score (gebouw)');
    expect(document.querySelector('.key-facts__fact--flooding')).toBeNull();
    // Empty planning answers are hidden in Wallonia; the given one stays.
    expect(lines['Stedenbouwkundige vergunning']).toBe('Ja');
    for (const empty of ['Voorkooprecht', 'Verkavelingsvergunning', 'Meest recente stedenbouwkundige bestemming']) expect(lines).not.toHaveProperty(empty);
    expect(lines).not.toHaveProperty('Rechterlijke herstelmaatregel of bestuurlijke maatregel');
    expect(lines['Risicozone voor overstromingen']).toBe('Nee');
    expect(lines['Keuringsattest elektrische installatie']).toBe('Verkregen');
  });

  it('§5 the same estate in Flanders shows all of it, with "Niet ingevuld" for empty required planning answers', async () => {
    await openPage(await canonicalPathOf(HOUSE_IN_FLANDERS_WITH_SCORES.general.id));
    const lines = detailLines();
    expect(lines['As-builtattest']).toBe('Ja');
    expect(lines['Opgenomen in de inventaris van het onroerend erfgoed']).toBe('Ja');
    // §2 flooding icon for a score after C: D warns, B does not; issue 24: the flood symbol with visible text.
    expect(lines['P-score (perceel)']).toBe('Dmiddelgrote kans op overstroming');
    const warning = document.querySelector('.detail-legal .flood-warning') as HTMLElement;
    expect(warning.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(warning.querySelector('.visually-hidden')).toBeNull();
    expect(lines['G-score (gebouw)']).toBe('B');
    expect(lines['Voorkooprecht']).toBe('Niet ingevuld');
    expect(lines['Verkavelingsvergunning']).toBe('Niet ingevuld');
    expect(document.querySelectorAll('.key-facts .flood-warning')).toHaveLength(1);
  });

  it('§5 TO_RENT hides the electrical certificate, permission, most recent destination, proceeding and subdivision permit', async () => {
    await openPage(await canonicalPathOf(RENTAL_APARTMENT.general.id));
    const lines = detailLines();
    for (const hidden of [
      'Keuringsattest elektrische installatie',
      'Stedenbouwkundige vergunning',
      'Meest recente stedenbouwkundige bestemming',
      'Verkavelingsvergunning',
      'Dagvaarding wegens stedenbouwkundig misdrijf',
      'Rechterlijke herstelmaatregel of bestuurlijke maatregel',
      'As-builtattest',
    ]) {
      expect(lines).not.toHaveProperty(hidden);
    }
    expect(lines['Voorkooprecht']).toBe('Nee');
    // A rent is per month (§2 price rules).
    expect(document.querySelector('.detail-header__price')?.textContent).toBe('€ 950 per maand');
  });

  it('§5 a plot hides the electrical certificate, from either group', async () => {
    await openPage(await canonicalPathOf(PLOT.general.id));
    expect(detailLines()).not.toHaveProperty('Keuringsattest elektrische installatie');
    expect(detailLines()['Stedenbouwkundige vergunning']).toBe('Nee');
  });

  it('§5 under the VAT regime: no price, land price, infrastructure price nor notary total', async () => {
    await openPage(await canonicalPathOf(UNDER_VAT_REGIME.general.id));
    const lines = detailLines();
    for (const hidden of ['Prijs', 'Grondprijs', 'Infrastructuurkosten', 'Totale kosten koper']) expect(lines).not.toHaveProperty(hidden);
    expect(lines['Verkoop onder btw-stelsel']).toBe('Ja');
    expect(lines['Bouwkosten (21% btw)']).toBe('€ 215.000');
    expect(lines['Kadastraal inkomen']).toBe('€ 900');
    expect(lines['Notariskosten']).toBe('€ 3.000');
  });

  it('§5 without the VAT regime the price line shows, from its fallback field (§2)', async () => {
    await openPage(HOUSE_PATH);
    expect(detailLines()['Prijs']).toBe('€ 450.000');
  });
});

describe('§2 detail display rules', () => {
  it('§2 the violation line says no judicial, remedial or administrative measure was imposed when empty', async () => {
    await openPage(HOUSE_PATH);
    expect(detailLines()['Rechterlijke herstelmaatregel of bestuurlijke maatregel']).toBe(
      'Er werd geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd.',
    );
  });

  it('§2 the violation line shows the agency\'s own text when there is one', async () => {
    await openPage(await canonicalPathOf(WITH_VIOLATION.general.id));
    expect(detailLines()['Rechterlijke herstelmaatregel of bestuurlijke maatregel']).toBe('Herstelvordering ingesteld in 2019.');
  });

  it('§2 combined fields: the permit comment and the electrical conformity sit with their answer', async () => {
    await openPage(HOUSE_PATH);
    const lines = detailLines();
    expect(lines['Stedenbouwkundige vergunning']).toBe('JaVergunning afgeleverd in 1997.');
    expect(lines['Keuringsattest elektrische installatie']).toBe('VerkregenConform');
    expect(lines['Meest recente stedenbouwkundige bestemming']).toBe('Niet ingevuld');
  });

  it('§2 rooms in their order; a surface of -1 is unknown, never "-1 m²"', async () => {
    await openPage(HOUSE_PATH);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Woonkamer', 'Gelijkvloers', '42 m²'],
      ['Slaapkamer', '1', '16 m²'],
      ['Badkamer', '1', 'onbekend'],
    ]);
    expect(document.body.textContent).not.toContain('-1 m²');
  });

  it('§2 virtual visit type 2 is the main link; documents are links, unsafe ones left out', async () => {
    await openPage(HOUSE_PATH);
    expect(screen.getByRole('link', { name: 'Start het virtuele bezoek' }).getAttribute('href')).toBe('https://tour.example/main');
    expect(screen.getByRole('link', { name: 'Bodemattest' }).getAttribute('href')).toBe('https://files.example/bodem.pdf');
    expect(screen.queryByRole('link', { name: 'Script' })).toBeNull();
  });

  it('§3 labels, enumeration values and Yes/No in the page language (fr)', async () => {
    await openPage('/fr/offre/1/huis-te-koop-a-veldstraat-1-9000-gand', { locale: 'fr' });
    const lines = detailLines();
    expect(lines["Permis d'urbanisme"]).toBe('OuiPermis délivré en 1997.');
    expect(lines['Droit de préemption']).toBe('Non');
    expect(lines['Revenu cadastral']).toBe('€ 1.250');
    expect(lines["Mesure de réparation judiciaire ou mesure administrative"]).toBe(
      "Aucune mesure judiciaire de réparation ni aucune mesure administrative n'a été imposée.",
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Huis à Gand');
  });
});

describe('§2 project entity detail', () => {
  it('§2 a project lists its units (subtype, floor, bedrooms, area, price or status) linking to each unit; §5 hidden units left out', async () => {
    await openPage(PROJECT_PATH, { hiddenStatus: [4] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Residentie Zonneveld');
    expect(screen.getByRole('heading', { level: 2, name: '2 eenheden in dit project' })).toBeTruthy();
    const table = screen.getByRole('region', { name: '2 eenheden in dit project' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Appartement 1.01', '1', '2', '85 m²', '€ 250.000'],
      ['Appartement 0.01', 'Gelijkvloers', '2', '85 m²', 'Verkocht'],
    ]);
    expect(within(table).getByRole('link', { name: 'Appartement 1.01' }).getAttribute('href')).toBe(`${PROJECT_PATH}/11`);
    // §2 'From' before a project's price: its lowest shown unit price; the sold unit's € 240.000 is not public (issue 13 item 5).
    expect(document.querySelector('.detail-header__price')?.textContent).toBe('Vanaf € 250.000');
  });

  it('§2 a unit asked for by its own id redirects to the project address plus its id', async () => {
    const outcome = await aDetailWorld({ estates: DETAIL_ESTATES }).load('/nl/aanbod/11');
    expect('thrown' in outcome && (outcome.thrown as Response).headers.get('Location')).toBe(`${PROJECT_PATH}/11`);
    const wrongSlug = await aDetailWorld({ estates: DETAIL_ESTATES }).load('/nl/aanbod/10/appartement-te-koop/11');
    expect('thrown' in wrongSlug && (wrongSlug.thrown as Response).headers.get('Location')).toBe(`${PROJECT_PATH}/11`);
  });

  it('§2 the entity page shows the unit, a link back to its project and marks it in the units table', async () => {
    await openPage(`${PROJECT_PATH}/11`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Appartement in Brugge');
    expect(screen.getByRole('link', { name: 'Residentie Zonneveld' }).getAttribute('href')).toBe(PROJECT_PATH);
    expect(document.querySelector('.detail-header__project')?.textContent).toBe('Onderdeel van Residentie Zonneveld · 1.01');
    expect(screen.getByRole('link', { name: 'Appartement 1.01' }).getAttribute('aria-current')).toBe('page');
    expect(document.querySelector('.detail-header__price')?.textContent).toBe('€ 250.000');
  });

  it('§2 moving to another unit of the project starts at its own first photo', async () => {
    const { router } = await openPage(`${PROJECT_PATH}/11`);
    const gallery = () => screen.getByRole('region', { name: 'Foto’s' });
    fireEvent.click(within(gallery()).getByRole('button', { name: 'Toon foto 3 van 3' }));
    fireEvent.click(screen.getByRole('link', { name: 'Appartement 0.01' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT_PATH}/12`));
    // The gallery is keyed by estate: ask for the region anew until the unit's page has committed.
    await waitFor(() => expect(within(gallery()).getByRole('img', { name: 'Appartement in Brugge, foto 1 van 1' })).toBeTruthy());
    expect(document.querySelector('.detail-header__status')?.textContent).toBe('Verkocht');
  });

  it.each([
    ['an unknown entity', `${PROJECT_PATH}/99`, []],
    ['§5 an entity whose status the site hides', `${PROJECT_PATH}/13`, [4]],
    ['an entity under an estate that is no project', '/nl/aanbod/1/huis/11', []],
  ] as const)('%s answers 404 (§2, §5)', async (_title, path, hiddenStatus) => {
    const outcome = await aDetailWorld({ estates: DETAIL_ESTATES, hiddenStatus }).load(path);
    expect('thrown' in outcome && thrownStatus(outcome.thrown)).toBe(404);
  });
});

describe('§2 photo gallery', () => {
  it('§2 photos in their order: the first large and eager with high priority, thumbnails as buttons, keyboard paging', async () => {
    await openPage(HOUSE_PATH);
    const gallery = screen.getByRole('region', { name: 'Foto’s' });
    const main = within(gallery).getByRole('img', { name: 'Huis in Gent, foto 1 van 3' });
    expect([main.getAttribute('src'), main.getAttribute('width'), main.getAttribute('height')]).toEqual(['/assets/demo/1.svg', '1200', '800']);
    expect([main.getAttribute('loading'), main.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const thumbs = within(gallery).getAllByRole('button', { name: /^Toon foto/ });
    expect(thumbs.map((thumb) => thumb.querySelector('img')!.getAttribute('src'))).toEqual([
      '/assets/demo/1-thumb.svg',
      '/assets/demo/2-thumb.svg',
      '/assets/demo/3.svg',
    ]);
    expect(thumbs[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(thumbs[2]!);
    expect(within(gallery).getByRole('img', { name: 'Huis in Gent, foto 3 van 3' }).getAttribute('src')).toBe('/assets/demo/3.svg');
    expect(within(gallery).getByText('Foto 3 van 3')).toBeTruthy();
    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(within(gallery).getByRole('img', { name: 'Huis in Gent, foto 1 van 3' })).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Vorige foto' }));
    expect(within(gallery).getByRole('img', { name: 'Huis in Gent, foto 3 van 3' })).toBeTruthy();
  });

  it('§2 an estate without photos shows the placeholder, sized', async () => {
    await openPage(await canonicalPathOf(SOLD_HOUSE.general.id));
    const image = screen.getByRole('region', { name: 'Foto’s' }).querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width')]).toEqual(['/placeholder-estate.svg', '1200']);
  });
});


describe('§2 sticker', () => {
  it('§2 the sticker shows with its colours; white with black text counts as none', async () => {
    const withSticker = (color: string, textColor: string): Estate => ({
      ...HOUSE_IN_GENT,
      general: { ...HOUSE_IN_GENT.general, sticker: { id: 1, name: 'Nieuw', color, textColor } },
    });
    const world = aDetailWorld({ estates: [withSticker('#a8432c', '#ffffff')] });
    render(world.open(HOUSE_PATH).ui);
    const sticker = await screen.findByText('Nieuw');
    expect([sticker.style.background, sticker.style.color]).toEqual(['rgb(168, 67, 44)', 'rgb(255, 255, 255)']);
    cleanup();
    render(aDetailWorld({ estates: [withSticker('#FFFFFF', '#000')] }).open(HOUSE_PATH).ui);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Nieuw')).toBeNull();
  });
});

describe('issue 24: legal in every region', () => {
  const FLEMISH_ONLY = [
    'Decreet complexe projecten',
    'Dwangsom',
    'Minnelijke schikking',
    'Herstelvordering',
    'Bestuurlijke maatregel',
    'P-score (perceel)',
    'G-score (gebouw)',
    'Mogelijk overstromingsgevoelig gebied',
    'Opgenomen in de inventaris van het onroerend erfgoed',
    'As-builtattest',
    'Nummer asbestattest',
    'Renovatieverplichting',
  ];

  it('a Brussels page shows no Flemish-only item, no placeholder for a planning mention, and its PEB class and CO₂', async () => {
    await openPage(await canonicalPathOf(HOUSE_IN_BRUSSELS.general.id));
    const lines = detailLines();
    for (const flemish of FLEMISH_ONLY) expect(lines).not.toHaveProperty(flemish);
    expect(document.querySelector('.key-facts__fact--flooding')).toBeNull();
    expect(Object.values(lines)).not.toContain('Niet ingevuld');
    expect(lines).not.toHaveProperty('Rechterlijke herstelmaatregel of bestuurlijke maatregel');
    expect(lines['Energielabel']).toBe('C');
    expect(lines['CO₂-uitstoot']).toBe('45 kg/m²/jaar');
    expect(lines['Stedenbouwkundige vergunning']).toBe('Ja');
    expect(lines['Risicozone voor overstromingen']).toBe('Nee');
  });

  it('a protected monument says what the protection means; the abolished flood categories are gone, the scores carry the symbol', async () => {
    await openPage(await canonicalPathOf(PROTECTED_MONUMENT.general.id));
    const lines = detailLines();
    expect(lines['Beschermd monument']).toMatch(/^JaGevolgen van de bescherming: de eigenaar moet het goed in goede staat houden/);
    expect(lines['Beschermd monument']).toContain('agentschap Onroerend Erfgoed');
    for (const abolished of ['Mogelijk overstromingsgevoelig gebied', 'Effectief overstromingsgevoelig gebied', 'Afgebakend overstromingsgebied', 'Afgebakende oeverzone']) {
      expect(lines).not.toHaveProperty(abolished);
    }
    expect(lines['P-score (perceel)']).toBe('Dmiddelgrote kans op overstroming');
    expect(lines['G-score (gebouw)']).toBe('Dmiddelgrote kans op overstroming');
  });

  it('in French, the protection is explained in French', async () => {
    await openPage('/fr/offre/21', { locale: 'fr' });
    expect(detailLines()['Monument protégé']).toContain('Conséquences de la protection : le propriétaire doit maintenir le bien en bon état');
  });
});
