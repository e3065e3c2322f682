// Installs and builds every package for production.
import { buildFrontEnds, installDependencies } from './lib.mjs'

installDependencies()
buildFrontEnds()
