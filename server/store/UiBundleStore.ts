import type { Db } from './database';
import { parseJson, type JsonObject } from './ids';
import type { RuleNodeUiBundleRow } from './schema';

/** An installed rule-node UI bundle without its code: what the list and the console read. */
export interface UiBundleInfo {
  /** The manifest's id. */
  id: string;
  /** When this version was installed. */
  createdTime: number;
  version: string;
  name: string;
  /** The built manifest: `main` names the content-hashed module file, `shared` the host modules it imports. */
  manifest: JsonObject;
  /** Content hash of the code, part of its URL. */
  codeHash: string;
}

export interface UiBundle extends UiBundleInfo {
  /** The System.register module. */
  code: string;
}

const INFO_COLUMNS = ['id', 'created_time', 'version', 'name', 'manifest', 'code_hash'] as const;

function toInfo(row: Omit<RuleNodeUiBundleRow, 'code'>): UiBundleInfo {
  return {
    id: row.id,
    createdTime: Number(row.created_time),
    version: row.version,
    name: row.name,
    manifest: parseJson<JsonObject>(row.manifest) ?? {},
    codeHash: row.code_hash,
  };
}

/** Rule-node UI bundles installed by a system administrator; system-wide, one row per bundle id. */
export class UiBundleStore {
  constructor(private readonly db: Db) {}

  async list(): Promise<UiBundleInfo[]> {
    const rows = await this.db.selectFrom('rule_node_ui_bundle').select(INFO_COLUMNS).orderBy('id').execute();
    return rows.map(toInfo);
  }

  async findInfo(id: string): Promise<UiBundleInfo | undefined> {
    const row = await this.db.selectFrom('rule_node_ui_bundle').select(INFO_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? toInfo(row) : undefined;
  }

  /** The code of `id` when its current hash is `codeHash`; an old or made-up hash finds nothing. */
  async findCode(id: string, codeHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('rule_node_ui_bundle')
      .select('code')
      .where('id', '=', id)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return row?.code;
  }

  /** Inserts the bundle, or replaces the installed version of the same id. */
  async save(bundle: UiBundle): Promise<UiBundleInfo> {
    const values = {
      id: bundle.id,
      created_time: bundle.createdTime,
      version: bundle.version,
      name: bundle.name,
      manifest: JSON.stringify(bundle.manifest),
      code: bundle.code,
      code_hash: bundle.codeHash,
    };
    const { id: _id, ...changes } = values;
    await this.db
      .insertInto('rule_node_ui_bundle')
      .values(values)
      .onConflict((oc) => oc.column('id').doUpdateSet(changes))
      .execute();
    const { code: _code, ...info } = bundle;
    return info;
  }

  /** False when no bundle has that id. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('rule_node_ui_bundle').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
