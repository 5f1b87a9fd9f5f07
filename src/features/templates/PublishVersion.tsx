/**
 * Publishing a draft template version (docs/decisions.md): after a confirmation the platform
 * publishes it and it becomes the version in force, offered when a contract version is sent.
 * Only a draft offers it; the platform refuses those who may not write templates. Loaded only
 * where a draft is shown (LazyPublishVersion): the template pages are at their size budget.
 */
import { App, Button, Popconfirm, type ButtonProps } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContractTemplateVersion } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { usePublishTemplateVersionMutation } from '../../api/special/templates';

export interface PublishVersionProps {
  version: Pick<ContractTemplateVersion, 'id' | 'publishedAt'>;
  /** Look of the button: a primary button on the version page, a link in the versions table. */
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
}

export function PublishVersion({ version, type = 'primary', size }: PublishVersionProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [publish, { isLoading }] = usePublishTemplateVersionMutation();
  if (version.publishedAt !== null) return null;
  const confirm = async () => {
    try {
      await publish(version.id).unwrap();
      message.success(
        intl.formatMessage({
          id: 'templateVersion.published',
          defaultMessage: 'Version published: it is now in force and can be sent',
        }),
      );
    } catch (failure) {
      // 422 answers are shown by the error notification already (spec section 8).
      if (errorOf(failure).status !== 422) message.error(errorOf(failure).description);
    }
  };
  return (
    <Popconfirm
      title={intl.formatMessage({ id: 'templateVersion.publishConfirm', defaultMessage: 'Publish this version?' })}
      description={intl.formatMessage({
        id: 'templateVersion.publishExplain',
        defaultMessage: 'It replaces the current version at once and is offered when contracts are sent.',
      })}
      okText={intl.formatMessage({ id: 'templateVersion.publish', defaultMessage: 'Publish' })}
      onConfirm={confirm}
    >
      <Button type={type} size={size} loading={isLoading}>
        <FormattedMessage id="templateVersion.publish" defaultMessage="Publish" />
      </Button>
    </Popconfirm>
  );
}

export default PublishVersion;
