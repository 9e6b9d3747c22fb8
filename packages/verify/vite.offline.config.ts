import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import { singleHtmlFilePlugin } from './scripts/singleHtmlFilePlugin'

const offline = resolve(import.meta.dirname, 'src/offline')

/**
 * The offline verifier page: `npm run build:offline -w packages/verify` writes one
 * self-contained HTML file, dist/assent-verify-offline.html, to open from disk.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    singleHtmlFilePlugin({
      template: resolve(offline, 'page.html'),
      stylesheet: resolve(offline, 'page.css'),
      fileName: 'assent-verify-offline.html',
    }),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false, // dist also holds the CLI's bundle and tarball (scripts/packCli.ts)
    copyPublicDir: false,
    lib: {
      entry: resolve(offline, 'main.ts'),
      formats: ['iife'],
      name: 'assentVerifyOffline',
    },
  },
})
