import { useEffect, useRef } from 'react'

/** 'a'…'z' or '1'…'9' to the 0-based answer index; anything else to undefined. */
export function answerIndexOfKey(key: string): number | undefined {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase().charCodeAt(0) - 97
  if (/^[1-9]$/.test(key)) return Number(key) - 1
  return undefined
}

/** Keys typed into a field, a dialog or a menu belong there, not to the exam. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true
  if (target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox') return true
  const overlay = target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')
  // A dialog that is closing (its exit animation) gives the keys back at once.
  return Boolean(overlay && overlay.getAttribute('data-state') !== 'closed')
}

export interface AnswerKeyboardOptions {
  enabled: boolean
  /** Number of answers of each exercise, in the order shown. */
  answerCounts: number[]
  /** The exercise the keys apply to, read when a key is pressed. */
  getCurrentIndex: () => number
  onSelect: (exerciseIndex: number, answerIndex: number) => void
  onMove: (exerciseIndex: number) => void
}

/**
 * Answering with the keyboard: a–d or 1–4 choose an answer of the current exercise, ↑ and ↓ move
 * between exercises (← and → keep their native radio meaning inside one exercise).
 */
export function useAnswerKeyboard(options: AnswerKeyboardOptions): void {
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { enabled, answerCounts, getCurrentIndex, onSelect, onMove } = latest.current
      if (!enabled || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (belongsElsewhere(event.target)) return
      const currentIndex = getCurrentIndex()
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const next = currentIndex + (event.key === 'ArrowDown' ? 1 : -1)
        event.preventDefault()
        if (next >= 0 && next < answerCounts.length) onMove(next)
        return
      }
      const answerIndex = answerIndexOfKey(event.key)
      if (answerIndex === undefined || answerIndex >= (answerCounts[currentIndex] ?? 0)) return
      event.preventDefault()
      onSelect(currentIndex, answerIndex)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
