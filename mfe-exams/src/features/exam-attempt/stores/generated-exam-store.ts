import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { ExamDto } from '@grile/shared/contract'

interface GeneratedExamState {
  /** The exam just generated, with the user it was generated for. */
  generated: { userId: string; exam: ExamDto } | null
  setGenerated: (userId: string, exam: ExamDto) => void
  clear: () => void
}

/**
 * The exam the user just generated ("the exam is kept"; see docs/product-rules.md#generated-exams), opened at
 * /exams/generated/attempt. Kept in sessionStorage too, so a reload of that page before answering still finds
 * it.
 */
export const useGeneratedExamStore = create<GeneratedExamState>()(
  persist(
    (set) => ({
      generated: null,
      setGenerated: (userId, exam) => set({ generated: { userId, exam } }),
      clear: () => set({ generated: null }),
    }),
    { name: 'grile.generated-exam', storage: createJSONStorage(() => sessionStorage) },
  ),
)

/** The generated exam of this user, if any. */
export function useGeneratedExam(userId: string | undefined): ExamDto | undefined {
  return useGeneratedExamStore((state) =>
    state.generated && state.generated.userId === userId ? state.generated.exam : undefined,
  )
}
