import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { sriPlugin } from './build/sriPlugin'
import { zodJitlessPlugin } from './build/zodJitlessPlugin'

const port = Number(process.env.WEB_PORT ?? 5173)

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    zodJitlessPlugin(),
    preloadChainsPlugin(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')),
    sriPlugin(),
  ],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    target: 'es2022',
    modulePreload: {
      // The wallet stack is loaded with import(); keep Vite from preloading it with the entry.
      polyfill: false,
      // Reproducible builds: Vite names a chunk before it writes the chunk's preload lists
      // (`__vite__mapDeps`, vitejs/vite#23225), so the same list in another order would be
      // other bytes under the same name. Sorted, the order cannot differ between builds.
      resolveDependencies: (_file, dependencies) => [...dependencies].sort(),
    },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The modules the entry imports statically ($initial) as one group, which puts them
            // in the entry chunk. Rolldown otherwise gives each module the entry shares with a
            // lazy chunk (React's jsx runtime, the amount formatters) a chunk of its own: six
            // files where two do, and on the 2-core bench the entry arrived ~15 ms later
            // (issue #17; the lazy chunks import those modules from the entry instead).
            { name: 'entry', tags: ['$initial'], priority: 3 },
            // The two layers the boot loads next, each one file with everything it imports
            // statically (a group takes its module's dependencies too): the full app, then the
            // wallet stack minus what the full app already holds. Left to automatic splitting,
            // every module they share with some page or dialog became a chunk of its own: the
            // queue page fetched 112 scripts, and Chromium spent ~1.0 CPU-s and ~1 s to its
            // rows; as 25 scripts of the same 1.5 MB, ~0.77 CPU-s and ~0.6 s (2-core machine).
            // Pages, dialogs, wallet SDKs and locales stay chunks of their own, loaded on demand.
            { name: 'fullApp', test: /[\\/]src[\\/]app[\\/]fullApp\.tsx$/, priority: 2 },
            {
              name: 'WalletRuntime',
              test: /[\\/]src[\\/]wallet[\\/]runtime[\\/]WalletRuntime\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}))

/**
 * Every page starts by asking the gateway for its chains (to resolve `?safe=devnet:0x…`). A
 * preload in index.html sends that request while the scripts are still loading; the boot's
 * fetch of the same URL with the same mode and credentials (src/boot/startBootReads.ts,
 * src/kernel/gatewayConfig.ts: cookies only with SIWE) then takes the preloaded answer instead of
 * a network round trip, and the full app gets it from the boot (src/app/seedBootReads.ts).
 */
function preloadChainsPlugin(env: Record<string, string>): Plugin {
  const gatewayUrl = (env.VITE_GATEWAY_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '')
  return {
    name: 'assent:preload-chains',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: `${gatewayUrl}/v1/chains`,
          as: 'fetch',
          crossorigin: env.VITE_SIWE === '1' ? 'use-credentials' : 'anonymous',
        },
        injectTo: 'head',
      },
    ],
  }
}
