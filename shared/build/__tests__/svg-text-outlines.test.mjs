// An SVG illustration's text drawn as Inter's outlines at build time (decision 0062).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { outlineSvgText } from '../svg-text-outlines.mjs'

const INTER = `font-family="'Inter','Segoe UI',system-ui,sans-serif"`
const text = (attributes, content) =>
  `<svg viewBox="0 0 640 400"><text ${attributes} ${INTER}>${content}</text></svg>`

/** The one path a <text> became: its outline, its placement and its other attributes. */
function outlined(svg) {
  const result = outlineSvgText(svg)
  assert.doesNotMatch(result, /<text/)
  const paths = [...result.matchAll(/<path d="([^"]*)" transform="([^"]*)"([^/]*)\/>/g)]
  assert.equal(paths.length, 1, result)
  const [, d, transform, rest] = /** @type {RegExpMatchArray} */ (paths[0])
  const matrix = /matrix\(([^)]*)\)$/.exec(transform)?.[1]?.split(' ').map(Number) ?? []
  return { d, transform, matrix, rest }
}

test('a text becomes one path at its baseline and size, with its colour and opacity kept', () => {
  const { d, matrix, rest } = outlined(
    text('x="96" y="21" font-size="10" fill="#a1a1aa" opacity="0.8"', 'grile.ro'),
  )
  assert.match(d, /^M-?\d+-?\d* ?-?\d+/)
  // Inter has 2048 units to the em, drawn on a grid of 8: 10 px is 10 × 8 / 2048 a unit, flipped upwards.
  assert.deepEqual(matrix, [10 * (8 / 2048), 0, 0, -10 * (8 / 2048), 96, 21])
  assert.equal(rest, ' fill="#a1a1aa" opacity="0.8"')
})

test('the middle of a text is its x for text-anchor middle, its end for end', () => {
  const start = outlined(text('x="300" y="50" font-size="12" font-weight="600"', 'Mark as Studied')).matrix[4]
  const middle = outlined(
    text('x="300" y="50" font-size="12" font-weight="600" text-anchor="middle"', 'Mark as Studied'),
  ).matrix[4]
  const end = outlined(
    text('x="300" y="50" font-size="12" font-weight="600" text-anchor="end"', 'Mark as Studied'),
  ).matrix[4]
  assert.equal(start, 300)
  const halfWidth = 300 - /** @type {number} */ (middle)
  assert.ok(halfWidth > 40 && halfWidth < 55, `half the width of "Mark as Studied" at 12 px is ${halfWidth}`)
  assert.ok(Math.abs(300 - /** @type {number} */ (end) - 2 * halfWidth) < 0.02)
})

test("a pair Inter kerns is laid out closer than its letters' own widths", () => {
  const endOf = (content) =>
    outlined(text('x="100" y="50" font-size="100" text-anchor="end"', content)).matrix[4]
  const width = (content) => 100 - /** @type {number} */ (endOf(content))
  assert.ok(width('AV') < width('A') + width('V') - 1, `AV ${width('AV')}, A ${width('A')}, V ${width('V')}`)
})

test('a glyph drawn twice repeats its outline, so that compression takes the second almost for free', () => {
  const { d } = outlined(text('x="0" y="50" font-size="10"', 'oo'))
  const glyphs = d.split(/(?=M)/)
  assert.equal(glyphs.length, 2)
  const [first, second] = glyphs.map((glyph) => glyph.replace(/^M[^a-z]*/, ''))
  assert.equal(first, second)
})

test('white space and entities are read as SVG shows them', () => {
  const plain = outlined(text('x="10" y="20" font-size="11"', 'a &amp; b')).d
  assert.equal(outlined(text('x="10" y="20" font-size="11"', '  a\n  &#38;   b ')).d, plain)
  assert.equal(
    outlined(text('x="10" y="20" font-size="11" font-weight="bold"', 'a')).d,
    outlined(text('x="10" y="20" font-size="11" font-weight="700"', 'a')).d,
  )
})

test('attributes in single quotes are read as in double quotes', () => {
  const single = outlineSvgText(
    `<svg><text x='96' y='21' font-size='10' fill='#fff' font-family="Inter">a</text></svg>`,
  )
  const double = outlineSvgText(
    '<svg><text x="96" y="21" font-size="10" fill="#fff" font-family="Inter">a</text></svg>',
  )
  assert.equal(single, double)
})

test('a text with a transform keeps it, before its own placement', () => {
  const { transform } = outlined(text('x="68" y="166" font-size="12" transform="rotate(-8 130 190)"', '1'))
  assert.match(transform, /^rotate\(-8 130 190\) matrix\(/)
})

test('what an outline cannot draw as written fails the build, naming the element', () => {
  assert.throws(
    () => outlineSvgText(text('x="0" y="10" font-size="10"', 'correct ✓')),
    /Inter has no glyph for "✓" \(U\+2713\).*correct ✓/,
  )
  assert.throws(
    () => outlineSvgText(text('x="0" y="10" font-size="10"', 'a <tspan>b</tspan>')),
    /elements inside/,
  )
  assert.throws(
    () => outlineSvgText(text('x="0" y="10" font-size="10" letter-spacing="2"', 'a')),
    /letter-spacing/,
  )
  assert.throws(
    () => outlineSvgText(text('x="0 10" y="10" font-size="10"', 'ab')),
    /x="0 10" is not one number/,
  )
  assert.throws(
    () => outlineSvgText(text('x="0" y="10" font-size="10" font-weight="450"', 'a')),
    /Inter's weights/,
  )
  assert.throws(
    () => outlineSvgText('<svg><text x="0" y="10" font-size="10" font-family="Georgia">a</text></svg>'),
    /does not start with Inter/,
  )
})

test('an SVG without text is left as it is', () => {
  const svg = '<svg viewBox="0 0 10 10"><title>Tutor</title><circle cx="5" cy="5" r="4"/></svg>'
  assert.equal(outlineSvgText(svg), svg)
})

test('every illustration of the apps outlines, and keeps no text', () => {
  const root = path.resolve(import.meta.dirname, '../../..')
  const folders = fs
    .readdirSync(root)
    .map((name) => path.join(root, name, 'src', 'assets'))
    .filter((folder) => fs.existsSync(folder))
  const files = folders.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => path.join(folder, name)),
  )
  assert.ok(
    files.some((file) => fs.readFileSync(file, 'utf8').includes('<text')),
    'the shell has illustrations with text',
  )
  for (const file of files) assert.doesNotMatch(outlineSvgText(fs.readFileSync(file, 'utf8')), /<text/, file)
})
