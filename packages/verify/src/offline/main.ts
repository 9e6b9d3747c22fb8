import { checkEvidenceText } from './checkEvidenceText'
import { renderReport } from './renderReport'

// The offline verifier page: an evidence file chosen or dropped is read and checked here, with
// no network; the report replaces the previous one.
const input = document.querySelector<HTMLInputElement>('#evidence-input')
const dropZone = document.querySelector<HTMLElement>('#drop-zone')
const report = document.querySelector<HTMLElement>('#report')
if (!input || !dropZone || !report) throw new Error('The offline page is missing its elements.')

async function check(file: File): Promise<void> {
  report?.replaceChildren(`Checking ${file.name}…`)
  report?.replaceChildren(...renderReport(await checkEvidenceText(await file.text())))
}

input.addEventListener('change', () => {
  const file = input.files?.[0]
  if (file) void check(file)
})
// A file dropped anywhere is checked, not opened by the browser in place of the page.
window.addEventListener('dragover', (event) => {
  event.preventDefault()
  dropZone.classList.add('dragging')
})
window.addEventListener('dragleave', () => dropZone.classList.remove('dragging'))
window.addEventListener('drop', (event) => {
  event.preventDefault()
  dropZone.classList.remove('dragging')
  const file = event.dataTransfer?.files[0]
  if (file) void check(file)
})
