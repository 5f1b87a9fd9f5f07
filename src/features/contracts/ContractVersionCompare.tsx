/**
 * Compare two versions of a contract (lazily loaded with the diff): when it was sent, by whom, to
 * whom, on which template version and whether it is signed; the text the recipient was shown; and
 * its documents (known by their file, named by their title in the interface language).
 */
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ContractVersion } from '../../../contract';
import { formatDate } from '../../i18n/filters';
import CompareModal, { type CompareOption, type VersionCompareProps } from '../../shared/ui/diff/CompareModal';
import { compareVersions, type VersionSnapshot } from '../../shared/ui/diff/versionDiff';
import { VersionDiffView } from '../../shared/ui/diff/VersionDiffView';
import { useTranslate } from '../../shared/ui/TranslatedText';
import { TemplateVersionName, UserName } from './names';

export function contractVersionSnapshot(
  version: ContractVersion,
  intl: IntlShape,
  titleOf: (document: ContractVersion['documents'][number]) => string,
): VersionSnapshot {
  const flag = (key: string, label: MessageDescriptor, value: string | null) => ({
    key,
    label: intl.formatMessage(label),
    value: value ?? '',
  });
  return {
    flags: [
      flag('sent', { id: 'contract.version.sent', defaultMessage: 'Sent' }, formatDate(version.createdAt, 'dateTime')),
      flag('sender', { id: 'contract.version.sender', defaultMessage: 'Sender' }, version.senderUser),
      flag('recipient', { id: 'contract.version.recipient', defaultMessage: 'Recipient' }, version.recipientUser),
      flag(
        'templateVersion',
        { id: 'contract.version.templateVersion', defaultMessage: 'Template version' },
        version.templateVersion,
      ),
      flag(
        'signedAt',
        { id: 'contract.version.signedAt', defaultMessage: 'Signed at' },
        version.signedAt && formatDate(version.signedAt, 'dateTime'),
      ),
    ],
    texts: [
      {
        locale: '',
        field: 'content',
        label: intl.formatMessage({ id: 'translations.content', defaultMessage: 'Content' }),
        value: version.content,
      },
    ],
    attachments: version.documents.map((document) => ({ key: document.file, titles: { '': titleOf(document) } })),
  };
}

/** `versions` in the order they were sent: the latest is compared with the one before. */
export default function ContractVersionCompare({ versions, onClose }: VersionCompareProps<ContractVersion>) {
  const intl = useIntl();
  const translate = useTranslate();
  const titleOf = (document: ContractVersion['documents'][number]) =>
    document.translations.length > 0 ? translate(document.translations) : document.name;
  const options: CompareOption[] = versions.map((version, index) => ({
    value: version.id,
    label: intl.formatMessage(
      { id: 'diff.contractVersion', defaultMessage: 'Version {number}, sent {date}' },
      { number: index + 1, date: formatDate(version.createdAt, 'dateTime') },
    ),
  }));
  const last = versions.length - 1;
  const initial: [number, number] = [versions[Math.max(0, last - 1)]!.id, versions[last]!.id];
  const snapshot = (option: CompareOption) =>
    contractVersionSnapshot(
      versions.find((version) => version.id === option.value)!,
      intl,
      titleOf,
    );
  return (
    <CompareModal options={options} initial={initial} onClose={onClose}>
      {(left, right) => (
        <VersionDiffView
          comparison={compareVersions(snapshot(left), snapshot(right))}
          left={left.label}
          right={right.label}
          renderFlag={(key, value) => {
            if (!value) return '-';
            if (key === 'sender' || key === 'recipient') return <UserName iri={value} />;
            if (key === 'templateVersion') return <TemplateVersionName iri={value} />;
            return value;
          }}
        />
      )}
    </CompareModal>
  );
}
