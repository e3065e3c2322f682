import type { ReactNode } from 'react'
import { Link as RouterLink } from '@grile/shared/router'
import { Link, Table, type SystemStyleObject, type TableCellProps } from '@grile/shared/chakra'

/**
 * Where a column's cells go when the rows stack on a narrow screen:
 * - `marker`: a status icon or a number, left of the title;
 * - `title`: what the row is, on its first line;
 * - `detail`: a value on a line of its own under the title, after the column's name;
 * - `actions`: the row's links and buttons, on its last line.
 */
export type ListColumnKind = 'marker' | 'title' | 'detail' | 'actions'

export interface ListColumn<T> {
  /** The column's header; on a narrow screen, the name before a detail's value. */
  header: string
  /** How the cell stacks on a narrow screen; `detail` when not given. */
  kind?: ListColumnKind
  cell: (item: T, index: number) => ReactNode
  /** The column's width on a wide screen. */
  width?: TableCellProps['w']
  /** Numbers align to the end of their column on a wide screen. */
  align?: 'start' | 'end'
  /** More styles of the column's cells on a wide screen (weight, wrapping, figures). */
  cellProps?: TableCellProps
}

export interface ListTableProps<T> {
  /** The table's accessible name. */
  label: string
  items: readonly T[]
  columns: readonly ListColumn<T>[]
  rowKey: (item: T) => string
  /** `data-testid` of every row, for tests that pick a row by its text. */
  rowTestId?: string
  /** Rows light up under the pointer. */
  interactive?: boolean
  /** A border around the table. */
  framed?: boolean
  /** On a wide screen the table is at least this wide and scrolls inside its frame. */
  minWidth?: string
}

const visuallyHidden: SystemStyleObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
}

/**
 * Below the `md` breakpoint each row becomes a block: the marker and the title on the first line, each
 * detail on a line of its own after its column's name, the actions last. Nothing is wider than the screen,
 * so no one scrolls sideways to reach a row's action, and a row whose title is a link is a tap target as a
 * whole. Above it, the table is left as Chakra draws it.
 */
const stackedOnNarrowScreens: SystemStyleObject = {
  mdDown: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'block' },
    '& tbody > tr': {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'center',
      rowGap: '1',
      px: '3',
      py: '3',
      // The containing block of the title link's tap area below.
      position: 'relative',
    },
    // A row whose title is a link opens with a tap anywhere on it, not only on the title's line of text (16–20
    // px high); the row's own links and buttons stay above that area and keep their taps.
    '& tbody > tr a[data-row-title]::after': { content: '""', position: 'absolute', inset: '0' },
    '& tbody > tr:has(a[data-row-title]) :is(a, button, input, select, textarea):not([data-row-title])': {
      position: 'relative',
      zIndex: '1',
    },
    '& tbody > tr:not(:last-of-type)': { borderBottomWidth: '1px' },
    '& tbody > tr > td': {
      display: 'block',
      gridColumn: '2',
      minWidth: '0',
      padding: '0',
      borderBottomWidth: '0',
      textAlign: 'start',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    // An empty marker keeps its place, so that the titles of a list start at the same line.
    '& td[data-kind=marker]': {
      gridColumn: '1',
      gridRow: '1',
      alignSelf: 'start',
      minWidth: '5',
      marginEnd: '2',
    },
    // ...unless no row has one: the titles then start at the rows' edge, not 28 px in.
    '&:not(:has(td[data-kind=marker]:not(:empty))) td[data-kind=marker]': { display: 'none' },
    '& td[data-kind=title]': { gridRow: '1' },
    '& td[data-kind=detail]': { order: '1' },
    '& td[data-kind=detail]:empty': { display: 'none' },
    '& td[data-kind=detail]::before': {
      content: 'attr(data-label)',
      color: 'fg.muted',
      marginEnd: '2',
    },
    '& td[data-kind=actions]': { order: '2', paddingTop: '1' },
  },
}

/**
 * Every list of rows in Grile: a table on a wide screen, stacked rows on a phone. The table semantics are
 * spelled out as roles because some screen readers drop them once a table's display changes.
 */
export function ListTable<T>({
  label,
  items,
  columns,
  rowKey,
  rowTestId,
  interactive = false,
  framed = true,
  minWidth,
}: ListTableProps<T>) {
  return (
    <Table.ScrollArea {...(framed ? { borderWidth: '1px', rounded: 'md' } : {})}>
      <Table.Root
        size="sm"
        interactive={interactive}
        aria-label={label}
        role="table"
        minW={minWidth ? { md: minWidth } : undefined}
        css={stackedOnNarrowScreens}
      >
        <Table.Header role="rowgroup">
          <Table.Row role="row">
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                role="columnheader"
                w={column.width}
                textAlign={column.align}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup">
          {items.map((item, index) => (
            <Table.Row key={rowKey(item)} role="row" data-testid={rowTestId}>
              {columns.map((column) => {
                const kind = column.kind ?? 'detail'
                return (
                  <Table.Cell
                    key={column.header}
                    role="cell"
                    data-kind={kind}
                    data-label={kind === 'detail' ? column.header : undefined}
                    textAlign={column.align}
                    {...column.cellProps}
                  >
                    {column.cell(item, index)}
                  </Table.Cell>
                )
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/**
 * A row's title that opens the row's item, where the row has a link for it; on a phone the whole stacked row
 * opens it.
 */
export function RowTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild variant="plain" color="fg" fontWeight="medium" display="inline">
      <RouterLink to={to} data-row-title="">
        {children}
      </RouterLink>
    </Link>
  )
}
