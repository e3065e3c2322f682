// The async boundary lets the federation runtime negotiate shared singletons before React loads. The bootstrap
// is requested in a task of its own: with the runtime's own start, its loading (the shared modules it needs,
// its script) made one task of 90–130 ms on a 4× slowed CPU (decision 0041).
setTimeout(() => void import('./bootstrap'), 0)
