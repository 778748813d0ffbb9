import { type DataValue, type ScriptSandboxService } from '@tessera/sdk';
import { type Point, toDataValue } from './seriesBuffer';

/** What post-processing remembers of a series between points. */
export interface PostState {
  prevValue: DataValue;
  timePrev: number;
  prevOrigValue: DataValue;
}

/** Before the first point the previous values are 0, as in ThingsBoard. */
export const initialPostState = (): PostState => ({ prevValue: 0, timePrev: 0, prevOrigValue: 0 });

/** Argument names of a post-processing body (seed 000 §3 telemetry key). */
export const POST_ARGS = ['time', 'value', 'prevValue', 'timePrev', 'prevOrigValue'] as const;

/**
 * Runs `body` in the sandbox for each point, oldest first, with the previous shown and original
 * values; returns the shown points and advances `state`.
 */
export async function postProcessPoints(sandbox: ScriptSandboxService, body: string, points: readonly Point[], state: PostState): Promise<Point[]> {
  const out: Point[] = [];
  for (const [time, value] of points) {
    const shown = toDataValue(await sandbox.run(body, POST_ARGS, [time, value, state.prevValue, state.timePrev, state.prevOrigValue]));
    state.prevValue = shown;
    state.timePrev = time;
    state.prevOrigValue = value;
    out.push([time, shown]);
  }
  return out;
}
