import * as runtimeCore from '@module-federation/runtime-core'
import provideRuntimePlugin from '../provide-runtime-plugin'

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown }

afterEach(() => {
  delete global._FEDERATION_RUNTIME_CORE
})

it("hands the host's federation runtime to the remotes, under the global their entries read", () => {
  delete global._FEDERATION_RUNTIME_CORE
  expect(provideRuntimePlugin().name).toBe('provide-runtime-plugin')
  // The module itself (compared by its exports: a CommonJS test wraps each import of it anew).
  const handed = global._FEDERATION_RUNTIME_CORE as typeof runtimeCore
  expect(typeof handed.ModuleFederation).toBe('function')
  expect(handed.ModuleFederation).toBe(runtimeCore.ModuleFederation)
  expect(handed.getRemoteEntry).toBe(runtimeCore.getRemoteEntry)
})

it('leaves a runtime already handed over in place', () => {
  const first = { ModuleFederation: class {} }
  global._FEDERATION_RUNTIME_CORE = first
  provideRuntimePlugin()
  expect(global._FEDERATION_RUNTIME_CORE).toBe(first)
})
