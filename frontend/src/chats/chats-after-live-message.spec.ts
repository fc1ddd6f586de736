import type { ChatMessage, ChatsResponse, MemberCard } from '@amoretto/shared';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { chatsAfterLiveMessage } from './chats-after-live-message';

const ME = 1;
const HER = 2;

function message(seq: number, conversation: number): ChatMessage {
  return {
    id: conversation * 1000 + seq,
    conversation: { id: conversation },
    seq,
    sender_id: HER,
    client_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    kind: 'text',
    body: `m${seq}`,
    photo: null,
    gift_id: null,
    created_at: '2026-11-29T10:00:00.000Z',
  };
}

const card: MemberCard = { id: HER, name: 'Bice', age: 30, city: null, country: 'IT', region: null, main_image: null, fictional: false };

function list(...items: Array<{ conversation: number; seq: number; unread: number }>): ChatsResponse {
  return {
    chats: items.map(({ conversation, seq, unread }) => ({
      conversation: { id: conversation, last_seq: seq, last_message: message(seq, conversation) },
      profile: card,
      num_unread_messages: unread,
    })),
    num_unread_messages: items.reduce((sum, item) => sum + item.unread, 0),
    awaiting_confirmation: false,
  };
}

/** The list's requests as the test answers them: each waits until told, and records how it was asked. */
function server() {
  const asked: Array<{ fresh: boolean; aborted: () => boolean; answer: (list: ChatsResponse) => void }> = [];
  const fetchList = (signal?: AbortSignal, fresh = false) =>
    new Promise<ChatsResponse>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason));
      asked.push({ fresh, aborted: () => signal?.aborted ?? false, answer: resolve });
    });
  return { asked, fetchList };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chatsAfterLiveMessage', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => queryClient.clear());

  const cached = () => queryClient.getQueryData<ChatsResponse>(queryKeys.member.chats);

  it('writes a message of a listed conversation into the list without asking the server', async () => {
    queryClient.setQueryData(queryKeys.member.chats, list({ conversation: 10, seq: 2, unread: 0 }));
    const { asked, fetchList } = server();
    await chatsAfterLiveMessage(queryClient, message(3, 10), ME, fetchList);
    expect(asked).toHaveLength(0);
    expect(cached()?.chats[0]?.conversation.last_seq).toBe(3);
    expect(cached()?.num_unread_messages).toBe(1);
  });

  it('asks for the list past the browser cache when the conversation is new to it', async () => {
    queryClient.setQueryData(queryKeys.member.chats, list({ conversation: 10, seq: 2, unread: 0 }));
    const { asked, fetchList } = server();
    const done = chatsAfterLiveMessage(queryClient, message(1, 20), ME, fetchList);
    await settle();
    expect(asked.map((request) => request.fresh)).toEqual([true]);
    asked[0]!.answer(list({ conversation: 20, seq: 1, unread: 1 }, { conversation: 10, seq: 2, unread: 0 }));
    await done;
    expect(cached()?.chats.map((chat) => chat.conversation.id)).toEqual([20, 10]);
    expect(cached()?.num_unread_messages).toBe(1);
  });

  it('drops a request under way when the message arrives (its answer may predate it) and asks again past the cache', async () => {
    queryClient.setQueryData(queryKeys.member.chats, list({ conversation: 10, seq: 2, unread: 0 }));
    const { asked, fetchList } = server();
    // The periodic refresh, sent before the message was stored.
    const refresh = queryClient
      .fetchQuery({ queryKey: queryKeys.member.chats, queryFn: ({ signal }) => fetchList(signal), staleTime: 0 })
      .catch(() => undefined);
    await settle();
    const done = chatsAfterLiveMessage(queryClient, message(3, 10), ME, fetchList);
    await settle();
    expect(asked[0]!.aborted()).toBe(true);
    await refresh;
    // Meanwhile the list shows the message.
    expect(cached()?.chats[0]?.conversation.last_seq).toBe(3);
    expect(asked.map((request) => request.fresh)).toEqual([false, true]);
    asked[1]!.answer(list({ conversation: 10, seq: 3, unread: 1 }));
    await done;
    expect(cached()?.num_unread_messages).toBe(1);
  });

  it('leaves a list never loaded alone', async () => {
    const { asked, fetchList } = server();
    await chatsAfterLiveMessage(queryClient, message(1, 20), ME, fetchList);
    expect(asked).toHaveLength(0);
    expect(cached()).toBeUndefined();
  });
});
