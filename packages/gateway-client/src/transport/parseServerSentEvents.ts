/** One server-sent event: its `id` (empty when the server sent none), `event` type and `data`. */
export type ServerSentEvent = { id: string; event: string; data: string }

/**
 * The events of a `text/event-stream` body, in order, as an EventSource dispatches them: fields
 * gathered until a blank line, `data` lines joined by newlines, comments skipped, an event
 * without data dropped, the last `id` carried on (so a reconnect can resume after it).
 */
export async function* parseServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let lastId = ''
  let event = ''
  let data: string[] = []
  try {
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) return
      buffer += decoder.decode(chunk.value, { stream: true })
      const lines = buffer.split(/\r\n|\r|\n/)
      // The last piece may be a line still arriving (a lone `\r` too: its `\n` may follow).
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0)
            yield { id: lastId, event: event || 'message', data: data.join('\n') }
          event = ''
          data = []
          continue
        }
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'data') data.push(value)
        else if (field === 'event') event = value
        else if (field === 'id' && !value.includes('\0')) lastId = value
      }
    }
  } finally {
    // Ending early (a break, an abort) closes the connection instead of leaving it open.
    await reader.cancel().catch(() => undefined)
  }
}
