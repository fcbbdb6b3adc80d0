import type { Catalogue } from '../../catalogue/catalogue';
import { createRng, hashString } from '../../lib/prng';

/** A live table of a room vendor (GLS2_roomList). */
export interface Room {
  roomId: string;
  roomName: string;
  nodeId: number;
  gameName: string;
  gameCode: string;
  dealerName: string;
  minBet: number;
  maxBet: number;
  players: number;
  status: 'OPEN' | 'CLOSED';
}

const DEALERS = ['Anna', 'Bea', 'Carla', 'Dana', 'Ella', 'Faye', 'Gina', 'Hana', 'Iris', 'Joy', 'Kim', 'Lea'];
const LIMITS = [
  [10, 5_000],
  [50, 20_000],
  [100, 50_000],
  [500, 200_000],
] as const;

/** One to three tables per live game of the vendor; seeded by the vendor code. */
export function roomsOf(catalogue: Catalogue, vassalage: string): Room[] {
  const rng = createRng(hashString(`rooms:${vassalage}`));
  const games = (catalogue.gamesByType.get('LIVE') ?? []).filter((game) => game.vassalage === vassalage);
  let number = 0;
  return games.flatMap((game) =>
    Array.from({ length: rng.int(1, 3) }, (): Room => {
      number += 1;
      const [minBet, maxBet] = rng.pick(LIMITS);
      const status = rng.chance(0.1) ? 'CLOSED' : 'OPEN';
      return {
        roomId: `${vassalage}-${String(number).padStart(2, '0')}`,
        roomName: `${game.gameName} ${number}`,
        nodeId: game.nodeId,
        gameName: game.gameName,
        gameCode: game.gameCode,
        dealerName: rng.pick(DEALERS),
        minBet,
        maxBet,
        players: status === 'OPEN' ? rng.int(3, 240) : 0,
        status,
      };
    }),
  );
}
