import type { z } from 'zod'
import { ApiError } from '@grile/shared/api'

/** A form's errors: the first message for each field, keyed by its path ('answers.2.text'). */
export type FormErrors = Record<string, string>

/** Validates `values` with a contract schema and keeps the first message of each field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S>; errors: FormErrors } | { ok: false; errors: FormErrors } {
  const parsed = schema.safeParse(values)
  if (parsed.success) return { ok: true, data: parsed.data, errors: {} }
  const errors: FormErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/** The field errors of a 400 problem, keyed like `validate` keys them (without 'body.'). */
export function problemFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {}
  const errors: FormErrors = {}
  for (const { field, message } of error.problem?.errors ?? []) {
    errors[field.replace(/^(body|query|params)\.?/, '')] ??= message
  }
  return errors
}
