import { RESOURCES } from '../../../contract';
import { csvExportPath, exportedColumns, fileNameOf, readCsv, type CsvProgress } from './csvExport';

describe('csvExportPath', () => {
  it("carries the list's filters and order, no page, and the columns with their headers", () => {
    const path = csvExportPath('companies', { name: 'zürich', kind: undefined }, { name: 'desc' }, [
      { field: 'name', label: 'Name' },
      { field: 'tenant', label: 'Mandant, Firma' },
    ]);
    const [base, query] = path.split('?');
    expect(base).toBe('companies.csv');
    const params = new URLSearchParams(query);
    expect(params.get('name')).toBe('zürich');
    expect(params.has('kind')).toBe(false);
    expect(params.has('page')).toBe(false);
    expect(params.get('order[name]')).toBe('desc');
    expect(params.getAll('column')).toEqual(['name', 'tenant']);
    expect(params.getAll('label')).toEqual(['Name', 'Mandant, Firma']);
  });
});

describe('exportedColumns', () => {
  it('keeps the columns that name a field of the item, in their order, and leaves computed ones out', () => {
    const columns = [
      { field: 'fullName', label: 'Name' },
      { field: 'userName', label: 'User name' },
      { field: 'tenant', label: 'Tenant' },
    ];
    expect(exportedColumns(RESOURCES.users.fields, columns)).toEqual([
      { field: 'userName', label: 'User name' },
      { field: 'tenant', label: 'Tenant' },
    ]);
  });
});

describe('fileNameOf', () => {
  it("takes the server's name, else the fallback", () => {
    expect(fileNameOf('attachment; filename="companies-2026-11-23.csv"', 'x.csv')).toBe('companies-2026-11-23.csv');
    expect(fileNameOf(null, 'companies.csv')).toBe('companies.csv');
  });
});

describe('readCsv', () => {
  it('reports bytes and records as chunks arrive and keeps every byte', async () => {
    const encoder = new TextEncoder();
    const parts = ['\uFEFFname\r\nZürich AG\r\n', 'Acme\r\n', 'Globex\r\n'];
    const chunks = parts.map((part) => encoder.encode(part));
    let index = 0;
    const response = {
      body: {
        getReader: () => ({
          read: async () =>
            index < chunks.length ? { done: false, value: chunks[index++] } : { done: true, value: undefined },
        }),
      },
    } as unknown as Response;
    const seen: CsvProgress[] = [];
    const blob = await readCsv(response, (progress) => seen.push(progress));
    expect(seen.map((progress) => progress.rows)).toEqual([1, 2, 3]);
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(seen[2]!.bytes).toBe(total);
    expect(blob.size).toBe(total);
  });
});
