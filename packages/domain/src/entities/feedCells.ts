import type { FieldDefinition } from './defineEntity';

/**
 * Spreadsheet programs run a cell that starts with one of these as a formula (CSV injection, OWASP): an export puts
 * an apostrophe before such a cell, which the spreadsheet shows as text.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A cell as exported: a leading apostrophe before a formula character (and before apostrophes already there). */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as imported: the apostrophe an export added is taken off again, so the round trip gives the same text. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const YES = new Set(['yes', 'y', 'true', '1', 'on', 'active', 'x']);
const NO = new Set(['no', 'n', 'false', '0', 'off', 'inactive']);

/** What a cell holds for its field, as an input carries it, or why it cannot be read as one. */
export type CellValue = { value: unknown } | { problem: string };

/**
 * One cell as the field's input value: the same value a form would send, so `entityProblems` answers the message
 * the form shows. Empty cells are `null` ("not given"); references stay names (the API finds the record).
 */
export function cellValue(field: FieldDefinition, cell: string): CellValue {
  const text = restoreCell(cell.trim());
  if (text === '' && field.kind !== 'text' && field.kind !== 'longText') return { value: null };
  switch (field.kind) {
    case 'money':
    case 'number': {
      // "12.50", "12,50" (a decimal comma) and "1 299.00" (spaces grouping thousands).
      const plain = text.replace(/[\s\u00a0]/g, '');
      const number = /^-?\d+,\d+$/.test(plain) ? Number(plain.replace(',', '.')) : Number(plain);
      return plain !== '' && Number.isFinite(number)
        ? { value: number }
        : { problem: `${field.label} must be a number.` };
    }
    case 'boolean': {
      const word = text.toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { problem: `${field.label} must be Yes or No.` };
    }
    case 'date': {
      const time = Date.parse(text);
      // Left as written when unreadable: the field's rule names it in the form's words.
      return { value: Number.isNaN(time) ? text : new Date(time).toISOString() };
    }
    case 'urlList':
    case 'tags':
      return { value: text.split(/[\s|]+/).filter(Boolean) };
    default:
      return { value: text };
  }
}

/** One stored value as an export cell (neutralised): the text `cellValue` reads back as the same value. */
export function exportCell(field: FieldDefinition, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'money':
      return Number(value).toFixed(2);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'date':
      return new Date(value as string | Date).toISOString();
    case 'urlList':
    case 'tags':
      return neutraliseCell((value as readonly string[]).join(' '));
    default:
      return neutraliseCell(String(value));
  }
}
