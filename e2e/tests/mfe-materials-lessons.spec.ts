import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInAsDemoAccount, signUpThroughPopup } from '../support/sign-in'

const CONDITIONALS = 'Conditionals: Real and Unreal Situations'
const PASSIVE_VOICE = 'The Passive Voice'
/** The seeded demo pupil 'Ana Popescu', whose teacher is 'Prof. Ionescu'. */
const ANA_POPESCU_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81'

function newStudent() {
  const id = randomUUID().slice(0, 8)
  return { email: `elev.${id}@example.ro`, name: `Elev ${id.slice(0, 4)}` }
}

/** Today as the lists show it: ro-RO, Bucharest time. */
function todayInBucharest(): string {
  return new Intl.DateTimeFormat('ro-RO', { dateStyle: 'short', timeZone: 'Europe/Bucharest' }).format(
    new Date(),
  )
}

function materialRow(page: Page, title: string): Locator {
  return page.getByTestId('material-row').filter({ hasText: title })
}

async function openMaterials(page: Page) {
  await page.goto('/materials')
  await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible()
  await expect(page.getByTestId('material-row').first()).toBeVisible()
}

async function openLesson(page: Page, title: string) {
  await openMaterials(page)
  await page.getByRole('link', { name: `Study ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

function lessonFrame(page: Page, title: string) {
  return page.frameLocator(`iframe[title="Lesson: ${title}"]`)
}

/** How much taller the lesson frame is than the lesson in it. */
async function frameExtraHeight(page: Page): Promise<number> {
  return page.getByTestId('lesson-frame').evaluate((frame: HTMLIFrameElement) => {
    const content = frame.contentDocument?.documentElement.getBoundingClientRect().height ?? 0
    return frame.getBoundingClientRect().height - content
  })
}

async function frameFilter(page: Page): Promise<string> {
  return page.getByTestId('lesson-frame').evaluate((frame) => getComputedStyle(frame).filter)
}

test.describe('lessons and study marks', () => {
  // Whole journeys with one or two sign-ins each.
  test.describe.configure({ timeout: 120_000 })

  test('a student reads a lesson in both themes, marks it studied and back, and starts one of its exams', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())

    await openMaterials(page)
    await expect(materialRow(page, CONDITIONALS).getByRole('img', { name: 'Studied' })).toHaveCount(0)
    await page.getByRole('link', { name: `Study ${CONDITIONALS}` }).click()
    await expect(page).toHaveURL(/\/materials\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: CONDITIONALS })).toBeVisible()
    await expect(page.getByTestId('material-topic')).toHaveText('Conditionals')

    // The lesson reads in its frame, as tall as its content plus 75 px, inverted in the dark theme.
    const lesson = lessonFrame(page, CONDITIONALS)
    await expect(lesson.getByRole('heading', { name: 'Overview of the main types' })).toBeVisible()
    // The frame's height is whole pixels, the content's may not be.
    await expect.poll(() => frameExtraHeight(page)).toBeGreaterThanOrEqual(75)
    expect(await frameExtraHeight(page)).toBeLessThan(76)
    expect(await frameFilter(page)).toContain('invert(1)')
    await page.screenshot({ path: testInfo.outputPath('lesson-dark.png') })

    await page.getByRole('button', { name: 'Switch to the light theme' }).click()
    await expect.poll(() => frameFilter(page)).toBe('none')
    await expect(lesson.getByRole('heading', { name: 'Overview of the main types' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('lesson-light.png') })

    // The reading progress follows the scroll through the lesson.
    const progress = page.getByRole('progressbar', { name: 'Reading progress' })
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100)
    await page.getByTestId('lesson-frame').evaluate((frame) => frame.scrollIntoView({ block: 'end' }))
    await expect(progress).toHaveAttribute('aria-valuenow', '100')

    await page.getByRole('button', { name: 'Mark as Studied' }).click()
    await expect(page.getByRole('button', { name: 'Remove marked as studied' })).toBeVisible()
    await expect(page.getByText(`Studied on ${todayInBucharest()}`)).toBeVisible()

    await page.goBack()
    await expect(materialRow(page, CONDITIONALS).getByRole('img', { name: 'Studied' })).toBeVisible()
    await expect(materialRow(page, CONDITIONALS)).toContainText(todayInBucharest())
    await expect(materialRow(page, PASSIVE_VOICE).getByRole('img', { name: 'Studied' })).toHaveCount(0)

    await page.getByRole('link', { name: `Study ${CONDITIONALS}` }).click()
    await page.getByRole('button', { name: 'Remove marked as studied' }).click()
    await expect(page.getByRole('button', { name: 'Mark as Studied' })).toBeVisible()
    await page.goBack()
    await expect(materialRow(page, CONDITIONALS)).toBeVisible()
    await expect(materialRow(page, CONDITIONALS).getByRole('img', { name: 'Studied' })).toHaveCount(0)
    await expect(materialRow(page, CONDITIONALS)).not.toContainText(todayInBucharest())

    // The anchor leads to the lesson's exams, and one of them starts.
    await page.getByRole('link', { name: `Study ${CONDITIONALS}` }).click()
    await page.getByRole('link', { name: 'Go to the associated exams' }).click()
    await expect(page).toHaveURL(/#associated-exams$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Associated Exams' })).toBeInViewport()
    const exam = page.locator('#associated-exams').getByTestId('exam-row').filter({ hasText: 'Conditionals' })
    await exam.getByRole('link', { name: 'Attempt' }).click()
    await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}\/attempt$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Conditionals' })).toBeVisible()
  })

  test("a teacher sees a pupil's study marks through pupilUserId", async ({ browser }) => {
    const pupil = await browser.newPage()
    await pupil.goto('/')
    await signInAsDemoAccount(pupil, 'Ana Popescu')
    await openLesson(pupil, PASSIVE_VOICE)
    await pupil.getByRole('button', { name: 'Mark as Studied' }).click()
    await expect(pupil.getByRole('button', { name: 'Remove marked as studied' })).toBeVisible()
    await pupil.close()

    const teacher = await browser.newPage()
    await teacher.goto('/')
    await signInAsDemoAccount(teacher, 'Prof. Ionescu')
    await teacher.goto(`/materials?pupilUserId=${ANA_POPESCU_ID}`)
    await expect(teacher.getByTestId('pupil-name')).toHaveText('Ana Popescu')
    await expect(materialRow(teacher, PASSIVE_VOICE)).toBeVisible()
    await expect(materialRow(teacher, PASSIVE_VOICE).getByRole('img', { name: 'Studied' })).toBeVisible()
    await expect(materialRow(teacher, PASSIVE_VOICE)).toContainText(todayInBucharest())
    await expect(teacher.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0)
    await expect(teacher.getByRole('link', { name: /^Study / })).toHaveCount(0)

    // The teacher's own list keeps the teacher's own marks.
    await openMaterials(teacher)
    await expect(teacher.getByTestId('pupil-name')).toHaveCount(0)
    await expect(materialRow(teacher, PASSIVE_VOICE).getByRole('img', { name: 'Studied' })).toHaveCount(0)
    await expect(teacher.getByRole('columnheader', { name: 'Actions' })).toBeVisible()
    await teacher.close()
  })

  test('with mfe-exams down, the lesson still reads and only the exams area shows its fallback', async ({
    page,
  }) => {
    await page.route('**/remotes/mfe_exams/**', (route) => route.abort())
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())
    await openLesson(page, CONDITIONALS)

    await expect(
      lessonFrame(page, CONDITIONALS).getByRole('heading', { name: 'Overview of the main types' }),
    ).toBeVisible()
    const exams = page.locator('#associated-exams')
    await expect(exams.getByTestId('remote-fallback')).toBeVisible()
    await expect(exams.getByRole('heading', { name: 'The associated exams are unavailable' })).toBeVisible()
    await expect(exams.getByRole('button', { name: 'Retry' })).toBeVisible()

    await page.getByRole('button', { name: 'Mark as Studied' }).click()
    await expect(page.getByRole('button', { name: 'Remove marked as studied' })).toBeVisible()
  })

  test('a lesson whose HTML carries scripts runs none of them, on screen or in print; its links still work', async ({
    page,
  }) => {
    const hostile = [
      '<h2>Hostile lesson</h2>',
      '<script>window.top.__pwned = "script"; alert("script")</script>',
      '<img src="/nowhere.png" onerror="window.top.__pwned = \'onerror\'">',
      '<p onmouseover="window.top.__pwned = \'handler\'">Hover this paragraph.</p>',
      '<a href="javascript:window.top.__pwned=\'link\'">A javascript: link</a>',
      '<a href="https://dexonline.ro/definitie/were">An ordinary link</a>',
      '<a href="#summary">To the summary</a>',
      ...Array.from({ length: 60 }, (_, i) => `<p>Paragraph ${i + 1} of the lesson.</p>`),
      '<h3 id="summary">Summary</h3>',
      // Enough below the anchor for the page to scroll it to the top (no page scrolls past its end).
      ...Array.from({ length: 30 }, (_, i) => `<p>Summary point ${i + 1}.</p>`),
      '<svg onload="window.top.__pwned = \'svg\'"></svg>',
      '<iframe srcdoc="<script>window.top.__pwned = \'nested\'</script>"></iframe>',
    ].join('')
    await page.route('**/api/v1/materials/*/content', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostile }),
    )
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())
    await openLesson(page, CONDITIONALS)

    const lesson = lessonFrame(page, CONDITIONALS)
    await expect(lesson.getByRole('heading', { name: 'Hostile lesson' })).toBeVisible()
    await lesson.getByText('Hover this paragraph.').hover()
    await lesson.getByRole('link', { name: 'A javascript: link' }).click()

    await page
      .context()
      .route('https://dexonline.ro/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>were - DEX online</title>' }),
      )
    const opened = page.context().waitForEvent('page')
    await lesson.getByRole('link', { name: 'An ordinary link' }).click()
    const dictionary = await opened
    await expect(dictionary).toHaveTitle('were - DEX online')
    expect(await dictionary.evaluate(() => window.opener)).toBeNull()
    await dictionary.close()

    await lesson.getByRole('link', { name: 'To the summary' }).click()
    const summaryTop = await page.getByTestId('lesson-frame').evaluate((frame: HTMLIFrameElement) => {
      const summary = frame.contentDocument?.getElementById('summary')
      return frame.getBoundingClientRect().top + (summary?.getBoundingClientRect().top ?? Number.NaN)
    })
    // Like the page's own anchors: 65 px below the top of the window.
    expect(Math.round(summaryTop)).toBe(65)

    await page.emulateMedia({ media: 'print' })
    await expect(
      page.getByTestId('lesson-print-copy').getByRole('heading', { name: 'Hostile lesson' }),
    ).toBeVisible()
    await page.emulateMedia({ media: 'screen' })
    await page.waitForTimeout(500)

    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
    expect(
      await page
        .getByTestId('lesson-frame')
        .evaluate(
          (frame: HTMLIFrameElement) => (frame.contentWindow as { __pwned?: string } | null)?.__pwned,
        ),
    ).toBeUndefined()
    expect(dialogs).toEqual([])
    await expect(page).toHaveURL(/\/materials\/[0-9a-f-]{36}$/)
  })

  test('a lesson prints alone and full width, without the layout around it', async ({ page }) => {
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())
    await openLesson(page, CONDITIONALS)
    await expect(
      lessonFrame(page, CONDITIONALS).getByRole('heading', { name: 'Overview of the main types' }),
    ).toBeVisible()

    await page.emulateMedia({ media: 'print' })
    const printed = page.getByTestId('lesson-print-copy')
    await expect(printed.getByRole('heading', { name: 'Overview of the main types' })).toBeVisible()
    await expect(printed.getByRole('table').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: CONDITIONALS })).toBeVisible()
    for (const hidden of [
      page.locator('header'),
      page.locator('footer'),
      page.getByTestId('lesson-frame'),
      page.getByRole('button', { name: 'Mark as Studied' }),
      page.getByRole('heading', { name: 'Associated Exams' }),
      page.getByRole('progressbar', { name: 'Reading progress' }),
    ]) {
      await expect(hidden).toBeHidden()
    }
    const width = await printed.evaluate((element) => element.getBoundingClientRect().width)
    expect(width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 20)
  })
})
