import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useRef } from 'react'
import type { HistoryRow } from './historyFilters'

const TX_ROW_HEIGHT = 64
const DATE_ROW_HEIGHT = 40

/**
 * The history list, virtualized: only the rows in view (plus a few) are in the DOM, so ten
 * thousand transactions scroll like ten. `onEndReached` loads the next page near the bottom.
 */
export function VirtualHistoryList({
  rows,
  renderRow,
  onEndReached,
}: {
  rows: readonly HistoryRow[]
  renderRow: (row: HistoryRow) => ReactNode
  onEndReached?: () => void
}) {
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.type === 'date' ? DATE_ROW_HEIGHT : TX_ROW_HEIGHT),
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
    initialRect: { width: 800, height: 720 },
  })
  const items = virtualizer.getVirtualItems()
  const last = items.at(-1)?.index
  const endRef = useRef(onEndReached)
  endRef.current = onEndReached
  useEffect(() => {
    if (last !== undefined && last >= rows.length - 5) endRef.current?.()
  }, [last, rows.length])

  return (
    <div ref={scrollRef} className="tx-virtual-scroll" data-testid="history-scroll">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {items.map((item) => {
          const row = rows[item.index]
          if (!row) return null
          return (
            <div
              key={item.key}
              data-index={item.index}
              data-testid="history-row"
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              {renderRow(row)}
            </div>
          )
        })}
      </div>
    </div>
  )
}
