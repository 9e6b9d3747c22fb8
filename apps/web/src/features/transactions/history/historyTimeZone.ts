/** The zone the history's days are cut in: the browser's. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The page's date and time formats in the user's zone. */
export function historyFormats(timeZone: string) {
  return {
    date: new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone }),
    time: new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone }),
  }
}

export type HistoryFormats = ReturnType<typeof historyFormats>
