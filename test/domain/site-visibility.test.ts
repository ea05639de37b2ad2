import { estateId, type Estate } from '../../domain/estate/estate';
import { isShownForSite, visibleEstates } from '../../domain/visibility/site-visibility';
import { anEstate, withTransaction } from './builders/an-estate';

const HIDDEN = [5, 4];

describe('§5 an estate is shown only if its status id is not in hiddenStatus', () => {
  it.each<[number | undefined, readonly number[], boolean]>([
    [1, HIDDEN, true],
    [5, HIDDEN, false],
    [4, HIDDEN, false],
    [5, [], true],
    [undefined, HIDDEN, true],
  ])('§5 transaction %p with hiddenStatus %p: shown %p', (id, hidden, expected) => {
    expect(isShownForSite(withTransaction(id), hidden)).toBe(expected);
  });

  it('§5 visibleEstates drops hidden estates and a project’s hidden units', () => {
    const property = withTransaction(1);
    const sold = withTransaction(5);
    const unitForSale = withTransaction(1, { id: estateId(11) });
    const unitSold = withTransaction(5, { id: estateId(12) });
    const project: Estate = { ...withTransaction(1, { id: estateId(10), isProject: true }), children: [unitForSale, unitSold] };

    const shown = visibleEstates([property, sold, project], HIDDEN);

    expect(shown).toEqual([property, { ...project, children: [unitForSale] }]);
    expect(shown[0]).toBe(property);
  });

  it('§5 an estate whose children are all shown is passed on unchanged', () => {
    const project: Estate = { ...anEstate(), children: [withTransaction(1)] };
    expect(visibleEstates([project], HIDDEN)[0]).toBe(project);
  });

});
