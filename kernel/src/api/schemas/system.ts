import * as v from 'valibot';
import { looseBoolean } from './primitives';

export type WhitelabelNode = {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
};

export const whitelabelNodeSchema: v.GenericSchema<unknown, WhitelabelNode> = v.object({
  modId: v.string(),
  enabled: looseBoolean,
  childrenNodes: v.nullish(
    v.array(v.lazy(() => whitelabelNodeSchema)),
    () => [],
  ),
});

export const whitelabelSchema = v.array(whitelabelNodeSchema);
