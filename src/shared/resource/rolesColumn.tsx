/** The roles column of tenants and users: a tag per role in the interface language, the CSV in the same words. */
import { Space, Tag } from 'antd';
import { ENUMS, EnumLabel } from '../enums';
import type { ColumnPart } from './defineResource';

export const ROLES_COLUMN: ColumnPart<{ roles: readonly string[] }> = {
  words: ENUMS.role.labels,
  render: (item) => (
    <Space size={[0, 4]} wrap>
      {item.roles.map((role) => (
        <Tag key={role}>
          <EnumLabel kind="role" code={role} />
        </Tag>
      ))}
    </Space>
  ),
};
