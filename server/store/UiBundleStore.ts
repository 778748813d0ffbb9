import type { Db } from './database';
import { parseJson, type JsonObject } from './ids';
import type { UiBundleRow } from './schema';

/** What a runtime UI bundle contributes: rule-node editors (system-wide) or widgets (system or tenant). */
export type UiBundleKind = 'ruleNode' | 'widget';

/** An installed runtime UI bundle without its code: what the lists and the console read. */
export interface UiBundleInfo {
  /** The manifest's id. */
  id: string;
  /** The owner: a tenant, or the null UUID when the system administrator installed it for everyone. */
  tenantId: string;
  kind: UiBundleKind;
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

const INFO_COLUMNS = ['tenant_id', 'id', 'kind', 'created_time', 'version', 'name', 'manifest', 'code_hash'] as const;

function toInfo(row: Omit<UiBundleRow, 'code'>): UiBundleInfo {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind as UiBundleKind,
    createdTime: Number(row.created_time),
    version: row.version,
    name: row.name,
    manifest: parseJson<JsonObject>(row.manifest) ?? {},
    codeHash: row.code_hash,
  };
}

/** Runtime UI bundles, one row per owner and bundle id. */
export class UiBundleStore {
  constructor(private readonly db: Db) {}

  /** The bundles of `kind` owned by any of `tenantIds`, by id. */
  async list(kind: UiBundleKind, tenantIds: string[]): Promise<UiBundleInfo[]> {
    if (tenantIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('ui_bundle')
      .select(INFO_COLUMNS)
      .where('kind', '=', kind)
      .where('tenant_id', 'in', tenantIds)
      .orderBy('id')
      .orderBy('tenant_id')
      .execute();
    return rows.map(toInfo);
  }

  /** Every owner's bundle with this id, of any kind (for conflicts between scopes and kinds). */
  async withId(id: string): Promise<UiBundleInfo[]> {
    const rows = await this.db.selectFrom('ui_bundle').select(INFO_COLUMNS).where('id', '=', id).execute();
    return rows.map(toInfo);
  }

  async findInfo(kind: UiBundleKind, tenantId: string, id: string): Promise<UiBundleInfo | undefined> {
    const row = await this.db
      .selectFrom('ui_bundle')
      .select(INFO_COLUMNS)
      .where('kind', '=', kind)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInfo(row) : undefined;
  }

  /** The code of the owner's bundle `id` when its current hash is `codeHash`; an old or made-up hash finds nothing. */
  async findCode(kind: UiBundleKind, tenantId: string, id: string, codeHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('ui_bundle')
      .select('code')
      .where('kind', '=', kind)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return row?.code;
  }

  /** Inserts the bundle, or replaces the owner's installed version of the same id. */
  async save(bundle: UiBundle): Promise<UiBundleInfo> {
    const values = {
      tenant_id: bundle.tenantId,
      id: bundle.id,
      kind: bundle.kind,
      created_time: bundle.createdTime,
      version: bundle.version,
      name: bundle.name,
      manifest: JSON.stringify(bundle.manifest),
      code: bundle.code,
      code_hash: bundle.codeHash,
    };
    const { tenant_id: _tenant, id: _id, ...changes } = values;
    await this.db
      .insertInto('ui_bundle')
      .values(values)
      .onConflict((oc) => oc.columns(['tenant_id', 'id']).doUpdateSet(changes))
      .execute();
    const { code: _code, ...info } = bundle;
    return info;
  }

  /** False when the owner has no bundle of `kind` with that id. */
  async delete(kind: UiBundleKind, tenantId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('ui_bundle')
      .where('kind', '=', kind)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
