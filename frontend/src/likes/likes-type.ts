import { LIKES_TYPES, type LikesType } from '@amoretto/shared';

/** A /likes/{type} segment that names one of the three lists. */
export function isLikesType(value: string): value is LikesType {
  return (LIKES_TYPES as readonly string[]).includes(value);
}
