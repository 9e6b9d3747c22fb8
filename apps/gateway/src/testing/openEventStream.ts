/** One server-sent event as a client receives it. */
export type ReceivedEvent = { id: string; event: string; data: string }

/** A server-sent-events stream read with Node's fetch, one event at a time. */
export type EventStream = {
  status: number
  /** The next event; rejects after `timeoutMs` without one. */
  next(timeoutMs: number): Promise<ReceivedEvent>
  close(): void
}

/**
 * Opens `url` as an EventSource would (`Accept: text/event-stream`, `Last-Event-ID` when
 * resuming) and parses the stream's `id`, `event` and `data` fields; comments are skipped.
 */
export async function openEventStream(
  url: string,
  options: { lastEventId?: string } = {},
): Promise<EventStream> {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  })
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
  const queued: ReceivedEvent[] = []
  let buffer = ''

  async function next(timeoutMs: number): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const event = queued.shift()
      if (event) return event
      if (!reader) throw new Error(`no stream: status ${response.status}`)
      const left = deadline - Date.now()
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left)
      })
      const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer))
      if (chunk.done) throw new Error('the stream ended')
      buffer += chunk.value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\n\n')
        const fields: Record<string, string> = {}
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue
          const colon = line.indexOf(':')
          fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '')
        }
        if (fields.data !== undefined) {
          queued.push({ id: fields.id ?? '', event: fields.event ?? 'message', data: fields.data })
        }
      }
    }
  }

  return { status: response.status, next, close: () => controller.abort() }
}
