import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { type NotificationService, type RuleNodeScriptTest } from '@tessera/sdk';
import { tidyJson } from '@tessera/ui';
import { type ScriptTestRequest, type ScriptTestResult } from '../api/types';

/** One row of the metadata table. */
export interface MetadataRow {
  key: string;
  value: string;
}

/** The message the dialog opens with: the node's last input when there is one, else ThingsBoard's sample. */
export interface ScriptTestMessage {
  msg: unknown;
  metadata: Record<string, string>;
  msgType: string;
}

/** ThingsBoard's sample message of the script test dialog (node-script-test.service). */
export function sampleMessage(now = Date.now()): ScriptTestMessage {
  return {
    msg: { temperature: 22.4, humidity: 78 },
    metadata: { deviceName: 'Test Device', deviceType: 'default', ts: String(now) },
    msgType: 'POST_TELEMETRY_REQUEST',
  };
}

/** The argument names of a script type: the generator's name the previous message. */
export function defaultArgNames(scriptType: RuleNodeScriptTest['scriptType']): string[] {
  return scriptType === 'generate' ? ['prevMsg', 'prevMetadata', 'prevMsgType'] : ['msg', 'metadata', 'msgType'];
}

/** Output JSON is shown tidied (indent 4, as ThingsBoard beautifies it); other text as it came. */
function readable(output: string): string {
  try {
    JSON.parse(output);
    return tidyJson(output);
  } catch {
    return output;
  }
}

export interface ScriptTestDeps {
  testScript(request: ScriptTestRequest): Promise<ScriptTestResult>;
  notifications: NotificationService;
}

/**
 * The state of the script test dialog (seed 001 §2.2, §4, §5, §8): message type, message
 * JSON, metadata rows and the script; Test runs it on the server and shows the output, or
 * the error as a toast; Save tests first and gives the script back only when no error came.
 * Error texts are i18n keys.
 */
export class ScriptTestStore {
  msgType: string;
  message: string;
  metadata: MetadataRow[];
  script: string;
  output = '';
  testing = false;
  readonly original: string;
  readonly argNames: string[];

  constructor(private readonly deps: ScriptTestDeps, readonly test: RuleNodeScriptTest, initial: ScriptTestMessage = sampleMessage()) {
    this.msgType = initial.msgType;
    this.message = typeof initial.msg === 'string' ? initial.msg : JSON.stringify(initial.msg, null, 2);
    this.metadata = Object.entries(initial.metadata).map(([key, value]) => ({ key, value }));
    this.script = test.script;
    this.original = test.script;
    this.argNames = [...(test.argNames ?? defaultArgNames(test.scriptType))];
    makeObservable(this, {
      msgType: observable, message: observable, metadata: observable, script: observable, output: observable, testing: observable,
      msgTypeError: computed, messageError: computed, metadataError: computed, isValid: computed, isChanged: computed, canSave: computed,
      setMsgType: action, setMessage: action, setScript: action, setMetadataRow: action, addMetadataRow: action, removeMetadataRow: action,
    });
  }

  get msgTypeError(): string | null {
    return this.msgType.trim() ? null : 'rulenode.message-type-required';
  }

  get messageError(): string | null {
    try {
      JSON.parse(this.message);
      return null;
    } catch {
      return 'rulenode.script-test.message-json-invalid';
    }
  }

  /** Metadata is required, and each key and value must be non-empty (seed 001 §5, key-value map). */
  get metadataError(): string | null {
    if (this.metadata.length === 0) return 'rulenode.script-test.metadata-required';
    return this.metadata.every((row) => row.key.trim() && row.value.trim()) ? null : 'rulenode.script-test.metadata-row-required';
  }

  get isValid(): boolean {
    return !this.msgTypeError && !this.messageError && !this.metadataError && this.script.trim() !== '';
  }

  get isChanged(): boolean {
    return this.script !== this.original;
  }

  /** Save is enabled only when the script is valid and changed (seed 001 §4). */
  get canSave(): boolean {
    return this.isValid && this.isChanged && !this.testing;
  }

  setMsgType(value: string): void {
    this.msgType = value;
  }

  setMessage(value: string): void {
    this.message = value;
  }

  setScript(value: string): void {
    this.script = value;
  }

  setMetadataRow(index: number, row: MetadataRow): void {
    this.metadata[index] = row;
  }

  addMetadataRow(): void {
    this.metadata.push({ key: '', value: '' });
  }

  removeMetadataRow(index: number): void {
    this.metadata.splice(index, 1);
  }

  /** Runs the script on the server. True when it answered an output, false on an error (shown as a toast). */
  async runTest(): Promise<boolean> {
    if (!this.isValid) return false;
    runInAction(() => { this.testing = true; });
    try {
      const result = await this.deps.testScript({
        script: this.script,
        scriptType: this.test.scriptType,
        argNames: this.argNames,
        msg: this.message,
        metadata: Object.fromEntries(this.metadata.map((row) => [row.key.trim(), row.value])),
        msgType: this.msgType.trim(),
      });
      if (result.error) {
        runInAction(() => { this.output = ''; });
        this.deps.notifications.show({ message: result.error, type: 'error' });
        return false;
      }
      runInAction(() => { this.output = readable(result.output); });
      return true;
    } catch {
      // A refused request is shown by the HTTP service.
      return false;
    } finally {
      runInAction(() => { this.testing = false; });
    }
  }

  /** Tests, then answers the script to save, or undefined when the test failed. */
  async save(): Promise<string | undefined> {
    return (await this.runTest()) ? this.script : undefined;
  }
}
