/** How many of the newest messages a conversation opens with; older ones on request. */
export const OPENING_WINDOW = 50;
