import { memberKeys } from '@gp/member-kit';

/** The query keys of the messages page: a box's pages under `box(name)`, every box under `all`. */
export const messageKeys = {
  all: [...memberKeys.all, 'messages'] as const,
  box: (box: 'inbox' | 'outbox') => [...messageKeys.all, box] as const,
  page: (box: 'inbox' | 'outbox', page: number) => [...messageKeys.box(box), page] as const,
};
