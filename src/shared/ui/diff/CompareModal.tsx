/**
 * "Compare": a wide dialog with two version pickers (left and right); what the two chosen versions
 * differ in is drawn by `children`, usually a VersionDiffView fed by the screen's own snapshots.
 */
import { Modal, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface CompareOption {
  value: number;
  label: string;
}

export interface CompareModalProps {
  options: readonly CompareOption[];
  /** The versions shown first: [left, right]. */
  initial: [number, number];
  onClose: () => void;
  children: (left: CompareOption, right: CompareOption) => ReactNode;
}

/** What a screen's versions list hands its lazily loaded compare dialog. */
export interface VersionCompareProps<Version> {
  versions: readonly Version[];
  onClose: () => void;
}

export default function CompareModal({ options, initial, onClose, children }: CompareModalProps) {
  const intl = useIntl();
  const [[leftId, rightId], setPair] = useState(initial);
  const left = options.find((option) => option.value === leftId);
  const right = options.find((option) => option.value === rightId);
  const picker = (value: number, side: 0 | 1, label: string) => (
    <Select<number>
      aria-label={label}
      value={value}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(chosen) => setPair((pair) => (side === 0 ? [chosen, pair[1]] : [pair[0], chosen]))}
      style={{ minWidth: 260 }}
      data-testid={`diff-pick-${side === 0 ? 'left' : 'right'}`}
    />
  );
  return (
    <Modal
      open
      width={1100}
      onCancel={onClose}
      footer={null}
      title={<FormattedMessage id="diff.title" defaultMessage="Compare versions" />}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        {picker(leftId, 0, intl.formatMessage({ id: 'diff.left', defaultMessage: 'Version on the left' }))}
        <FormattedMessage id="diff.with" defaultMessage="with" />
        {picker(rightId, 1, intl.formatMessage({ id: 'diff.right', defaultMessage: 'Version on the right' }))}
      </Space>
      {left && right && children(left, right)}
    </Modal>
  );
}
