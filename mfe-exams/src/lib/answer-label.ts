/** Answers are lettered a), b), c)… (docs/product-rules.md#exam-content) */
export function answerLabel(index: number): string {
  return `${String.fromCharCode(97 + index)})`
}
