import type { ExamPageDto } from '@grile/shared/contract'
import { MaterialExamTable, PagedExamTable } from './features/exams/components/paged-exam-table'

/** Shown by the material page when a material has no exams (docs/pages.md#material). */
export const MATERIAL_EXAMS_EMPTY_TEXT = 'This material has no exams associated with it.'

interface ExamTableCommonProps {
  /**
   * The Actions column (Attempt/Preview link, admin menu). Only on one's own list (docs/pages.md#exam-table).
   */
  showActions?: boolean
  /** Text shown instead of an empty table (a list that failed to load says so instead: decision 0066). */
  emptyText?: string
}

/** A page the caller loaded (GET /v1/exams), with the callback of the page links. */
export interface ExamTablePageProps extends ExamTableCommonProps {
  page: ExamPageDto
  /** Called with the 0-based page number the user picked. */
  onPageChange: (pageNumber: number) => void
}

/** The exams of a material, loaded and paged by the table itself. */
export interface ExamTableMaterialProps extends ExamTableCommonProps {
  materialId: string
  /** Whose grades to show (a teacher looking at a pupil); the signed-in user when absent. */
  userId?: string
}

/**
 * The exam table, exposed as `mfe_exams/ExamTable` for the material page (docs/pages.md#exam-table): Done,
 * Title with difficulty and NEW chips, Latest Grade, Actions. Give it either a page and `onPageChange`, or a
 * `materialId`. Actions show by default, except when `userId` names another user.
 */
export type ExamTableProps = ExamTablePageProps | ExamTableMaterialProps

export function ExamTable(props: ExamTableProps) {
  if ('materialId' in props) {
    return (
      <MaterialExamTable
        materialId={props.materialId}
        userId={props.userId}
        showActions={props.showActions ?? !props.userId}
        emptyText={props.emptyText ?? MATERIAL_EXAMS_EMPTY_TEXT}
      />
    )
  }
  return (
    <PagedExamTable
      page={props.page}
      onPageChange={props.onPageChange}
      showActions={props.showActions ?? true}
      emptyText={props.emptyText ?? 'No exams could be found.'}
    />
  )
}
