// `npm start`: on a fresh machine with only Node and npm, install what is needed, build everything and
// serve the whole product on http://localhost:8080 (PORT to change it). Ctrl-C stops it.
import path from 'node:path'
import { buildFrontEnds, installDependencies, log, root } from './lib.mjs'

installDependencies()
buildFrontEnds()
log(`Serving Grile on http://localhost:${process.env.PORT ?? 8080}`)
await import(path.join(root, 'scripts', 'serve.mjs'))
