import { API_BASE, earlyFetchScript, START_EARLY_FETCHES } from '@grile/shared/api'
import type { PublicPage } from '../config/public-pages'
import {
  APP_STYLING,
  EARLY_CLICKS,
  HOME_COPY_META,
  PRERENDERED_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
  SNAPSHOT_ATTRIBUTE,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_PENDING_ATTRIBUTE,
  SNAPSHOT_TAP,
  SNAPSHOT_TAPPABLE,
  SNAPSHOT_TAPPED_ATTRIBUTE,
} from '../lib/page-markers'

/** The prerendered pages' folder inside dist/, and its index for the server. */
export const PAGES_FOLDER = 'pages'
export const PAGES_MANIFEST = 'pages.json'

/**
 * What the server reads (api/src/plugins/web.ts): which file answers which path, the not-found page, and
 * the base paths of the signed-in pages, which the app renders in the browser (from index.html).
 */
export interface PagesManifest {
  pages: { path: string; file: string }[]
  notFound: string
  appRoutes: string[]
}

/** Stands for the site's origin in canonical and Open Graph URLs; the server, which knows it, fills it in. */
export const ORIGIN_PLACEHOLDER = '%GRILE_ORIGIN%'

/**
 * The storage keys the inline scripts read: @grile/shared/auth's LAST_PROFILE_KEY and LAST_PAGES_KEY (a
 * test holds them equal). Not imported from there: the start imports this module before anything else, and
 * the sign-in's code would come with it.
 */
const LAST_PROFILE_KEY = 'grile.last-profile'
const LAST_PAGES_KEY = 'grile.last-pages'
/** Where @grile/shared/api's early fetches wait for the app (`earlyFetchScript`; a test holds them equal). */
const EARLY_FETCHES_NAME = '__grileEarlyFetches'

