/** The trust area's words, in English like the rest of the console (operator-texts.ts). */
export const TRUST_TEXTS = {
  areaTitle: 'Trust limits',
  areaHint: 'The rules that limit new, unconfirmed and reported members, and the members held for review.',
  title: 'Limits tied to trust',
  rulesTitle: 'Rules',
  rulesIntro: 'These limits apply to messages to real members only; fictional profiles can always be written to.',
  limitedRule: (perMinute: number, hours: number, days: number) =>
    `Limited members send at most ${perMinute} messages a minute to real members. Limited: unconfirmed accounts, accounts confirmed less than ${hours} hours ago that never bought credits, and members with a report upheld in the last ${days} days.`,
  photoRule: 'Unconfirmed accounts cannot send photos.',
  holdRule: (blockers: number, reporters: number, hours: number) =>
    `A member blocked by ${blockers} members or reported by ${reporters} members within ${hours} hours is held for review: they can write to fictional profiles only, until released here.`,
  heldTitle: 'Held for review',
  heldEmpty: 'No member is held.',
  heldSince: (when: string) => `held since ${when}`,
  reason: { blocks: 'blocked by several members', reports: 'reported by several members' },
  counts: (blockers: number, reporters: number) => `now: ${blockers} blocks, ${reporters} reports in the window`,
  release: 'Release',
  releasing: 'Releasing…',
  released: 'Hold released.',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  home: 'Console home',
} as const;
