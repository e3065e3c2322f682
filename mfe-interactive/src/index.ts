// Standalone entry (`pnpm dev`); the shell loads ./App through remoteEntry.js instead.
import('./standalone')
