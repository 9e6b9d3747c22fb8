import { applyBootTheme } from './applyBootTheme'
import { readBootPreferences } from './readBootPreferences'
import { startBootReads } from './startBootReads'

/** localStorage, or undefined where the browser denies it (a third-party frame). */
function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

// Runs when this module is evaluated, which main.tsx makes the entry's first step: imports are
// evaluated in order, and nothing imported here imports react-dom. So the page's reads are on
// the wire while the browser evaluates react-dom, not after it.
const storage = localStorageOrNothing()
const preferences = readBootPreferences(storage)
applyBootTheme(preferences.theme)

/** The reads of the page the boot renders, under way (null on the pages it does not render). */
export const bootHandoff = startBootReads(window.location, preferences, { storage })
