import ivm from 'isolated-vm';

/*
 * User JavaScript of rule nodes (catalogue §3) runs in V8 isolates of isolated-vm, outside
 * the server's realm: no require, no process, no host objects; only JSON text goes in and
 * out. Each tenant has one isolate with a memory limit, so one tenant's scripts cannot
 * exhaust another's, and each script has a context of its own. Calls run on isolated-vm's
 * thread pool (`apply`, not `applySync`), so a script spinning until its time limit does
 * not hold the event loop; a script that outgrows the memory limit loses its tenant's
 * isolate, which is rebuilt (and the scripts recompiled) on the next call.
 */

export const SCRIPT_TYPES = ['update', 'generate', 'filter', 'switch', 'json', 'string'] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];

export const DEFAULT_ARG_NAMES = ['msg', 'metadata', 'msgType'] as const;
export const GENERATE_ARG_NAMES = ['prevMsg', 'prevMetadata', 'prevMsgType'] as const;

export interface ScriptLimits {
  /** Per call. */
  timeoutMs: number;
  /** Per tenant isolate (isolated-vm's minimum is 8). */
  memoryLimitMb: number;
}

export const DEFAULT_SCRIPT_LIMITS: ScriptLimits = { timeoutMs: 100, memoryLimitMb: 32 };

/** A script that failed: compile error, thrown error, time or memory limit, or a result of the wrong shape. */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

/** A compiled function body; `invoke` takes the message text, metadata and type, and answers the result as JSON. */
export interface ScriptFunction {
  readonly type: ScriptType;
  invoke(data: string, metadata: Readonly<Record<string, string>>, msgType: string): Promise<unknown>;
  /** Frees the script's context. */
  destroy(): void;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Wraps a body as ThingsBoard's script factory does: parse the arguments, call, serialise the result. */
function wrapperSource(body: string, argNames: readonly string[]): string {
  const [a, b, c] = argNames;
  // The body sits on lines of its own so a trailing line comment cannot swallow the wrapper.
  return `(function (__data, __metadata, __type) {
  var ${a} = JSON.parse(__data);
  var ${b} = JSON.parse(__metadata);
  var ${c} = __type;
  var __result = (function (${a}, ${b}, ${c}) {
${body}
  })(${a}, ${b}, ${c});
  return __result === undefined ? undefined : JSON.stringify(__result);
})`;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const text = error.message || String(error);
    // isolated-vm's texts for the two limits, said plainly.
    if (/timed out/i.test(text)) return 'Script execution timed out';
    if (/memory limit/i.test(text)) return 'Script exceeded its memory limit';
    return text;
  }
  return String(error);
}

class TenantIsolate {
  private isolate: ivm.Isolate | undefined;
  /** Bumped whenever the isolate is replaced, so scripts know to recompile. */
  generation = 0;

  constructor(private readonly limits: ScriptLimits) {}

  current(): ivm.Isolate {
    if (!this.isolate || this.isolate.isDisposed) {
      this.isolate = new ivm.Isolate({ memoryLimit: this.limits.memoryLimitMb });
      this.generation++;
    }
    return this.isolate;
  }

  dispose(): void {
    if (this.isolate && !this.isolate.isDisposed) this.isolate.dispose();
    this.isolate = undefined;
  }
}

class IsolatedScript implements ScriptFunction {
  private context: ivm.Context | undefined;
  private fn: ivm.Reference<(...args: string[]) => string | undefined> | undefined;
  private generation = -1;
  private destroyed = false;

  constructor(
    readonly type: ScriptType,
    private readonly source: string,
    private readonly tenant: TenantIsolate,
    private readonly limits: ScriptLimits,
  ) {}

  /** Compiles in the tenant's current isolate; a syntax error throws ScriptError. */
  async compile(): Promise<ivm.Reference<(...args: string[]) => string | undefined>> {
    if (this.destroyed) throw new ScriptError('Script was destroyed');
    const isolate = this.tenant.current();
    if (this.fn && this.generation === this.tenant.generation) return this.fn;
    this.release();
    try {
      const context = await isolate.createContext();
      const script = await isolate.compileScript(this.source, { filename: 'script.js' });
      const fn = (await script.run(context, { reference: true, timeout: this.limits.timeoutMs })) as ivm.Reference<(...args: string[]) => string | undefined>;
      script.release();
      this.context = context;
      this.fn = fn;
      this.generation = this.tenant.generation;
      return fn;
    } catch (error) {
      throw new ScriptError(messageOf(error));
    }
  }

  async invoke(data: string, metadata: Readonly<Record<string, string>>, msgType: string): Promise<unknown> {
    const fn = await this.compile();
    let text: string | undefined;
    try {
      text = await fn.apply(undefined, [data, JSON.stringify(metadata), msgType], { timeout: this.limits.timeoutMs, result: { copy: true } });
    } catch (error) {
      throw new ScriptError(messageOf(error));
    }
    if (typeof text !== 'string') return undefined;
    return JSON.parse(text) as unknown;
  }

  private release(): void {
    try {
      this.fn?.release();
      this.context?.release();
    } catch {
      // The isolate is gone already (memory limit): nothing left to free.
    }
    this.fn = undefined;
    this.context = undefined;
  }

  destroy(): void {
    this.destroyed = true;
    this.release();
  }
}

/** Compiles and runs tenants' scripts; `close` frees every isolate. */
export class ScriptEngine {
  private readonly tenants = new Map<string, TenantIsolate>();

  constructor(readonly limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS) {}

  /**
   * Compiles `body` for `tenantId`. The three argument names default to msg, metadata
   * and msgType (the generator's are prevMsg, prevMetadata, prevMsgType).
   */
  async compile(tenantId: string, type: ScriptType, body: string, argNames?: readonly string[]): Promise<ScriptFunction> {
    const names = argNames && argNames.length > 0 ? argNames : type === 'generate' ? GENERATE_ARG_NAMES : DEFAULT_ARG_NAMES;
    if (names.length !== 3 || !names.every((name) => IDENTIFIER.test(name))) {
      throw new ScriptError(`Script argument names must be three identifiers, got: ${names.join(', ')}`);
    }
    let tenant = this.tenants.get(tenantId);
    if (!tenant) {
      tenant = new TenantIsolate(this.limits);
      this.tenants.set(tenantId, tenant);
    }
    const script = new IsolatedScript(type, wrapperSource(body, names), tenant, this.limits);
    await script.compile();
    return script;
  }

  /** Frees a tenant's isolate (tenant deleted). */
  forgetTenant(tenantId: string): void {
    this.tenants.get(tenantId)?.dispose();
    this.tenants.delete(tenantId);
  }

  close(): void {
    for (const tenant of this.tenants.values()) tenant.dispose();
    this.tenants.clear();
  }
}
