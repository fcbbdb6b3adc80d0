import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha, newCaptchaUuid } from '../api/captcha';
import { createThrottle } from '../utils/throttle';

export type CaptchaState = {
  uuid: string | null;
  image: string | null;
  failed: boolean;
  /** The user asks for a new image (and uuid): at most once a second (SPEC §5). */
  refresh: () => void;
  /** A new image after the server used the answer up (a refused attempt). */
  reload: () => void;
};

/** The captcha of a form: loaded when `active` turns on, refreshed on demand. */
export function useCaptcha(active: boolean): CaptchaState {
  const [state, setState] = useState<{ uuid: string | null; image: string | null; failed: boolean }>({
    uuid: null,
    image: null,
    failed: false,
  });
  const throttle = useRef(createThrottle());
  const latest = useRef<string | null>(null);

  const load = useCallback(() => {
    const uuid = newCaptchaUuid();
    latest.current = uuid;
    setState({ uuid, image: null, failed: false });
    fetchCaptcha(uuid).then(
      (image) => latest.current === uuid && setState({ uuid, image, failed: false }),
      () => latest.current === uuid && setState({ uuid, image: null, failed: true }),
    );
  }, []);

  useEffect(() => {
    if (active) load();
  }, [active, load]);

  const refresh = useCallback(() => {
    if (throttle.current.tryPass()) load();
  }, [load]);

  return { ...state, refresh, reload: load };
}
