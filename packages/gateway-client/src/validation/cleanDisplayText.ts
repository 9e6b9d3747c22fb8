// Tabs and line or paragraph breaks: a name is shown on one line, so a run of them is one space.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/gu

// What can make text read as something it is not, or hide part of it: control characters,
// format characters (bidi embeddings, overrides and isolates such as U+202E and U+2066–U+2069,
// directional marks, zero-width spaces and joiners, word joiners, the BOM, tag characters),
// lone surrogates, the combining grapheme joiner and the Hangul fillers that render as blanks,
// and the replacement character that bytes which are not UTF-8 decode to.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0\uFFFD]|\u034F/gu

/**
 * Cleans a string for display: removes bidi controls, zero-width and other invisible
 * characters, turns line breaks into spaces and trims. Only for text people read (names,
 * symbols, descriptions); never for a value that is hashed or signed. It has no dependencies,
 * so the web app's boot can use it too (`@assent/gateway-client/cleanDisplayText`).
 *
 * @example cleanDisplayText('USD\u202EC') // 'USDC'
 */
export function cleanDisplayText(text: string): string {
  return text.replace(BREAKS, ' ').replace(INVISIBLE, '').trim()
}
