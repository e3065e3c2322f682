/**
 * The start's API client: the contract's schemas are built a module per task, each step only its own module's.
 * zod hands every schema it builds to a global post-processor (its `zod/compile` hook); counting there, before
 * zod loads, gives the schemas each step built.
 */
// `mock`-prefixed, so jest lets the mock below read it (when the mock runs, it is set).
const mockCounter = { built: 0, steps: [] as number[] }
;(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = {
  postProcessor: () => {
    mockCounter.built += 1
  },
}

jest.mock('../yield-to-browser', () => ({
  yieldToBrowser: async () => {
    mockCounter.steps.push(mockCounter.built)
    mockCounter.built = 0
  },
}))

describe('loadApiClient', () => {
  it('builds the contract a module per step, then gives the API client', async () => {
    const { loadApiClient } = await import('../start')
    const api = await loadApiClient()
    const afterSteps = mockCounter.built

    expect(typeof api.apiRequest).toBe('function')
    expect(typeof api.yieldToBrowser).toBe('function')
    const total = mockCounter.steps.reduce((sum, count) => sum + count, 0) + afterSteps
    // zod still reports what it builds (or this test would count nothing).
    expect(total).toBeGreaterThan(500)
    // After zod's own step, each step builds schemas of its own: a module listed after one that imports it
    // would build none.
    expect(mockCounter.steps[0]).toBe(0)
    expect(mockCounter.steps.slice(1).filter((count) => count === 0)).toEqual([])
    // No step holds a phone's main thread long: the largest (the admin's, 148 schemas) took under 30 ms on this
    // machine's CPU slowed 4×, where a task over 50 ms counts as blocking.
    expect(Math.max(...mockCounter.steps)).toBeLessThanOrEqual(200)
    // Every module with schemas is a step of its own: what the client's import still builds is next to nothing.
    expect(afterSteps).toBeLessThan(10)
  })
})
