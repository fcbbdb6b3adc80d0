import * as v from 'valibot';
import { apiRequest, getRuntimeConfig, looseInteger, relayPath, type Language } from '@gp/kernel';
import { keepPreviousData, queryOptions, useQuery } from '@gp/kernel/query';
import { noticeKeys } from '../../../lib/content/notice-keys';

export type PopupExecution = 'A' | 'B' | 'F';

const popupSchema = v.object({
  id: looseInteger,
  title: v.string(),
  /** HTML: rendered only through SafeHtml. */
  content: v.string(),
  execution: v.string(),
});

export type Popup = v.InferOutput<typeof popupSchema>;

const popupListSchema = v.object({ popup: v.array(popupSchema) });

/** Pop-up announcements of one audience (A logged in, B guest, F first login). */
export async function fetchPopups(execution: PopupExecution, language: Language, options?: { signal?: AbortSignal }): Promise<Popup[]> {
  const { platform } = getRuntimeConfig();
  const { popup } = await apiRequest(relayPath('MCSFE_getListAnnouncements'), {
    schema: popupListSchema,
    params: { types: 'PU', platform, execution, language },
    signal: options?.signal,
  });
  return popup.filter((item) => item.execution === execution);
}

/** noticeKeys.popups(execution, language); a language switch keeps the pop-ups on show until the new ones are in. */
export function popupsQueryOptions(execution: PopupExecution, language: Language) {
  return queryOptions({
    queryKey: noticeKeys.popups(execution, language),
    queryFn: ({ signal }) => fetchPopups(execution, language, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePopups(execution: PopupExecution, language: Language) {
  return useQuery(popupsQueryOptions(execution, language));
}
