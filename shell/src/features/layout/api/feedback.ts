import * as v from 'valibot';
import { apiRequest, looseInteger } from '@gp/kernel';

export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** SPEC §5 "feedback between {0} and {1} words"; the server's limits (docs/api-contract.md). */
export const FEEDBACK_WORDS = { min: 10, max: 500 } as const;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export type FeedbackInput = { type: FeedbackType; content: string; contact?: string };

/** PUT /wps/feedback (a token is sent when there is one). */
export function sendFeedback(input: FeedbackInput): Promise<{ id: number }> {
  const json = { type: input.type, content: input.content.trim(), ...(input.contact?.trim() ? { contact: input.contact.trim() } : {}) };
  return apiRequest('/wps/feedback', { method: 'put', json, schema: v.object({ id: looseInteger }) });
}
