import itCatalog from '../../../shared/src/i18n/it.json';
import { FIRST_PART_GROUPS, catalogPart, needsWholeCatalog } from './catalog-parts';

describe('catalog parts', () => {
  it('splits the catalog into two parts that together are the whole and never overlap', () => {
    const first = catalogPart(itCatalog, 'first');
    const rest = catalogPart(itCatalog, 'rest');
    expect(Object.keys(first).sort()).toEqual([...FIRST_PART_GROUPS].sort());
    expect(Object.keys(rest).some((group) => FIRST_PART_GROUPS.includes(group))).toBe(false);
    expect({ ...first, ...rest }).toEqual(itCatalog);
  });

  it('names only groups the catalog has', () => {
    for (const group of FIRST_PART_GROUPS) expect(Object.keys(itCatalog)).toContain(group);
  });

  it('lets the home page and the member search render with the first part only', () => {
    expect(needsWholeCatalog('/')).toBe(false);
    expect(needsWholeCatalog('/members')).toBe(false);
    expect(needsWholeCatalog('/members/12')).toBe(true);
    expect(needsWholeCatalog('/chats')).toBe(true);
    expect(needsWholeCatalog('/pages/faq')).toBe(true);
  });
});
