import type { DetailView } from '../../application/pages/detail-page';
import type { CostEstimate } from '../../domain/costs/purchase-cost-view';
import type { FieldGroup } from '../../domain/display/field-rows';
import type { LegalRow } from '../../domain/legal/legal-view';
import { intlFor } from '../i18n/intl';
import { labelText } from '../i18n/label-key';

/** Writes a label key (message id) in the view's language: the words the web page shows. */
type Label = (id: string, values?: Record<string, string>) => string;

function groupLines(group: FieldGroup<LegalRow>, label: Label, indent: string): string[] {
  return [
    `${indent}${label(group.title)}`,
    ...group.rows.map((row) => {
      const notes = [row.warning && label('detail.flooding.warning'), row.description, row.consequences].filter(Boolean);
      return `${indent}  ${label(row.label)}: ${row.value}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    }),
  ];
}

/** Issue 10: the purchase cost estimate the view carries (for the situation the address asks), in the web's words. */
function costLines(estimate: CostEstimate, label: Label): string[] {
  const line = (key: string, amount: string, fromEstate = false) => `  ${label(key)}: ${amount}${fromEstate ? ` (${label('costs.fromEstate')})` : ''}`;
  return [
    label('costs.title'),
    line(estimate.newBuild ? 'costs.price.newBuild' : 'costs.price', estimate.price),
    ...estimate.lines.map((cost) => line(`costs.line.${cost.label}`, cost.amount, cost.fromEstate)),
    line('costs.costs', estimate.costs),
    line('costs.total', estimate.total),
    label('costs.estimate', { situation: estimate.situation, region: label(`costs.region.${estimate.region}`), date: estimate.ratesFrom }),
  ];
}

/**
 * Issue 19: the detail page's view as text, everything as the core decided it and the web page shows it: title,
 * price line, address, key facts, description, the purchase cost estimate, a project's units, every field group and
 * every legal row, the canonical address. Labels are the web's messages in the view's language.
 */
export function detailText(view: DetailView): string[] {
  const intl = intlFor(view.locale);
  const label: Label = (key, values) => labelText(intl, key, values);
  const { title } = view;
  const lines = [title, '='.repeat(Math.min(title.length, 80))];
  if (view.project) lines.push(label('detail.header.partOf', { project: view.project.title }) + (view.entityNumber ? ` · ${view.entityNumber}` : ''));
  if (view.priceSummary) lines.push(view.priceSummary);
  if (view.address) lines.push(view.address);
  if (view.reference) lines.push(label('detail.header.reference', { reference: view.reference }));
  const facts = view.facts.map((fact) => {
    const value = [fact.energyLabel?.text, fact.value, fact.warning && `(${label('detail.flooding.warning')})`].filter(Boolean).join(' ');
    return `${label(fact.label)} ${value}`;
  });
  if (facts.length > 0) lines.push(facts.join('  ·  '));
  if (view.description.length > 0) lines.push('', ...view.description);
  if (view.purchaseCost) lines.push('', ...costLines(view.purchaseCost.estimate, label));
  if (view.units.length > 0) lines.push('');
  for (const unit of view.units) {
    lines.push(`  #${unit.id.padEnd(7)} ${[unit.subType, [unit.statusLabel, unit.price].filter(Boolean).join(' · ')].filter(Boolean).join('  ·  ')}`);
  }
  for (const group of view.features) lines.push('', ...groupLines(group, label, ''));
  if (view.legal.length > 0) {
    lines.push('', label('detail.legal.title'));
    for (const group of view.legal) lines.push(...groupLines(group, label, '  '));
  }
  lines.push('', view.canonicalUrl);
  return lines;
}
