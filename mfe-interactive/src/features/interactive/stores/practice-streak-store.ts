import { create } from 'zustand'

interface PracticeStreakState {
  /** Correct answers in a row since the last wrong one, in this browser session. */
  streak: number
  best: number
  recordAnswer: (correct: boolean) => void
}

export const usePracticeStreakStore = create<PracticeStreakState>()((set) => ({
  streak: 0,
  best: 0,
  recordAnswer: (correct) =>
    set((state) => {
      const streak = correct ? state.streak + 1 : 0
      return { streak, best: Math.max(state.best, streak) }
    }),
}))
