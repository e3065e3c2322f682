/** Spec §5: answers are lettered a), b), c)… */
export function answerLabel(index: number): string {
  return `${String.fromCharCode(97 + index)})`
}
