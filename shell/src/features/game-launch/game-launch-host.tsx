import { lazy, Suspense, useState } from 'react';
import { type GameLaunchRequest, useEvent } from '@gp/kernel';

// Everything but the listener loads with the first game opened: the home page's JS stays as it is.
const LaunchRunner = lazy(() => import('./launch-runner').then((m) => ({ default: m.LaunchRunner })));

let nextId = 1;

/**
 * Answers 'open-game' on every page, even where mf-games is not loaded (the home page): mf-games'
 * `./game-launcher` applies the launch rules and shows the game.
 */
export function GameLaunchHost() {
  // undefined: no game asked for yet; null: the last one is done (the runner keeps its launcher).
  const [request, setRequest] = useState<GameLaunchRequest | null>();
  useEvent('open-game', (detail) => setRequest({ ...detail, id: nextId++ }));
  if (request === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LaunchRunner request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