export interface RenderedPageParts {
  /** The markup of #root, as React rendered it (with its hoisted <title> and <link>s first). */
  body: string
  /** Emotion's <style> tags. */
  styles: string
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * React puts what belongs in <head> (the page's <title>, image preloads) before the markup when it renders
 * less than a whole document; those go to the head, where the browser's React finds the title again.
 */
export function splitHoistedHead(body: string): { head: string; markup: string } {
  const leading = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[\s\S]*?<\/title>)/
  let markup = body
  const hoisted: string[] = []
  for (let match = leading.exec(markup); match; match = leading.exec(markup)) {
    hoisted.push(match[0])
    markup = markup.slice(match[0].length)
  }
  return { head: hoisted.filter((tag) => !tag.startsWith('<title>')).join(''), markup }
}

/**
 * Marks the document signed in before the first paint when a profile was loaded on this device and MSAL
 * still holds that user's account (the same test as resumableProfile in @grile/shared/auth): the CSS below then hides the landing and the Sign In button, and the app
 * renders in the browser with that profile instead of hydrating the visitor's page.
 */
export const SESSION_SCRIPT = `try{var p=JSON.parse(localStorage.getItem('${LAST_PROFILE_KEY}')||'null');if(p&&p.id&&Object.keys(localStorage).some(function(k){return /^msal\\.\\d+\\.account\\.keys$/.test(k)&&(localStorage.getItem(k)||'').indexOf('|'+p.id)>=0}))document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','')}catch(e){}`

/** A grey bar standing for content still to come. */
const SKELETON_BAR = `content:"";display:block;height:40px;max-width:360px;border-radius:8px;background:rgba(127,127,127,.18)`

/**
 * While a signed-in session starts, a skeleton stands where the visitor's page would be, and the top bar shows
 * the tokens and the name of the last profile (`data-resumed-profile`, in @grile/shared/ui's TopBar) in place of
 * Sign In (`data-visitor-only`).
 */
const SESSION_STYLE = `<style>html[${SIGNED_IN_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}] main>*,html[${SIGNED_IN_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}] [data-visitor-only]{display:none!important}html[${SIGNED_IN_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}] [data-resumed-profile]{display:flex!important}html[${SIGNED_IN_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}] main::before{${SKELETON_BAR}}</style>`

/**
 * The copy of a page is inert: a bar runs along the top and the pointer says "in progress" until the app has
 * taken over (still, for a reader who asked for less motion).
 */
const SNAPSHOT_STYLE = `#root[${SNAPSHOT_ATTRIBUTE}]{cursor:progress}#root[${SNAPSHOT_ATTRIBUTE}]::after{content:"";position:fixed;top:0;left:0;z-index:2147483647;width:40%;height:3px;background:#3b82f6;animation:grile-snapshot 1.2s ease-in-out infinite}@keyframes grile-snapshot{from{transform:translateX(-100%)}to{transform:translateX(250%)}}@media (prefers-reduced-motion:reduce){#root[${SNAPSHOT_ATTRIBUTE}]::after{width:100%;opacity:.5;animation:none}}#root main[${SNAPSHOT_PENDING_ATTRIBUTE}]::before{${SKELETON_BAR}}#root[${SNAPSHOT_ATTRIBUTE}] [${SNAPSHOT_TAPPED_ATTRIBUTE}]{outline:2px solid #3b82f6;outline-offset:2px}`

/**
 * What a control of the copy is known by when the app has rendered the page again: its kind, where it leads, its
 * name (`controlKey` in ../lib/page-markers.ts, which a test holds equal).
 */
const CONTROL_KEY = `var key=function(x){return x.tagName+' '+(x.getAttribute('href')||'')+' '+(x.getAttribute('aria-label')||x.textContent||'').replace(/\\s+/g,' ').trim()};`

/**
 * A tap on the copy, which is inert, reaches the document: the link or button under it is found by its box, marked
 * as tapped, and kept (the last one) for the app, which presses it once it has rendered the page
 * (shell/src/lib/snapshot-taps.ts).
 */
const TAP_KEEPER = `${CONTROL_KEY}d.addEventListener('click',function(e){if(!r.isConnected||!r.hasAttribute('${SNAPSHOT_ATTRIBUTE}'))return;var c=r.querySelectorAll('${SNAPSHOT_TAPPABLE}'),hit=null,n=0,j,b;for(j=0;j<c.length;j++){b=c[j].getBoundingClientRect();if(b.width&&b.height&&e.clientX>=b.left&&e.clientX<=b.right&&e.clientY>=b.top&&e.clientY<=b.bottom)hit=c[j]}if(!hit)return;for(j=0;c[j]!==hit;j++)if(key(c[j])===key(hit))n++;b=r.querySelector('[${SNAPSHOT_TAPPED_ATTRIBUTE}]');if(b)b.removeAttribute('${SNAPSHOT_TAPPED_ATTRIBUTE}');hit.setAttribute('${SNAPSHOT_TAPPED_ATTRIBUTE}','');window.${SNAPSHOT_TAP}={key:key(hit),nth:n}},true);`

/**
 * With no copy kept, the page as sent stays (its layout, a skeleton for its content) and its top bar takes the
 * last profile's tokens and name, as text, into the places the TopBar keeps for them.
 */
const PROFILE_FILL = `var f=function(a,v){var e=r.querySelector('['+a+']');if(e)e.textContent=v};f('data-profile-name',String(p.name||''));f('data-profile-tokens',p.tokens==null?'':String(p.tokens));`

/**
 * A device that kept no page of the user, on the home: the user home's copy (the shell's, from the page's
 * `grile-home-copy` meta), mfe-interactive's copy of the exercise-of-the-day card (beside its entry, found
 * through /remotes.json, the response the page already asked for) and the day's exercise (public), requested
 * together with the app's scripts, then composed and painted like a kept page once all three have come, unless
 * the app has begun to style the page by then (decision 0067). Every text goes in escaped. Buy Tokens and the
 * interactive countdown follow the profile as the user home does.
 */
const HOME_COPY = `var meta=d.querySelector('meta[name="${HOME_COPY_META}"]'),at=location.pathname;if(meta&&at==='/'){var w=window,get=function(u,o){return fetch(u,o).then(function(x){if(!x.ok)throw x.status;return x.json()})};if(w.${START_EARLY_FETCHES})w.${START_EARLY_FETCHES}();var early=w.${EARLY_FETCHES_NAME}&&w.${EARLY_FETCHES_NAME}['/remotes.json'],remotes=early?early.then(function(x){return x.clone().json()}):get('/remotes.json',{cache:'no-store'});Promise.all([get(meta.content),remotes.then(function(m){return get(new URL('copies/exercise-of-the-day.json',new URL(m.mfe_interactive,location.href)).href)}),get('${API_BASE}/v1/exercises/exercise-of-the-day')]).then(function(a){var h=a[0],c=a[1],day=a[2],e=day.exercise,j;if(w.${APP_STYLING}||!r.hasAttribute('${PRERENDERED_ATTRIBUTE}')||e.answers.length!==c.slots.answers.length)return;var esc=function(v){return String(v).replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;').replace(/"/g,'&quot;')},put=function(t,k,v){return t.split(k).join(esc(v))},card=put(put(put(c.html,c.slots.question,e.question),c.slots.successfulCount,day.successfulCount),c.slots.failedCount,day.failedCount);for(j=0;j<e.answers.length;j++)card=put(card,c.slots.answers[j],e.answers[j].text);paint({html:put(put(h.html,h.slots.name,p.name),h.slots.tokens,p.tokens==null?'':p.tokens).split(h.slots.card).join(card),css:h.css+c.css,emotionIds:h.emotionIds+' '+c.emotionIds},false);var n=p.interactiveAttemptsLeftInToken,q=r.querySelector(h.attemptsLeft.selector),b=r.querySelector(h.buyTokens);if(q){if(n>0)q.textContent=n===1?h.attemptsLeft.one:h.attemptsLeft.many.split(h.attemptsLeft.marker).join(n);else q.remove()}if(b&&p.isCustomer&&p.tokens>0)b.remove()}).catch(function(){})}`

/**
 * Runs right after #root: for a signed-in session, paints the page as it was last shown on this device, or
 * the layout of the last page shown with a skeleton in place of its content (shell/src/lib/page-snapshots.ts,
 * decision 0037); with no page kept at all, it fills the top bar of the page as sent (`PROFILE_FILL`) and, on
 * the home, paints the user home's copy once it has come (`HOME_COPY`).
 * A copy's #root is inert until the app renders the page afresh. A prerendered page's own CSS goes with its
 * markup: left in, its rules would come after the copy's once Emotion starts, and win. The
 * copy's CSS is marked as Emotion marks the styles of a page rendered at build time (`data-emotion="css <names>"`),
 * so Emotion takes it over when it starts instead of compiling and inserting those styles again. A link or
 * button tapped on the copy is kept (`TAP_KEEPER`).
 */
export const SNAPSHOT_SCRIPT = `(function(){try{var d=document,r=d.getElementById('root');if(!r||!d.documentElement.hasAttribute('${SIGNED_IN_ATTRIBUTE}'))return;var p=JSON.parse(localStorage.getItem('${LAST_PROFILE_KEY}')||'null'),s=JSON.parse(localStorage.getItem('${LAST_PAGES_KEY}')||'null');if(!p)return;var paint=function(shown,pending){var own=d.querySelectorAll('style[data-emotion]:not([data-global-styles])'),style=d.createElement('style'),i;for(i=0;i<own.length;i++)own[i].remove();style.setAttribute('${SNAPSHOT_ATTRIBUTE}','');if(shown.emotionIds)style.setAttribute('data-emotion','css '+shown.emotionIds);style.textContent=shown.css+'${SNAPSHOT_STYLE}';d.head.appendChild(style);r.innerHTML=shown.html;if(pending){var m=r.querySelector('main');if(m){m.innerHTML='';m.setAttribute('${SNAPSHOT_PENDING_ATTRIBUTE}','')}}r.removeAttribute('${PRERENDERED_ATTRIBUTE}');r.setAttribute('${SNAPSHOT_ATTRIBUTE}','');r.setAttribute('inert','');r.setAttribute('aria-busy','true');${TAP_KEEPER}};if(!s||s.userId!==p.id||!s.pages||!s.pages.length){${PROFILE_FILL}${HOME_COPY}return}var path=location.pathname.replace(/(.)\\/+$/,'$1'),page=null,i;for(i=0;i<s.pages.length;i++)if(s.pages[i].path===path&&Date.now()-s.pages[i].savedAt<${SNAPSHOT_MAX_AGE_MS}){page=s.pages[i];break}paint(page||s.pages[0],!page)}catch(e){}})()`

/**
 * How many of a signed-in start's chunks download at once; the next is asked for as one arrives (decision 0058).
 * All at once, they shared the link and arrived together, and the start's steps then ran back to back after
 * the last one; three at a time, the first steps run while the later chunks download. On the page bench's
 * mobile profile the user home's first paint of its question came 0.15–0.19 s sooner (two at a time: later).
 */
const SIGNED_IN_LANES = 3

/**
 * Requests the app's scripts once the browser reports the first contentful paint (after the first frame
 * where paint timing is missing; at the latest after 1.5 s), so nothing stands between the HTML and the
 * first paint; a signed-in session with nothing to show needs the app at once. main.js first, then the files
 * the app reads first are requested (`earlyFetchScript`) and the start chunks preloaded, each in a task of its
 * own: starting a request holds the main thread a few milliseconds (each preload 2–25 ms of a 4× slowed CPU
 * in Chromium 156's traces), and four of them in one task made tasks of 30–108 ms, over the 50 ms that count
 * as blocking (one per task: under 30 ms; decision 0041).
 * A button pressed before the app runs (Sign In, the theme) is remembered and pressed again once it does.
 * Every page of the shell starts this way: the public pages and index.html (the signed-in routes).
 *
 * A signed-in session takes main.js at high priority and the chunks in the order the start runs them, so its
 * sign-in starts while the libraries download. It waits for the first paint only when this device kept a
 * page to paint first (decision 0037): that paint is the user's page, and it comes first. A visitor's page
 * is already there: its chunks come last-needed first, so the start's steps run back to back once all have
 * arrived. Requested in the sign-in's order, the steps ran as their chunks arrived, and Lighthouse measured
 * public pages' Total Blocking Time 150–250 ms higher (decision 0036). A signed-in start downloads them
 * `SIGNED_IN_LANES` at a time; a visitor's, all at once.
 */
export function loaderScript(scripts: string[]): string {
  const [entry, ...preloads] = scripts
  return `(function(){var d=document,w=window,started=false,signedIn=d.documentElement.hasAttribute('${SIGNED_IN_ATTRIBUTE}'),clicks=w.${EARLY_CLICKS}=[];d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b&&clicks.indexOf(b)<0)clicks.push(b);start()},true);function start(){if(started)return;started=true;var s=d.createElement('script');s.src=${JSON.stringify(entry)};if(signedIn)s.setAttribute('fetchpriority','high');d.head.appendChild(s);var list=${JSON.stringify(preloads)};if(!signedIn)list.reverse();setTimeout(function(){if(w.${START_EARLY_FETCHES})w.${START_EARLY_FETCHES}()},0);var next=0,lanes=signedIn?${SIGNED_IN_LANES}:list.length;function more(){var href=list[next++];if(href)setTimeout(function(){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=href;if(signedIn)l.onload=l.onerror=more;d.head.appendChild(l)},0)}for(var i=0;i<lanes;i++)more()}var kept=false;try{kept=signedIn&&localStorage.getItem('${LAST_PAGES_KEY}')!==null}catch(e){}if(signedIn&&!kept)start();else{try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,1500)}})()`
}

/** index.html's own tags for the start's scripts (its preloads and main.js), which the loader replaces. */
function withoutStartTags(html: string): string {
  return html
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    .replace(/<script defer="defer"[^>]*src="[^"]+"><\/script>/, '')
}

/**
 * The page of the signed-in routes as served: index.html whose scripts start through the loader (as on the
 * public pages), with the session script and the files the app reads first in its head, Chakra's global
 * styles, and the snapshot script after #root.
 */
export function composeIndexDocument(template: string, globalStyles: string): string {
  const scripts = startScripts(template)
  const head = `<script>${SESSION_SCRIPT}</script><script>${earlyFetchScript({ now: true })}</script><script>${loaderScript(scripts)}</script>${globalStyles}`
  return withoutStartTags(template)
    .replace('</head>', `${head}</head>`)
    .replace('</body>', `<script>${SNAPSHOT_SCRIPT}</script></body>`)
}

/** The scripts index.html starts with: its preloads in order, main.js first. */
export function startScripts(template: string): string[] {
  const preloads = [...template.matchAll(/<link rel="preload" as="script" href="([^"]+)"[^>]*>/g)].map(
    (match) => match[1] ?? '',
  )
  const entry = /<script defer="defer"[^>]*src="([^"]+)"><\/script>/.exec(template)?.[1]
  if (!entry)
    throw new Error('index.html has no entry script (composed already? the render runs after webpack)')
  return [entry, ...preloads.filter((href) => href !== entry)]
}

