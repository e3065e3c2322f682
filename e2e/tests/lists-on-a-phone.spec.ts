import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInAsAdmin } from '../support/admin'
import { FIRST_PAINT, PUBLIC_PAGES, waitForApp } from '../support/shell'
import { signUpKeepingBearer, takeExam } from '../support/api-setup'
import { signInAsDemoAccount } from '../support/sign-in'

const PHONE = { width: 360, height: 740 }
/** The seeded demo admin (api/src/db/seed/demo-accounts.ts). */
const ADMIN_ID = '6f1d2c3b-4a5e-4f60-8b71-9c0d1e2f3a40'

test.use({ viewport: PHONE })

/** A new student, signed up through the page; the bearer header is kept to set data up through the API. */
function signUpNewStudent(page: Page): Promise<string> {
  const id = randomUUID().slice(0, 8)
  return signUpKeepingBearer(page, { email: `phone.${id}@example.ro`, name: `Elev ${id.slice(0, 4)}` })
}

/** Submits the first exam the student may attempt, as the exam page would (1 token). */
async function takeAnExam(page: Page, authorization: string) {
  const list = (await (await page.request.get('/api/v1/exams', { headers: { authorization } })).json()) as {
    content: { id: string; canAttemptExam: boolean }[]
  }
  await takeExam(page, authorization, list.content.find((exam) => exam.canAttemptExam)!.id)
}

/** Opens the payment sandbox's checkout for the first token offer: the purchase is pending until paid. */
async function openCheckout(page: Page, authorization: string) {
  const offers = (await (
    await page.request.get('/api/v1/offers?offerItemType=TOKEN', { headers: { authorization } })
  ).json()) as { id: string }[]
  const checkout = await page.request.get(`/api/v1/offers/${offers[0]!.id}/buy`, {
    headers: { authorization },
  })
  expect(checkout.status()).toBe(200)
  return (await checkout.json()) as string
}

/** Nothing on the page scrolls sideways: neither the page itself nor any box inside it. */
async function expectNoSidewaysScrolling(page: Page) {
  const overflowing = await page.evaluate(() => {
    const page = document.documentElement
    const boxes = [...document.querySelectorAll('body *')].filter((element) => {
      const { overflowX } = getComputedStyle(element)
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth
    })
    return {
      page: page.scrollWidth > window.innerWidth ? page.scrollWidth : null,
      boxes: boxes.map((box) => box.getAttribute('aria-label') ?? box.className),
    }
  })
  expect(overflowing).toEqual({ page: null, boxes: [] })
}

/**
 * Every row lies within the screen's width, and each of its actions is inside the viewport once scrolled
 * to (vertically: the page never scrolls sideways) and takes a click there.
 */
async function expectEveryRowFits(page: Page, rows: Locator, actionsOf: (row: Locator) => Locator[]) {
  await expect(rows.first()).toBeVisible(FIRST_PAINT)
  await expectNoSidewaysScrolling(page)
  const count = await rows.count()
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i)
    const box = (await row.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    for (const action of actionsOf(row)) {
      await action.scrollIntoViewIfNeeded()
      await expect(action).toBeInViewport({ ratio: 1 })
      // A trial click waits until the action is visible, enabled, still and the one to get the click.
      await action.click({ trial: true })
    }
  }
  expect(await page.evaluate(() => window.scrollX)).toBe(0)
}

function rowsOf(page: Page, testId: string) {
  return page.getByTestId(testId)
}

function tableRows(page: Page, name: string) {
  return page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
}

