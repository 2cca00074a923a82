/**
 * A stored table as /file/show/data shows it: the first row as column names, then at most
 * `maxRows` of the non-blank rows that follow (all as text), and how many such rows there are.
 */
export interface TableView {
  readonly columns: string[];
  readonly rows: string[][];
  readonly total: number;
}

/** The most columns shown (Excel 97's last column IV); a wider table is not opened. */
export const maxShownColumns = 256;

/** A spreadsheet's name of the column at `index` (0: A, 26: AA). */
export function columnLetter(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * Collects the rows of a table as they are read: keeps the header and the first `maxRows` data
 * rows, counts the rest, and lays the kept rows out to one width (a header cell left empty is
 * named by its column letter).
 */
export class TableCollector {
  private header: string[] | undefined;
  private readonly kept: string[][] = [];
  private total = 0;

  constructor(private readonly maxRows: number) {}

  add(cells: readonly string[]): void {
    if (cells.every((cell) => cell === '')) return;
    if (this.header === undefined) {
      this.header = [...cells];
      return;
    }
    this.total += 1;
    if (this.kept.length < this.maxRows) this.kept.push([...cells]);
  }

  view(): TableView {
    const header = this.header ?? [];
    const width = Math.max(header.length, ...this.kept.map((row) => row.length));
    const pad = (row: readonly string[]) =>
      Array.from({ length: width }, (_unused, index) => row[index] ?? '');
    return {
      columns: pad(header).map((name, index) => (name === '' ? columnLetter(index) : name)),
      rows: this.kept.map(pad),
      total: this.total,
    };
  }
}
