/**
 * The question when a form with unsaved changes is left (useUnsavedChanges.tsx): stay on the form,
 * or leave without saving. Its own chunk, loaded when first asked.
 */
import { Modal } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

export default function LeavePrompt({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'form.leaveTitle', defaultMessage: 'Leave without saving?' })}
      okText={intl.formatMessage({ id: 'form.leave', defaultMessage: 'Leave' })}
      cancelText={intl.formatMessage({ id: 'form.stay', defaultMessage: 'Stay' })}
      okButtonProps={{ danger: true }}
      onOk={onLeave}
      onCancel={onStay}
    >
      <FormattedMessage
        id="form.leaveText"
        defaultMessage="Your changes on this form are not saved yet and will be lost."
      />
    </Modal>
  );
}
