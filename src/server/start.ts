// `bun run start`: the product. Serves the production web build (built first when missing or stale,
// in the background so the API is up at once); `bun run dev` keeps Bun's bundler with hot reload.
process.env.WEB_ASSETS ||= 'dist'
await import('./index')

export {}
