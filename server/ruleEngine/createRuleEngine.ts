import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AlarmEventBus } from '../alarms/AlarmEventBus';
import type { MailService } from '../mail/MailService';
import type { RpcService } from '../rpc/RpcService';
import type { Stores } from '../store/createStores';
import type { TelemetryService } from '../telemetry/types';
import { DebugRecorder } from './engine/DebugRecorder';
import { RuleEngine, type RuleEngineOptions } from './engine/RuleEngine';
import { EntityChangeBus } from './EntityChangeBus';
import { NodeRegistry } from './node/NodeRegistry';
import { BUILT_IN_NODES } from './nodes/builtInNodes';
import { DEFAULT_SCRIPT_LIMITS, ScriptEngine, type ScriptLimits } from './script/ScriptEngine';

export interface RuleEngineDeps {
  stores: Stores;
  telemetry: TelemetryService;
  alarmBus: AlarmEventBus;
  rpc: RpcService;
  mail: MailService;
  log: FastifyBaseLogger;
  entityChanges: EntityChangeBus;
  scriptLimits?: Partial<ScriptLimits>;
  options?: RuleEngineOptions;
}

const engines = new WeakMap<object, RuleEngine>();

/** The engine running with an app (tests and benches reach it through the app). */
export function ruleEngineOf(app: FastifyInstance): RuleEngine | undefined {
  return engines.get(app.server);
}

/** Builds the engine with every built-in node; it stops when the app closes, before the telemetry queue drains. */
export function createRuleEngine(app: FastifyInstance, deps: RuleEngineDeps): RuleEngine {
  const scripts = new ScriptEngine({ ...DEFAULT_SCRIPT_LIMITS, ...deps.scriptLimits });
  const { scriptLimits: _limits, options, ...services } = deps;
  const engine = new RuleEngine(services, new NodeRegistry(BUILT_IN_NODES), scripts, new DebugRecorder(deps.stores.events, deps.log), options);
  engines.set(app.server, engine);
  app.addHook('onClose', () => engine.close());
  return engine;
}

export { EntityChangeBus };
