const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A date label of the messages list ("Nov 22, 2026"), in UTC as the gateway groups days. */
export function formatUtcDay(timestamp: number): string {
  return dayFormat.format(new Date(timestamp))
}

/** The time of a message in UTC ("14:05 UTC"). */
export function formatUtcTime(timestamp: number): string {
  return `${timeFormat.format(new Date(timestamp))} UTC`
}
