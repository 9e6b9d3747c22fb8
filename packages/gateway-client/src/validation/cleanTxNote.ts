import { cleanDisplayText } from './cleanDisplayText'

/** The most of a proposer's note the app shows: Safe{Wallet} keeps a whole origin within 200. */
const TX_NOTE_DISPLAY_MAX = 200

/**
 * A proposer's note (`note` of a transaction) made fit to show: cleaned like other display text
 * and cut to 200 characters, since a gateway passes on whatever a proposer stored; empty is
 * null. No dependencies, so the boot's checks use it as the full app's schemas do.
 *
 * @example cleanTxNote('Rent\u202E\nfor March') // 'Rent for March'
 */
export function cleanTxNote(text: string): string | null {
  const chars = [...cleanDisplayText(text)]
  if (chars.length === 0) return null
  return chars.length > TX_NOTE_DISPLAY_MAX
    ? `${chars.slice(0, TX_NOTE_DISPLAY_MAX - 1).join('')}…`
    : chars.join('')
}
