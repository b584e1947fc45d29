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

/** Reads RFC 4180 text back into rows (the tests' round trip, and anyone checking an export). */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && source[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
