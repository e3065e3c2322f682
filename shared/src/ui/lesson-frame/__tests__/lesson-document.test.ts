import { lessonDocument } from '../lesson-document'

describe('lessonDocument', () => {
  it('puts the lesson into the body of a document that allows no script and brings its own light stylesheet', () => {
    const source = lessonDocument('<h2>Passive</h2><p>It was done.</p>')
    const parsed = new DOMParser().parseFromString(source, 'text/html')

    expect(parsed.body.innerHTML).toBe('<h2>Passive</h2><p>It was done.</p>')
    expect(parsed.body.className).toBe('lesson')
    const policy = parsed.head
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content')
    expect(policy).toContain("script-src 'none'")
    expect(policy).toContain("default-src 'none'")
    expect(parsed.head.querySelector('style')?.textContent).toContain('color-scheme: light')
  })
})
