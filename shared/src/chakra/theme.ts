// Chakra's default theme, with the recipes of the components exported from ./index.ts and no others.
//
// Chakra's `defaultThemeConfig` holds a recipe for each of its 76 components. createSystem deep-copies the
// whole theme on every page's start, and the recipes were most of its data (145 KB as JSON, 39 KB for the
// ones below). A component whose recipe is missing renders unstyled without an error, so
// `__tests__/theme.test.ts` reads which recipes the exported components ask for and fails when one is
// missing here, or when one is here that no exported component asks for. Exporting a new component from
// ./index.ts may mean adding its recipe here, in one line.
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  kbdRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'

import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss as chakraGlobalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { defineConfig } from '@chakra-ui/react'

const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
}

const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
}

/**
 * Chakra's global styles, but for the custom properties that it declares on every element (`*`): the defaults
 * of its ring and filter utilities (`--ring-offset-width: 0px`, `--blur` empty…) and the body font, mono font
 * and border colour of its reset (`--global-…`). They are declared once, on `html`, and every element inherits
 * them. Declared on `*`, each element computed 26 custom properties of its own at every style recalculation:
 * inherited instead, a whole page's recalculation is 23–30 % shorter on `/product`, `/terms-of-service` and the
 * landing in Chromium (decision 0063). The one difference: an element inside one that sets such a property (`ringOffset`,
 * `blur`…) inherits that value instead of the default; Grile sets none of them.
 */
const everyElement = Object.entries(chakraGlobalCss['*'] ?? {})
const isCustomProperty = ([name]: [string, unknown]) => name.startsWith('--')
const globalCss = {
  ...chakraGlobalCss,
  '*': Object.fromEntries(everyElement.filter((entry) => !isCustomProperty(entry))),
  html: { ...chakraGlobalCss['html'], ...Object.fromEntries(everyElement.filter(isCustomProperty)) },
}

/** Chakra's `defaultThemeConfig`, but for the recipes (only those above) and the global styles (above). */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
})
