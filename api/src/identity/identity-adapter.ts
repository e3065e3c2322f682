import { and, eq, lt } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Database } from '../db/client'
import { identityModels } from '../db/schema/index'

type Row = typeof identityModels.$inferSelect

function toPayload(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined
  const payload = row.payload as AdapterPayload
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload
}

/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions) in the identity_models
 * table, so sessions and refresh tokens survive restarts and are shared by every API instance.
 */
export function createIdentityAdapter(db: Database): new (kind: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const values = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await db
        .insert(identityModels)
        .values({ kind: this.kind, id, ...values })
        .onConflictDoUpdate({ target: [identityModels.kind, identityModels.id], set: values })
    }

    async find(id: string) {
      const rows = await db
        .select()
        .from(identityModels)
        .where(and(eq(identityModels.kind, this.kind), eq(identityModels.id, id)))
      return toPayload(rows[0])
    }

    async findByUid(uid: string) {
      const rows = await db
        .select()
        .from(identityModels)
        .where(and(eq(identityModels.kind, this.kind), eq(identityModels.uid, uid)))
      return toPayload(rows[0])
    }

    async findByUserCode(userCode: string) {
      const rows = await db
        .select()
        .from(identityModels)
        .where(and(eq(identityModels.kind, this.kind), eq(identityModels.userCode, userCode)))
      return toPayload(rows[0])
    }

    async consume(id: string) {
      await db
        .update(identityModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(identityModels.kind, this.kind), eq(identityModels.id, id)))
    }

    async destroy(id: string) {
      await db
        .delete(identityModels)
        .where(and(eq(identityModels.kind, this.kind), eq(identityModels.id, id)))
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(identityModels).where(eq(identityModels.grantId, grantId))
    }
  }
}

/** Deletes what has expired; the provider never reads it again. */
export async function deleteExpiredIdentityModels(db: Database): Promise<void> {
  await db.delete(identityModels).where(lt(identityModels.expiresAt, new Date()))
}
