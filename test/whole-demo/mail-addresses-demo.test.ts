import type { Appointment } from '../../domain/agenda/appointment';
import type { Estate } from '../../domain/estate/estate';
import { LOCALES } from '../../domain/shared/locale';
import { generateDemoCatalogue, localiseEstate } from '../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { createMailComposer, estateFacts } from '../../infrastructure/catalogue/mail/compose-mails';

/**
 * Issue 20 item 6 and the hidden addresses left open by issue 12: over every estate of the demo, the address a mail
 * and the .ics LOCATION give names the box once, and an estate whose address the agency hides (§3 address.visible
 * false) never has its street in what a visitor receives.
 */
const demo = generateDemoCatalogue({ referenceDate: '2026-11-01' }).sites[0]!;
const everyEstate: Estate[] = demo.groups.flatMap((group) => [group, ...(group.children ?? [])]);
const withBox = everyEstate.filter((estate) => estate.address?.box && estate.address.streetAddress?.includes(estate.address.box));
const hidden = everyEstate.filter((estate) => estate.address?.visible === false && !estate.children?.length && estate.address.streetAddress);
const mails = createMailComposer({ publicOrigin: 'https://www.immo-demo.be' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unfold = (text: string) => text.replace(/\r\n /g, '');

const appointment = (estateId: number): Appointment => ({
  id: `apt-${estateId}`,
  slotId: 1,
  start: '2026-12-01T09:30:00.000Z',
  end: '2026-12-01T10:00:00.000Z',
  name: 'Pieter Janssens',
  email: 'pieter@example.be',
  phone: '+32 470 12 34 56',
  estateId,
  status: 'BOOKED',
});

describe('issue 20 item 6: addresses in mails over every demo estate', () => {
  it('the demo has estates with a box and estates with a hidden address to test', () => {
    expect(withBox.length).toBeGreaterThan(100);
    expect(hidden.length).toBeGreaterThan(10);
  });

  it('the address line of every demo estate names its box once, in every language ("Kapelleweg 50 bus 0804", never ".../0804")', () => {
    const doubled = withBox.flatMap((estate) =>
      LOCALES.flatMap((locale) => {
        const address = estateFacts(localiseEstate(estate, locale), locale, 'https://www.immo-demo.be').address ?? '';
        const box = estate.address!.box!;
        const times = address.match(new RegExp(`(?<![\\w.])${escapeRegExp(box)}(?![\\w.])`, 'g'))?.length ?? 0;
        return times === 1 ? [] : [`${estate.general.id} (${locale}): ${address}`];
      }),
    );
    expect(doubled).toEqual([]);
  });

  it('the booking mails and the .ics LOCATION of every demo estate give its address once, with no doubled box', () => {
    const doubled = withBox.flatMap((estate) => {
      const [agency, visitor] = mails.appointmentBooked(demo.site, appointment(estate.general.id), 'nl', (locale) => localiseEstate(estate, locale), new Date('2026-11-23T12:00:00Z'));
      const location = unfold(visitor?.attachments?.[0]?.content ?? '').split('\r\n').find((line) => line.startsWith('LOCATION:')) ?? '';
      const box = estate.address!.box!;
      return [agency?.text ?? '', location].some((text) => text.includes(`${box}/${box}`) || text.includes(`${box}\\/${box}`)) ? [estate.general.id] : [];
    });
    expect(doubled).toEqual([]);
  });

  it('§3 address.visible false: no visitor mail nor .ics of any hidden-address demo estate names its street; the agency\'s mail does', () => {
    const leaks = hidden.flatMap((estate) =>
      LOCALES.flatMap((locale) => {
        const street = estate.address!.streetAddress!;
        const estateIn = (language: typeof locale) => localiseEstate(estate, language);
        const [agency, ...toVisitor] = mails.appointmentBooked(demo.site, appointment(estate.general.id), locale, estateIn, new Date('2026-11-23T12:00:00Z'));
        const friend = mails.sendToFriend(demo.site, { estateId: estate.general.id, senderName: 'An', senderEmail: 'an@example.be', friendEmail: 'bo@example.be', locale }, estateIn)[0];
        const confirmation = mails.contact(demo.site, { name: 'An', email: 'an@example.be', message: 'Hallo', estateId: estate.general.id, locale }, estateIn).at(-1);
        const seen = [...toVisitor, friend, confirmation].flatMap((mail) => [mail?.text ?? '', mail?.html ?? '', unfold(mail?.attachments?.[0]?.content ?? '')]);
        const problems = seen.some((text) => text.includes(street)) ? [`${estate.general.id} (${locale}) leaks ${street}`] : [];
        return agency?.text.includes(street) ? problems : [...problems, `${estate.general.id}: the agency's mail lacks ${street}`];
      }),
    );
    expect(leaks).toEqual([]);
  });
});
