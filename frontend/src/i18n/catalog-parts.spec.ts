import itCatalog from '../../../shared/src/i18n/it.json';
import { CHAT_PART_GROUPS, FIRST_PART_GROUPS, FIRST_PART_KEYS, catalogPart, catalogPartsFor } from './catalog-parts';

describe('catalog parts', () => {
  it('splits the catalog into three parts that together are the whole and overlap only in the split groups', () => {
    const first = catalogPart(itCatalog, 'first');
    const chat = catalogPart(itCatalog, 'chat');
    const rest = catalogPart(itCatalog, 'rest');
    expect(Object.keys(first).sort()).toEqual([...FIRST_PART_GROUPS, ...Object.keys(FIRST_PART_KEYS)].sort());
    expect(Object.keys(chat).sort()).toEqual([...CHAT_PART_GROUPS].sort());
    expect(Object.keys(rest).some((group) => FIRST_PART_GROUPS.includes(group) || CHAT_PART_GROUPS.includes(group))).toBe(false);
    expect({ ...first, ...chat, ...rest }).toEqual(itCatalog);
  });

  it('puts only the listed keys of a split group in the first part, and the whole group in its own part', () => {
    expect(catalogPart(itCatalog, 'first').errors).toEqual({ generic: itCatalog.errors.generic });
    expect(catalogPart(itCatalog, 'chat').errors).toEqual(itCatalog.errors);
    expect(catalogPart(itCatalog, 'rest').errors).toBeUndefined();
    expect(catalogPart(itCatalog, 'rest').consent).toEqual(itCatalog.consent);
  });

  it('names only groups and keys the catalog has', () => {
    for (const group of [...FIRST_PART_GROUPS, ...CHAT_PART_GROUPS]) expect(Object.keys(itCatalog)).toContain(group);
    for (const [group, keys] of Object.entries(FIRST_PART_KEYS)) {
      for (const key of keys) expect(Object.keys(itCatalog[group as keyof typeof itCatalog])).toContain(key);
    }
  });

  it('lets the home page and the member search render with the first part only, the chat screens with the chat’s too', () => {
    for (const path of ['/', '/members', '/members/']) expect(catalogPartsFor(path)).toEqual(['first']);
    for (const path of ['/chats', '/chats/', '/chats/12']) expect(catalogPartsFor(path)).toEqual(['first', 'chat']);
    for (const path of ['/members/12', '/members/12/chat', '/chats/12/x', '/pages/faq', '/likes']) {
      expect(catalogPartsFor(path)).toEqual(['first', 'chat', 'rest']);
    }
  });
});
