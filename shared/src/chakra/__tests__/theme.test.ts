import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createSystem, defaultBaseConfig } from '@chakra-ui/react'
import {
  defaultThemeConfig,
  recipes as chakraRecipes,
  slotRecipes as chakraSlotRecipes,
} from '@chakra-ui/react/theme'

import { system } from '../../theme/system'
import * as grileChakra from '../index'
import * as lazyOverlays from '../lazy-overlays'
import * as overlays from '../overlays'
import * as grileTheme from '../theme'

const grileRecipes = grileTheme.chakraTheme.theme?.recipes ?? {}
const grileSlotRecipes = grileTheme.chakraTheme.theme?.slotRecipes ?? {}

const chakraModules = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm')

/** Where Chakra's index (its ES modules, one file per source module) takes each exported name from. */
function chakraExportSources(): Map<string, string> {
  const index = readFileSync(path.join(chakraModules, 'index.js'), 'utf8')
  const namespaces = new Map<string, string>()
  for (const { groups } of index.matchAll(/import \* as (?<name>\S+) from '(?<from>[^']+)'/g)) {
    if (groups?.name && groups.from) namespaces.set(groups.name, groups.from)
  }
  const sources = new Map<string, string>()
  for (const { groups } of index.matchAll(/export \{(?<names>[^}]*)\}(?: from '(?<from>[^']+)')?/g)) {
    for (const entry of groups?.names?.split(',') ?? []) {
      const [local = '', exported = local] = entry.trim().split(/\s+as\s+/)
      const source = groups?.from ?? namespaces.get(local)
      if (source) sources.set(exported, source)
    }
  }
  return sources
}

/** The recipe keys that the modules of these exports, and every Chakra module they import, ask the system for. */
function recipeKeysAskedFor(exportNames: string[]): Set<string> {
  const sources = chakraExportSources()
  const keys = new Set<string>()
  const read = new Set<string>()
  const visit = (file: string) => {
    if (read.has(file)) return
    read.add(file)
    const code = readFileSync(file, 'utf8')
    const askingForARecipe =
      /(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\s*\{[^}]*?key:\s*"(?<key>\w+)"/g
    for (const { groups } of code.matchAll(askingForARecipe)) keys.add(groups?.key ?? '')
    for (const { groups } of code.matchAll(/from '(?<relative>\.[^']+)'/g)) {
      visit(path.resolve(path.dirname(file), groups?.relative ?? ''))
    }
  }
  for (const name of exportNames) {
    const source = sources.get(name)
    if (!source) throw new Error(`${name} is not exported by Chakra's index`)
    // Names Chakra re-exports from Ark UI (Portal) have no recipe.
    if (source.startsWith('.')) visit(path.join(chakraModules, source))
  }
  return keys
}

