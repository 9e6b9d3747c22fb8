import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const port = Number(process.env.DEMO_APP_PORT ?? 5174)

/**
 * The wallet fetches /manifest.json (name, description, icon) from its own origin, so that file
 * (and the icon it names) must allow cross-origin reads. Everything else keeps Vite's defaults.
 */
function manifestCors(): Plugin {
  const allowCors = (url: string | undefined) => url === '/manifest.json' || url === '/icon.svg'
  const middleware = (
    req: { url?: string },
    res: { setHeader(name: string, value: string): void },
    next: () => void,
  ) => {
    if (allowCors(req.url?.split('?')[0])) res.setHeader('Access-Control-Allow-Origin', '*')
    next()
  }
  return {
    name: 'assent-demo-manifest-cors',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  }
}

export default defineConfig({
  plugins: [react(), manifestCors()],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  // React and viem make up most of the bundle; one chunk is fine for a demo.
  build: { target: 'es2022', chunkSizeWarningLimit: 800 },
})
