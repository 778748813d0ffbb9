import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbSaveToCustomTableNode } from '../../../../../server/ruleEngine/nodes/action/TbSaveToCustomTableNode';
import { sqlite } from '../../../accountHelpers';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
const device = { entityType: 'DEVICE' as const, id: '00000000-0000-4000-8000-0000000ab1e5' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  sqlite(server, (db) => db.exec('create table cs_tb_readings (entity_id text, temp real, label text, ok integer, extra text)'));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const rows = () => sqlite(server, (db) => db.prepare('select * from cs_tb_readings order by rowid').all());
const MAPPING = { $entity_id: 'entity_id', temperature: 'temp', name: 'label', ok: 'OK', info: 'extra' };

describe('TbSaveToCustomTableNode (action "save to custom table")', () => {
  it('has the catalogue definition and defaults (CORE chains only)', () => {
    expect(TbSaveToCustomTableNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.action.TbSaveToCustomCassandraTableNode',
      type: 'ACTION',
      name: 'save to custom table',
      ruleChainTypes: ['CORE'],
      configDirective: 'tbActionNodeCustomTableConfig',
    });
    expect(TbSaveToCustomTableNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbSaveToCustomTableNode.defaultConfiguration).toEqual({ tableName: '', fieldsMapping: { '': '' } });
  });

  it('inserts the mapped fields into cs_tb_<tableName>, the originator id for $entity_id, objects as JSON text', async () => {
    const node = await startNode(server, tenant.tenantId, TbSaveToCustomTableNode, { tableName: 'readings', fieldsMapping: MAPPING });
    const msg = msgOf(device, 'POST_TELEMETRY_REQUEST', { temperature: 21.5, name: "O'Brien; drop table device", ok: true, info: { a: [1] }, ignored: 1 });
    const routed = await node.run(msg);
    expect(routed.map((r) => [r.relations, r.msg])).toEqual([[['Success'], msg]]);
    expect(rows()).toEqual([{ entity_id: device.id, temp: 21.5, label: "O'Brien; drop table device", ok: 1, extra: '{"a":[1]}' }]);
  });

  it('fails with a clear error when the table is missing, and works once it exists', async () => {
    const node = await startNode(server, tenant.tenantId, TbSaveToCustomTableNode, { tableName: 'later', fieldsMapping: { v: 'v' } });
    const [missing] = await node.run(msgOf(device, 'X', { v: 1 }));
    expect(missing!.relations).toEqual(['Failure']);
    expect(missing!.error).toBe('Table cs_tb_later does not exist');
    sqlite(server, (db) => db.exec('create table cs_tb_later (v integer)'));
    expect((await node.run(msgOf(device, 'X', { v: 2 })))[0]!.relations).toEqual(['Success']);
    expect(sqlite(server, (db) => db.prepare('select v from cs_tb_later').all())).toEqual([{ v: 2 }]);
  });

  it('fails messages missing a mapped key, with arrays or nulls, that are not objects, or map to no such column', async () => {
    const before = rows().length;
    const node = await startNode(server, tenant.tenantId, TbSaveToCustomTableNode, { tableName: 'readings', fieldsMapping: MAPPING });
    const full = { temperature: 1, name: 'n', ok: false, info: 'i' };
    const cases: [unknown, string][] = [
      [{ ...full, name: undefined }, "Message data doesn't contain key: 'name'!"],
      [{ ...full, info: [1, 2] }, "Message data key: 'info' with value: '[1,2]' is not a JSON Object or JSON Primitive!"],
      [{ ...full, info: null }, "Message data key: 'info' with value: 'null' is not a JSON Object or JSON Primitive!"],
      ['[1]', 'Invalid message structure, it is not a JSON Object: [1]'],
    ];
    for (const [data, error] of cases) {
      const [routed] = await node.run(msgOf(device, 'X', data));
      expect(routed!.error).toBe(error);
    }
    const wrongColumn = await startNode(server, tenant.tenantId, TbSaveToCustomTableNode, { tableName: 'readings', fieldsMapping: { temperature: 'nope' } });
    expect((await wrongColumn.run(msgOf(device, 'X', full)))[0]!.error).toBe("Column 'nope' does not exist in table cs_tb_readings");
    expect(rows()).toHaveLength(before);
  });

  it('refuses a bad configuration at init: no table, unsafe names, an empty mapping', async () => {
    await expect(startNode(server, tenant.tenantId, TbSaveToCustomTableNode)).rejects.toThrow('Table name should be specified!');
    const bad: { tableName: string; fieldsMapping: Record<string, string> }[] = [
      { tableName: 'readings"; drop table device; --', fieldsMapping: { a: 'a' } },
      { tableName: 'readings', fieldsMapping: {} },
      { tableName: 'readings', fieldsMapping: { '': '' } },
      { tableName: 'readings', fieldsMapping: { a: 'temp) values (1); --' } },
    ];
    for (const config of bad) await expect(startNode(server, tenant.tenantId, TbSaveToCustomTableNode, config)).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
