import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildHistoryPage, calendarDay, type HistoryItem, isValidTimeZone } from './historyPage'

type Entry = { timestamp: number; id: string }

const at = (iso: string, id: string): Entry => ({ timestamp: Date.parse(iso), id })

function render(items: HistoryItem<Entry>[]): string[] {
  return items.map((i) =>
    i.type === 'DATE_LABEL' ? `day:${new Date(i.timestamp).toISOString()}` : i.transaction.id,
  )
}

describe('buildHistoryPage', () => {
  const entries = [
    at('2026-03-02T01:30:00Z', 'a'),
    at('2026-03-01T23:30:00Z', 'b'),
    at('2026-03-01T10:00:00Z', 'c'),
    at('2026-02-28T22:00:00Z', 'd'),
  ]

  it('labels each UTC day with its newest tx time', () => {
    expect(render(buildHistoryPage(entries, 'UTC', 0, 20))).toEqual([
      'day:2026-03-02T01:30:00.000Z',
      'a',
      'day:2026-03-01T23:30:00.000Z',
      'b',
      'c',
      'day:2026-02-28T22:00:00.000Z',
      'd',
    ])
  })

  it('groups by the calendar day of the requested time zone', () => {
    // In Berlin (UTC+1 in March) 23:30Z on the 1st is already the 2nd; 22:00Z on the 28th is 23:00.
    expect(render(buildHistoryPage(entries, 'Europe/Berlin', 0, 20))).toEqual([
      'day:2026-03-02T01:30:00.000Z',
      'a',
      'b',
      'day:2026-03-01T10:00:00.000Z',
      'c',
      'day:2026-02-28T22:00:00.000Z',
      'd',
    ])
    // In New York (UTC-5) 01:30Z on the 2nd is still the 1st.
    expect(render(buildHistoryPage(entries, 'America/New_York', 0, 20))).toEqual([
      'day:2026-03-02T01:30:00.000Z',
      'a',
      'b',
      'c',
      'day:2026-02-28T22:00:00.000Z',
      'd',
    ])
  })

  it('does not repeat the label of a day continued from the previous page', () => {
    expect(render(buildHistoryPage(entries, 'UTC', 2, 2))).toEqual([
      'c',
      'day:2026-02-28T22:00:00.000Z',
      'd',
    ])
    expect(render(buildHistoryPage(entries, 'UTC', 1, 1))).toEqual([
      'day:2026-03-01T23:30:00.000Z',
      'b',
    ])
  })

  it('rejects unknown time zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(() => buildHistoryPage(entries, 'Mars/Olympus', 0, 20)).toThrow(RangeError)
  })

  it('holds the history invariants for any list, zone and page size (property)', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']
    const arbitrary = fc.record({
      times: fc.array(
        fc.integer({ min: 1_600_000_000_000, max: 1_600_000_000_000 + 9 * 86_400_000 }),
        {
          maxLength: 40,
        },
      ),
      zone: fc.constantFrom(...zones),
      limit: fc.integer({ min: 1, max: 9 }),
    })
    fc.assert(
      fc.property(arbitrary, ({ times, zone, limit }) => {
        const all = [...times].sort((a, b) => b - a).map((t, i) => ({ timestamp: t, id: `e${i}` }))
        const pages: HistoryItem<Entry>[][] = []
        for (let offset = 0; offset < all.length; offset += limit) {
          pages.push(buildHistoryPage(all, zone, offset, limit))
        }
        const flat = pages.flat()
        expect(flat.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction] : []))).toEqual(all)
        // One label per distinct day overall, each followed by the newest tx of that day.
        const days = [...new Set(all.map((e) => calendarDay(e.timestamp, zone)))]
        const labels = flat.filter((i) => i.type === 'DATE_LABEL')
        expect(labels.map((l) => calendarDay(l.timestamp, zone))).toEqual(days)
        flat.forEach((item, index) => {
          if (item.type !== 'DATE_LABEL') return
          const next = flat[index + 1]
          expect(next?.type).toBe('TRANSACTION')
          if (next?.type === 'TRANSACTION') expect(next.transaction.timestamp).toBe(item.timestamp)
        })
        // A page never starts with a tx of a new day without its label.
        pages.forEach((page, p) => {
          const first = page[0]
          if (first?.type !== 'TRANSACTION' || p === 0) {
            if (p === 0 && page.length > 0) expect(first?.type).toBe('DATE_LABEL')
            return
          }
          const before = all[p * limit - 1] as Entry
          expect(calendarDay(before.timestamp, zone)).toBe(
            calendarDay(first.transaction.timestamp, zone),
          )
        })
      }),
      { numRuns: 300 },
    )
  })
})