function headTags(page: PublicPage, indexable: boolean): string {
  const url = `${ORIGIN_PLACEHOLDER}${page.path}`
  const title = escapeAttribute(page.title)
  const description = escapeAttribute(page.description)
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}"/>`,
    indexable ? `<link rel="canonical" href="${url}"/>` : '<meta name="robots" content="noindex"/>',
    '<meta property="og:type" content="website"/>',
    '<meta property="og:site_name" content="Grile"/>',
    `<meta property="og:title" content="${title}"/>`,
    `<meta property="og:description" content="${description}"/>`,
    ...(indexable ? [`<meta property="og:url" content="${url}"/>`] : []),
    '<meta name="twitter:card" content="summary"/>',
  ].join('')
}

/**
 * One public page's HTML: the app's index.html with the rendered markup in #root, the page's own head
 * (title, description, canonical, Open Graph), its CSS inline, and the app's scripts started after paint.
 * `homeCopy`: the URL of the user home's copy, on the home page (decision 0067).
 */
export function composePageDocument(
  template: string,
  rendered: RenderedPageParts,
  page: PublicPage,
  { indexable, homeCopy }: { indexable: boolean; homeCopy?: string },
): string {
  const { head, markup } = splitHoistedHead(rendered.body)
  const scripts = startScripts(template)
  const withoutScripts = withoutStartTags(template)
  // The index page's own title, description and noindex: a public page has its own.
  const withoutHead = withoutScripts
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<meta name="robots"[^>]*>/, '')
  const [beforeRoot, rest] = withoutHead.split(/<div id="root">/)
  if (beforeRoot === undefined || rest === undefined) throw new Error('index.html has no #root')
  const afterRoot = rest.slice(rest.indexOf('</body>'))
  return (
    beforeRoot
      // In the head, so that a signed-in session's scripts are requested before the page's images.
      .replace(
        '</head>',
        `${headTags(page, indexable)}${homeCopy ? `<meta name="${HOME_COPY_META}" content="${escapeAttribute(homeCopy)}"/>` : ''}<script>${SESSION_SCRIPT}</script><script>${earlyFetchScript({ now: false })}</script><script>${loaderScript(scripts)}</script>${SESSION_STYLE}${rendered.styles}${head}</head>`,
      ) +
    `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div><script>${SNAPSHOT_SCRIPT}</script>` +
    afterRoot
  )
}
