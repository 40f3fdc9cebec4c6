// CSV files for spreadsheets (Excel first): every text cell quoted and defused, numbers written as numbers.

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) defused so a spreadsheet shows it as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Rows as CSV for Excel: UTF-8 BOM, CRLF line ends. Texts go through `csvCell`; a number (an amount, maybe
 * negative) is written bare so the spreadsheet reads it as a number: our code makes it, never a user.
 */
export function toCsv(rows: (string | number)[][]): string {
  const cell = (value: string | number) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : csvCell(String(value));
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
