import type { PassageDto } from '@grile/shared/contract'
import { passages } from '../db/schema/index'

/**
 * The reading text of an exercise, selected with it: add these columns and
 * `.leftJoin(passages, eq(passages.id, exercises.passageId))` to the query, then `passageOf(row)`.
 */
export const passageColumns = {
  passageId: passages.id,
  passageTitle: passages.title,
  passageText: passages.text,
}

export function passageOf(row: {
  passageId: string | null
  passageTitle: string | null
  passageText: string | null
}): PassageDto | null {
  if (row.passageId === null) return null
  return { id: row.passageId, title: row.passageTitle ?? '', text: row.passageText ?? '' }
}
