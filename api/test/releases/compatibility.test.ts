import { compatibilityProblems, type ReleaseFacts } from '../../src/services/release-registry'

/** The compatibility gate alone: which pairs of releases it compares, and what it says. */

const release = (remote: string, facts: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  remote,
  release: `2026.11.25-${remote === 'shell' ? 'aaaaaaa' : 'bbbbbbb'}`,
  requiredShared: {},
  providedShared: {},
  exposes: [],
  loads: [],
  ...facts,
})

const liveOf = (...releases: ReleaseFacts[]) => new Map(releases.map((entry) => [entry.remote, entry]))

const shell = release('shell', {
  providedShared: { react: '19.3.1', '@grile/shared': '1.2.0', zustand: '5.1.0' },
  loads: ['mfe_exams/routes'],
})

describe('compatibilityProblems', () => {
  it.each([
    ['a caret range the version satisfies', '^1.0.0', true],
    ['an exact version', '1.2.0', true],
    ['a range from below', '>=1.1.0 <2', true],
    ['any version', '*', true],
    ['a higher minor', '^1.3.0', false],
    ['a higher major', '^2.0.0', false],
    ['another exact version', '1.2.1', false],
    ['a tilde range of another minor', '~1.1.0', false],
  ])('a remote requiring @grile/shared as %s (%s) fits a shell providing 1.2.0: %s', (_name, range, fits) => {
    const remote = release('mfe_exams', { requiredShared: { '@grile/shared': range }, exposes: ['routes'] })
    const problems = compatibilityProblems(remote, liveOf(shell))
    expect(problems).toEqual(
      fits
        ? []
        : [
            `mfe_exams 2026.11.25-bbbbbbb requires @grile/shared ${range}, but shell 2026.11.25-aaaaaaa provides @grile/shared 1.2.0.`,
          ],
    )
  })

  it('refuses a singleton the shell does not provide', () => {
    const remote = release('mfe_exams', { requiredShared: { swr: '^2.0.0' }, exposes: ['routes'] })
    expect(compatibilityProblems(remote, liveOf(shell))).toEqual([
      'mfe_exams 2026.11.25-bbbbbbb requires swr ^2.0.0, which shell 2026.11.25-aaaaaaa does not provide.',
    ])
  })

  it('checks nothing of shared versions while no shell is live', () => {
    expect(
      compatibilityProblems(release('mfe_exams', { requiredShared: { react: '^99.0.0' } }), liveOf()),
    ).toEqual([])
  })

  it('checks a shell against every live remote, and a remote only against the shell', () => {
    const exams = release('mfe_exams', { requiredShared: { react: '^19.0.0' }, exposes: ['routes'] })
    const admin = release('mfe_admin', { requiredShared: { react: '^20.0.0' } })
    const oldShell = release('shell', { providedShared: { react: '18.3.1' } })
    expect(compatibilityProblems(oldShell, liveOf(shell, exams, admin))).toHaveLength(2)
    // mfe_admin's own mismatch with the live shell does not block a release of mfe_exams.
    expect(compatibilityProblems(exams, liveOf(shell, admin))).toEqual([])
  })

  it('refuses a release that no longer exposes what a live app loads (the shell or another remote)', () => {
    const materials = release('mfe_materials', { loads: ['mfe_exams/ExamTable'] })
    const exams = release('mfe_exams', { exposes: ['routes'] })
    expect(compatibilityProblems(exams, liveOf(shell, materials))).toEqual([
      'mfe_materials 2026.11.25-bbbbbbb loads mfe_exams/ExamTable, which mfe_exams 2026.11.25-bbbbbbb does not expose.',
    ])
    expect(
      compatibilityProblems(release('mfe_exams', { exposes: ['ExamTable'] }), liveOf(shell, materials)),
    ).toEqual([
      'shell 2026.11.25-aaaaaaa loads mfe_exams/routes, which mfe_exams 2026.11.25-bbbbbbb does not expose.',
    ])
  })

  it('refuses a release that loads what the live app does not expose, and ignores apps with no live release', () => {
    const exams = release('mfe_exams', { exposes: ['routes'] })
    const materials = release('mfe_materials', { loads: ['mfe_exams/ExamTable', 'mfe_account/Profile'] })
    expect(compatibilityProblems(materials, liveOf(shell, exams))).toEqual([
      'mfe_materials 2026.11.25-bbbbbbb loads mfe_exams/ExamTable, which mfe_exams 2026.11.25-bbbbbbb does not expose.',
    ])
  })

  it('compares a release with the others, not with its own live predecessor', () => {
    const liveExams = release('mfe_exams', {
      exposes: ['routes', 'ExamTable'],
      loads: ['mfe_exams/ExamTable'],
    })
    expect(
      compatibilityProblems(release('mfe_exams', { exposes: ['routes'] }), liveOf(shell, liveExams)),
    ).toEqual([])
  })
})
