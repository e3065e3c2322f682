/**
 * @jest-environment node
 */
// Rendered as at build time, in Node: Emotion keeps the CSS it would insert into a page.
import { renderToStaticMarkup } from 'react-dom/server'
import { CacheProvider } from '@emotion/react'
import { Box } from '../../chakra'
import { AppProviders } from '../../ui'
import { buildTimeEmotion, ownStyles, slotMarker, withoutScripts } from '..'

function renderBox() {
  const emotion = buildTimeEmotion()
  const html = renderToStaticMarkup(
    <CacheProvider value={emotion.cache}>
      <AppProviders>
        <Box data-testid="box" padding="7px" color="tomato">
          A box
        </Box>
      </AppProviders>
    </CacheProvider>,
  )
  return { emotion, chunks: emotion.extract(html) }
}

describe('the build-time rendering', () => {
  it("keeps a markup's own classes apart from Chakra's global styles, under the browser's cache key", () => {
    const { chunks } = renderBox()
    const own = ownStyles(chunks)
    const className = /data-testid="box" class="([^"]+)"/
      .exec(chunks.html)?.[1]
      ?.split(' ')
      .find((name) => name.startsWith('css-'))
    expect(className).toBeDefined()
    // The rule of the box's class, with the names Emotion in the browser recognises as already inserted.
    expect(own.css).toContain(`.${className}{`)
    expect(own.css).toContain('padding:7px')
    expect(own.emotionIds.split(' ')).toContain(className!.slice('css-'.length))
    // Chakra's reset and tokens come with every page, never with a copy.
    expect(own.css).not.toContain('--chakra-colors-')
    expect(chunks.styles.some((chunk) => chunk.key === 'css-global' && chunk.css.includes('--chakra-'))).toBe(
      true,
    )
  })

  it('writes the style tags of a page with their names, for Emotion to take over', () => {
    const { emotion, chunks } = renderBox()
    const tags = emotion.styleTags(chunks)
    expect(tags).toMatch(/<style data-emotion="css-global [^"]+">/)
    expect(tags).toMatch(/<style data-emotion="css [^"]+">/)
  })

  it("takes the theme's script out of a rendering, and nothing else", () => {
    const { chunks } = renderBox()
    expect(chunks.html).toContain('<script>')
    const html = withoutScripts(chunks.html)
    expect(html).not.toContain('<script')
    expect(html).toMatch(/<div data-testid="box" class="[^"]+">A box<\/div>/)
  })

  it('marks a place for data in a form that real text does not take', () => {
    expect(slotMarker('question')).toBe('%grile:question%')
  })

  it('gives each render a cache of its own', () => {
    expect(buildTimeEmotion().cache).not.toBe(buildTimeEmotion().cache)
  })
})
