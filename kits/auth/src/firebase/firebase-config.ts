import * as v from 'valibot';
import { peekRuntimeConfig } from '@gp/kernel';

/**
 * The operator's Firebase web config, under `firebase` in runtime-config.json (docs/api-contract.md,
 * "Sign-in providers"). Without it no provider is offered, whatever the server's modules say.
 */
export const firebaseConfigSchema = v.object({
  apiKey: v.pipe(v.string(), v.minLength(1)),
  authDomain: v.pipe(v.string(), v.minLength(1)),
  projectId: v.pipe(v.string(), v.minLength(1)),
  appId: v.optional(v.string()),
  /** Tests only: the Authentication emulator's URL (`http://127.0.0.1:9099`), for connectAuthEmulator. */
  emulatorUrl: v.optional(v.pipe(v.string(), v.url())),
  /** Registration's phone code goes through Firebase (the social-provider SMS route, SPEC §4). */
  phoneVerification: v.optional(v.boolean(), false),
  /** How long a code sent through Firebase may be used, in seconds (then `auth/code-expired`). */
  codeLifetimeSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 300),
});

export type FirebaseConfig = v.InferOutput<typeof firebaseConfigSchema>;

/** An E.164 number from a dialing code and a national number (its trunk zero dropped). */
export function e164(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum.replace(/^0+/, '')}`;
}

/**
 * The runtime config's `firebase` block, validated; null when absent. An invalid block is an
 * operator's mistake: it is reported on the console once and no provider is offered.
 */
export function readFirebaseConfig(): FirebaseConfig | null {
  const raw = peekRuntimeConfig()?.firebase;
  if (raw === undefined || raw === null) return null;
  const parsed = v.safeParse(firebaseConfigSchema, raw);
  if (parsed.success) return parsed.output;
  if (!reported) {
    reported = true;
    console.error(`Invalid firebase block in the runtime config:\n${v.summarize(parsed.issues)}`);
  }
  return null;
}

let reported = false;
