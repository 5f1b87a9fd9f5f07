/**
 * Where a template version stands (docs/decisions.md): a draft until it is published; the
 * platform names the one in force; the other published ones are withdrawn (activity off),
 * scheduled (planned revision still ahead) or superseded.
 */
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContractTemplateVersion } from '../../../contract';

export type VersionStatus = 'draft' | 'current' | 'withdrawn' | 'scheduled' | 'superseded';

export function versionStatus(
  version: Pick<ContractTemplateVersion, 'id' | 'activity' | 'plannedRevision' | 'publishedAt'>,
  currentId: number | undefined,
  now: number = Date.now(),
): VersionStatus {
  if (version.publishedAt === null) return 'draft';
  if (version.id === currentId) return 'current';
  if (!version.activity) return 'withdrawn';
  if (Date.parse(version.plannedRevision) > now) return 'scheduled';
  return 'superseded';
}

const TAGS: Record<VersionStatus, { color: string; label: ReactNode }> = {
  draft: { color: 'gold', label: <FormattedMessage id="templateVersion.draft" defaultMessage="Draft" /> },
  current: { color: 'green', label: <FormattedMessage id="templateVersion.current" defaultMessage="Current" /> },
  withdrawn: { color: 'red', label: <FormattedMessage id="templateVersion.withdrawn" defaultMessage="Withdrawn" /> },
  scheduled: { color: 'blue', label: <FormattedMessage id="templateVersion.scheduled" defaultMessage="Scheduled" /> },
  superseded: {
    color: 'default',
    label: <FormattedMessage id="templateVersion.superseded" defaultMessage="Superseded" />,
  },
};

export function VersionStatusTag({ status }: { status: VersionStatus }) {
  return <Tag color={TAGS[status].color}>{TAGS[status].label}</Tag>;
}

/** The list filter of the versions that are drafts (the platform's not_null[publishedAt]=false). */
export const DRAFTS = { 'not_null[publishedAt]': 'false' };
