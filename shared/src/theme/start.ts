import { createSystemSteps } from '@grile/shared/chakra/system'
import { SYSTEM_CONFIGS } from './system-config'

type System = ReturnType<typeof createSystemSteps> extends Generator<void, infer S, void> ? S : never

let prepared: System | undefined

/**
 * Creates the product's Chakra system for the app's start, a step per task, the browser free in between
 * (decision 0045): in one go, creating it (its token dictionary above all: some 550 tokens, each walked,
 * transformed and given its CSS variable) held a phone's main thread for 160–220 ms on every page's start.
 * `@grile/shared/theme` then takes this system instead of creating its own.
 */
export async function prepareSystem(yieldToBrowser: () => Promise<void>): Promise<void> {
  if (prepared) return
  const steps = createSystemSteps(...SYSTEM_CONFIGS)
  let step: IteratorResult<void, System>
  do {
    await yieldToBrowser()
    step = steps.next()
  } while (!step.done)
  prepared = step.value
}

/** The system the start prepared, if it did (./system.ts). */
export function preparedSystem(): System | undefined {
  return prepared
}
