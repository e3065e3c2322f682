import { useRef } from 'react'
import { Button, Field, HStack, Text, Textarea } from '@grile/shared/chakra'
import { EXAM_TEXT_LINES, examTextLineCount, parseExamText } from '@grile/shared/contract'

/** The 1-based line's start and end offsets in `text`. */
function lineRange(text: string, line: number): [number, number] {
  let start = 0
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start)
    if (next < 0) return [text.length, text.length]
    start = next + 1
  }
  const end = text.indexOf('\n', start)
  return [start, end < 0 ? text.length : end]
}

/**
 * The exam's 180-line text (docs/product-rules.md#exam-text) with a live line count and, once the count is
 * right, the first bad line as the API would name it, with a button that selects that line.
 */
export function ExamTextField({
  value,
  onChange,
  showError,
}: {
  value: string
  onChange: (value: string) => void
  showError: boolean
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const lineCount = examTextLineCount(value)
  const parsed = parseExamText(value)
  const badLine = parsed.ok ? null : parsed.line
  const invalid = showError && !parsed.ok

  const selectLine = (line: number) => {
    const textarea = textareaRef.current
    if (!textarea) return
    const [start, end] = lineRange(value, line)
    textarea.focus()
    textarea.setSelectionRange(start, end)
    // Roughly scroll the line into view: the text area does not do it for a selection made by script.
    const lineHeight = textarea.scrollHeight / Math.max(1, lineCount)
    textarea.scrollTop = Math.max(0, (line - 3) * lineHeight)
  }

  return (
    <Field.Root invalid={invalid}>
      <Field.Label>Exercises with answers</Field.Label>
      <Field.HelperText>
        30 exercises of 6 lines each: the question, the answers a) to d), then the letter of the correct one.
      </Field.HelperText>
      <Textarea
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={18}
        fontFamily="mono"
        spellCheck={false}
        wrap="off"
      />
      <HStack justify="space-between" w="full" wrap="wrap" gap={2}>
        <Text
          fontSize="sm"
          data-testid="exam-text-line-count"
          color={lineCount === EXAM_TEXT_LINES ? 'fg.success' : 'fg.muted'}
          aria-live="polite"
        >
          {lineCount} / {EXAM_TEXT_LINES} lines
        </Text>
        {showError && badLine !== null ? (
          <Button size="xs" variant="outline" onClick={() => selectLine(badLine)}>
            Go to line {badLine}
          </Button>
        ) : null}
      </HStack>
      <Field.ErrorText>{parsed.ok ? null : parsed.message}</Field.ErrorText>
    </Field.Root>
  )
}
