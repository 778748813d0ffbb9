import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { ruleEngineOf } from '../../server/ruleEngine/createRuleEngine';
import { defineRuleNode } from '../../server/ruleEngine/node/RuleNodeDefinition';
import { api } from './helpers';
import { demoServer, demoContext, expectError, type Tokens } from './tenancyHelpers';

/*
 * Rule node component descriptors (contract §5): the palette of the rule chain editor,
 * built from the engine's node registry.
 */

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const ENGINE = 'org.thingsboard.rule.engine.';
const FILTER = `${ENGINE}filter.TbJsFilterNode`;
const SWITCH = `${ENGINE}filter.TbMsgTypeSwitchNode`;
const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const get = (path: string, token = tokens.tenant) => api(base, path, { token });

describe('component descriptors', () => {
  it('describe a node as ThingsBoard does, with a stable id', async () => {
    const res = await get(`/api/component/${FILTER}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: { id: expect.stringMatching(UUID_V5) },
      createdTime: 0,
      type: 'FILTER',
      scope: 'TENANT',
      name: 'script',
      clazz: FILTER,
      actions: null,
      configurationDescriptor: {
        nodeDefinition: {
          details: expect.stringContaining('JavaScript'),
          description: 'Filter incoming messages using JS script',
          inEnabled: true,
          outEnabled: true,
          relationTypes: ['True', 'False', 'Failure'],
          customRelations: false,
          ruleChainNode: false,
          defaultConfiguration: { jsScript: 'return msg.temperature > 20;' },
          uiResources: ['static/rulenode/rulenode-core-config.js'],
          configDirective: 'tbFilterNodeScriptConfig',
          icon: 'filter_list',
          iconUrl: '',
          docUrl: '',
        },
      },
    });
    expect(Object.keys(res.body)).toEqual(['id', 'createdTime', 'type', 'scope', 'name', 'clazz', 'actions', 'configurationDescriptor']);
    expect((await get(`/api/component/${FILTER}`, tokens.sysadmin)).body.id).toEqual(res.body.id);
    expect((await get(`/api/component/${SWITCH}`)).body.id).not.toEqual(res.body.id);
  });

  it('list the nodes of one type, or of several, for a chain type', async () => {
    const filters = (await get('/api/components/FILTER?ruleChainType=CORE')).body;
    expect(filters.map((c: { clazz: string }) => c.clazz)).toEqual(expect.arrayContaining([FILTER, SWITCH]));
    expect(filters.every((c: { type: string }) => c.type === 'FILTER')).toBe(true);
    expect((await get('/api/components/FILTER')).body).toEqual(filters);
    const several = (await get('/api/components?componentTypes=ENRICHMENT,FILTER,TRANSFORMATION,ACTION,EXTERNAL,FLOW&ruleChainType=CORE')).body;
    expect(several.length).toBeGreaterThanOrEqual(filters.length);
    expect(several.filter((c: { type: string }) => c.type === 'FILTER')).toEqual(filters);
    expect((await get('/api/components?componentTypes=FILTER')).body).toEqual(filters);
  });

  it('always include Failure in the relation types, and give nodes that no chain type of theirs allows only to that type', async () => {
    const registry = ruleEngineOf(server.app)!.registry;
    const edgeOnly = defineRuleNode({
      clazz: 'org.example.EdgeOnlyTestNode', type: 'ACTION', name: 'edge only', description: 'test node', details: '',
      relationTypes: ['Done'], customRelations: true, outEnabled: false, ruleChainTypes: ['EDGE'], defaultConfiguration: { a: 1 }, configDirective: 'tbNodeEmptyConfig',
      init: () => ({ onMsg: () => undefined }),
    });
    const remove = registry.register(edgeOnly);
    try {
      const descriptor = (await get('/api/component/org.example.EdgeOnlyTestNode')).body;
      expect(descriptor.configurationDescriptor.nodeDefinition).toMatchObject({ relationTypes: ['Done', 'Failure'], customRelations: true, outEnabled: false, defaultConfiguration: { a: 1 } });
      const clazzes = async (query: string) => (await get(`/api/components/ACTION${query}`)).body.map((c: { clazz: string }) => c.clazz);
      expect(await clazzes('?ruleChainType=EDGE')).toContain(edgeOnly.clazz);
      expect(await clazzes('?ruleChainType=CORE')).not.toContain(edgeOnly.clazz);
      expect(await clazzes('')).not.toContain(edgeOnly.clazz);
    } finally {
      remove();
    }
    for (const descriptor of (await get('/api/components?componentTypes=ENRICHMENT,FILTER,TRANSFORMATION,ACTION,EXTERNAL,FLOW')).body) {
      expect(descriptor.configurationDescriptor.nodeDefinition.relationTypes).toContain('Failure');
    }
  });

  it('refuse unknown types with ThingsBoard’s enum texts, and unknown classes with 404', async () => {
    expectError(await get('/api/components/FILTERS'), 400, 31, 'No enum constant org.thingsboard.server.common.data.plugin.ComponentType.FILTERS');
    expectError(await get('/api/components?componentTypes=FILTER,nope'), 400, 31, 'No enum constant org.thingsboard.server.common.data.plugin.ComponentType.nope');
    expectError(await get('/api/components/FILTER?ruleChainType=CLOUD'), 400, 31, 'No enum constant org.thingsboard.server.common.data.rule.RuleChainType.CLOUD');
    expectError(await get('/api/components'), 400, 31, "Parameter 'componentTypes' can't be empty!");
    expectError(await get(`/api/component/${ENGINE}filter.NoSuchNode`), 404, 32);
  });

  it('are for system and tenant administrators only', async () => {
    expect((await get('/api/components/FILTER', tokens.sysadmin)).status).toBe(200);
    for (const path of ['/api/components/FILTER', '/api/components?componentTypes=FILTER', `/api/component/${FILTER}`]) {
      expectError(await get(path, tokens.customer), 403, 20);
      expectError(await api(base, path), 401, 10);
    }
  });
});
