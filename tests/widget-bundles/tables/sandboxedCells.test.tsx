// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, defaultTheme } from '@adobe/react-spectrum';
import { defaultDisplayConfig, scriptSandboxServiceRef, type ScriptSandboxService } from '@tessera/sdk';
import { createScriptRunner } from '../../../core/sandbox/createScriptRunner';
import { entitiesTable } from '../../../widget-bundles/tables/index';
import { fakeServices, fakeWidgetContext } from '../fakeWidgetContext';
import './jsdomPolyfills';
import { entity, key, seriesOf } from './fixtures';

afterEach(cleanup);

/** The script sandbox's runner answering asynchronously, as the sandbox frame does; counts calls. */
function sandbox() {
  const run = createScriptRunner();
  const calls: string[] = [];
  const service: ScriptSandboxService = {
    run: async (body, argNames, args) => {
      calls.push(body);
      await new Promise((r) => setTimeout(r, 5));
      const reply = run({ id: 'x', body, argNames: [...argNames], args: [...args] });
      if ('error' in reply) throw new Error(reply.error);
      return reply.result;
    },
  };
  return { service, calls };
}

const Table = entitiesTable.component;
const temp = key('temperature', {
  label: 'Temp',
  settings: {
    useCellContentFunction: true, cellContentFunction: "return '<i>' + value + ' deg</i>';",
    useCellStyleFunction: true, cellStyleFunction: "return value > 21 ? { color: 'red' } : null;",
  },
});
const devices = ['Pump 1', 'Pump 2'].map((name) => entity(name, [temp]));

describe('the entities table with cell functions', () => {
  it('shows the functions\' text and styles, computed in the sandbox, and follows new data', async () => {
    const { service, calls } = sandbox();
    const fake = fakeWidgetContext({
      datasources: devices, series: devices.flatMap((d, i) => seriesOf(d, { temperature: [[1, 20 + i * 2]] })),
      services: fakeServices([[scriptSandboxServiceRef, service]]),
    });
    render(
      <Provider theme={defaultTheme}>
        <Table settings={{ ...entitiesTable.defaultSettings }} width={600} height={400} config={defaultDisplayConfig()} ctx={fake.ctx} />
      </Provider>,
    );
    const cell = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[2];
    await waitFor(() => expect(cell('Pump 2').textContent).toBe('22 deg'));
    expect(cell('Pump 1').textContent).toBe('20 deg');
    expect(cell('Pump 2').style.color).toBe('red');
    expect(cell('Pump 1').style.color).toBe('');
    fake.push({ series: devices.flatMap((d, i) => seriesOf(d, { temperature: [[2, 30 + i]] })), version: 2, error: null });
    await waitFor(() => expect(cell('Pump 1').textContent).toBe('30 deg'));
    expect(cell('Pump 1').style.color).toBe('red');
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });
});
