import { Readable } from 'node:stream';
import chardet from 'chardet';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';

import {
  byteLimitInWords,
  FEED_EMPTY_PROBLEM,
  FEED_FILE_LIMITS as FEED_LIMITS,
  feedTooLargeProblem,
} from '@deals/domain/rules';

export { FEED_LIMITS };

/** Encodings a person may choose; `auto` detects one of them (UTF-16 files are decoded, not refused). */
export const FEED_ENCODINGS = ['utf-8', 'windows-1252', 'iso-8859-15', 'utf-16le', 'utf-16be'] as const;
export type FeedEncoding = (typeof FEED_ENCODINGS)[number];
export const FEED_DELIMITERS = [',', ';', '\t'] as const;
export type FeedDelimiter = (typeof FEED_DELIMITERS)[number];

/** A file refused as a whole, before anything is kept: `code` for clients, `message` for people. */
export class FeedFileProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const SNIFF_BYTES = 64 * 1024;

/** In the words the import wizard uses for the same refusal (`@deals/domain`), naming this deployment's limit. */
export const tooLarge = (limit: number) => new FeedFileProblem('FEED_TOO_LARGE', feedTooLargeProblem(limit), 413);

/** Signatures of files people upload by mistake instead of a CSV export. */
const NOT_TEXT: { start: number[]; what: string }[] = [
  { start: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook or a zip archive' },
  { start: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel workbook' },
  { start: [0x25, 0x50, 0x44, 0x46], what: 'a PDF' },
];

const startsWith = (bytes: Uint8Array, start: number[]) => start.every((byte, index) => bytes[index] === byte);

/** The encoding of a file from its first bytes: a byte-order mark, valid UTF-8, or chardet's best guess. */
export function detectEncoding(sample: Uint8Array): FeedEncoding {
  if (startsWith(sample, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(sample, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(sample, [0xfe, 0xff])) return 'utf-16be';
  const known = NOT_TEXT.find((signature) => startsWith(sample, signature.start));
  if (known) {
    throw new FeedFileProblem(
      'FEED_NOT_TEXT',
      `This file is ${known.what}, not a CSV file. Save it as "CSV UTF-8" and upload that file.`,
    );
  }
  const nuls = sample.reduce((count, byte) => count + (byte === 0 ? 1 : 0), 0);
  const guess = (chardet.detect(sample) ?? '').toLowerCase();
  if (nuls > 0) {
    // UTF-16 without a byte-order mark: every other byte of Latin text is NUL.
    if (guess === 'utf-16le' || guess === 'utf-16be') return guess;
    throw new FeedFileProblem(
      'FEED_NOT_TEXT',
      'This file is not text: it looks like a binary file. Save it as "CSV UTF-8" and upload that file.',
    );
  }
  try {
    // `stream: true` lets a character cut at the end of the sample pass.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return guess === 'iso-8859-15' ? 'iso-8859-15' : 'windows-1252';
  }
}

/** The delimiter of the header line: whichever of comma, semicolon and tab appears most outside quotes. */
export function detectDelimiter(text: string): FeedDelimiter {
  const counts = new Map<FeedDelimiter, number>(FEED_DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as FeedDelimiter)) {
      counts.set(char as FeedDelimiter, counts.get(char as FeedDelimiter)! + 1);
    }
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** One data row as read: its number as a spreadsheet shows it (the header is row 1), its first line and cells. */
export interface FeedRecord {
  row: number;
  line: number;
  cells: string[];
}

export interface OpenedFeed {
  encoding: FeedEncoding;
  delimiter: FeedDelimiter;
  /** The header row, then every data row; throws `FeedFileProblem` on a file that cannot be read as CSV. */
  records: AsyncIterable<FeedRecord>;
  /** Bytes read so far. */
  bytes(): number;
}

/** Counts bytes as they arrive and stops past the limit: a sender without Content-Length is held to it too. */
async function* limited(body: AsyncIterable<Uint8Array>, counter: { bytes: number }, limit: number) {
  for await (const chunk of body) {
    counter.bytes += chunk.length;
    if (counter.bytes > limit) throw tooLarge(limit);
    yield chunk;
  }
}

/**
 * Opens an uploaded file as CSV records, streaming: its first 64 KB decide the encoding (unless chosen) and the
 * delimiter (unless chosen); iconv-lite decodes and csv-parse splits the rest as they arrive.
 */
export async function openFeed(
  body: AsyncIterable<Uint8Array>,
  chosen: { encoding?: FeedEncoding | null; delimiter?: FeedDelimiter | null } = {},
  maxBytes: number = FEED_LIMITS.bytes,
): Promise<OpenedFeed> {
  const counter = { bytes: 0 };
  const source = limited(body, counter, maxBytes)[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  while (headBytes < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  const sample = Buffer.concat(head);
  if (sample.length === 0) throw new FeedFileProblem('FEED_EMPTY', FEED_EMPTY_PROBLEM);
  const encoding = chosen.encoding ?? detectEncoding(sample);
  const delimiter = chosen.delimiter ?? detectDelimiter(iconv.decode(sample, encoding));
  const bytes = Readable.from(
    (async function* () {
      yield* head;
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    })(),
  );
  const parser = bytes.pipe(iconv.decodeStream(encoding)).pipe(
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: FEED_LIMITS.rowBytes,
    }),
  );
  // A failure upstream (the size limit, a dropped connection) must end the parse with that error.
  bytes.on('error', (error) => parser.destroy(error));
  return { encoding, delimiter, records: recordsOf(parser), bytes: () => counter.bytes };
}

async function* recordsOf(parser: AsyncIterable<{ record: string[]; info: { lines: number } }>) {
  let row = 0;
  try {
    for await (const { record, info } of parser) {
      row += 1;
      // csv-parse counts lines up to the row's end: the row began as many lines earlier as its cells hold breaks.
      const breaks = record.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
      yield { row, line: info.lines - breaks, cells: record };
    }
  } catch (error) {
    throw readProblem(error);
  }
}

/** csv-parse's and iconv-lite's errors, said for people. */
function readProblem(error: unknown): unknown {
  if (error instanceof FeedFileProblem) return error;
  const { code, message, lines } = error as { code?: string; message?: string; lines?: number };
  if (code === 'CSV_MAX_RECORD_SIZE') {
    return new FeedFileProblem(
      'FEED_ROW_TOO_LARGE',
      `The row ending on line ${lines} is larger than ${byteLimitInWords(FEED_LIMITS.rowBytes)}.`,
    );
  }
  if (code === 'CSV_QUOTE_NOT_CLOSED') {
    return new FeedFileProblem(
      'FEED_QUOTE_NOT_CLOSED',
      'A quoted cell is never closed: the file ends inside quotes. Check the last rows for a missing ".',
    );
  }
  if (code?.startsWith('CSV_')) return new FeedFileProblem('FEED_UNREADABLE', `The file is not valid CSV: ${message}`);
  return error;
}
