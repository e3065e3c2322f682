/**
 * @jest-environment node
 */
// Rendered as at build time, in Node: Emotion keeps the CSS it would insert into a page, for the copy to carry.
import { renderToStaticMarkup } from 'react-dom/server'
import { AppProviders } from '@grile/shared/ui'
import { anExercise } from '@grile/shared/testing'
import { ExerciseOfTheDayView } from '../../features/interactive/components/exercise-of-the-day-card'
import { renderCardCopy } from '../exercise-of-the-day-copy'

const textOf = (html: string) =>
  html
    .replace(/<script>[\s\S]*?<\/script>/g, '')
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

describe("the exercise of the day's copy", () => {
  const copy = renderCardCopy()

  it('marks each place of the day’s data once (a count also in its label), and carries no script', () => {
    const count = (marker: string) => copy.html.split(marker).length - 1
    expect(count(copy.slots.question)).toBe(1)
    expect(copy.slots.answers.map(count)).toEqual([1, 1, 1, 1])
    expect(count(copy.slots.successfulCount)).toBe(2)
    expect(count(copy.slots.failedCount)).toBe(2)
    expect(copy.html).not.toContain('<script')
  })

  it('carries the CSS of every class it uses, named for Emotion', () => {
    const classes = [...new Set(copy.html.match(/css-[a-z0-9]+/g))]
    expect(classes.length).toBeGreaterThan(5)
    for (const name of classes) expect(copy.css).toContain(`.${name}`)
    expect(copy.emotionIds.split(' ').sort()).toEqual(classes.map((name) => name.slice(4)).sort())
  })

  it('filled with a day’s exercise, reads as the card does', () => {
    const exercise = anExercise({ question: 'The suspect <b>denied</b> everything, ___ the evidence.' })
    let filled = copy.html
      .split(copy.slots.question)
      .join(escape(exercise.question))
      .split(copy.slots.successfulCount)
      .join('4')
      .split(copy.slots.failedCount)
      .join('2')
    exercise.answers.forEach((answer, index) => {
      filled = filled.split(copy.slots.answers[index]!).join(escape(answer.text))
    })
    const card = renderToStaticMarkup(
      <AppProviders>
        <ExerciseOfTheDayView
          exercise={exercise}
          successfulCount={4}
          failedCount={2}
          earlierAttempt={null}
          onNext={() => undefined}
        />
      </AppProviders>,
    )
    expect(textOf(filled)).toBe(textOf(card))
    // The question's markup is text, escaped as React escapes it.
    expect(textOf(filled)).toContain(
      'Exercise of the day 4 2 The suspect &lt;b&gt;denied&lt;/b&gt; everything',
    )
  })
})
