/**
 * The start's Chakra system: created in steps (our patch of Chakra's createSystem), the same system as in one
 * go, and the one the theme then takes instead of creating its own.
 */
import { createSystem } from '@grile/shared/chakra/system'
import { SYSTEM_CONFIGS } from '../system-config'

describe('prepareSystem', () => {
  it('creates the system in steps, the same as in one go, and the theme takes it', async () => {
    const { prepareSystem, preparedSystem } = await import('../start')
    let steps = 0
    await prepareSystem(async () => {
      steps += 1
    })
    const prepared = preparedSystem()

    // Loading this module, merging the configs, the token dictionary's registration (two walks) and each of its eight build
    // steps, the conditions, the utilities, the compositions, the token map, then the rest: every part of
    // Chakra's createSystem that took over 10 ms of a 4× slowed CPU is a step of its own.
    expect(steps).toBeGreaterThanOrEqual(16)
    const inOneGo = createSystem(...SYSTEM_CONFIGS)
    expect(prepared?.getTokenCss()).toEqual(inOneGo.getTokenCss())
    expect(prepared?.getGlobalCss()).toEqual(inOneGo.getGlobalCss())
    const styles = { color: 'brand.solid', p: 4, _hover: { bg: 'red.500' }, md: { fontSize: 'lg' } }
    expect(prepared?.css(styles)).toEqual(inOneGo.css(styles))
    expect(prepared?.getRecipeFn('button')({ variant: 'solid', size: 'sm' })).toEqual(
      inOneGo.getRecipeFn('button')({ variant: 'solid', size: 'sm' }),
    )

    const { system } = await import('../system')
    expect(system).toBe(prepared)
  })
})