describe('the recipes in Grile’s Chakra theme', () => {
  // Everything @grile/shared/chakra exports but its theme and the overlays' loading comes from Chakra's index.
  const loading = (name: string) => name in lazyOverlays && !(name in overlays)
  const asked = recipeKeysAskedFor(
    Object.keys(grileChakra).filter((name) => !(name in grileTheme || loading(name))),
  )
  const chakraHas = (key: string) => key in chakraRecipes || key in chakraSlotRecipes

  it('reads the recipes the exported components ask for', () => {
    // A guard on the reading itself: a button asks for `button`, a checkbox's indicator for `checkmark`.
    expect([...asked]).toEqual(expect.arrayContaining(['button', 'checkbox', 'checkmark', 'dialog', 'table']))
  })

  it('holds every recipe that a component exported from @grile/shared/chakra asks for', () => {
    // A missing recipe is no error in Chakra: its component renders unstyled.
    const missing = [...asked].filter(
      (key) => chakraHas(key) && !(key in chakraRecipes ? system.isRecipe(key) : system.isSlotRecipe(key)),
    )
    expect(missing).toEqual([])
  })

  it('holds no recipe that no exported component asks for', () => {
    const held = [...Object.keys(grileRecipes), ...Object.keys(grileSlotRecipes)]
    expect(held.filter((key) => !asked.has(key))).toEqual([])
    expect(held.length).toBeLessThan(
      Object.keys(chakraRecipes).length + Object.keys(chakraSlotRecipes).length,
    )
  })

  it('holds every other part of Chakra’s default theme, as Chakra has it', () => {
    // Built by hand from Chakra's parts (theme/system.ts): a part a later Chakra adds must not be lost.
    const { theme: chakraParts, ...chakraSettings } = defaultThemeConfig
    const { theme: parts = {}, ...settings } = system._config
    expect(Object.keys(settings)).toEqual(expect.arrayContaining(Object.keys(chakraSettings)))
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(Object.keys(chakraParts ?? {})))
    for (const part of [
      'breakpoints',
      'keyframes',
      'textStyles',
      'layerStyles',
      'animationStyles',
    ] as const) {
      expect(parts[part]).toEqual(chakraParts?.[part])
    }
  })

  it('styles each component as Chakra’s full theme does, with Grile’s own changes on top', () => {
    const chakraSystem = createSystem(defaultBaseConfig, defaultThemeConfig)
    for (const key of Object.keys(grileSlotRecipes).filter((key) => key !== 'nativeSelect')) {
      expect(system.getSlotRecipeFn(key)({})).toEqual(chakraSystem.getSlotRecipeFn(key)({}))
    }
    for (const key of Object.keys(grileRecipes).filter(
      (key) => !['button', 'input', 'textarea'].includes(key),
    )) {
      expect(system.getRecipeFn(key)({})).toEqual(chakraSystem.getRecipeFn(key)({}))
    }
    // Grile's form fields (theme/system-config.ts): 16 px text below the `lg` breakpoint, Chakra's from it up.
    const fromLarge = '@media screen and (min-width: 64rem)'
    const fieldStyles = {
      input: (from: typeof system, size: string) => from.getRecipeFn('input')({ size })['@layer recipes'],
      textarea: (from: typeof system, size: string) =>
        from.getRecipeFn('textarea')({ size })['@layer recipes'],
      nativeSelect: (from: typeof system, size: string) =>
        from.getSlotRecipeFn('nativeSelect')({ size }).field['@layer recipes'],
    }
    for (const [field, stylesOf] of Object.entries(fieldStyles)) {
      for (const size of ['xs', 'sm', 'md', 'lg']) {
        const { [fromLarge]: large, fontSize, lineHeight, ...rest } = stylesOf(system, size)
        const chakra = stylesOf(chakraSystem as typeof system, size)
        const { fontSize: chakraFontSize, lineHeight: chakraLineHeight, ...chakraRest } = chakra
        expect([field, size, rest]).toEqual([field, size, chakraRest])
        expect([field, size, fontSize, lineHeight]).toEqual([
          field,
          size,
          'var(--chakra-font-sizes-md)',
          '1.5rem',
        ])
        if (size !== 'lg') expect(large).toEqual({ fontSize: chakraFontSize, lineHeight: chakraLineHeight })
      }
    }
    // Grile's darker hover for solid buttons (theme/system.ts) over Chakra's button.
    const hover = '@media (hover: hover)'
    const { [hover]: solidHover, ...solid } = system.getRecipeFn('button')({ variant: 'solid' })[
      '@layer recipes'
    ]
    const { [hover]: _, ...chakraSolid } = chakraSystem.getRecipeFn('button')({ variant: 'solid' })[
      '@layer recipes'
    ]
    expect(solid).toEqual(chakraSolid)
    expect(solidHover).toEqual({
      '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': {
        '--bg-currentcolor': 'var(--chakra-colors-color-palette-700)',
        background: 'var(--chakra-colors-color-palette-700)',
      },
    })
  })
})
