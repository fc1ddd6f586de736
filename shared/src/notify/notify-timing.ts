// How often members are told about what happened while they were away (docs/product.md#notifications).

/**
 * A conversation pushes once, then again only after the member has been back (looked at the
 * site or read the conversation) or this long after the last push: a burst of messages
 * makes one notification, a conversation that goes on hours later makes another.
 */
export const PUSH_REPEAT_MS = 15 * 60_000;

/** Likes are mailed in batches: the first like after a likes mail waits this long, the others join it. */
export const LIKES_MAIL_DELAY_MS = 30 * 60_000;
