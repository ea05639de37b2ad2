import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { Estate, Region } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { LegalItem } from '../../../../domain/legal/legal-items';
import type { Problem } from '../../../../domain/legal/compliance';

/** A listing the demo makes lack something its region requires of an advertisement (issue 24). */
export interface DeliberateGap {
  readonly id: number;
  readonly region: Region;
  readonly item: LegalItem;
  readonly problem: Problem;
}

interface GapKind {
  readonly region: Region;
  readonly item: LegalItem;
  readonly problem: Problem;
  /** Only a sale: the Flemish planning and flood mentions are asked of a sale. */
  readonly saleOnly?: boolean;
  /** Whether the estate has what this gap takes away. */
  readonly has: (estate: Estate) => boolean;
  readonly apply: (estate: Estate) => Estate;
}

const withEnergy = (estate: Estate, change: Partial<NonNullable<Estate['energy']>>, drop: readonly (keyof NonNullable<Estate['energy']>)[] = []): Estate => {
  const energy = { ...estate.energy, ...change };
  for (const key of drop) delete energy[key];
  return { ...estate, energy };
};

const withCertification = (estate: Estate, drop: readonly string[], change: Readonly<Record<string, unknown>> = {}): Estate => {
  const certification: Record<string, unknown> = { ...estate.fields?.certification, ...change };
  for (const key of drop) delete certification[key];
  return { ...estate, fields: { ...estate.fields, certification } };
};

/**
 * What the demo leaves out, once each, on the last listing (by id) that fits: a dwelling on offer in the region, with
 * the item to take away. Some are missing, some state "PEB en cours" or "EPC in aanvraag" instead of a value.
 */
const GAP_KINDS: readonly GapKind[] = [
  {
    region: 'FLANDERS',
    item: 'energyCertificate',
    problem: 'missing',
    has: (e) => !!e.energy?.epcReference,
    apply: (e) => withCertification(withEnergy(e, {}, ['epcReference']), ['epc_number']),
  },
  {
    region: 'FLANDERS',
    item: 'energyCertificate',
    problem: 'invalid',
    has: (e) => !!e.energy?.epcReference,
    apply: (e) => withCertification(withEnergy(e, { epcReference: 'EPC in aanvraag' }), [], { epc_number: 'EPC in aanvraag' }),
  },
  {
    region: 'FLANDERS',
    item: 'energyScore',
    problem: 'missing',
    has: (e) => typeof e.energy?.epcValue === 'number',
    apply: (e) => withCertification(withEnergy(e, {}, ['epcValue']), ['epc_value']),
  },
  {
    region: 'FLANDERS',
    item: 'floodScores',
    problem: 'missing',
    saleOnly: true,
    has: (e) => !!e.general.flooding?.parcel,
    apply: (e) => {
      const general = { ...e.general };
      delete (general as { flooding?: unknown }).flooding;
      return { ...e, general };
    },
  },
  {
    region: 'FLANDERS',
    item: 'planningPermit',
    problem: 'missing',
    saleOnly: true,
    has: (e) => e.fields?.planning?.permission !== undefined,
    apply: (e) => {
      const planning = { ...e.fields?.planning };
      delete planning.permission;
      delete planning.permission_comment;
      return { ...e, fields: { ...e.fields, planning } };
    },
  },
  {
    region: 'BRUSSELS',
    item: 'co2',
    problem: 'missing',
    has: (e) => typeof e.energy?.co2 === 'number' && e.energy.co2 > 0,
    apply: (e) => withCertification(withEnergy(e, {}, ['co2']), ['co2_emission']),
  },
  {
    region: 'BRUSSELS',
    item: 'energyLabel',
    problem: 'invalid',
    has: (e) => !!e.energy?.energyLabel,
    apply: (e) => withCertification(withEnergy(e, { energyLabel: 'PEB en cours' }), [], { energy_label: 'PEB en cours' }),
  },
  {
    region: 'WALLONIA',
    item: 'energyTotal',
    problem: 'missing',
    has: (e) => typeof e.fields?.certification?.epc_year_value === 'number',
    apply: (e) => withCertification(e, ['epc_year_value']),
  },
  {
    region: 'WALLONIA',
    item: 'energyCertificate',
    problem: 'invalid',
    has: (e) => !!e.energy?.epcReference,
    apply: (e) => withCertification(withEnergy(e, { epcReference: 'PEB en cours' }), [], { epc_number: 'PEB en cours' }),
  },
];

const ON_OFFER: readonly number[] = [TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.TO_RENT];

const fits = (estate: Estate, kind: GapKind, hiddenStatus: readonly number[]): boolean => {
  const transaction = estate.general.transaction?.id ?? 0;
  const head = estate.general.headType?.id;
  return (
    estate.address?.region === kind.region &&
    (head === HEAD_TYPE_ID.HOUSE || head === HEAD_TYPE_ID.APARTMENT) &&
    (kind.saleOnly ? transaction === TRANSACTION_ID.FOR_SALE : ON_OFFER.includes(transaction)) &&
    !hiddenStatus.includes(transaction) &&
    !estate.general.skarabeeGuid &&
    kind.has(estate)
  );
};

/**
 * Issue 24: the demo's standalone properties with a few made to lack what their region requires, deterministically (the
 * last that fits each kind, by id: the estates other tests and examples name come first), so that the compliance report has something to find; and which they are.
 */
export function withDeliberateGaps(groups: readonly Estate[], hiddenStatus: readonly number[]): { groups: Estate[]; gaps: DeliberateGap[] } {
  const out = [...groups];
  const gaps: DeliberateGap[] = [];
  const order = out.map((group, index) => ({ group, index })).sort((a, b) => Number(b.group.general.id) - Number(a.group.general.id));
  for (const kind of GAP_KINDS) {
    const found = order.find(({ group }) => !group.children && !gaps.some((gap) => gap.id === Number(group.general.id)) && fits(group, kind, hiddenStatus));
    if (!found) continue;
    out[found.index] = kind.apply(found.group);
    gaps.push({ id: Number(found.group.general.id), region: kind.region, item: kind.item, problem: kind.problem });
  }
  return { groups: out, gaps };
}
