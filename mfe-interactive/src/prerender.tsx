// Build step (Node): writes the exercise-of-the-day card's copy beside the remote's entry, for the shell to
// paint on a device's first visit (src/copies/exercise-of-the-day-copy.tsx). Run by `build` after webpack.
import fs from 'node:fs'
import path from 'node:path'
import { renderCardCopy } from './copies/exercise-of-the-day-copy'

const dist = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist'))
const folder = path.join(dist, 'copies')
fs.mkdirSync(folder, { recursive: true })
fs.writeFileSync(path.join(folder, 'exercise-of-the-day.json'), JSON.stringify(renderCardCopy()))
console.log(`Wrote the exercise of the day's copy into ${folder}`)
