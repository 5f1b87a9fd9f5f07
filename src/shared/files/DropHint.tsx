/** What a file drop zone (antd's Upload.Dragger) shows: an inbox and "Click or drop a file here". */
import { InboxOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';

export function DropHint() {
  return (
    <>
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">
        <FormattedMessage id="file.upload.choose" defaultMessage="Click or drop a file here" />
      </p>
    </>
  );
}
