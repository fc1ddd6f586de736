import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { MEMBER_DATA_KEYS, memberPageIdOf, queryKeys } from './query-keys';

const member: QueryKey[] = [
  queryKeys.member.chats,
  queryKeys.member.chatPartner(7),
  queryKeys.member.chatOpening(7),
  queryKeys.member.search({ page: 2 }, 'net'),
  queryKeys.member.newest,
  queryKeys.member.page(12, null),
  queryKeys.member.likes.list('received'),
  queryKeys.member.olderLikes('sent', 'c1'),
  queryKeys.member.packages.list('CODE', null),
  queryKeys.member.timeBonus,
  queryKeys.member.welcomeDiscount,
  queryKeys.member.payments.list,
  queryKeys.member.payments.one(3),
  queryKeys.member.repeatOrders,
  queryKeys.ownPhotos,
];

const shared: QueryKey[] = [
  queryKeys.user,
  queryKeys.settings('?country=CH'),
  queryKeys.companyInfo,
  queryKeys.staticPage('it', 'terms'),
  queryKeys.regions,
  queryKeys.interests,
  queryKeys.premiumStats,
  queryKeys.mailChange('token'),
  queryKeys.campaignCard(5),
];

function cacheWithEveryKey(): QueryClient {
  const client = new QueryClient();
  for (const key of [...member, ...shared]) client.setQueryData(key, { key });
  return client;
}

describe('queryKeys', () => {
  it('gives every query its own key', () => {
    const hashes = [...member, ...shared].map((key) => hashKey(key));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('drops exactly the member data when the logout list is removed', () => {
    const client = cacheWithEveryKey();
    for (const queryKey of MEMBER_DATA_KEYS) client.removeQueries({ queryKey });
    for (const key of member) expect(client.getQueryData(key)).toBeUndefined();
    for (const key of shared) expect(client.getQueryData(key)).toEqual({ key });
  });

  it('reaches every likes tab and every package list through their prefixes', () => {
    const client = cacheWithEveryKey();
    client.setQueryData(queryKeys.member.likes.list('sent'), { key: 'sent' });
    client.removeQueries({ queryKey: queryKeys.member.likes.all });
    client.removeQueries({ queryKey: queryKeys.member.packages.all });
    expect(client.getQueryData(queryKeys.member.likes.list('received'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.member.likes.list('sent'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.member.packages.list('CODE', null))).toBeUndefined();
    // A sibling that only shares the `members` scope stays.
    expect(client.getQueryData(queryKeys.member.olderLikes('sent', 'c1'))).toBeDefined();
  });

  it('reads the member id from a member page key only', () => {
    expect(memberPageIdOf(queryKeys.member.page(12, 'net'))).toBe(12);
    expect(memberPageIdOf(queryKeys.member.payments.one(12))).toBeNull();
    expect(memberPageIdOf(queryKeys.campaignCard(12))).toBeNull();
  });
});
