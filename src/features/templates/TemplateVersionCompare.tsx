/**
 * Compare two versions of a template (lazily loaded with the diff): planned revision and activity,
 * title and content per locale, and the attachments (known by their file, titled per locale).
 */
import { Alert, Skeleton } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { MAX_ITEMS_PER_PAGE, RESOURCES, type ContractTemplateVersion, type MediateFile } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n';
import { useTranslate } from '../../shared/ui/TranslatedText';
import { YesNo } from '../../shared/ui/YesNo';
import CompareModal, { type VersionCompareProps } from '../../shared/ui/diff/CompareModal';
import { compareVersions, type VersionSnapshot } from '../../shared/ui/diff/versionDiff';
import { VersionDiffView } from '../../shared/ui/diff/VersionDiffView';
import { FileDownload } from './files';

const attachments = resourceApi(RESOURCES.contractTemplateVersionMediateFiles);

export function templateVersionSnapshot(
  version: ContractTemplateVersion,
  files: readonly MediateFile[],
  intl: IntlShape,
): VersionSnapshot {
  const label = {
    plannedRevision: intl.formatMessage({ id: 'templateVersion.plannedRevision', defaultMessage: 'Planned revision' }),
    activity: intl.formatMessage({ id: 'templateVersion.activity', defaultMessage: 'Active' }),
    title: intl.formatMessage({ id: 'translations.title', defaultMessage: 'Title' }),
    content: intl.formatMessage({ id: 'translations.content', defaultMessage: 'Content' }),
  };
  return {
    flags: [
      {
        key: 'plannedRevision',
        label: label.plannedRevision,
        value: formatDate(version.plannedRevision, 'dateTime'),
      },
      { key: 'activity', label: label.activity, value: String(version.activity) },
    ],
    texts: version.translations.flatMap((texts) =>
      (['title', 'content'] as const).map((field) => ({
        locale: texts.locale,
        field,
        label: label[field],
        value: texts[field] ?? '',
      })),
    ),
    attachments: files.map((file) => ({
      key: file.file,
      titles: Object.fromEntries(file.translations.map((texts) => [texts.locale, texts.title ?? ''])),
    })),
  };
}

function useAttachmentsOf(version: ContractTemplateVersion) {
  return attachments.useListQuery({
    page: 1,
    itemsPerPage: MAX_ITEMS_PER_PAGE,
    filters: { templateVersion: version['@id'] },
  });
}

interface Side {
  version: ContractTemplateVersion;
  label: string;
}

function Comparison({
  left: { version: left, label: leftLabel },
  right: { version: right, label: rightLabel },
}: {
  left: Side;
  right: Side;
}) {
  const intl = useIntl();
  const leftFiles = useAttachmentsOf(left);
  const rightFiles = useAttachmentsOf(right);
  const failure = leftFiles.error ?? rightFiles.error;
  if (failure) return <Alert type="error" showIcon message={errorOf(failure).description} />;
  if (!leftFiles.data || !rightFiles.data) return <Skeleton active />;
  const comparison = compareVersions(
    templateVersionSnapshot(left, leftFiles.data.items, intl),
    templateVersionSnapshot(right, rightFiles.data.items, intl),
  );
  return (
    <VersionDiffView
      comparison={comparison}
      left={leftLabel}
      right={rightLabel}
      renderFlag={(key, value) => (key === 'activity' ? <YesNo value={value === 'true'} /> : value)}
      renderUntitled={(file) => <FileDownload iri={file} />}
    />
  );
}

/** `versions` newest first (as the versions list shows them): the newest is compared with the one before. */
export default function TemplateVersionCompare({ versions, onClose }: VersionCompareProps<ContractTemplateVersion>) {
  const translate = useTranslate();
  const intl = useIntl();
  // Numbered from the oldest, so two versions of the same minute and title still differ.
  const options = versions.map((version, index) => ({
    value: version.id,
    label: intl.formatMessage(
      { id: 'diff.templateVersion', defaultMessage: 'Version {number}: {title}, {date}' },
      {
        number: versions.length - index,
        title: translate(version.translations),
        date: formatDate(version.plannedRevision, 'dateTime'),
      },
    ),
  }));
  const sideOf = (option: { value: number; label: string }): Side => ({
    version: versions.find((version) => version.id === option.value)!,
    label: option.label,
  });
  const [newest, previous] = versions;
  const initial: [number, number] = [previous?.id ?? newest!.id, newest!.id];
  return (
    <CompareModal options={options} initial={initial} onClose={onClose}>
      {(left, right) => <Comparison left={sideOf(left)} right={sideOf(right)} />}
    </CompareModal>
  );
}
