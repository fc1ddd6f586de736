import { createContext } from 'react';

export interface Counters {
  /** Unread messages over all conversations (the Messages badge). */
  unreadMessages: number;
  /** Likes the member has not looked at yet (the Likes badge). */
  newLikes: number;
}

export const CountersContext = createContext<Counters>({ unreadMessages: 0, newLikes: 0 });
