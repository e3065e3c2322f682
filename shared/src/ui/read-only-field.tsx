import { Field, Input, Textarea } from '@grile/shared/chakra'

export interface ReadOnlyFieldProps {
  label: string
  value: string | number
  hint?: string
  /**
   * An id, in a fixed-width font. It wraps where the field is narrower than the id (36 characters at 16 px are
   * wider than a phone's field), instead of being cut off.
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
        <Textarea
          value={String(value)}
          readOnly
          variant={variant}
          rows={1}
          minH="10"
          resize="none"
          fontFamily="mono"
          wordBreak="break-all"
          css={{ fieldSizing: 'content' }}
        />
      ) : (
        <Input value={String(value)} readOnly variant={variant} />
      )}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  )
}
