import { renderStandalone } from '@grile/shared/federation'
import { App } from './app'
import { basePaths } from './config/paths'

void renderStandalone(App, basePaths)
