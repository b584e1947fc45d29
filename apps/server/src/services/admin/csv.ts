import { USERS_CSV_COLUMNS } from "@buildr/contracts/admin";

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return that it
 * strips first) as a formula: an account named `=HYPERLINK(...)` would run in the admin's Excel. A
 * leading apostrophe makes it text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (FORMULA_START.test(text)) text = `'${text}`;
  // RFC 4180: a field with a comma, a quote or a line break is quoted, and its quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

export interface CsvUser {
  name: string;
  email: string;
  role: string;
  status: string;
  createdAt: Date;
}

/**
 * docs/product/rules-and-figures.md#figures: Name, Email, Role, Status, Created Date. CRLF line ends (RFC 4180) and a byte-order mark,
 * so Excel reads accented names (José, Françoise) as UTF-8.
 */
export function usersCsv(rows: readonly CsvUser[]): string {
  const lines = [csvRow(USERS_CSV_COLUMNS)];
  for (const row of rows)
    lines.push(csvRow([row.name, row.email, row.role, row.status, row.createdAt.toISOString().slice(0, 10)]));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
