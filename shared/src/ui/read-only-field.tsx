import { Field, Input, Textarea } from '@grile/shared/chakra'
import { CopyButton } from './copy-button'
import { ID_BOX } from './id-input'

export interface ReadOnlyFieldProps {
  label: string
  value: string | number
  hint?: string
  /**
   * An id, drawn as `ID_BOX`: in a fixed-width font, wrapped instead of cut off where the field is narrower; a
   * Copy button after it (and its hint).
   */
  monospace?: boolean
  variant?: 'outline' | 'subtle'
}

/** A labelled value the user can read and copy but not change. */
export function ReadOnlyField({ label, value, hint, monospace = false, variant }: ReadOnlyFieldProps) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      {monospace ? (
        <Textarea {...ID_BOX} value={String(value)} readOnly variant={variant} />
      ) : (
        <Input value={String(value)} readOnly variant={variant} />
      )}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {monospace ? <CopyButton value={String(value)} what={label} /> : null}
    </Field.Root>
  )
}
