/**
 * CSV as RFC 4180 describes it, for spreadsheets: CRLF rows, fields with a
 * comma, quote or line break quoted (quotes doubled), and a byte-order mark
 * so Excel reads the file as UTF-8 (Hindi names stay readable).
 */

export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = "\uFEFF";

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a leading tab
 * or carriage return that some programs skip) gets a leading ' so it shows
 * as text: visitors write these cells.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte-order mark, header row, one row per record, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
