import { render, screen } from '@testing-library/react'
import useSWR from 'swr'
import { preloadRequest } from '../preload'

function Greeting({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR(['/v1/greeting', { name: 'Ana' }], fetcher)
  return <p>{data ?? 'Loading'}</p>
}

describe('preloadRequest: a request started before the component that needs it', () => {
  it('is the one the component gets under the same key: no second request', async () => {
    const fetcher = jest.fn(async () => 'Hello, Ana')
    preloadRequest(['/v1/greeting', { name: 'Ana' }] as const, fetcher)
    expect(fetcher).toHaveBeenCalledTimes(1)

    render(<Greeting fetcher={fetcher} />)

    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument()
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
