import { render, screen } from '@testing-library/react';
import { DETAIL_ESTATES } from './detail-estates';
import { aDetailWorld, ORIGIN, type DetailWorldOptions } from './detail-world';

/** Opens an address in a fresh world over DETAIL_ESTATES and waits for its heading. */
export async function openPage(path: string, options: Partial<DetailWorldOptions> = {}) {
  const world = aDetailWorld({ estates: DETAIL_ESTATES, ...options });
  const opened = world.open(path);
  const view = render(opened.ui);
  await screen.findByRole('heading', { level: 1 });
  return { ...world, ...opened, view };
}

/** Path of an estate's page as the loader's redirect names it. */
export async function canonicalPathOf(id: number): Promise<string> {
  const outcome = await aDetailWorld({ estates: DETAIL_ESTATES }).load(`/nl/aanbod/${id}`);
  if (!('thrown' in outcome) || !(outcome.thrown instanceof Response)) throw new Error(`no redirect for ${id}`);
  return new URL(outcome.thrown.headers.get('Location')!, ORIGIN).pathname;
}

/** The detail lines (label → value) of the page. */
export function detailLines(): Record<string, string> {
  const lines: Record<string, string> = {};
  for (const row of document.querySelectorAll('.detail-fields__row')) {
    lines[row.querySelector('dt')!.textContent!] = row.querySelector('dd')!.textContent!;
  }
  return lines;
}

