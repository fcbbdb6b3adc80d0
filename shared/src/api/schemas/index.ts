export * from './primitives';
export * from './member';
export * from './game';
export * from './system';
