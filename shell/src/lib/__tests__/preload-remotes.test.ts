import { remoteForPath } from '../preload-remotes'

describe('remoteForPath: which remote a link leads to, so a hover can preload it', () => {
  it.each([
    ['/exams', 'mfe_exams'],
    ['/exams/generate', 'mfe_exams'],
    ['/attempts', 'mfe_exams'],
    ['/interactive', 'mfe_interactive'],
    ['/materials?topic=1', 'mfe_materials'],
    ['/me', 'mfe_account'],
    ['/lessons/buy', 'mfe_account'],
    ['/admin/users/find', 'mfe_admin'],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote)
  })

  it.each(['/', '/lessons', '/product', '/examsx'])('%s is a page of the shell itself', (path) => {
    expect(remoteForPath(path)).toBeUndefined()
  })
})
