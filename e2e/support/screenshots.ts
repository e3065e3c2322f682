// Screenshots the journeys keep for a person to look at (light and dark, phone and desktop): a record of what
// the page looked like, never a check.
import path from 'node:path'
import { errors, test, type Page } from '@playwright/test'

/** How long a full-page capture may take before the visible part is kept instead. */
const FULL_PAGE_TIMEOUT_MS = 20_000

/**
 * Saves a screenshot of the whole page to `file`. Chromium's capture beyond the viewport now and then never
 * answers (once in some thousands of captures here, on a page that had long finished loading); a journey
 * does not fail on what it does not check, so after `timeoutMs` the visible part is saved instead and the
 * test's report says so.
 */
export async function keepFullPageScreenshot(
  page: Page,
  file: string,
  timeoutMs = FULL_PAGE_TIMEOUT_MS,
): Promise<void> {
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: timeoutMs })
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error
    test.info().annotations.push({
      type: 'screenshot',
      description: `${path.basename(file)}: the full page did not come in ${timeoutMs} ms; the visible part is kept`,
    })
    await page.screenshot({ path: file, timeout: FULL_PAGE_TIMEOUT_MS })
  }
}
