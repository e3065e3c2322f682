import { preloadRemoteData, preloadRemoteModule } from '@grile/shared/federation'
import { RemoteArea } from '@grile/shared/ui'

/** Shown instead of the table when the material has no exams (docs/pages.md#material). */
export const NO_ASSOCIATED_EXAMS_TEXT = 'This material has no exams associated with it.'

/**
 * The props of `mfe_exams/ExamTable` this page uses (its material form): the table loads and pages the
 * material's exams itself. Written out here because remotes never import each other.
 */
interface ExamTableProps {
  materialId: string
  emptyText?: string
}

const examTableProps = (materialId: string): ExamTableProps => ({
  materialId,
  emptyText: NO_ASSOCIATED_EXAMS_TEXT,
})

/** Starts the table's code and its first page while the lesson above it still loads. */
export function preloadMaterialExams(materialId: string): void {
  preloadRemoteModule('mfe_exams/ExamTable')
  preloadRemoteData('mfe_exams', 'ExamTable', examTableProps(materialId))
}

/** The Associated Exams table, loaded at run time from mfe-exams; its own fallback if that is down. */
export function MaterialExams({ materialId }: { materialId: string }) {
  return (
    <RemoteArea<ExamTableProps>
      remote="mfe_exams"
      module="ExamTable"
      props={examTableProps(materialId)}
      fallbackTitle="The associated exams are unavailable"
    />
  )
}
