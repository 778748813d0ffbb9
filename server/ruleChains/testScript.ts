import { asObject, badField, emptyParam } from '../http/validate';
import { toMetadata } from '../ruleEngine/msg/TbMsg';
import { SCRIPT_TYPES, type ScriptEngine, type ScriptFunction, type ScriptType } from '../ruleEngine/script/ScriptEngine';
import { filterResult, generateResult, stringResult, switchResult, updateResult } from '../ruleEngine/script/scriptResults';
import type { JsonObject } from '../store/ids';

/*
 * POST /api/ruleChain/testScript (contract §5): the editor's "Test" button. The script
 * runs in the same sandbox as the nodes; whatever goes wrong once the request is read
 * (syntax, a throw, the time limit, a result of the wrong shape, an unknown script
 * type) comes back in `error` with 200, as ThingsBoard's controller catches it.
 */

export interface TestScriptResult {
  output: string;
  error: string;
}

interface TestInput {
  script: string;
  scriptType: string;
  argNames: string[] | undefined;
  data: string;
  metadata: Record<string, string>;
  msgType: string;
}

function text(obj: JsonObject, name: string): string {
  const value = obj[name];
  if (value === undefined || value === null) throw emptyParam(name);
  if (typeof value !== 'string') throw badField(`Parameter '${name}' must be a string!`);
  return value;
}

function testInput(body: unknown): TestInput {
  const obj = asObject(body);
  const rawArgs = obj.argNames;
  if (rawArgs !== undefined && rawArgs !== null && (!Array.isArray(rawArgs) || !rawArgs.every((name) => typeof name === 'string'))) {
    throw badField("Parameter 'argNames' must be an array of strings!");
  }
  const rawMetadata = obj.metadata;
  if (rawMetadata !== undefined && rawMetadata !== null && (typeof rawMetadata !== 'object' || Array.isArray(rawMetadata))) {
    throw badField("Parameter 'metadata' must be a JSON object!");
  }
  // The editor sends the message as JSON text; an object is taken as that object's text.
  const msg = obj.msg;
  const data = msg === undefined || msg === null ? '{}' : typeof msg === 'string' ? msg : JSON.stringify(msg);
  return {
    script: text(obj, 'script'),
    scriptType: text(obj, 'scriptType'),
    argNames: (rawArgs as string[] | null | undefined) ?? undefined,
    data,
    metadata: toMetadata((rawMetadata as JsonObject | null | undefined) ?? {}),
    msgType: typeof obj.msgType === 'string' ? obj.msgType : '',
  };
}

function parsedOrText(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** ThingsBoard's convertMsgToOut: the resulting message with the input's parts where the script left them out. */
function msgOutput(item: unknown, input: TestInput): JsonObject {
  generateResult(item);
  const result = item as JsonObject;
  const out: JsonObject = {};
  const msg = result.msg !== undefined ? result.msg : input.data === '' ? undefined : parsedOrText(input.data);
  if (msg !== undefined) out.msg = msg;
  out.metadata = result.metadata !== undefined && result.metadata !== null ? toMetadata(result.metadata as JsonObject) : input.metadata;
  out.msgType = typeof result.msgType === 'string' ? result.msgType : input.msgType;
  return out;
}

function output(type: ScriptType, value: unknown, input: TestInput): string {
  switch (type) {
    case 'filter':
      return String(filterResult(value));
    case 'switch':
      return JSON.stringify([...new Set(switchResult(value))]);
    case 'json':
      return JSON.stringify(value ?? null);
    case 'string':
      return stringResult(value);
    case 'generate':
      return JSON.stringify(msgOutput(value, input));
    case 'update': {
      updateResult(value);
      const items = Array.isArray(value) ? value : [value];
      const outputs = items.map((item) => msgOutput(item, input));
      return JSON.stringify(outputs.length > 1 ? outputs : outputs[0]);
    }
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Runs the body of a testScript request for `tenantId`; 400 only when the request itself cannot be read. */
export async function testScript(scripts: ScriptEngine, tenantId: string, body: unknown): Promise<TestScriptResult> {
  const input = testInput(body);
  const known = (SCRIPT_TYPES as readonly string[]).includes(input.scriptType);
  let script: ScriptFunction | undefined;
  try {
    // Compiled before the type is looked at, so a broken script reports its syntax error first, as in ThingsBoard.
    script = await scripts.compile(tenantId, known ? (input.scriptType as ScriptType) : 'update', input.script, input.argNames);
    if (!known) throw new Error(`Unsupported script type: ${input.scriptType}`);
    const type = input.scriptType as ScriptType;
    const value = await script.invoke(input.data, input.metadata, input.msgType);
    return { output: output(type, value, input), error: '' };
  } catch (error) {
    return { output: '', error: errorMessage(error) };
  } finally {
    script?.destroy();
  }
}
