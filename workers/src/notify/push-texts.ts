import { DEFAULT_LOCALE, LOCALES, PUSH_ICON, type Locale, type MessageKind, type PushPayload } from '@amoretto/shared';
import { readCatalog } from '@amoretto/shared/node';
import { messagePreview } from './notify-rules';

/** The `push` group of the site's catalogs (shared/src/i18n/<lang>.json). */
interface PushTexts {
  fictional_name: string;
  message_hidden: string;
  message_photo: string;
  message_gift: string;
  like_title: string;
  like_body: string;
  match_title: string;
  match_body: string;
}

// Read once at boot: a catalog without the group fails the workers' start, not a push at night.
const catalogs = new Map<Locale, PushTexts>(
  LOCALES.map((locale) => {
    const texts = readCatalog<{ push?: PushTexts }>('ui', locale).push;
    if (!texts) throw new Error(`the ${locale} catalog has no push texts`);
    return [locale, texts];
  }),
);

const textsFor = (locale: Locale): PushTexts => catalogs.get(locale) ?? catalogs.get(DEFAULT_LOCALE)!;
const fill = (template: string, name: string) => template.replace(/\{\{\s*name\s*\}\}/g, name);

/** A member as a notification names them: a fictional profile always says so (docs/product.md#audience). */
export function pushName(locale: Locale, member: { name: string; fictional: boolean }): string {
  return member.fictional ? fill(textsFor(locale).fictional_name, member.name) : member.name;
}

export function messagePush(
  locale: Locale,
  input: {
    sender: { name: string; fictional: boolean };
    message: { kind: MessageKind; body: string | null };
    previews: boolean;
    conversationId: number;
    badge: number;
  },
): PushPayload {
  const t = textsFor(locale);
  const { kind, body } = input.message;
  const text =
    kind === 'photo'
      ? t.message_photo
      : kind === 'gift'
        ? t.message_gift
        : input.previews && body
          ? messagePreview(body)
          : t.message_hidden;
  return {
    v: 1,
    kind: 'message',
    title: pushName(locale, input.sender),
    body: text,
    icon: PUSH_ICON,
    badge_count: input.badge,
    url: `/chats/${input.conversationId}`,
    tag: `conversation-${input.conversationId}`,
  };
}

export function likePush(locale: Locale, liker: { name: string; fictional: boolean }, badge: number): PushPayload {
  const t = textsFor(locale);
  return {
    v: 1,
    kind: 'like',
    title: t.like_title,
    body: fill(t.like_body, pushName(locale, liker)),
    icon: PUSH_ICON,
    badge_count: badge,
    url: '/likes/received',
    tag: 'likes',
  };
}

export function matchPush(locale: Locale, partner: { name: string; fictional: boolean }, badge: number): PushPayload {
  const t = textsFor(locale);
  return {
    v: 1,
    kind: 'match',
    title: t.match_title,
    body: fill(t.match_body, pushName(locale, partner)),
    icon: PUSH_ICON,
    badge_count: badge,
    url: '/likes/matches',
    tag: 'matches',
  };
}
