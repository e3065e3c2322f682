import type { KeyboardEvent } from 'react'
import { Textarea, type TextareaProps } from '@grile/shared/chakra'

/**
 * How an id (a UUID) is drawn in a field, read-only or typed: in a fixed-width font, in a textarea sized to its
 * content, so that it takes a second line where the field is narrower than the id (36 characters at 16 px are
 * wider than a phone's field) instead of being cut off. A browser without `field-sizing` shows one line.
 */
export const ID_BOX = {
  rows: 1,
  minH: '10',
  resize: 'none',
  fontFamily: 'mono',
  wordBreak: 'break-all',
  css: { fieldSizing: 'content' },
} as const satisfies TextareaProps

/** What an empty id field shows: the form of an id, whole. */
const ID_PLACEHOLDER = '00000000-0000-0000-0000-000000000000'

export interface IdInputProps extends Omit<TextareaProps, 'onChange' | 'value'> {
  value: string
  /** The value as typed or pasted, without line breaks: an id is one line. */
  onValueChange: (value: string) => void
}

/**
 * A field to type or paste an id into, shown whole on a phone (`ID_BOX`). It behaves as a one-line field: Enter
 * submits its form, as a text input's implicit submission does, unless the form's submit button is disabled.
 */
export function IdInput({ value, onValueChange, ...props }: IdInputProps) {
  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    const form = event.currentTarget.form
    const submitter = form?.querySelector<HTMLButtonElement>('button[type=submit]')
    if (form && submitter && !submitter.disabled) form.requestSubmit(submitter)
  }
  return (
    <Textarea
      {...ID_BOX}
      placeholder={ID_PLACEHOLDER}
      autoComplete="off"
      spellCheck={false}
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value.replace(/[\r\n]+/g, ''))}
      onKeyDown={submitOnEnter}
    />
  )
}
