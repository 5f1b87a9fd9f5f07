/**
 * Files of the tenant (tenant admin, editor): the list's columns. Uploads, renames, translations
 * and downloads are special calls, so create and detail are pages of their own (FilesPage).
 */
import { Space } from 'antd';
import { RESOURCES, type StoredFile } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { FileTypeIcon } from '../../shared/files/FileTypeIcon';
import { defineResource } from '../../shared/resource/defineResource';

export { FILE_ROUTE } from './routes';

export default defineResource<StoredFile, never>({
  api: resourceApi(RESOURCES.files),
  title: { id: 'file.title', defaultMessage: 'Files' },
  countName: {
    id: 'file.count',
    defaultMessage: '{count, plural, one {# file} other {# files}}',
  },
  deleteConfirm: {
    id: 'file.deleteConfirm',
    defaultMessage: 'Delete this file and its translations? Template versions lose it as an attachment.',
  },
  fields: [
    {
      name: 'name',
      label: { id: 'file.name', defaultMessage: 'Name' },
      column: {
        search: true,
        sorter: true,
        render: (file) => (
          <Space>
            <FileTypeIcon mimeType={file.mimeType} />
            {file.name}
          </Space>
        ),
      },
    },
    {
      name: 'createdAt',
      label: { id: 'file.createdAt', defaultMessage: 'Created' },
      column: { sorter: true, valueType: 'date' },
    },
    {
      name: 'updatedAt',
      label: { id: 'file.updatedAt', defaultMessage: 'Updated' },
      column: { sorter: true, valueType: 'date' },
    },
  ],
});
