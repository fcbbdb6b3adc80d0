import type { SimRoutes } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { relayPath } from '../../lib/relay';
import { optionalAccount } from '../../state/sessions';

/** Live-chat models (CBS_modelList): each opens the simulator's demo chat page. */
const CHAT_MODELS = [
  { id: 1, name: 'General support' },
  { id: 2, name: 'Deposit and withdrawal' },
  { id: 3, name: 'VIP desk' },
] as const;

/** Feedback length in words (SPEC §5 "feedback between {0} and {1} words"). */
export const FEEDBACK_MIN_WORDS = 10;
export const FEEDBACK_MAX_WORDS = 500;

export const SUPPORT_MESSAGES = {
  unknownModel: 'Unknown chat model',
  feedbackLength: `Feedback must be between ${FEEDBACK_MIN_WORDS} and ${FEEDBACK_MAX_WORDS} words`,
  feedbackThanks: 'Thank you for your feedback',
} as const;

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

interface LaunchChatBody {
  modelId: number;
}

const launchChatBodySchema = {
  type: 'object',
  required: ['modelId'],
  properties: { modelId: { type: 'integer' } },
} as const;

interface FeedbackBody {
  type: string;
  content: string;
  contact?: string;
}

const feedbackBodySchema = {
  type: 'object',
  required: ['type', 'content'],
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 32 },
    content: { type: 'string', maxLength: 10000 },
    contact: { type: 'string', maxLength: 100 },
  },
} as const;

export const supportRoutes: SimRoutes = async (app, { ctx }) => {
  const { state, publicUrl } = ctx;

  app.get(relayPath('CBS_modelList'), async () => ok({ models: CHAT_MODELS }));

  app.post<{ Body: LaunchChatBody }>(relayPath('CBS_launchChat'), { schema: { body: launchChatBodySchema } }, async (request) => {
    const model = CHAT_MODELS.find((candidate) => candidate.id === request.body.modelId);
    if (!model) return fail(SUPPORT_MESSAGES.unknownModel, null, 'CHAT_MODEL_NOT_FOUND');
    return ok({ chatUrl: `${publicUrl}/sim/chat?model=${model.id}` });
  });

  /** Open to guests; with a token the feedback is the account's (an unknown token is a 401). */
  app.put<{ Body: FeedbackBody }>('/wps/feedback', { schema: { body: feedbackBodySchema } }, async (request) => {
    const account = optionalAccount(state, request);
    const content = request.body.content.trim();
    const words = wordCount(content);
    if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) {
      return fail(SUPPORT_MESSAGES.feedbackLength, { words, min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS }, 'FEEDBACK_LENGTH');
    }
    const entry = {
      id: state.nextFeedbackId,
      accountId: account?.id ?? null,
      type: request.body.type,
      content,
      contact: request.body.contact?.trim() || null,
      createdAt: new Date().toISOString(),
    };
    state.nextFeedbackId += 1;
    state.feedback.push(entry);
    return ok({ id: entry.id }, SUPPORT_MESSAGES.feedbackThanks);
  });
};
