// @ts-check
// The one list of front ends: the shell and the remotes. Plain Node, no dependencies, so the workspace
// scripts (before anything is installed), ESLint, webpack and the API all read the same file.
import fs from 'node:fs'
import path from 'node:path'

/**
 * @typedef {object} FrontEnd
 * @property {string} folder the package's folder at the repository root (also its name after `@grile/`)
 * @property {number} devPort port of its `pnpm dev`
 * @property {string[]} [loads] the modules of other containers it loads at run time (`mfe_exams/ExamTable`),
 *   which those must keep exposing: the release registry's compatibility gate checks them
 *   (docs/decisions/0030-remote-release-registry.md). A remote's optional `preload` module is not listed:
 *   the shell does without it.
 */

/** @type {{ host: FrontEnd, remotes: FrontEnd[] }} */
const frontEnds = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'front-ends.json'), 'utf8'))

/** The federation host's folder. */
export const SHELL = frontEnds.host.folder

/** The remotes' folders, in the order the shell's navigation lists them. */
export const REMOTES = frontEnds.remotes.map((remote) => remote.folder)

/** Every front end's folder: the shell, then the remotes. */
export const FRONT_ENDS = [SHELL, ...REMOTES]

/**
 * Container names are snake_case (mfe-exams -> mfe_exams), the same in webpack, /remotes.json and URLs.
 * @param {string} folder
 */
export function containerName(folder) {
  return folder.replace(/-/g, '_')
}

/**
 * The front end in a folder, or an error naming the list: a new app is added there first.
 * @param {string} folder
 * @returns {FrontEnd}
 */
export function frontEnd(folder) {
  const found = [frontEnds.host, ...frontEnds.remotes].find((app) => app.folder === folder)
  if (!found) throw new Error(`${folder} is not listed in shared/build/front-ends.json`)
  return found
}

/**
 * The modules of other containers a front end loads at run time, as declared in front-ends.json (a test
 * compares the list with the code).
 * @param {string} folder
 * @returns {string[]}
 */
export function remoteModulesLoaded(folder) {
  return frontEnd(folder).loads ?? []
}
