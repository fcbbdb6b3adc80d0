import * as v from 'valibot';

// An iframe src of javascript: or data: would run in the player's page: only http(s) and paths pass.
const launchUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check((url) => /^(https?:)?\/\/[^\s]+$|^\/[^/\s]/i.test(url), 'Expected an http(s) URL or a path'),
);

/** /wps/game/launchGame and GCS_gameLaunchFB. */
export const launchResultSchema = v.object({ url: launchUrl });

export type LaunchResult = v.InferOutput<typeof launchResultSchema>;
