import { describe, expect, test } from 'vitest'
import { OWNER_A, SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import type { GatewayEvent } from '../types/events'
import { followEvents } from './followEvents'

const { server, client } = useTestServer()

const sse = (id: number, type: string) =>
  `id: ${id}\nevent: ${type}\ndata: {"type":"${type}","address":"${SAFE}"}\n\n`

describe('followEvents', () => {
  test('yields the events and resumes a dropped stream after the last id', async () => {
    // The first connection ends after two events; the second must ask for what came after.
    server().reply(
      { headers: { 'content-type': 'text/event-stream' }, raw: `${sse(4, 'A')}${sse(5, 'B')}` },
      { status: 503 },
      { headers: { 'content-type': 'text/event-stream' }, raw: sse(6, 'C') },
    )
    const controller = new AbortController()
    const received: GatewayEvent[] = []
    let opened = 0
    for await (const event of followEvents(
      client(),
      {
        chainId: 31337,
        safe: SAFE,
        lastEventId: '3',
        reconnectDelayMs: 10,
        onOpen: () => opened++,
      },
      { signal: controller.signal },
    )) {
      received.push(event)
      if (received.length === 3) controller.abort()
    }
    expect(received).toEqual([
      { id: '4', type: 'A', payload: { type: 'A', address: SAFE } },
      { id: '5', type: 'B', payload: { type: 'B', address: SAFE } },
      { id: '6', type: 'C', payload: { type: 'C', address: SAFE } },
    ])
    const requests = server().requests
    expect(requests.map((r) => r.path)).toEqual(
      Array(3).fill(`/v1/chains/31337/safes/${SAFE}/events`),
    )
    expect(requests.map((r) => r.query)).toEqual(['after=3', 'after=5', 'after=5'])
    expect(requests[0]?.headers.accept).toBe('text/event-stream')
    expect(opened).toBe(2)
  })

  test('ends with the gateway text when the stream is refused', async () => {
    server().reply({ status: 400, json: { code: 400, message: 'Invalid event id "x"' } })
    const follow = followEvents(client(), { chainId: 1, owner: SAFE, lastEventId: 'x' })
    await expect(follow.next()).rejects.toThrow('400: Invalid event id "x"')
    expect(server().requests[0]?.path).toBe(`/v1/chains/1/owners/${SAFE}/events`)
  })

  test('follows a list of Safes in one stream', async () => {
    server().reply({ status: 404 })
    const follow = followEvents(client(), { chainId: 1, safes: [SAFE, OWNER_A] })
    await expect(follow.next()).rejects.toThrow('Not Found')
    expect(server().requests[0]).toMatchObject({
      path: '/v1/chains/1/events',
      query: `safe=${SAFE}&safe=${OWNER_A}`,
    })
  })

  test('refuses a call naming neither a Safe nor an owner instead of retrying it', async () => {
    const follow = followEvents(client(), { chainId: 1, safe: undefined as unknown as string })
    await expect(follow.next()).rejects.toThrow('Missing path parameter "address"')
    expect(server().requests).toEqual([])
  })
})
