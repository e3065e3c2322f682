// @ts-check
// A webpack loader: the text of an SVG illustration drawn as Inter's outlines at build time
// (docs/decisions/0062-illustration-text-as-outlines.md). An <img>'s SVG is a document of its own: Chromium
// lays out and paints its <text> on the page's main thread, at a cost that a <path> does not have. Outlines also
// show Inter on every device, where the text showed in whatever font each device had.
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

const require = createRequire(import.meta.url)

/** @typedef {{ layout(text: string): { glyphs: { path: { toSVG(): string } }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] }; hasGlyphForCodePoint(codePoint: number): boolean; unitsPerEm: number }} Font */

/** Inter's files as Fontsource packages them: one file per subset and weight. */
const SUBSETS = ['latin', 'latin-ext']
const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900]
const NAMED_WEIGHTS = { normal: 400, bold: 700 }
/**
 * The outlines' grid, in font units: 8 of Inter's 2048 to the em, whole numbers on a 256 grid. At 20 px a step is
 * 0.08 px, finer than a phone's pixel at 3× even at the illustration's full width; each halving of the grid saved
 * about a seventh of a file's compressed size.
 */
const STEP = 8

/** The attributes a <text> may have that become the outline's position and shape; any other is kept on the path. */
const TEXT_ATTRIBUTES = new Set(['x', 'y', 'font-size', 'font-weight', 'font-family', 'text-anchor'])
/** Attributes whose effect the outline cannot reproduce: a <text> with one fails the build instead of changing. */
const UNSUPPORTED_ATTRIBUTES = new Set([
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'letter-spacing',
  'word-spacing',
  'font-style',
  'font-variant',
  'font-stretch',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'direction',
  'text-decoration',
  'xml:space',
  'style',
])

/** @type {Map<string, Font>} */
const fonts = new Map()

/** Inter in a subset and weight, found and read once per build. */
function interFont(subset, weight) {
  const key = `${subset}-${weight}`
  let font = fonts.get(key)
  if (!font) {
    const file = require.resolve(`@fontsource/inter/files/inter-${key}-normal.woff`)
    font = /** @type {Font} */ (/** @type {unknown} */ (fontkit.openSync(file)))
    fonts.set(key, font)
  }
  return font
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** A <text>'s characters as SVG shows them by default: entities decoded, white space collapsed and trimmed. */
function shownText(content) {
  return content
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
      if (name[0] === '#') return String.fromCodePoint(Number(`0${name.slice(1).toLowerCase()}`))
      const character = ENTITIES[/** @type {keyof typeof ENTITIES} */ (name)]
      if (character === undefined) throw new Error(`unknown entity ${entity}`)
      return character
    })
    .replace(/[\r\n]/g, '')
    .replace(/\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
}

/** The text cut where the subset that draws it changes (Latin first), each run laid out on its own. */
function runs(text, weight) {
  /** @type {{ font: Font; text: string }[]} */
  const result = []
  for (const character of text) {
    const codePoint = /** @type {number} */ (character.codePointAt(0))
    const subset = SUBSETS.find((name) => interFont(name, weight).hasGlyphForCodePoint(codePoint))
    if (!subset) {
      throw new Error(
        `Inter has no glyph for "${character}" (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}): draw it as a shape`,
      )
    }
    const font = interFont(subset, weight)
    const last = result.at(-1)
    if (last?.font === font) last.text += character
    else result.push({ font, text: character })
  }
  return result
}

/**
 * A glyph's outline moved to the pen, in steps of `step` font units: its first point absolute, then relative, so
 * a repeated glyph repeats its text (which compression then takes almost for free).
 */
function glyphOutline(svgPath, penX, penY, step) {
  let out = ''
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  let first = true
  for (const [, command, list] of svgPath.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const values = list.trim() ? list.trim().split(/[ ,]+/).map(Number) : []
    const points = []
    for (let i = 0; i < values.length; i += 2) {
      points.push([Math.round(values[i] / step) + penX, Math.round(values[i + 1] / step) + penY])
    }
    const relative = (point) => `${point[0] - x} ${point[1] - y}`
    if (command === 'Z') {
      out += 'z'
      x = startX
      y = startY
      continue
    }
    const end = /** @type {number[]} */ (points.at(-1))
    if (command === 'M' && first) out += `M${end[0]} ${end[1]}`
    else out += command.toLowerCase() + points.map(relative).join(' ')
    first = false
    x = end[0]
    y = end[1]
    if (command === 'M') {
      startX = x
      startY = y
    }
  }
  return out.replace(/ -/g, '-')
}

