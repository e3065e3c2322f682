import createCache from '@emotion/cache'

// Emotion takes over the styles a page was sent with (a page rendered at build time, the copy of a page kept on
// the device). It used to move each of them to the end of <head> even when it was there already; a <style>
// moved is a sheet the browser drops and adds again, a style recalculation of every element of the page (226
// ms of an exam attempt's start at 4× in DevTools traces). Our patches of @emotion/cache and @emotion/sheet
// leave a style already in <head> where it is.
describe("Emotion's take-over of the page's styles", () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  function sentStyle(name: string, css: string): HTMLStyleElement {
    const style = document.createElement('style')
    style.setAttribute('data-emotion', name)
    style.textContent = css
    return style
  }

  it('leaves the styles in <head> where they are, and knows their names', () => {
    const global = sentStyle('css-global g1', '@layer reset, base, tokens, recipes;')
    const page = sentStyle('css a b', '.css-a{color:red}.css-b{color:blue}')
    const preload = document.createElement('link')
    document.head.append(global, page, preload)
    const moved: Node[] = []
    const observer = new MutationObserver((records) =>
      records.forEach((record) => moved.push(...record.addedNodes)),
    )
    observer.observe(document.head, { childList: true })

    const cache = createCache({ key: 'css' })
    moved.push(...observer.takeRecords().flatMap((record) => [...record.addedNodes]))
    observer.disconnect()

    expect(moved).toEqual([])
    expect([...document.head.children]).toEqual([global, page, preload])
    expect(cache.inserted).toMatchObject({ a: true, b: true })
    // New styles go after the ones taken over.
    cache.insert('.css-c', { name: 'c', styles: 'color:green;', next: undefined }, cache.sheet, true)
    const added = [...document.head.querySelectorAll('style')].at(-1)
    expect(added).not.toBe(page)
    expect(page.nextSibling).toBe(added)
  })

  it('still moves a style sent inside the page out of the way of React', () => {
    const root = document.createElement('div')
    const inline = sentStyle('css d', '.css-d{color:red}')
    root.append(inline)
    document.body.append(root)
    const cache = createCache({ key: 'css' })
    expect(inline.parentNode).toBe(document.head)
    expect(cache.inserted).toMatchObject({ d: true })
  })
})
