import { LEGAL_SECTIONS } from '../../domain/legal/legal-sections';
import { LEGAL_SECTION_LABELS } from '../../ui/components/detail/detail-sections';

// Issue 24: the core decides the legal lines, the page labels them; a line without a label would not show.

describe('issue 24: every legal line the core can decide has its heading and label on the page', () => {
  it.each(LEGAL_SECTIONS.map((section) => [section.id, section] as const))('%s', (id, section) => {
    const labels = LEGAL_SECTION_LABELS[id];
    expect(labels?.title.id).toBeTruthy();
    expect(section.fields.filter((field) => !labels?.labels[field.path]).map((field) => field.path)).toEqual([]);
  });
});
