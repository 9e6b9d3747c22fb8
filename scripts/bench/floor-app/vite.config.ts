import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built like the wallet (production, es2022, same plugin for React) so the comparison is fair.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', modulePreload: { polyfill: false } },
  logLevel: 'warn',
})
