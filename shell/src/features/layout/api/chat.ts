import * as v from 'valibot';
import { apiRequest, looseInteger, relayPath } from '@gp/kernel';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { supportKeys } from './support-keys';

export const chatModelsSchema = v.object({
  models: v.array(v.object({ id: looseInteger, name: v.string() })),
});

export type ChatModel = v.InferOutput<typeof chatModelsSchema>['models'][number];

export function fetchChatModels(options?: { signal?: AbortSignal }): Promise<ChatModel[]> {
  return apiRequest(relayPath('CBS_modelList'), { schema: chatModelsSchema, signal: options?.signal }).then((r) => r.models);
}

export function chatModelsQueryOptions() {
  return queryOptions({ queryKey: supportKeys.chatModels(), queryFn: ({ signal }) => fetchChatModels({ signal }) });
}

export function useChatModels() {
  return useQuery(chatModelsQueryOptions());
}

const chatUrlSchema = v.object({ chatUrl: v.pipe(v.string(), v.url()) });

/** CBS_launchChat: the URL of the live chat for one model. */
export function launchChat(modelId: number): Promise<string> {
  return apiRequest(relayPath('CBS_launchChat'), { method: 'post', json: { modelId }, schema: chatUrlSchema }).then((r) => r.chatUrl);
}
