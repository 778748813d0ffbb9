import { toMetadata } from '../msg/TbMsg';
import { ScriptError, type ScriptType } from './ScriptEngine';

/*
 * What each kind of script must return (catalogue §3) and how the result is read.
 * Shared by the script nodes and POST /api/ruleChain/testScript, so both judge a result alike.
 */

/** One output of an update (transform) or generate script; missing parts keep the input's. */
export interface ScriptMsgResult {
  data?: string;
  metadata?: Record<string, string>;
  msgType?: string;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function filterResult(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new ScriptError(`Wrong result type: ${typeName(value)}`);
  return value;
}

export function switchResult(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw new ScriptError(`Wrong result type: ${typeName(value)}`);
}

function msgResult(value: unknown): ScriptMsgResult {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ScriptError(`Wrong result type: ${typeName(value)}`);
  const object = value as Record<string, unknown>;
  const result: ScriptMsgResult = {};
  if (object.msg !== undefined) result.data = typeof object.msg === 'string' ? object.msg : JSON.stringify(object.msg);
  if (object.metadata !== undefined && object.metadata !== null) {
    if (typeof object.metadata !== 'object' || Array.isArray(object.metadata)) throw new ScriptError('Wrong metadata type: expected an object');
    result.metadata = toMetadata(object.metadata as Record<string, unknown>);
  }
  if (object.msgType !== undefined && object.msgType !== null) {
    if (typeof object.msgType !== 'string') throw new ScriptError('Wrong msgType type: expected a string');
    result.msgType = object.msgType;
  }
  return result;
}

/** An object or an array of objects, one output message each; an empty result is an error. */
export function updateResult(value: unknown): ScriptMsgResult[] {
  const results = Array.isArray(value) ? value.map(msgResult) : [msgResult(value)];
  if (results.length === 0) throw new ScriptError('Script returned no messages');
  return results;
}

export function generateResult(value: unknown): ScriptMsgResult {
  return msgResult(value);
}

export function stringResult(value: unknown): string {
  if (typeof value !== 'string') throw new ScriptError(`Wrong result type: ${typeName(value)}`);
  return value;
}

/** The text POST /api/ruleChain/testScript answers in `output` (contract §5). */
export function testOutput(type: ScriptType, value: unknown): string {
  switch (type) {
    case 'filter':
      return String(filterResult(value));
    case 'switch':
      return JSON.stringify(switchResult(value));
    case 'string':
      return stringResult(value);
    case 'update':
    case 'generate': {
      const shape = (item: unknown) => {
        msgResult(item);
        return item;
      };
      return JSON.stringify(Array.isArray(value) && type === 'update' ? value.map(shape) : shape(value));
    }
    case 'json':
      return JSON.stringify(value ?? null);
  }
}
