/**
 * The CSV export's second choice, for lists of translated texts: the same file with each
 * translated column also in every language the listed texts have, one column per language
 * (`translations@de`, which the platform writes in that language only). Its own chunk.
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import { TRANSLATED_FIELDS, type CsvColumn } from '../resource/csvExport';

/** After each translated column, one column per language (`translations@de`, headed "Title (de)"). */
export function withLanguageColumns(columns: readonly CsvColumn[], languages: readonly string[]): CsvColumn[] {
  return columns.flatMap((column) =>
    TRANSLATED_FIELDS.includes(column.field)
      ? [
          column,
          ...languages.map((language) => ({
            field: `${column.field}@${language}`,
            label: `${column.label} (${language})`,
          })),
        ]
      : [column],
  );
}

export default function CsvLanguagesMenu({
  columns,
  languages,
  onExport,
}: {
  columns: readonly CsvColumn[];
  languages: readonly string[];
  onExport: (columns: CsvColumn[]) => void;
}) {
  const intl = useIntl();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'languages',
            label: intl.formatMessage(
              {
                id: 'table.csv.everyLanguage',
                defaultMessage: 'Export CSV with the texts in every language ({languages})',
              },
              { languages: languages.join(', ') },
            ),
          },
        ],
        onClick: () => onExport(withLanguageColumns(columns, languages)),
      }}
    >
      <Button
        icon={<DownOutlined />}
        aria-label={intl.formatMessage({ id: 'table.csv.more', defaultMessage: 'More export choices' })}
      />
    </Dropdown>
  );
}
