import { render, screen, within } from '@testing-library/react'
import { ChakraProvider } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { ListWithReadingTexts } from '@grile/shared/ui'

const flood = { id: 'flood', title: 'Flood Warning', text: 'The river rises.\n\nLeave your home.' }
const letter = { id: 'letter', title: 'A Letter', text: 'Dear Sir,\n\nYours faithfully,\nLavinia Toma' }

interface Question {
  id: string
  passage: typeof flood | null
}

const questions: Question[] = [
  { id: 'q1', passage: null },
  { id: 'q2', passage: flood },
  { id: 'q3', passage: flood },
  { id: 'q4', passage: letter },
  { id: 'q5', passage: null },
]

function renderList() {
  return render(
    <ChakraProvider value={system}>
      <ol aria-label="Exercises">
        <ListWithReadingTexts
          items={questions}
          passageOf={(question) => question.passage}
          keyOf={(question) => question.id}
          stickyTop="100px"
          renderItem={(question, index) => (
            <p>
              {index + 1}. {question.id}
            </p>
          )}
        />
      </ol>
    </ChakraProvider>,
  )
}

describe('ListWithReadingTexts', () => {
  it('puts the questions on one text in one item with the text, each other question in its own item', () => {
    renderList()
    const list = screen.getByRole('list', { name: 'Exercises' })
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(items.map((item) => item.textContent)).toEqual([
      '1. q1',
      expect.stringMatching(/Flood Warning.*2\. q2.*3\. q3/s),
      expect.stringMatching(/A Letter.*4\. q4/s),
      '5. q5',
    ])
    const floodQuestions = screen.getByRole('list', { name: 'Questions on Flood Warning' })
    expect(
      within(floodQuestions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2. q2', '3. q3'])
  })

  it('shows each text once, its paragraphs apart and a letter’s signature on its own line', () => {
    renderList()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    // Right below the page's title (h1) on every page that shows one: an h3 there skipped a level.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Flood Warning',
      'A Letter',
    ])
    const floodText = screen.getByRole('article', { name: 'Reading text: Flood Warning' })
    expect(within(floodText).getByText('Leave your home.').tagName).toBe('P')
    expect(
      within(screen.getByRole('article', { name: 'Reading text: A Letter' })).getByText(/Yours faithfully/)
        .textContent,
    ).toBe('Yours faithfully,\nLavinia Toma')
  })
})
