import { eq, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Difficulty, ExamTarget } from '@grile/shared/contract'

/**
 * One syllabus for both schools (docs/product-rules.md#one-syllabus): every grammar topic is practised by
 * candidates of both; general items (vocabulary, reading, mock papers) keep their school's paper format.
 */
export function inSyllabusOf(
  target: ExamTarget,
  columns: { examTarget: AnyPgColumn; examType: AnyPgColumn },
): SQL {
  return or(eq(columns.examTarget, target), eq(columns.examType, 'GRAMMAR')) as SQL
}

/**
 * The make-up of a school's admission paper, as a generated mock paper follows it
 * (docs/product-rules.md#mock-papers): 30 items, grammar spread over the topics (at most two per topic)
 * and general items of the school, at the school's level.
 */
export const MOCK_PAPER_FORMAT: Record<
  ExamTarget,
  { grammarItems: number; generalItems: number; difficulties: Difficulty[] }
> = {
  ACADEMY: { grammarItems: 18, generalItems: 12, difficulties: ['MEDIUM', 'HARD'] },
  CAMPINA: { grammarItems: 18, generalItems: 12, difficulties: ['EASY', 'MEDIUM'] },
}

/** A generated mock paper draws at most this many items from one grammar topic. */
export const MOCK_PAPER_ITEMS_PER_TOPIC = 2
