import type { Plugin } from 'vite'

const DEFAULT_CONFIG = '(_a.__zod_globalConfig = {})'

/**
 * Makes `jitless` zod's default in the browser build. zod compiles object parsers with
 * `new Function` after probing for eval when the first schema is created; our CSP forbids eval
 * (issue #8), so the probe is a policy violation. Calling `z.config()` from app code runs too
 * late — schemas are built as their chunks load, before the entry's body — so the default is
 * set where zod defines it. Fails the build if zod changes that line, rather than silently
 * reintroducing eval.
 */
export function zodJitlessPlugin(): Plugin {
  return {
    name: 'assent:zod-jitless',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/ },
      handler(code, id) {
        if (!code.includes(DEFAULT_CONFIG)) {
          this.error(`${id} no longer sets its global config as expected; update zodJitlessPlugin`)
        }
        return {
          code: code.replace(DEFAULT_CONFIG, '(_a.__zod_globalConfig = { jitless: true })'),
          map: null,
        }
      },
    },
  }
}
