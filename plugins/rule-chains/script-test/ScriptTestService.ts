import { action, makeObservable, observableRef } from 'mobx';
import {
  type NotificationService, type RuleNodeScriptTest, type RuleNodeScriptTestService, type ServiceHolder, type ServiceRef,
  ruleNodeScriptTestServiceRef,
} from '@tessera/sdk';
import { type DebugEventBody, type ScriptTestRequest, type ScriptTestResult } from '../api/types';
import { sampleMessage, type ScriptTestMessage, ScriptTestStore } from './ScriptTestStore';

export interface ScriptTestServiceDeps {
  testScript(request: ScriptTestRequest): Promise<ScriptTestResult>;
  debugIn(ruleNodeId: string): Promise<DebugEventBody | null>;
  notifications: NotificationService;
  /** The node being edited: its last input becomes the test message, as in ThingsBoard. */
  ruleNodeId?: string;
}

function parsed(text: string | undefined, fallback: unknown): unknown {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The message a node's last IN debug event carried; the sample for whatever it lacks. */
export function messageOfDebugIn(debugIn: DebugEventBody | null, now = Date.now()): ScriptTestMessage {
  const sample = sampleMessage(now);
  if (!debugIn) return sample;
  const metadata = parsed(debugIn.metadata, null);
  return {
    msg: parsed(debugIn.data, sample.msg),
    metadata: metadata && typeof metadata === 'object' && !Array.isArray(metadata)
      ? Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
      : sample.metadata,
    msgType: debugIn.msgType || sample.msgType,
  };
}

/**
 * The plugin's implementation of {@link RuleNodeScriptTestService}: `open` shows the script
 * test dialog (rendered by ScriptTestHost) and resolves with the saved script, or undefined
 * when the dialog closed without saving. Opening a second test closes the first unsaved.
 */
export class ScriptTestService implements RuleNodeScriptTestService {
  current: { store: ScriptTestStore; resolve(script: string | undefined): void } | null = null;

  constructor(private readonly deps: ScriptTestServiceDeps) {
    makeObservable<ScriptTestService, 'show'>(this, { current: observableRef, close: action, show: action });
  }

  async open(test: RuleNodeScriptTest): Promise<string | undefined> {
    this.close(undefined);
    const { ruleNodeId } = this.deps;
    const debugIn = ruleNodeId ? await this.deps.debugIn(ruleNodeId).catch(() => null) : null;
    const store = new ScriptTestStore({ testScript: this.deps.testScript, notifications: this.deps.notifications }, test, messageOfDebugIn(debugIn));
    return new Promise((resolve) => this.show(store, resolve));
  }

  /** Closes the dialog, answering the pending `open` with `script`. */
  close(script: string | undefined): void {
    const current = this.current;
    this.current = null;
    current?.resolve(script);
  }

  private show(store: ScriptTestStore, resolve: (script: string | undefined) => void): void {
    this.current = { store, resolve };
  }
}

/** A service holder that answers the script test service ref with `service` and everything else from `services`. */
export function withScriptTestService(services: ServiceHolder, service: RuleNodeScriptTestService): ServiceHolder {
  const mine = <T,>(ref: ServiceRef<T>) => ref.id === ruleNodeScriptTestServiceRef.id;
  return {
    get: <T,>(ref: ServiceRef<T>): T => (mine(ref) ? service as unknown as T : services.get(ref)),
    getOptional: <T,>(ref: ServiceRef<T>): T | undefined => (mine(ref) ? service as unknown as T : services.getOptional(ref)),
  };
}
