import { timestamp } from 'drizzle-orm/pg-core'

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => timestampColumn('created_at').notNull().defaultNow()
