import * as v from 'valibot';
import { emitEvent, looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { messageKeys } from './message-keys';

/** A message: the platform's are HTML (sanitised before showing), a member's are plain text. */
export const messageSchema = v.object({
  id: looseInteger,
  subject: v.string(),
  content: v.string(),
  html: v.boolean(),
  sender: v.picklist(['PLATFORM', 'ME']),
  createTime: v.string(),
  read: v.boolean(),
  replyTo: v.nullish(looseInteger, null),
});

export type Message = v.InferOutput<typeof messageSchema>;

const boxSchema = v.object({
  list: v.array(messageSchema),
  totalPages: looseInteger,
  totalElements: looseInteger,
  unread: v.optional(looseInteger),
});

export type MessageBox = v.InferOutput<typeof boxSchema>;
export type BoxName = 'inbox' | 'outbox';

/** Ten a page (the simulator's default; the platform's page size is not known). */
export const MESSAGES_PAGE_SIZE = 10;

const BOX_CALL: Record<BoxName, string> = { inbox: 'CSP_getInbox', outbox: 'CSP_getOutbox' };

/** CSP_getInbox (last 30 days) / CSP_getOutbox (last 7 days), newest first. */
export function getMessages(box: BoxName, page: number, signal?: AbortSignal): Promise<MessageBox> {
  return apiRequest(relayPath(BOX_CALL[box]), { schema: boxSchema, params: { page, size: MESSAGES_PAGE_SIZE }, signal });
}

export function messagesQueryOptions(box: BoxName, page: number) {
  return queryOptions({ queryKey: messageKeys.page(box, page), queryFn: ({ signal }) => getMessages(box, page, signal), placeholderData: keepPreviousData });
}

export function useMessages(box: BoxName, page: number) {
  return useQuery(messagesQueryOptions(box, page));
}

const unreadSchema = v.object({ unread: looseInteger });

/** The header and the menu badge follow at once, through the bus. */
function announceUnread({ unread }: { unread: number }) {
  emitEvent('unread-changed', { count: unread });
}

/** CSP_readMessage `{ id }`: opening an unread message marks it read. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(relayPath('CSP_readMessage'), { method: 'post', json: { id }, schema: unreadSchema }),
    onSuccess: (answer, id) => {
      announceUnread(answer);
      queryClient.setQueriesData<MessageBox>({ queryKey: messageKeys.box('inbox') }, (box) =>
        box ? { ...box, unread: answer.unread, list: box.list.map((message) => (message.id === id ? { ...message, read: true } : message)) } : box,
      );
    },
  });
}

/** CSP_deleteMessage `{ ids }`: my copy goes, from the inbox or the outbox. */
export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiRequest(relayPath('CSP_deleteMessage'), { method: 'post', json: { ids }, schema: unreadSchema }),
    onSuccess: announceUnread,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export type SendInput = { subject?: string; content: string; replyTo?: number };

/** CSP_sendMessage: to customer service, or a reply to an inbox message. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => apiRequest(relayPath('CSP_sendMessage'), { method: 'post', json: input, schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.box('outbox') }),
  });
}
