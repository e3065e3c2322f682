import { useUserStore } from '@grile/shared/auth'
import { renderPage } from '@grile/shared/testing'
import { remoteMounts } from '../../config/remote-routes'
import { RemoteRoute } from '../remote-route'

describe('RemoteRoute', () => {
  // The start-up sign-in still running: the guard shows its spinner and no remote is fetched.
  beforeEach(() => useUserStore.setState({ user: null, signingIn: true, ready: false }))

  it.each(remoteMounts.map((mount) => [mount.basePath, mount]))(
    'names the tab of %s before its remote loads',
    (_, mount) => {
      const { unmount } = renderPage(<RemoteRoute mount={mount} />, { url: mount.basePath })
      expect(document.title).toBe(mount.title)
      unmount()
      // Leaving the page takes its title with it, for the next page's own.
      expect(document.title).toBe('')
    },
  )

  it('gives every remote page its own title', () => {
    const titles = remoteMounts.map((mount) => mount.title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const title of titles) expect(title).toMatch(/^\S.* · Grile$/)
  })
})
