import { FEATURES_SECTION } from '../../domain/display/feature-fields';
import { KEY_FACT_LABELS } from '../../domain/display/key-facts';
import { LEGAL_SECTIONS } from '../../domain/legal/legal-sections';
import { LOCALES } from '../../domain/shared/locale';
import { messagesFor } from '../../ui/i18n/messages';

// Issue 24, issue 19: the core decides every detail line with its label key; each front-end writes the key in its
// language from ui/i18n. A key without a text in a language would show as the bare key.

/** Every label and heading key the core can put in a detail view's groups. */
const GROUP_KEYS = [...LEGAL_SECTIONS, FEATURES_SECTION].flatMap((section) => [section.title, ...section.fields.map((field) => field.label)]);

const FACT_KEYS = Object.values(KEY_FACT_LABELS);

describe('issue 19, issue 24: every label key of a detail view has its text in every language', () => {
  it('the groups name their keys (the check below is not vacuous)', () => {
    expect(GROUP_KEYS.length).toBeGreaterThan(100);
    expect(FACT_KEYS.length).toBe(10);
  });

  it.each(LOCALES)('%s: every field group, line and key fact label', (locale) => {
    const messages = messagesFor(locale);
    expect([...GROUP_KEYS, ...FACT_KEYS].filter((key) => !messages[key])).toEqual([]);
  });
});
