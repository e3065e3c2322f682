import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '@grile/shared/testing'
import { TESTIMONIAL_INTERVAL_MS, TestimonialsCarousel } from '../components/testimonials-carousel'
import { testimonials } from '../data/testimonials'

const shownName = () =>
  screen.getByTestId('testimonial').querySelector('[role="img"]')?.getAttribute('aria-label')

const portraitOf = (index: number) => `Illustrated portrait of ${testimonials[index]?.name}`

describe('TestimonialsCarousel', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('has about eleven testimonials and no arrows', () => {
    renderPage(<TestimonialsCarousel testimonials={testimonials} />)
    expect(testimonials).toHaveLength(11)
    expect(screen.queryByRole('button', { name: /next|previous/i })).not.toBeInTheDocument()
  })

  it('moves to the next testimonial after exactly 25 seconds and wraps around', () => {
    renderPage(<TestimonialsCarousel testimonials={testimonials} />)
    expect(shownName()).toBe(portraitOf(0))

    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1))
    expect(shownName()).toBe(portraitOf(0))
    act(() => jest.advanceTimersByTime(1))
    expect(shownName()).toBe(portraitOf(1))
    expect(screen.getByTestId('testimonial')).toHaveAttribute('aria-label', '2 of 11')

    for (let step = 2; step <= testimonials.length; step++)
      act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS))
    expect(shownName()).toBe(portraitOf(0))
  })

  it('stays put while paused and goes on when resumed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderPage(<TestimonialsCarousel testimonials={testimonials} />)

    await user.click(screen.getByRole('button', { name: 'Pause the testimonials' }))
    act(() => jest.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS))
    expect(shownName()).toBe(portraitOf(0))

    await user.click(screen.getByRole('button', { name: 'Resume the testimonials' }))
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS))
    expect(shownName()).toBe(portraitOf(1))
  })

  it('shows a chosen testimonial for a full interval', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderPage(<TestimonialsCarousel testimonials={testimonials} />)

    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1000))
    await user.click(screen.getByRole('button', { name: new RegExp(`^Show testimonial 5 of 11`) }))
    expect(shownName()).toBe(portraitOf(4))

    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1))
    expect(shownName()).toBe(portraitOf(4))
    act(() => jest.advanceTimersByTime(1))
    expect(shownName()).toBe(portraitOf(5))
  })
})
