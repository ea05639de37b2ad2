import { projectFromPrice } from '../../../../domain/estate/project-price';
import { LOCALES } from '../../../../domain/shared/locale';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';

/**
 * Issue 20 ("Also"): a project's header said "from € 110,000" while its description said "from € 28,000" (a garage's
 * price): over every project of the demo, the price its text names is the "from" price its page heads with.
 */
const projects = generateDemoCatalogue().sites[0]!.groups.filter((group) => group.general.isProject === true);
const NUMBER = '€\\s?([\\d.,\\s\\u202f\\u00a0]+)';
const PRICES = { nl: new RegExp(`Prijzen vanaf ${NUMBER}`), fr: new RegExp(`Prix à partir de ${NUMBER}`), en: new RegExp(`Prices from ${NUMBER}`), de: new RegExp(`Preise ab ${NUMBER}`) } as const;
const amount = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text.replace(/\D/g, '')));

describe('issue 20: demo project texts agree with their computed "from" price', () => {
  it.each(LOCALES)('%s: every project\'s description names its "from" price, or none when it has none', (locale) => {
    expect(projects.length).toBeGreaterThan(20);
    const disagreeing = projects.flatMap((project) => {
      const said = amount(PRICES[locale].exec(project.general.description?.[locale] ?? '')?.[1]);
      const shown = projectFromPrice(project).value;
      return said === shown ? [] : [`${project.general.id}: text ${said}, header ${shown}`];
    });
    expect(disagreeing).toEqual([]);
  });
});
