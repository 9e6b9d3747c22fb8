import { describe, expect, it } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import type { InboxItem, InboxKind } from './buildInbox'
import { createSignatureNotifier } from './signatureNotifier'

const item = (key: string, kind: InboxKind = 'sign'): InboxItem => ({
  key,
  kind,
  chain: testChainInfo(),
  safe: '0x3333333333333333333333333333333333333333',
  title: `Send ${key}`,
  timestamp: 0,
  to: '/transactions/tx',
  search: { safe: 'devnet:0x3333333333333333333333333333333333333333', id: key },
})

describe('createSignatureNotifier', () => {
  it('announces each new transaction awaiting my signature once, only in the background', () => {
    const notified: string[] = []
    let hidden = true
    let enabled = true
    const seen = createSignatureNotifier({
      notify: (i) => notified.push(i.key),
      isHidden: () => hidden,
      enabled: () => enabled,
    })
    seen([item('old')]) // already there when the app opened
    seen([item('old'), item('new'), item('exec', 'execute')])
    seen([item('old'), item('new')])
    expect(notified).toEqual(['new'])

    hidden = false // the tab is in front: the row is enough
    seen([item('front'), item('old'), item('new')])
    enabled = false
    hidden = true
    seen([item('off'), item('front'), item('old'), item('new')])
    expect(notified).toEqual(['new'])
  })
})
