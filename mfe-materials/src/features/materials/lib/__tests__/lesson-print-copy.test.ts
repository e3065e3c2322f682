import { lessonPrintCopy } from '../lesson-print-copy'

function printed(html: string): HTMLElement {
  const container = document.createElement('div')
  container.appendChild(lessonPrintCopy(html))
  return container
}

describe('lessonPrintCopy', () => {
  it('keeps the lesson: headings with their ids, lists, tables, code, links and images', () => {
    const lesson =
      '<h2 id="types">Types</h2><p>If you <strong>heat</strong> ice, it <em>melts</em>.</p>' +
      '<ul><li>one</li></ul><table><thead><tr><th scope="col">Type</th></tr></thead>' +
      '<tbody><tr><td colspan="2">Zero</td></tr></tbody></table><pre><code>will + verb</code></pre>' +
      '<a href="https://dexonline.ro/x" title="DEX">DEX</a><img src="https://grile.ro/a.png" alt="Chart">'
    expect(printed(lesson).innerHTML).toBe(lesson)
  })

  it('drops scripts, styles, frames and forms with their content, and every event handler', () => {
    const container = printed(
      '<p onclick="steal()">Text<script>steal()</script></p><style>p{}</style><iframe src="https://x"></iframe>' +
        '<img src="https://grile.ro/a.png" onerror="steal()"><svg><script>steal()</script></svg>' +
        '<textarea>secret</textarea>',
    )
    expect(container.innerHTML).toBe('<p>Text</p><img src="https://grile.ro/a.png">')
  })

  it('keeps the text of elements outside the allowlist but not the elements', () => {
    expect(
      printed('<form action="https://x"><label>Name <input name="n"></label></form><p>After</p>').innerHTML,
    ).toBe('Name <p>After</p>')
  })

  it('drops links and images whose URL is not http(s) (or mailto for links), however it is written', () => {
    const container = printed(
      '<a href="javascript:steal()">a</a><a href="&#106;avascript:steal()">b</a><a href=" java\tscript:steal()">c</a>' +
        '<a href="mailto:contact@grile.ro">d</a><a href="/materials">e</a><img src="data:image/svg+xml,x"><img src="javascript:x">',
    )
    expect(container.innerHTML).toBe(
      '<a>a</a><a>b</a><a>c</a><a href="mailto:contact@grile.ro">d</a><a href="/materials">e</a><img><img>',
    )
  })
})
