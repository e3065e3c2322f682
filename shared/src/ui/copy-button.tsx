import { useEffect, useState } from 'react'
import { LuCheck, LuCopy } from 'react-icons/lu'
import { Button } from '@grile/shared/chakra'
import { showError } from './alert-store'

/** How long the button says 'Copied' after a copy. */
const COPIED_FOR_MS = 2000

export const COPY_FAILED = 'Could not copy. Select the text and copy it instead.'

/**
 * Copies a value to the clipboard, and says so on the button for a moment ('Copied'): an id a teacher hands
 * out is 36 characters, long to select by hand on a phone. Where the browser gives no clipboard to a page (a
 * plain `http://` address other than localhost), there is no button.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return undefined
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      showError(COPY_FAILED)
    }
  }
  const word = copied ? 'Copied' : 'Copy'
  return (
    <Button
      size="xs"
      variant="outline"
      alignSelf="start"
      onClick={() => void copy()}
      aria-label={`${word} ${what}`}
      aria-live="polite"
    >
      {copied ? <LuCheck /> : <LuCopy />} {word}
    </Button>
  )
}
