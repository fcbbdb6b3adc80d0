import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../context';
import { pathOf } from '../../lib/http-setup';
import type { Plant, SimState } from '../../state/sim-state';
import { CONTROL_PREFIX } from './faults';

export type PlantInput = Omit<Plant, 'id'>;

export function addPlant(state: SimState, input: PlantInput): Plant {
  const plant: Plant = { id: state.nextPlantId, ...input };
  state.nextPlantId += 1;
  state.plants.push(plant);
  return plant;
}

/**
 * Sets every property named in `set`, at any depth of the answer, to the planted value. A list
 * of values goes to the occurrences of that property in document order, one each, round and
 * round (so every item of a list can carry its own value); a single value goes to all of them.
 */
export function applyPlant(answer: unknown, plant: Pick<Plant, 'set' | 'each'>): unknown {
  const seen = new Map<string, number>();
  const valueFor = (key: string): unknown => {
    const planted = plant.set[key];
    if (!plant.each?.includes(key) || !Array.isArray(planted) || planted.length === 0) return planted;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    return planted[index % planted.length] as unknown;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object' || node instanceof Date) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, Object.hasOwn(plant.set, key) ? valueFor(key) : walk(value)]),
    );
  };
  return walk(answer);
}

/**
 * Plants values into the JSON answers of every request whose path starts with a plant's path
 * (the control API excepted), for attack suites: a nickname, an announcement's HTML, a chat URL.
 * Runs before serialisation, so compression and the headers stay as they are.
 */
export function installPlants(app: FastifyInstance, ctx: SimContext): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const path = pathOf(request.url);
    if (path.startsWith(CONTROL_PREFIX)) return payload;
    const plants = ctx.state.plants.filter((plant) => path.startsWith(plant.path));
    return plants.reduce<unknown>((answer, plant) => applyPlant(answer, plant), payload);
  });
}
