// The entry index.html loads: React, react-dom and the boot (src/boot/), nothing more — the
// router, the query cache, the gateway client and the wallet stack come with src/app/fullApp.tsx,
// which the boot imports at once and switches to when it is ready. src/architecture.test.ts
// and src/boot/entryChunk.test.ts keep it that way.
import './styles/theme.css'
import './styles/app.css'
// The history rows the boot renders use the transaction list's styles.
import './features/transactions/transactions.css'
// Before startBoot, which imports react-dom: evaluating it sends the page's reads.
import { bootHandoff } from './boot/beginBoot'
import { startBoot } from './boot/startBoot'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
startBoot(root, bootHandoff)
