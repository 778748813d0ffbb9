import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { serverHttp } from '../../dashboard/serverHttp';
import { login, removeTempDirs, startTestServer } from '../../server/helpers';
import { WidgetsApi } from '../../../plugins/widgets-library/api/widgetsApi';
import { templateDescriptor } from '../../../plugins/widgets-library/templates';

let server: RunningServer;
let tessera: WidgetsApi;
/** The same server driven only through ThingsBoard's own calls, as against a ThingsBoard 3.3 server. */
let plain: WidgetsApi;

beforeAll(async () => {
  server = await startTestServer();
  const http = serverHttp(server.url, (await login(server.url, 'tenant')).token);
  tessera = new WidgetsApi(http, true);
  plain = new WidgetsApi(http, false);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const file = (title: string, descriptors: unknown[]) => ({
  widgetsBundle: { title, image: null, description: 'From a file' },
  widgetTypes: descriptors.map((descriptor, i) => ({ name: `Type ${i}`, image: null, description: null, descriptor: descriptor as never })),
});

describe('bundle files without Tessera extensions', () => {
  it('exports what the Tessera export writes, from the standard calls', async () => {
    const imported = await tessera.importBundle(file('Both ways', [templateDescriptor('latest'), templateDescriptor('static')]));
    const id = imported.widgetsBundle.id.id;
    expect(await plain.exportBundle(id)).toEqual(await tessera.exportBundle(id));
  });

  it('imports a bundle with its types through the standard calls', async () => {
    const imported = await plain.importBundle(file('Plain import', [templateDescriptor('timeseries'), templateDescriptor('rpc')]));
    expect(imported.widgetTypes.map((t) => t.name)).toEqual(['Type 0', 'Type 1']);
    const types = await plain.types(imported.widgetsBundle);
    expect(types.map((t) => t.descriptor.type).sort()).toEqual(['rpc', 'timeseries']);
  });

  it('deletes the bundle it created when a type is refused, so nothing half-imported stays', async () => {
    const before = (await plain.allBundles()).length;
    await expect(plain.importBundle(file('Half', [templateDescriptor('latest'), null]))).rejects.toBeTruthy();
    const after = await plain.allBundles();
    expect(after.length).toBe(before);
    expect(after.map((b) => b.title)).not.toContain('Half');
  });
});
