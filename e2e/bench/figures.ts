// What each bench measures of a page, one row of its table: the page bench's and Lighthouse's figures.

/** The page bench's two ways of loading a page: as fast as this machine goes, or as a mid-range phone. */
export type ProfileName = 'unthrottled' | 'mobile'

export interface PageFigures {
  page: string
  profile: ProfileName
  jsGzipBytes: number
  jsExecutedShare: number
  requests: number
  /** Scripts the page requested before its first contentful paint (inline ones in its HTML aside). */
  scriptsBeforeFcp: number
  fcpMs: number
  lcpMs: number
  cls: number
  tbtMs: number
}

export interface LighthouseFigures {
  page: string
  signedIn: boolean
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  /**
   * The blocking time of the long tasks Lighthouse attributes to a script file (the start, Chakra, MSAL,
   * React, a remote), and of the rest: the page's own work (its HTML with its CSS and inline scripts, style,
   * layout, its images) and what it cannot attribute. Each is the sum over Lighthouse's long tasks, clipped as
   * its TBT is (from the first contentful paint to Time to Interactive, less 50 ms a task), so the two add up
   * to about `tbtMs`.
   */
  tbtScriptsMs: number
  tbtPageMs: number
  cls: number
}

/** Prints a table to the console, each column as wide as its widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (values: string[]) =>
    values.map((value, column) => value.padEnd(widths[column] ?? 0)).join('  ')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}
