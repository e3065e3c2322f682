import { renderStandalone } from '@grile/shared/ui'
import { App } from './app'
import { basePaths } from './config/paths'

void renderStandalone(App, basePaths)
