import { fitLessonTables, TABLE_CARDS_CLASS } from '../lesson-tables'

/** jsdom lays nothing out: each table is given the widths a browser would measure. */
function withWidths(table: HTMLTableElement, content: number, box: number): void {
  Object.defineProperty(table, 'scrollWidth', { configurable: true, get: () => content })
  Object.defineProperty(table, 'clientWidth', { configurable: true, get: () => box })
}

function lesson(html: string): HTMLTableElement[] {
  document.body.innerHTML = html
  return Array.from(document.querySelectorAll('table'))
}

const WIDE = `<table><thead><tr><th>Group</th><th>Words</th><th></th></tr></thead>
<tbody><tr><td>Conjunctions</td><td>although</td><td>a clause</td></tr>
<tr><th>Prepositions</th><td>despite</td><td>a noun</td></tr></tbody></table>`

describe('fitLessonTables', () => {
  it('shows a table wider than the frame as cards, each body cell labelled with its column heading', () => {
    const [table] = lesson(WIDE)
    withWidths(table!, 455, 332)

    fitLessonTables(document)

    expect(table!.classList).toContain(TABLE_CARDS_CLASS)
    const labels = Array.from(table!.tBodies[0]!.rows, (row) =>
      Array.from(row.cells, (cell) => cell.dataset.label),
    )
    expect(labels).toEqual([
      ['Group', 'Words', ''],
      ['Group', 'Words', ''],
    ])
    expect(table!.tHead!.rows[0]!.cells[0]!.dataset.label).toBeUndefined()
  })

  it('leaves a table that fits as a table, and turns cards back into a table once the frame is wide enough', () => {
    const [fits, wide] = lesson(`${WIDE}${WIDE}`)
    withWidths(fits!, 300, 332)
    withWidths(wide!, 455, 332)
    fitLessonTables(document)
    expect([fits!.className, wide!.className]).toEqual(['', TABLE_CARDS_CLASS])

    withWidths(wide!, 455, 900)
    fitLessonTables(document)
    expect(wide!.className).toBe('')
  })

  it('leaves a table without a header row, or with merged cells, as it is: no cell could be told its heading', () => {
    const [headless, merged] = lesson(`<table><tbody><tr><th>A</th><td>1</td></tr></tbody></table>
      <table><thead><tr><th colspan="2">Both</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>`)
    withWidths(headless!, 455, 332)
    withWidths(merged!, 455, 332)

    fitLessonTables(document)

    expect([headless!.className, merged!.className]).toEqual(['', ''])
    expect(document.querySelector('[data-label]')).toBeNull()
  })
})
