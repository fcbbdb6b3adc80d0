import * as v from 'valibot';
import { apiRequest, getRuntimeConfig, looseInteger, relayPath, type Language } from 'shared';

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
export async function fetchPopups(execution: PopupExecution, language: Language): Promise<Popup[]> {
  const { platform } = getRuntimeConfig();
  const { popup } = await apiRequest(relayPath('MCSFE_getListAnnouncements'), { schema: popupListSchema, params: { types: 'PU', platform, execution, language } });
  return popup.filter((item) => item.execution === execution);
}