const round = (value) => String(Math.round(value * 100) / 100 || 0)

function attributesOf(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map()
  for (const [, name, double, single] of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(name, double ?? single ?? '')
  }
  return attributes
}

function weightOf(value) {
  const weight =
    value === undefined
      ? 400
      : (NAMED_WEIGHTS[/** @type {keyof typeof NAMED_WEIGHTS} */ (value)] ?? Number(value))
  if (!WEIGHTS.includes(weight)) throw new Error(`font-weight "${value}" is not one of Inter's weights`)
  return weight
}

function numberOf(attributes, name, fallback) {
  const value = attributes.get(name)
  if (value === undefined && fallback !== undefined) return fallback
  if (value === undefined || !/^-?[\d.]+(px)?$/.test(value.trim()))
    throw new Error(`${name}="${value ?? ''}" is not one number`)
  return Number.parseFloat(value)
}

/** One <text> as one <path>: Inter's glyphs laid out with its kerning, placed as the text would be. */
function outline(attributeSource, content) {
  const attributes = attributesOf(attributeSource)
  for (const name of attributes.keys()) {
    if (UNSUPPORTED_ATTRIBUTES.has(name))
      throw new Error(`the attribute ${name} cannot be drawn as an outline`)
  }
  const family = attributes.get('font-family') ?? ''
  if (!/^\s*['"]?Inter\b/.test(family))
    throw new Error(`font-family "${family}" does not start with Inter, the only font outlined`)
  const size = numberOf(attributes, 'font-size')
  const x = numberOf(attributes, 'x', 0)
  const y = numberOf(attributes, 'y', 0)
  const weight = weightOf(attributes.get('font-weight'))
  const text = shownText(content)

  let pen = 0
  let d = ''
  let unitsPerEm = 0
  for (const run of runs(text, weight)) {
    if (unitsPerEm && run.font.unitsPerEm !== unitsPerEm)
      throw new Error("Inter's subsets disagree on their units per em")
    unitsPerEm = run.font.unitsPerEm
    const { glyphs, positions } = run.font.layout(run.text)
    glyphs.forEach((glyph, index) => {
      const position = /** @type {(typeof positions)[number]} */ (positions[index])
      const svgPath = glyph.path.toSVG()
      if (svgPath)
        d += glyphOutline(
          svgPath,
          Math.round((pen + position.xOffset) / STEP),
          Math.round(position.yOffset / STEP),
          STEP,
        )
      pen += position.xAdvance
    })
  }
  const scale = unitsPerEm ? Number(((size * STEP) / unitsPerEm).toPrecision(8)) : 0
  const anchor = attributes.get('text-anchor') ?? 'start'
  const shift = { start: 0, middle: pen / STEP / 2, end: pen / STEP }[anchor]
  if (shift === undefined) throw new Error(`text-anchor "${anchor}" is not start, middle or end`)
  // Font units have y upwards: the matrix flips them onto the SVG's y downwards at the text's baseline.
  const placement = `matrix(${scale} 0 0 ${-scale} ${round(x - shift * scale)} ${round(y)})`
  const transform = attributes.get('transform')
  const kept = [...attributes]
    .filter(([name]) => !TEXT_ATTRIBUTES.has(name) && name !== 'transform')
    .map(([name, value]) => ` ${name}="${value.replaceAll('"', '&quot;')}"`)
    .join('')
  return `<path d="${d}" transform="${transform ? `${transform} ` : ''}${placement}"${kept}/>`
}

/**
 * An SVG's <text> elements as <path> elements. A <text> holding other elements (a <tspan>) or an attribute whose
 * effect an outline cannot keep is an error, so that no illustration silently changes.
 */
export function outlineSvgText(svg) {
  return svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (element, attributeSource, content) => {
    try {
      if (content.includes('<')) throw new Error('a <text> with elements inside cannot be outlined')
      return outline(attributeSource, content)
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}: ${element}`, {
        cause: error,
      })
    }
  })
}

/** @this {import('webpack').LoaderContext<unknown>} */
export default function svgTextOutlinesLoader(source) {
  return outlineSvgText(String(source))
}
