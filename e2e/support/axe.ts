import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The serious and critical violations axe finds on the page as it is now (WCAG 2.2 AA and best practices).
 * Colours are measured once they settle, not halfway through a transition (a button fading from its
 * loading or disabled state to its normal one); endless animations (spinners) are not waited for.
 */
export async function graveViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}