test.describe('lists on a 360 px phone', () => {
  // Every row of every list is scrolled to and tried: long on a busy machine.
  test.describe.configure({ timeout: 300_000 })

  test("a student reaches every row's action without scrolling sideways, and a row's title opens it", async ({
    page,
  }) => {
    const authorization = await signUpNewStudent(page)
    await takeAnExam(page, authorization)
    await page.goto(await openCheckout(page, authorization))
    await page.getByLabel('Name on card').fill('Elev Test')
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry (MM/YY)').fill('12/34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/purchases\/[^/]+$/)

    await page.goto('/materials')
    const materials = rowsOf(page, 'material-row')
    await expectEveryRowFits(page, materials, (row) => [row.getByRole('link', { name: /^Study / })])
    const lesson = materials.filter({ hasText: 'Conditionals: Real and Unreal Situations' })
    const lessonTitle = lesson.getByRole('link', {
      name: 'Conditionals: Real and Unreal Situations',
      exact: true,
    })
    // No lesson studied yet: no row has a marker, and the titles start at the rows' edge (their 12 px padding).
    const [row, title] = [(await lesson.boundingBox())!, (await lessonTitle.boundingBox())!]
    expect(title.x - row.x).toBeLessThanOrEqual(16)
    // On a phone the whole row opens the lesson: a tap off its title's text and beside its Study button does.
    await lesson.scrollIntoViewIfNeeded()
    const tapped = (await lesson.boundingBox())!
    await page.mouse.click(tapped.x + tapped.width - 8, tapped.y + tapped.height - 8)
    await expect(page).toHaveURL(/\/materials\/[0-9a-f-]{36}$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conditionals: Real and Unreal Situations' }),
    ).toBeVisible()

    // The lesson's associated exams.
    const lessonExams = page.locator('#associated-exams').getByTestId('exam-row')
    await expectEveryRowFits(page, lessonExams, (row) => [
      row.getByRole('link', { name: /^(Attempt|Preview)$/ }),
    ])
    const lessonExamTitle = (await lessonExams.first().getByRole('link').first().textContent())!
    await lessonExams.first().getByRole('link', { name: lessonExamTitle, exact: true }).click()
    await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}\/attempt$/)
    await expect(page.getByRole('heading', { level: 1, name: lessonExamTitle })).toBeVisible()

    await page.goto('/exams')
    const exams = rowsOf(page, 'exam-row')
    await expectEveryRowFits(page, exams, (row) => [row.getByRole('link', { name: /^(Attempt|Preview)$/ })])
    const examTitle = (await exams.last().getByRole('link').first().textContent())!
    await exams.last().getByRole('link', { name: examTitle, exact: true }).click()
    await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}\/attempt$/)
    await expect(page.getByRole('heading', { level: 1, name: examTitle })).toBeVisible()

    await page.goto('/attempts')
    const attempts = rowsOf(page, 'attempt-row')
    await expectEveryRowFits(page, attempts, (row) => [row.getByRole('link', { name: /^View attempt of / })])
    const attemptedTitle = (await attempts.first().getByRole('link').first().textContent())!
    await attempts.first().getByRole('link', { name: attemptedTitle, exact: true }).click()
    await expect(page).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('grade-table')).toBeVisible()
    // Each answered exercise's question spans the card: its flag and Explain take a row of their own below it
    // (beside it, they left the question a third of the card's width).
    const reviewed = page.getByTestId('choice')
    await expect(reviewed.first()).toBeVisible()
    for (const card of (await reviewed.all()).slice(0, 3)) {
      const [cardBox, questionBox] = [
        (await card.boundingBox())!,
        (await card.locator('[id^="review-question-"]').boundingBox())!,
      ]
      expect(questionBox.width).toBeGreaterThan(cardBox.width * 0.7)
    }

    await page.goto('/me')
    const purchases = rowsOf(page, 'purchase-row')
    await expectEveryRowFits(page, purchases, (row) => [row.getByRole('link')])
    await purchases.first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible()
  })

  test('a teacher reaches each pupil’s actions, and a pupil’s name opens their attempts', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Prof. Ionescu')
    await page.goto('/pupils')
    const pupils = rowsOf(page, 'pupil-row')
    await expectEveryRowFits(page, pupils, (row) => [
      row.getByRole('link', { name: /^Attempts of / }),
      row.getByRole('button', { name: /^More actions for / }),
    ])
    const ana = pupils.filter({ hasText: 'Ana Popescu' })
    await ana.getByRole('link', { name: 'Ana Popescu', exact: true }).click()
    await expect(page).toHaveURL(/\/attempts\?pupilUserId=[0-9a-f-]{36}$/)
    await expect(page.getByTestId('pupil-name')).toHaveText('Ana Popescu')
  })

  test("a lesson's table too wide for the phone is read as cards, one per row, each cell after its heading", async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await page.goto('/materials')
    const title = 'Although, Despite and In Spite Of'
    await rowsOf(page, 'material-row').getByRole('link', { name: title, exact: true }).click()
    const frame = page.getByTestId('lesson-frame')
    await expect(page.frameLocator(`iframe[title="Lesson: ${title}"]`).locator('table').first()).toBeVisible()
    /** Per table: its columns, whether it scrolls sideways, how its body rows are drawn, its first cell's label. */
    const tables = () =>
      frame.evaluate((element: HTMLIFrameElement) =>
        Array.from(element.contentDocument!.querySelectorAll('table'), (table) => {
          const firstCell = table.tBodies[0]!.rows[0]!.cells[0]!
          return {
            columns: table.tHead!.rows[0]!.cells.length,
            scrollsSideways: table.scrollWidth > table.clientWidth,
            rows: getComputedStyle(table.tBodies[0]!.rows[0]!).display,
            label: firstCell.dataset.label ?? null,
            // Drawn inside the frame: a card's cells wrap within the screen.
            withinFrame: firstCell.getBoundingClientRect().right <= element.contentDocument!.body.clientWidth,
          }
        }),
      )
    // Group | Words | What follows | Example does not fit 360 px: each row is a card. Wrong | Right fits: a table.
    await expect.poll(tables).toEqual([
      { columns: 4, scrollsSideways: false, rows: 'block', label: 'Group', withinFrame: true },
      { columns: 2, scrollsSideways: false, rows: 'table-row', label: null, withinFrame: true },
    ])
    // Turned to a wide screen, the first is a table again; turned back, cards again. Refitting must not change
    // the frame inside its own resize observer: the browser reports that loop as an error event on the page.
    await page.evaluate(() => {
      const errors: string[] = []
      Object.assign(window, { pageErrors: errors })
      window.addEventListener('error', (event) => errors.push(event.message))
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect
      .poll(async () => (await tables())[0])
      .toMatchObject({ rows: 'table-row', scrollsSideways: false })
    await page.setViewportSize(PHONE)
    await expect
      .poll(async () => (await tables())[0])
      .toMatchObject({ rows: 'block', scrollsSideways: false })
    // The frame's height follows its cards.
    await expect
      .poll(() =>
        frame.evaluate(
          (element: HTMLIFrameElement) =>
            element.getBoundingClientRect().height - element.contentDocument!.documentElement.scrollHeight,
        ),
      )
      .toBeGreaterThanOrEqual(0)
    expect(await page.evaluate(() => (window as unknown as { pageErrors: string[] }).pageErrors)).toEqual([])
  })

  test("the admin reaches every row's action in the lists and in the admin tables", async ({ page }) => {
    const authorization = await signInAsAdmin(page)
    await openCheckout(page, authorization)

    await page.goto('/materials')
    await expectEveryRowFits(page, rowsOf(page, 'material-row'), (row) => [
      row.getByRole('link', { name: /^Study / }),
      row.getByRole('button', { name: /^More actions for / }),
    ])
    await page.goto('/exams')
    await expectEveryRowFits(page, rowsOf(page, 'exam-row'), (row) => [
      row.getByRole('link', { name: /^(Attempt|Preview)$/ }),
      row.getByRole('button', { name: /^More actions for / }),
    ])

    // The admin's own purchases: the checkout just opened is pending. No link: the row has nothing to open.
    await page.goto(`/admin/users/${ADMIN_ID}`)
    const purchases = tableRows(page, 'Purchases')
    await expectEveryRowFits(page, purchases, () => [])
    await expect(purchases.first()).toContainText('PENDING')

    await page.goto('/admin/exercises/find?questionFragment=the')
    const found = tableRows(page, 'Exercises')
    await expectEveryRowFits(page, found, (row) => [row.getByRole('link', { name: /^Edit: / })])
    const question = (await found.first().getByRole('link').first().textContent())!
    await found.first().getByRole('link', { name: question, exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/exercises\/[0-9a-f-]{36}\/edit$/)

    const exams = (await (
      await page.request.get('/api/v1/exams', { headers: { authorization } })
    ).json()) as {
      content: { id: string }[]
    }
    await page.goto(`/admin/exams/${exams.content[0]!.id}/edit`)
    const exercises = tableRows(page, 'Exercises')
    await expectEveryRowFits(page, exercises, (row) => [
      row.getByRole('link', { name: /^Edit exercise \d+$/ }),
    ])
    const firstQuestion = (await exercises.first().getByRole('link').first().textContent())!
    await exercises.first().getByRole('link', { name: firstQuestion, exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/exercises\/[0-9a-f-]{36}\/edit$/)
  })
})

/**
 * Every field and button on the page is drawn at its size: none squashed by the layout. A field grown (`flex`)
 * in a column, as rows stack on a phone, takes its height from nothing: /me's Name once drew 18 px high, its
 * text cut. Every field's text is at least 16 px: Safari on an iPhone zooms the page into a field with
 * smaller text when it is tapped, and leaves it zoomed (Chakra's fields use 14 px). A read-only value is shown
 * whole: /me's User Id, which a teacher gives to their pupils, was cut after 31 of its 36 characters.
 * Every icon keeps its width too (below).
 */
async function expectControlsAtTheirSize(page: Page) {
  const misdrawn = await page.evaluate(() =>
    [...document.querySelectorAll('input, select, textarea, button')].flatMap((control) => {
      if (control.matches('input[type=radio], input[type=checkbox], input[type=hidden]')) return []
      const { width, height } = control.getBoundingClientRect()
      // Hidden, or drawn 1 px wide for assistive technology only.
      if (width <= 2 || !control.checkVisibility()) return []
      const least = control.tagName === 'BUTTON' ? 20 : 28
      const name =
        control.getAttribute('name') ??
        control.getAttribute('aria-label') ??
        (control as HTMLSelectElement).labels?.[0]?.textContent ??
        (control.tagName === 'BUTTON' ? control.textContent?.trim() : control.id)
      const label = `${control.tagName.toLowerCase()} "${name}"`
      const problems = height < least ? [`${label}: ${Math.round(height)} px high`] : []
      const textSize = parseFloat(getComputedStyle(control).fontSize)
      if (control.tagName !== 'BUTTON' && textSize < 16) problems.push(`${label}: ${textSize} px text`)
      // A value to read (an id to hand out) is shown whole, not cut at the field's edge.
      const cut =
        control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1
      if (control.hasAttribute('readonly') && cut) problems.push(`${label}: its value cut off`)
      // Text that neither scrolls nor wraps is measured: a select's choice ("Any difficulty"), and an empty
      // field's placeholder (a user id's placeholder once lost its last three digits).
      const style = getComputedStyle(control)
      const measure = document.createElement('canvas').getContext('2d')!
      const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const fits = (text: string, font: CSSStyleDeclaration) => {
        measure.font = `${font.fontWeight} ${font.fontSize} ${font.fontFamily}`
        return measure.measureText(text).width <= room
      }
      if (control instanceof HTMLSelectElement) {
        const choice = control.selectedOptions[0]?.text ?? ''
        if (!fits(choice, style)) problems.push(`${label}: its choice "${choice}" cut off`)
      }
      const placeholder = control.getAttribute('placeholder')
      if (control instanceof HTMLInputElement && control.value === '' && placeholder) {
        if (!fits(placeholder, getComputedStyle(control, '::placeholder')))
          problems.push(`${label}: its placeholder "${placeholder}" cut off`)
      }
      return problems
    }),
  )
  expect(misdrawn).toEqual([])
  await expectIconsAtTheirSize(page)
}

/**
 * Every icon keeps its width: none squeezed by the text it stands beside. An icon is an `svg` one `em` wide
 * (react-icons), and a flex row shrinks it as the text wraps: /interactive's coins once drew 9 px wide and
 * 14 px high beside a sentence of two lines on a phone.
 */
async function expectIconsAtTheirSize(page: Page) {
  const squeezed = await page.evaluate(() =>
    [...document.querySelectorAll('svg[width="1em"]')].flatMap((icon) => {
      const { width, height } = icon.getBoundingClientRect()
      if (height === 0 || !icon.checkVisibility()) return []
      const em = parseFloat(getComputedStyle(icon).fontSize)
      if (width >= 0.9 * Math.min(height, em)) return []
      const beside = (icon.closest('button, a, label, p, li, div')?.textContent ?? '').trim().slice(0, 60)
      return [`an icon beside "${beside}": ${width.toFixed(1)} × ${height.toFixed(1)} px`]
    }),
  )
  expect(squeezed).toEqual([])
}

/** Opens a signed-in page and waits until it has settled: the app running, its remote's page drawn. */
async function openSettled(page: Page, path: string) {
  await page.goto(path)
  await waitForApp(page)
  await expect(page.locator('main h1').first()).toBeVisible(FIRST_PAINT)
  await page.waitForLoadState('networkidle')
}

test.describe('the user home on a 360 px phone', () => {
  test('its buttons stand in two columns, and the exercise of the day starts on the first screen', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await openSettled(page, '/')
    const practice = (await page.getByRole('navigation', { name: 'Practice' }).boundingBox())!
    const study = (await page.getByRole('navigation', { name: 'Study and account' }).boundingBox())!
    // Side by side, as the specification's two columns: the orange column beside the blue one, not under it.
    expect(study.y).toBe(practice.y)
    expect(study.x).toBeGreaterThanOrEqual(practice.x + practice.width)
    await expectNoSidewaysScrolling(page)
    const card = page.getByRole('article', { name: 'Exercise of the day' })
    await expect(card.getByRole('radio').first()).toBeVisible(FIRST_PAINT)
    expect((await card.boundingBox())!.y).toBeLessThan(PHONE.height * 0.75)
    for (const link of await page
      .getByRole('navigation', { name: /Practice|Study and account/ })
      .getByRole('link')
      .all()) {
      // Each label whole on its button.
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    }
  })
})

