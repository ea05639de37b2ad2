import {
  AVAILABLE_STATUSES,
  COMPLETED_STATUSES,
  isAlternativeSource,
  isAvailableStatus,
  isCompletedStatus,
  isRented,
  isSold,
  priceOrStatus,
  showsPrice,
  statusOfId,
  transactionId,
  TRANSACTION_ID,
  type ListingStatus,
} from '../../domain/estate/estate-status';
import { anEstate, withTransaction } from './builders/an-estate';

const GUID = { skarabeeGuid: '0f8fad5b-d9cb-469f-a165-70867728950e' };

describe('§4 listing status', () => {
  it.each<[ListingStatus, boolean, boolean]>([
    ['FOR_SALE', true, false],
    ['TO_RENT', true, false],
    ['TAKE_OVER', true, false],
    ['SOLD', false, true],
    ['RENTED', false, true],
    ['TAKEN_OVER', false, true],
  ])('§4 %s: available %p, completed %p', (status, available, completed) => {
    expect(isAvailableStatus(status)).toBe(available);
    expect(isCompletedStatus(status)).toBe(completed);
  });

  it('§4 the two lists split the six statuses', () => {
    expect([...AVAILABLE_STATUSES, ...COMPLETED_STATUSES].sort()).toEqual(Object.keys(TRANSACTION_ID).sort());
  });

  it.each<[number | undefined, ListingStatus | undefined]>([
    [1, 'FOR_SALE'],
    [2, 'TO_RENT'],
    [3, 'TAKE_OVER'],
    [4, 'RENTED'],
    [5, 'SOLD'],
    [6, 'TAKEN_OVER'],
    [7, undefined],
    [10, undefined],
    [undefined, undefined],
  ])('agreed ids: statusOfId(%p) is %p', (id, status) => {
    expect(statusOfId(id)).toBe(status);
  });

  it('the status id is general.transaction.id', () => {
    expect(transactionId(withTransaction(5))).toBe(5);
    expect(transactionId(anEstate())).toBeUndefined();
  });
});

describe('§4 alternative source', () => {
  it.each<[string | null | undefined, boolean]>([
    [GUID.skarabeeGuid, true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('§4 guid %p marks the alternative source: %p', (guid, expected) => {
    expect(isAlternativeSource(anEstate({ general: { skarabeeGuid: guid } }))).toBe(expected);
  });
});

describe('§4 sold and rented by transaction id', () => {
  it.each<[number | undefined, boolean, boolean]>([
    [1, false, true],
    [2, false, false],
    [3, false, false],
    [4, false, false],
    [5, true, false],
    [6, true, true],
    [7, false, true],
    [8, false, false],
    [10, false, false],
    [undefined, false, false],
  ])('§4 isSold, id %p: ordinary %p, alternative %p', (id, ordinary, alternative) => {
    expect(isSold(withTransaction(id))).toBe(ordinary);
    expect(isSold(withTransaction(id, GUID))).toBe(alternative);
  });

  it.each<[number | undefined, boolean, boolean]>([
    [1, false, false],
    [2, true, true],
    [3, false, false],
    [4, true, true],
    [5, false, false],
    [6, true, true],
    [8, true, true],
    [10, false, true],
    [undefined, false, false],
  ])('§4 isRented (a rental transaction), id %p: ordinary %p, alternative %p', (id, ordinary, alternative) => {
    expect(isRented(withTransaction(id))).toBe(ordinary);
    expect(isRented(withTransaction(id, GUID))).toBe(alternative);
  });
});

describe('§2/§4 sold estates hide their price and show the status name', () => {
  it.each<[number, boolean]>([
    [1, true],
    [2, true],
    [5, false],
    [6, false],
  ])('§4 showsPrice for transaction %p: %p', (id, expected) => {
    expect(showsPrice(withTransaction(id))).toBe(expected);
  });

  it('§2 listing card: a sold estate gives its transaction name as a label', () => {
    const estate = anEstate({ general: { transaction: { id: 5, name: 'Verkocht' } }, price: { value: 250000 } });
    expect(priceOrStatus(estate)).toEqual({ kind: 'status', transactionId: 5, label: 'Verkocht' });
  });

  it('§2 without a transaction name the top-level status name is used, else an empty label', () => {
    const withStatus = anEstate({ general: { transaction: { id: 6 } }, status: { id: 6, name: 'Overgenomen' } });
    expect(priceOrStatus(withStatus)).toEqual({ kind: 'status', transactionId: 6, label: 'Overgenomen' });
    expect(priceOrStatus(withTransaction(5))).toEqual({ kind: 'status', transactionId: 5, label: '' });
  });

  it.each<[string, Parameters<typeof anEstate>[0], unknown]>([
    ['a price', { general: { transaction: { id: 1 } }, price: { value: 250000 } }, { kind: 'price', value: 250000, priceFrom: false }],
    ['a starting price', { price: { value: 199000, priceFrom: true } }, { kind: 'price', value: 199000, priceFrom: true }],
    ['a null price', { price: { value: null } }, { kind: 'price', value: undefined, priceFrom: false }],
    ['no price group', {}, { kind: 'price', value: undefined, priceFrom: false }],
  ])('§2 an unsold estate with %s shows the price', (_, overrides, expected) => {
    expect(priceOrStatus(anEstate(overrides))).toEqual(expected);
  });
});
