import { act, render, screen } from '@testing-library/react'
import { AppProviders } from '@grile/shared/ui'
import { useExamClock } from '../hooks/use-exam-clock'
import { ExamTimer } from '../components/exam-timer'

function TimerFrom({ seconds }: { seconds: number }) {
  const clock = useExamClock(seconds)
  return <ExamTimer clock={clock} />
}

describe('the exam timer', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('counts up every second from zero', () => {
    render(
      <AppProviders>
        <TimerFrom seconds={0} />
      </AppProviders>,
    )
    const timer = screen.getByRole('timer', { name: 'Time spent' })
    expect(timer).toHaveTextContent('0:00')
    act(() => jest.advanceTimersByTime(1000))
    expect(timer).toHaveTextContent('0:01')
    act(() => jest.advanceTimersByTime(1000))
    expect(timer).toHaveTextContent('0:02')
    act(() => jest.advanceTimersByTime(63_000))
    expect(timer).toHaveTextContent('1:05')
  })

  it('continues from the time restored after a reload, past the hour', () => {
    render(
      <AppProviders>
        <TimerFrom seconds={3599} />
      </AppProviders>,
    )
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('59:59')
    act(() => jest.advanceTimersByTime(1000))
    expect(timer).toHaveTextContent('1:00:00')
  })

  it('reads the wall clock, so a late tick does not lose time', () => {
    render(
      <AppProviders>
        <TimerFrom seconds={0} />
      </AppProviders>,
    )
    // A throttled background tab: the clock moves on while no tick runs.
    act(() => {
      jest.setSystemTime(Date.now() + 10_000)
      jest.advanceTimersByTime(1000)
    })
    expect(screen.getByRole('timer')).toHaveTextContent('0:11')
  })
})
