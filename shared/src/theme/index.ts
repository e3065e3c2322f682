export { system, pageSystem, GLOBAL_STYLES_ATTRIBUTE, SOLID_HOVER } from './system'
export { ColorModeProvider, useColorMode, takeOverBuiltHtml, THEME_STORAGE_KEY } from './color-mode'
export type { ColorMode } from './color-mode'
