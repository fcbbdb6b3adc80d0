import * as v from 'valibot';
import { safeUrl } from '@gp/ui-kit';

/** A picture the member sent (a promotion application's images): png or jpeg, base64, nothing else. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg);base64,[a-z0-9+/]+={0,2}$/i;

/**
 * A server image URL fit for `<img src>`: what `safeUrl` lets open (https, or http on the local
 * origins), and where the call may send back what the member uploaded (`data`), a png or jpeg data
 * URL. Anything else is null: the picture is left out, never loaded.
 */
export function safeImageUrl(candidate: unknown, { data = false }: { data?: boolean } = {}): string | null {
  if (data && typeof candidate === 'string' && DATA_IMAGE.test(candidate)) return candidate;
  return safeUrl(candidate);
}

/** A nullable image URL of a response: kept when it passes `safeImageUrl`, else null. */
export const safeImageUrlSchema = v.pipe(
  v.nullish(v.string(), null),
  v.transform((url) => (url === null ? null : safeImageUrl(url))),
);

/** A response's list of image URLs (data URLs allowed): those that pass `safeImageUrl`. */
export const safeImageListSchema = v.pipe(
  v.nullish(v.array(v.string()), []),
  v.transform((urls) => urls.map((url) => safeImageUrl(url, { data: true })).filter((url): url is string => url !== null)),
);
