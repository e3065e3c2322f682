/**
 * The start's API client: the contract's schemas are built a module per task, each step only its own module's.
 * zod hands every schema it builds to a global post-processor (its `zod/compile` hook); counting there, before
 * zod loads, gives the schemas each step built.
 */
const counter = { built: 0, steps: [] as number[] }
;(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = {
  postProcessor: () => {
    counter.built += 1
  },
}

jest.mock('../yield-to-browser', () => ({
  yieldToBrowser: async () => {
    const { counter: c } = jest.requireActual<{ counter: typeof counter }>('./start.test')
    c.steps.push(c.built)
    c.built = 0
  },
}))

export { counter }

describe('loadApiClient', () => {
  it('builds the contract a module per step, then gives the API client', async () => {
    const { loadApiClient } = await import('../start')
    const api = await loadApiClient()
    const afterSteps = counter.built

    expect(typeof api.apiRequest).toBe('function')
    expect(typeof api.yieldToBrowser).toBe('function')
    const total = counter.steps.reduce((sum, count) => sum + count, 0) + afterSteps
    // zod still reports what it builds (or this test would count nothing).
    expect(total).toBeGreaterThan(500)
    // After zod's own step, each step builds schemas of its own: a module listed after one that imports it
    // would build none.
    expect(counter.steps[0]).toBe(0)
    expect(counter.steps.slice(1).filter((count) => count === 0)).toEqual([])
    // No step holds a phone's main thread long: the largest (the admin's, 148 schemas) took under 30 ms on this
    // machine's CPU slowed 4×, where a task over 50 ms counts as blocking.
    expect(Math.max(...counter.steps)).toBeLessThanOrEqual(200)
    // Every module with schemas is a step of its own: what the client's import still builds is next to nothing.
    expect(afterSteps).toBeLessThan(10)
  })
})
