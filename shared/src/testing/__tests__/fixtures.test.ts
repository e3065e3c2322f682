import { aStudent, anAdmin, attemptOf, examOf, uuidOf } from '@grile/shared/testing'

describe('fixtures', () => {
  it('build users, exams and attempts the contract accepts', () => {
    expect(anAdmin().isAdmin).toBe(true)
    expect(examOf(2).exercises).toHaveLength(2)
    expect(attemptOf(3).correctChoicesCount).toBe(2)
  })

  it('fail loudly when a fixture drifts from the contract', () => {
    expect(() => aStudent({ id: 'not-a-uuid' })).toThrow()
    expect(() => examOf(1, { difficulty: 'IMPOSSIBLE' as never })).toThrow()
    expect(uuidOf(255, 3)).toBe('00000003-0000-4000-8000-0000000000ff')
  })
})
