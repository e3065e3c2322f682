// Build step (Node): renders every public page with the app's own components into dist/pages/, for the
// server to send before any script runs. Run by the shell's `build` script after webpack.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { paths } from './config/paths'
import { notFoundPage, publicPages } from './config/public-pages'
import { remoteMounts } from './config/remote-routes'
import { GLOBAL_STYLES_ATTRIBUTE } from '@grile/shared/theme'
import { renderGlobalStyles, renderPage } from './prerender/render-page'
import { renderUserHomeCopy } from './prerender/user-home-copy'
import {
  composeIndexDocument,
  composePageDocument,
  PAGES_FOLDER,
  PAGES_MANIFEST,
  type PagesManifest,
} from './prerender/page-document'

async function main() {
  const dist = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist'))
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (template.includes(GLOBAL_STYLES_ATTRIBUTE)) {
    throw new Error(
      `${path.join(dist, 'index.html')} is composed already: the render runs right after webpack (the shell's build)`,
    )
  }
  const folder = path.join(dist, PAGES_FOLDER)
  fs.mkdirSync(folder, { recursive: true })
  const manifest: PagesManifest = {
    pages: [],
    notFound: `${notFoundPage.name}.html`,
    appRoutes: remoteMounts.map((mount) => mount.basePath),
  }
  // The user home's copy for a device that kept no page (decision 0067), named after its content like the
  // shell's other files, so that a page keeps the copy of its own build.
  const homeCopy = JSON.stringify(await renderUserHomeCopy())
  const homeCopyFile = `user-home.${crypto.createHash('sha256').update(homeCopy).digest('hex').slice(0, 10)}.json`
  fs.mkdirSync(path.join(dist, 'copies'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'copies', homeCopyFile), homeCopy)
  for (const page of [...publicPages, notFoundPage]) {
    const rendered = await renderPage(page.path)
    const indexable = page !== notFoundPage
    const homeCopyUrl = page.path === paths.home ? `/copies/${homeCopyFile}` : undefined
    fs.writeFileSync(
      path.join(folder, `${page.name}.html`),
      composePageDocument(template, rendered, page, { indexable, homeCopy: homeCopyUrl }),
    )
    if (page !== notFoundPage) manifest.pages.push({ path: page.path, file: `${page.name}.html` })
  }
  fs.writeFileSync(path.join(folder, PAGES_MANIFEST), JSON.stringify(manifest, null, 2))
  // The page of the signed-in routes gets Chakra's global styles too, so the browser never computes them,
  // starts its scripts through the same loader as the public pages, and paints a signed-in user's last view
  // of the page at once (the session and snapshot scripts).
  fs.writeFileSync(path.join(dist, 'index.html'), composeIndexDocument(template, await renderGlobalStyles()))
  console.log(`Prerendered ${manifest.pages.length} public pages and the not-found page into ${folder}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