test.describe('forms on a 360 px phone', () => {
  test("a student's forms draw every field, button and icon at its size, their text at 16 px", async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    for (const path of [
      '/me',
      '/exams',
      '/exams/generate',
      '/teacher',
      '/interactive',
      '/attempts',
      '/tokens',
    ]) {
      await openSettled(page, path)
      if (path === '/me') {
        // With a new name, Save comes below the field.
        await page.getByRole('textbox', { name: 'Name' }).fill('Ana Maria')
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
      }
      if (path === '/interactive' || path === '/exams') {
        // What the filter chooses comes first on a phone: the filter is one line until opened (on
        // /interactive four selects and three switches pushed the answers below the first screen).
        const first =
          path === '/interactive'
            ? page.getByRole('region', { name: 'Exercise' })
            : page.getByTestId('exam-row').first()
        expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height / 2)
        await expect(page.getByLabel('Target', { exact: true })).toBeHidden()
        const filter = page.getByRole('button', { name: /^Filter:/ })
        await filter.click()
        await expect(filter).toHaveAttribute('aria-expanded', 'true')
        await expect(page.getByLabel('Target', { exact: true })).toBeVisible()
      }
      await expectControlsAtTheirSize(page)
    }
  })

  test("a new student's Assign Teacher form shows the teacher's id whole, typed or not", async ({ page }) => {
    await signUpNewStudent(page)
    await openSettled(page, '/teacher')
    await expectControlsAtTheirSize(page)
    const field = page
      .getByRole('region', { name: 'Assign Teacher' })
      .getByLabel('Teacher User Id', { exact: true })
    await field.fill(ADMIN_ID)
    // It takes a second line rather than scroll: the pupil checks the whole id before assigning it.
    const cut = await field.evaluate(
      (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
    )
    expect(cut).toBe(false)
    expect((await field.boundingBox())!.height).toBeGreaterThan(60)
    await expect(page.getByRole('button', { name: 'Assign' })).toBeEnabled()
  })

  test("the admin's forms draw every field, button and icon at its size, their text at 16 px", async ({
    page,
  }) => {
    const authorization = await signInAsAdmin(page)
    const [exercise] = (
      await (
        await page.request.get('/api/v1/exercises?questionFragment=the', { headers: { authorization } })
      ).json()
    ).content as { id: string }[]
    const [material] = (await (
      await page.request.get('/api/v1/materials', { headers: { authorization } })
    ).json()) as { id: string }[]
    for (const path of [
      '/admin/users/find',
      `/admin/users/${ADMIN_ID}`,
      '/admin/materials/create',
      `/admin/materials/${material!.id}/content`,
      '/admin/exams/create',
      '/admin/exercises/find?questionFragment=the',
      `/admin/exercises/${exercise!.id}/edit`,
    ]) {
      await openSettled(page, path)
      await expectControlsAtTheirSize(page)
    }
  })
})

test.describe('public pages on a 360 px phone', () => {
  // The lessons page's "Contact us on Microsoft Teams" button once ran 27 px past the screen: the whole page
  // scrolled sideways.
  for (const { path: pagePath, heading } of PUBLIC_PAGES) {
    test(`${pagePath} fits the screen as sent and once the app has taken it over`, async ({ page }) => {
      await page.goto(pagePath)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_PAINT)
      await expectNoSidewaysScrolling(page)
      await waitForApp(page)
      await page.waitForLoadState('networkidle')
      await expectNoSidewaysScrolling(page)
    })
  }
})
