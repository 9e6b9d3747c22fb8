import type { LooseTypedData } from '@assent/review'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MessageRisksReview } from './MessageRisksReview'
import { useMessageRiskReview } from './useMessageRiskReview'

afterEach(cleanup)

const safe = {
  chainId: '31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  safeInfo: { version: '1.4.1' },
}

function Review({ content }: { content: string | LooseTypedData }) {
  const review = useMessageRiskReview(content, safe)
  return (
    <>
      <MessageRisksReview review={review} />
      <output data-testid="blockers">{review.blockers.join(' | ')}</output>
    </>
  )
}

const type = (id: string, value: string) =>
  fireEvent.change(screen.getByTestId(`ack-${id}`), { target: { value } })

describe('useMessageRiskReview', () => {
  it('shows the risk with its word and unblocks once the word is typed', () => {
    render(<Review content={`0x${'01'.repeat(32)}`} />)
    expect(screen.getByTestId('risk-blind-hash').textContent).toContain('Type blindhash')
    expect(screen.getByTestId('blockers').textContent).toBe(
      'Type "blindhash" to acknowledge: signs a bare 32-byte hash.',
    )
    type('blind-hash', 'blindhash')
    expect(screen.getByTestId('blockers').textContent).toBe('')
  })

  it('forgets the word when the content changes, even to another risk of the same kind', () => {
    const { rerender } = render(<Review content={`0x${'01'.repeat(32)}`} />)
    type('blind-hash', 'blindhash')
    rerender(<Review content={`0x${'02'.repeat(32)}`} />)
    expect((screen.getByTestId('ack-blind-hash') as HTMLInputElement).value).toBe('')
    expect(screen.getByTestId('blockers').textContent).toContain('blindhash')
  })

  it('has nothing to say about ordinary text', () => {
    render(<Review content="hello" />)
    expect(screen.queryByTestId('risk-blind-hash')).toBeNull()
    expect(screen.getByTestId('blockers').textContent).toBe('')
  })
})
