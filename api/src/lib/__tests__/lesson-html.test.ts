import fs from 'node:fs'
import path from 'node:path'
import { LESSON_DROPPED_WITH_CONTENT } from '@grile/shared/contract'
import { sanitizeLessonHtml } from '../lesson-html'

const seededLessonsDir = path.resolve(import.meta.dirname, '../../db/seed/content/materials')
const seededLessons = fs.readdirSync(seededLessonsDir).filter((file) => file.endsWith('.html'))

/** Lesson HTML of every allowed kind, written as the sanitiser writes it. */
const NORMAL_LESSON = `<h2 id="intro">The Passive Voice</h2>
<h3>Form</h3>
<p>We use <strong>be</strong> + <em>past participle</em> &ndash; for example <code>was stolen</code>.</p>
<ol start="2"><li>First</li><li>Second <a href="https://dexonline.ro/definitie/pasiv?x=1&amp;y=2" title="Dictionary">dictionary</a></li></ol>
<ul><li>A car <strong>was stolen</strong> last night.</li></ul>
<table><caption>Tenses</caption><thead><tr><th scope="col">Tense</th><th>Example</th></tr></thead><tbody><tr><td colspan="2">Present: it is done</td></tr></tbody></table>
<figure><img src="https://grile.ro/images/passive.png" alt="Passive voice diagram" width="640" height="320" /><figcaption>Active → passive</figcaption></figure>
<blockquote>Quoted text</blockquote>
<pre><code>subject + be + V3</code></pre>
<p>Mail <a href="mailto:contact@grile.ro">us</a> or read <a href="/materials#top">the list</a>. Diacritice: ă â î ș ț.</p>
<hr />
<p>Line<br />break</p>`

describe('sanitizeLessonHtml', () => {
  it.each(seededLessons)('keeps the seeded lesson %s byte for byte', (file) => {
    const html = fs.readFileSync(path.join(seededLessonsDir, file), 'utf8')
    expect(sanitizeLessonHtml(html)).toBe(html)
  })

  it('checks every seeded lesson the content index lists', () => {
    const index = JSON.parse(fs.readFileSync(path.join(seededLessonsDir, 'index.json'), 'utf8')) as {
      slug: string
    }[]
    expect(seededLessons.map((file) => file.replace(/\.html$/, '')).sort()).toEqual(
      index.map((entry) => entry.slug).sort(),
    )
  })

  it('keeps normal lesson HTML (headings, lists, tables, images, links, code) unchanged', () => {
    expect(sanitizeLessonHtml(NORMAL_LESSON)).toBe(NORMAL_LESSON)
  })

  it('removes scripts with their contents', () => {
    expect(
      sanitizeLessonHtml('<p>a<script>alert(1)</script>b</p><script src="https://evil.test/x.js"></script>'),
    ).toBe('<p>ab</p>')
  })

  it('removes event handlers and styles', () => {
    expect(
      sanitizeLessonHtml(
        '<img src="https://grile.ro/a.png" onerror="alert(1)" style="x" /><p onclick="steal()" onmouseover="x()">t</p>',
      ),
    ).toBe('<img src="https://grile.ro/a.png" /><p>t</p>')
  })

  it('removes javascript: URLs, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#115;cript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeLessonHtml(`<a href="${href}">link</a>`)).toBe('<a>link</a>')
    }
    expect(sanitizeLessonHtml('<img src="javascript:alert(1)" alt="x" />')).toBe('<img alt="x" />')
  })

  it('removes iframes, objects, embeds, forms and SVG', () => {
    const html =
      '<iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x" /><form action="https://evil.test"><input name="a" /></form><svg><script>alert(1)</script></svg><p>kept</p>'
    expect(sanitizeLessonHtml(html)).toBe('<p>kept</p>')
  })

  it('does not let markup hidden in text or attributes come back to life', () => {
    expect(sanitizeLessonHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
    expect(
      sanitizeLessonHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>'),
    ).not.toMatch(/onerror|<img/)
    expect(sanitizeLessonHtml('<a title="&quot; onmouseover=&quot;alert(1)" href="/x">t</a>')).toBe(
      '<a title="&quot; onmouseover=&quot;alert(1)" href="/x">t</a>',
    )
  })

  it('drops every element of the shared list with its content, as the print copy does', () => {
    // Void elements have no content: the element itself goes.
    const empty = new Set(['frame', 'embed', 'link', 'meta', 'base'])
    for (const tag of LESSON_DROPPED_WITH_CONTENT) {
      const html = empty.has(tag)
        ? `<p>kept</p><${tag} title="x" />`
        : `<p>kept</p><${tag}>hidden text</${tag}>`
      expect(sanitizeLessonHtml(html)).toBe('<p>kept</p>')
    }
  })

  it('gives links that open a new window no handle on the lesson', () => {
    expect(sanitizeLessonHtml('<a href="https://grile.ro" target="_blank">x</a>')).toBe(
      '<a href="https://grile.ro" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeLessonHtml('<a href="https://grile.ro" target="_top">x</a>')).toBe(
      '<a href="https://grile.ro">x</a>',
    )
  })
})
