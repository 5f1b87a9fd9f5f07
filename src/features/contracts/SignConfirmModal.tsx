/**
 * The spec's "customer association sign" modal: signing is a legal act, so it is confirmed in
 * words before the platform stamps the signature with its own clock.
 */
import { Alert, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorOf } from '../../api/hydra';

export function SignConfirmModal({
  open,
  what,
  onSign,
  onClose,
}: {
  open: boolean;
  /** The contract being signed, in words (its template title). */
  what: ReactNode;
  /** Signs; a rejection keeps the modal open with the platform's reason. */
  onSign: () => Promise<unknown>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sign = async () => {
    setSigning(true);
    setFailure(undefined);
    try {
      await onSign();
      onClose();
    } catch (error) {
      setFailure(errorOf(error).description);
    } finally {
      setSigning(false);
    }
  };
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'customerAssociation.sign.title', defaultMessage: 'Sign the contract' })}
      okText={intl.formatMessage({ id: 'customerAssociation.sign.confirm', defaultMessage: 'Sign now' })}
      cancelText={intl.formatMessage({ id: 'customerAssociation.sign.cancel', defaultMessage: 'Cancel' })}
      confirmLoading={signing}
      onOk={sign}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph strong>{what}</Typography.Paragraph>
      <Typography.Paragraph>
        <FormattedMessage
          id="customerAssociation.sign.text"
          defaultMessage="By signing you accept this contract version and its documents. Your signature is recorded with the current date and cannot be withdrawn."
        />
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
