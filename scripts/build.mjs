// Installs and builds every package for production.
import { buildFrontEnds, buildServer, installDependencies } from './lib.mjs'

installDependencies()
buildFrontEnds()
buildServer()
