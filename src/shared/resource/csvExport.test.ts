import { RESOURCES } from '../../../contract';
import { createIntl } from 'react-intl';
import { csvColumnOf, csvExportPath, exportedColumns, fileNameOf, readCsv, type CsvProgress } from './csvExport';

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
  it('keeps the columns that name a field of the item or one the platform computes, in their order', () => {
    const columns = [
      { field: 'fullName', label: 'Name' },
      { field: 'userName', label: 'User name' },
      { field: 'shownOnly', label: 'Shown only' },
      { field: 'tenant', label: 'Tenant' },
    ];
    expect(exportedColumns(RESOURCES.users, columns)).toEqual([
      { field: 'fullName', label: 'Name' },
      { field: 'userName', label: 'User name' },
      { field: 'tenant', label: 'Tenant' },
    ]);
    expect(
      exportedColumns(RESOURCES.contractCategories, [{ field: 'translations@de', label: 'Title (de)' }]),
    ).toHaveLength(1);
  });

  it("words a column's codes and states a date column's zone, in the interface language", () => {
    const intl = createIntl({ locale: 'de-DE', messages: { 'common.yes': 'Ja', 'x.start': 'Beginn' } });
    const words = { true: { id: 'common.yes', defaultMessage: 'Yes' } };
    expect(csvColumnOf({ dataIndex: 'activity', title: { id: 'x.a', defaultMessage: 'Active' }, words }, intl)).toEqual(
      {
        field: 'activity',
        label: 'Active',
        words: { true: 'Ja' },
      },
    );
    expect(
      csvColumnOf({ dataIndex: 'start', title: { id: 'x.start', defaultMessage: 'Start' }, valueType: 'date' }, intl),
    ).toEqual({ field: 'start', label: 'Beginn (UTC)' });
    const path = csvExportPath('users', {}, undefined, [{ field: 'activity', label: 'Aktiv', words: { true: 'Ja' } }]);
    expect(new URLSearchParams(path.split('?')[1]).getAll('word')).toEqual(['activity:true:Ja']);
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
