/** One record of a CSV text: its fields and the line of the file it starts on (1-based). */
export type CsvRecord = { line: number; fields: string[] }

/** What `parseCsvRecords` answers: the records, or where the text stops being CSV. */
export type ParseCsvRecordsReturnType =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; line: number; message: string }

/**
 * Splits CSV text into records (RFC 4180: comma separated, fields in double quotes may hold
 * commas, line breaks and doubled quotes; CRLF, LF or CR line ends). Blank lines are skipped
 * rather than read as one empty field, since spreadsheets often leave them at the end.
 * @example parseCsvRecords('a,b\n1,"x,y"') // { ok: true, records: [{ line: 1, fields: ['a', 'b'] }, …] }
 */
export function parseCsvRecords(text: string): ParseCsvRecordsReturnType {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let fieldWasQuoted = false
  let line = 1
  let recordLine = 1
  let quoteLine = 1

  const endRecord = () => {
    fields.push(field)
    const blank = fields.length === 1 && fields[0]?.trim() === '' && !fieldWasQuoted
    if (!blank) records.push({ line: recordLine, fields })
    fields = []
    field = ''
    fieldWasQuoted = false
  }

  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"'
          index++
        } else {
          quoted = false
        }
      } else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line++
        field += char
      }
      continue
    }
    if (char === '"') {
      if (field.trim() !== '') {
        return { ok: false, line, message: 'A quote inside an unquoted field.' }
      }
      field = ''
      quoted = true
      fieldWasQuoted = true
      quoteLine = line
    } else if (char === ',') {
      fields.push(field)
      field = ''
      fieldWasQuoted = false
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index++
      endRecord()
      line++
      recordLine = line
    } else if (fieldWasQuoted && char?.trim() !== '') {
      return { ok: false, line, message: 'Text after the closing quote of a field.' }
    } else {
      field += char
    }
  }
  if (quoted) return { ok: false, line: quoteLine, message: 'A quoted field is never closed.' }
  endRecord()
  return { ok: true, records }
}
