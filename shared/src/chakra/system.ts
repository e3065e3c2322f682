// What creating the page's Chakra style system takes: Chakra's style system and Grile's theme (its tokens,
// recipes and anatomies), without the components. A federated module of its own, so that the start evaluates it
// a step before the components (`@grile/shared/chakra`): evaluated together, Chakra's modules were one task of
// 86–112 ms on a 4× slowed CPU (docs/performance.md). Only the theme (`@grile/shared/theme`) imports it.
export {
  createSystem,
  createSystemSteps,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  defineSlotRecipe,
} from '@chakra-ui/react'
// Chakra's theme without its `defaultConfig` (the module that exports that one also builds Chakra's own
// default system at load time, which Grile never uses), and with only the recipes Grile's components use.
export { chakraTheme } from './theme'
