/**
 * How files are picked for a version: today a searchable select of the tenant's files. This is
 * the one place that changes when the gallery drawer (shared/ui/gallery) takes over: it only has
 * to call onAttach with the picked files' IRIs.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Iri } from '../../../contract';
import { matchesSearch } from '../../shared/resource/resourceOptions';
import { SEARCH_DELAY_MS } from '../../shared/ui/ResourceFields';
import { useFileOptions } from './files';

export interface AttachFilesProps {
  /** Files already attached: not offered again. */
  attached: readonly Iri[];
  onAttach: (fileIris: Iri[]) => Promise<void>;
}

export function AttachFiles({ attached, onAttach }: AttachFilesProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<Iri[]>([]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { options, loading } = useFileOptions(search);
  const offered = options.filter((option) => !attached.includes(String(option.value)));
  const attach = async () => {
    setSaving(true);
    try {
      await onAttach(picked);
      setPicked([]);
    } finally {
      setSaving(false);
    }
  };
  const label = intl.formatMessage({ id: 'templateVersion.filesToAttach', defaultMessage: 'Files to attach' });
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
      <Select<Iri[]>
        aria-label={label}
        placeholder={label}
        mode="multiple"
        style={{ width: '100%' }}
        value={picked}
        onChange={setPicked}
        options={offered.map((option) => ({ label: option.label, value: String(option.value) }))}
        loading={loading}
        showSearch
        onSearch={setTyped}
        filterOption={(input, option) => matchesSearch(String(option?.label ?? ''), input)}
      />
      <Button icon={<PaperClipOutlined />} disabled={picked.length === 0} loading={saving} onClick={attach}>
        <FormattedMessage id="templateVersion.attach" defaultMessage="Attach" />
      </Button>
    </Space.Compact>
  );
}
