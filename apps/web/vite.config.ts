import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sriPlugin } from './build/sriPlugin'
import { zodJitlessPlugin } from './build/zodJitlessPlugin'

const port = Number(process.env.WEB_PORT ?? 5173)

export default defineConfig({
  plugins: [react(), zodJitlessPlugin(), sriPlugin()],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    target: 'es2022',
    // The wallet stack is loaded with import(); keep Vite from preloading it with the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
  },
})
