// Exposed as `mfe_interactive/ExerciseOfTheDayCard` for the shell's user home.
export { ExerciseOfTheDayCard } from './features/interactive/components/exercise-of-the-day-card'
