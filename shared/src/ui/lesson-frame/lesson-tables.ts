/** The class of a lesson table shown as one card per row (the rules are in the lesson stylesheet). */
export const TABLE_CARDS_CLASS = 'cards'

type Table = HTMLTableElement

/**
 * Each column's heading, from the table's header row; none when it has no `<thead>` or merges cells, where a
 * cell could not be told its heading.
 */
function columnHeadings(table: Table): string[] | undefined {
  const header = table.tHead?.rows[0]
  if (!header || table.querySelector('[colspan], [rowspan]')) return undefined
  return Array.from(header.cells, (cell) => cell.textContent?.trim() ?? '')
}

/** Gives every body cell its column's heading, which a card shows before the cell's text. */
function labelCells(table: Table, headings: string[]): void {
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      Array.from(row.cells).forEach((cell, column) => cell.setAttribute('data-label', headings[column] ?? ''))
    }
  }
}

/**
 * Shows each lesson table that is wider than the frame as cards, one per row, each cell after its column's
 * heading: on a phone a student reads the whole row instead of scrolling a table sideways, past columns they
 * may not know are there. A table that fits stays a table. Called again when the frame's width changes.
 */
export function fitLessonTables(document: Document): void {
  const tables = Array.from(document.querySelectorAll('table'))
    .map((table) => ({ table, headings: columnHeadings(table) }))
    .filter((entry): entry is { table: Table; headings: string[] } => entry.headings !== undefined)
  // All back to tables first, then measured together: one layout, not one per table.
  for (const { table } of tables) table.classList.remove(TABLE_CARDS_CLASS)
  const tooWide = tables.filter(({ table }) => table.scrollWidth > table.clientWidth)
  for (const { table, headings } of tooWide) {
    labelCells(table, headings)
    table.classList.add(TABLE_CARDS_CLASS)
  }
}
