/** The longest note a proposer may write, in characters (as Safe{Wallet}'s note field). */
export const TX_NOTE_MAX_LENGTH = 60

/** Safe{Wallet} keeps the whole `origin` it writes within this many characters. */
const MAX_ORIGIN_LENGTH = 200

/** The Safe App a proposal came through, as the `origin` names it. */
export type TxOriginApp = { name: string; url: string }

/**
 * The `origin` string a proposal carries: JSON with the Safe App that asked for it (`name`,
 * `url`) and the proposer's `note` beside them, as Safe{Wallet} writes it (`{…app, "note":…}`,
 * at most 200 characters), so each app reads the notes the other writes. Undefined when there
 * is neither an app nor a note. The note is trimmed; an empty one is left out. The app's
 * fields keep the order Assent always wrote them in.
 *
 * @example encodeTxNote({ note: 'Rent for March' }) // '{"note":"Rent for March"}'
 * @throws RangeError when the note is longer than TX_NOTE_MAX_LENGTH
 */
export function encodeTxNote({
  note,
  app,
}: {
  note?: string
  app?: TxOriginApp
}): string | undefined {
  const text = note?.trim() ?? ''
  if ([...text].length > TX_NOTE_MAX_LENGTH) {
    throw new RangeError(`A note is at most ${TX_NOTE_MAX_LENGTH} characters.`)
  }
  if (!text) return app ? JSON.stringify({ name: app.name, url: app.url }) : undefined
  const base = app ? { name: app.name, url: app.url } : {}
  const origin = JSON.stringify({ ...base, note: text })
  if (origin.length <= MAX_ORIGIN_LENGTH) return origin
  // A long app name or URL leaves less room: the note gives way, as in Safe{Wallet}.
  const room = MAX_ORIGIN_LENGTH - JSON.stringify({ ...base, note: '' }).length
  let cut = [...text].slice(0, Math.max(0, room)).join('')
  while (cut && JSON.stringify({ ...base, note: cut }).length > MAX_ORIGIN_LENGTH) {
    cut = [...cut].slice(0, -1).join('')
  }
  return JSON.stringify(cut ? { ...base, note: cut } : base)
}
