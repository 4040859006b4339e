import { buildApp } from './app.js'

const port = Number(process.env.API_PORT ?? 8787)
const host = process.env.API_HOST ?? '127.0.0.1'
const app = buildApp({ logger: true })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}

try {
  await app.listen({ port, host })
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use: set API_PORT to a free port.`)
  } else {
    console.error(error)
  }
  process.exit(1)
}
