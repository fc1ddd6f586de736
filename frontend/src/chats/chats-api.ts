import type {
  ChatMessagesQueryDto,
  ChatMessagesResponse,
  ChatReadResponse,
  ChatRemoveResponse,
  ChatsResponse,
  GiftId,
  SendGiftDto,
  SendMessageDto,
  SendMessageResponse,
} from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

// The chat API (docs/product.md#chats). Sends carry a client id the server de-duplicates, so the client's
// network retries are safe: a repeat answers 200 with the original message and no second charge.

/** `fresh`: past the browser's kept answer, for a change the page knows of before the list's tag moves. */
export function fetchChats(signal?: AbortSignal, fresh = false): Promise<ChatsResponse> {
  return apiFetch<ChatsResponse>({ path: '/chats.php', signal, cache: fresh ? 'reload' : undefined });
}

export function fetchMessages(conversationId: number, query: ChatMessagesQueryDto, signal?: AbortSignal): Promise<ChatMessagesResponse> {
  return apiFetch<ChatMessagesResponse>({ path: `/chats/${conversationId}/messages`, query: { ...query }, signal });
}

export function sendText(profileId: number, clientId: string, body: string): Promise<SendMessageResponse> {
  const dto: SendMessageDto = { profile_id: profileId, client_id: clientId, body };
  return apiFetch<SendMessageResponse>({ method: 'POST', path: '/chats/messages', body: dto });
}

export function sendGift(profileId: number, clientId: string, giftId: GiftId): Promise<SendMessageResponse> {
  const dto: SendGiftDto = { profile_id: profileId, client_id: clientId, gift_id: giftId };
  return apiFetch<SendMessageResponse>({ method: 'POST', path: '/chats/gifts', body: dto });
}

export function sendPhoto(profileId: number, clientId: string, photo: Blob): Promise<SendMessageResponse> {
  const form = new FormData();
  form.set('profile_id', String(profileId));
  form.set('client_id', clientId);
  form.set('photo', photo);
  return apiFetch<SendMessageResponse>({ method: 'POST', path: '/chats/photos', body: form });
}

export function markRead(conversationId: number): Promise<ChatReadResponse> {
  return apiFetch<ChatReadResponse>({ method: 'POST', path: `/chats/${conversationId}/read` });
}

/** Removes the chat from the viewer's list only; not retried so a failure shows at once. */
export function removeChat(target: { conversationId: number } | { profileId: number }): Promise<ChatRemoveResponse> {
  const query = 'conversationId' in target ? { conversation_id: target.conversationId } : { profile_id: target.profileId };
  return apiFetch<ChatRemoveResponse>({ method: 'DELETE', path: '/chat.php', query, retries: 0 });
}
