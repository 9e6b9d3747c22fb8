import { describe, expect, test } from 'vitest'
import { parseServerSentEvents, type ServerSentEvent } from './parseServerSentEvents'

/** A body arriving in the given chunks, as a slow network splits it. */
function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

async function parseAll(chunks: string[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = []
  for await (const event of parseServerSentEvents(bodyOf(chunks))) events.push(event)
  return events
}

describe('parseServerSentEvents', () => {
  test('reads events split anywhere across chunks, skipping comments', async () => {
    const events = await parseAll([
      ': keepalive\n\nid: 7\nevent: NEW_CONF',
      'IRMATION\ndata: {"a":"1"}\n',
      '\nid: 8\r\nevent: X\r\ndata: first\r\ndata:second\r\n\r\n',
    ])
    expect(events).toEqual([
      { id: '7', event: 'NEW_CONFIRMATION', data: '{"a":"1"}' },
      { id: '8', event: 'X', data: 'first\nsecond' },
    ])
  })

  test('carries the last id on, defaults the type, drops data-less and unfinished events', async () => {
    const events = await parseAll(['id: 3\n\ndata: x\n\nevent: lone\n\ndata: cut off'])
    expect(events).toEqual([{ id: '3', event: 'message', data: 'x' }])
  })
})
