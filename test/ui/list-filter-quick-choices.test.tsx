/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FIXTURE_CITIES, TABLE_FILTER_ESTATES } from '../fixtures/estates';
import { aListWorld, queryOf } from './support/list-page-world';

/**
 * §2 (the URL is the list's state): choices made faster than the network answers each add to the one before. The panel
 * navigates once a choice is painted, so an earlier choice's answer can land between a later choice and its navigation
 * (a slow phone, a slow network): the later control jumped back, and the next choice was made without it.
 */

/** A loader that waits, per query string, until the test lets it answer. */
function heldAnswers() {
  const held = new Map<string, () => void>();
  const beforeLoad = (search: string) => {
    if (!search.includes('garden=1')) return undefined;
    return new Promise<void>((resolve) => held.set(search, resolve));
  };
  const release = (search: string) => {
    held.get(search)?.();
    held.delete(search);
  };
  return { held, beforeLoad, release };
}

const form = () => screen.getByRole('search');
const checkbox = (name: RegExp) => within(form()).getByRole<HTMLInputElement>('checkbox', { name });

describe('§2 the filter panel: quick choices each add to the one before', () => {
  it('an earlier choice landing while a later one is on its way keeps the later one, shown and in what follows', async () => {
    const answers = heldAnswers();
    const world = aListWorld({ estates: TABLE_FILTER_ESTATES, cities: FIXTURE_CITIES, beforeLoad: answers.beforeLoad });
    const { router, ui } = world.open('');
    render(ui);
    await screen.findByRole('heading', { level: 2, name: '6 panden' });

    // The garden: its answer is on its way.
    fireEvent.click(checkbox(/^Met tuin/));
    await waitFor(() => expect([...answers.held.keys()]).toEqual(['?garden=1']));
    // The parking, chosen before the garden's answer; that answer lands before the parking's navigation starts.
    fireEvent.click(checkbox(/^Met garage of parking/));
    answers.release('?garden=1');
    await waitFor(() => expect(queryOf(router)).toBe('?garden=1'));
    await waitFor(() => expect([...answers.held.keys()]).toEqual(['?garden=1&parking=1']));
    await act(async () => {});

    // The parking stays chosen while its answer is on its way, and the next choice adds to it.
    expect(checkbox(/^Met garage of parking/).checked).toBe(true);
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Badkamers' }), { target: { value: '2' } });
    await waitFor(() => expect(answers.held.has('?garden=1&parking=1&bath-min=2')).toBe(true));
    answers.release('?garden=1&parking=1&bath-min=2');
    await waitFor(() => expect(queryOf(router)).toBe('?garden=1&parking=1&bath-min=2'));
    await act(async () => {});
    expect([/^Met tuin/, /^Met garage of parking/].map((name) => checkbox(name).checked)).toEqual([true, true]);
  });
});
