// The gift catalogue. Every gift costs the site's gift_credits; names are translated under
// `gifts.<id>` and each has an image the frontend serves at /gifts/<id>.svg.
export const GIFT_IDS = ['rose', 'heart', 'chocolates', 'champagne', 'teddy', 'ring', 'coffee', 'star'] as const;
export type GiftId = (typeof GIFT_IDS)[number];

export const isGiftId = (value: unknown): value is GiftId => typeof value === 'string' && (GIFT_IDS as readonly string[]).includes(value);
