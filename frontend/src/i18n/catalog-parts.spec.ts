import itCatalog from '../../../shared/src/i18n/it.json';
import { FIRST_PART_GROUPS, FIRST_PART_KEYS, catalogPart, needsWholeCatalog } from './catalog-parts';

describe('catalog parts', () => {
  it('splits the catalog into two parts that together are the whole and overlap only in the split groups', () => {
    const first = catalogPart(itCatalog, 'first');
    const rest = catalogPart(itCatalog, 'rest');
    expect(Object.keys(first).sort()).toEqual([...FIRST_PART_GROUPS, ...Object.keys(FIRST_PART_KEYS)].sort());
    expect(Object.keys(rest).some((group) => FIRST_PART_GROUPS.includes(group))).toBe(false);
    expect({ ...first, ...rest }).toEqual(itCatalog);
  });

  it('puts only the listed keys of a split group in the first part, and the whole group in the rest', () => {
    expect(catalogPart(itCatalog, 'first').errors).toEqual({ generic: itCatalog.errors.generic });
    expect(catalogPart(itCatalog, 'rest').errors).toEqual(itCatalog.errors);
  });

  it('names only groups and keys the catalog has', () => {
    for (const group of FIRST_PART_GROUPS) expect(Object.keys(itCatalog)).toContain(group);
    for (const [group, keys] of Object.entries(FIRST_PART_KEYS)) {
      for (const key of keys) expect(Object.keys(itCatalog[group as keyof typeof itCatalog])).toContain(key);
    }
  });

  it('lets the home page and the member search render with the first part only', () => {
    expect(needsWholeCatalog('/')).toBe(false);
    expect(needsWholeCatalog('/members')).toBe(false);
    expect(needsWholeCatalog('/members/12')).toBe(true);
    expect(needsWholeCatalog('/chats')).toBe(true);
    expect(needsWholeCatalog('/pages/faq')).toBe(true);
  });
});
