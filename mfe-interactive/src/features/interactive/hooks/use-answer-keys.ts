import { useEffect, useRef } from 'react'
import { answerIndexForKey } from '../lib/answer-rules'

interface AnswerKeysOptions {
  enabled: boolean
  answersCount: number
  /** a–d or 1–4: the answer at that index. */
  onChoose: (index: number) => void
  /** Enter: submit, or Next once the result shows. */
  onEnter: () => void
}

/** Where a key belongs to the element itself: typing, a link or a button other than an answer, a dialog. */
const OWN_KEYS_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable="true"]',
  'a[href]',
  'button:not([role="radio"])',
  '[role="dialog"]',
  '[role="switch"]',
].join(', ')

/** Answering with the keyboard anywhere on the page: a–d or 1–4 choose, Enter submits or goes to Next. */
export function useAnswerKeys({ enabled, answersCount, onChoose, onEnter }: AnswerKeysOptions) {
  const handlers = useRef({ onChoose, onEnter })
  useEffect(() => {
    handlers.current = { onChoose, onEnter }
  })

  useEffect(() => {
    if (!enabled) return
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return
      if (event.target instanceof Element && event.target.closest(OWN_KEYS_SELECTOR)) return
      if (event.key === 'Enter') {
        // On a focused answer, Enter submits instead of clicking it.
        event.preventDefault()
        handlers.current.onEnter()
        return
      }
      const index = answerIndexForKey(event.key, answersCount)
      if (index === null) return
      event.preventDefault()
      handlers.current.onChoose(index)
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [enabled, answersCount])
}
