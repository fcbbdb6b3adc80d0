import { lazy } from 'react';

export type { GameFrameProps } from './game-frame';

/** Loads with the first launched game; render it inside a Suspense boundary. */
export const GameFrame = lazy(() => import(/* webpackChunkName: "game-frame" */ './game-frame').then((m) => ({ default: m.GameFrame })));
