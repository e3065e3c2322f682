/** Grades are shown with two decimals (1.00 to 10.00); no grade shows nothing. */
export function formatGrade(grade: number | null | undefined): string {
  return grade === null || grade === undefined ? '' : grade.toFixed(2)
}
