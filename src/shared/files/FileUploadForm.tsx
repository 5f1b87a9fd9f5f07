/**
 * The one upload form of the console: a new file (the file screens and the gallery), a file's
 * translation in a locale, or new content for a file. It shows the upload's progress, and a
 * refused file (too large 413, type not accepted 415, violations 422) at the file field and in a
 * notification; the platform stores nothing of a refused upload.
 */
import { App, Button, Form, Input, Progress, Select, Upload, type SelectProps, type UploadFile } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { fileRenameBody, ROLES, type Iri } from '../../../contract';

/** The longest file name the platform keeps (its rename body schema). */
const NAME_MAX = fileRenameBody.properties.name.maxLength;
import { errorOf, violationsOf } from '../../api/hydra';
import { useFileUpload, type UploadError, type UploadTarget } from '../../api/special/fileUpload';
import { selectRoles } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { useTenantOptions } from '../relations/tenants';
import { matchesSearch } from '../resource/resourceOptions';
import { DropHint } from './DropHint';
import { requiredRule } from '../ui/formRules';
import { ACCEPTED_UPLOADS } from './fileKinds';
import { LocaleSelect } from './LocaleSelect';

export type UploadPurpose =
  | { kind: 'file' }
  | { kind: 'translation'; fileId: number; locale?: string }
  /** `name`: the file's current name, kept unless another is typed. */
  | { kind: 'content'; fileId: number; name: string };

interface UploadValues {
  file?: UploadFile[];
  name?: string;
  locale?: string;
  tenant?: Iri;
}

const FIELDS = ['file', 'name', 'locale', 'tenant'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/** What the person reads at the file field for a refused upload. */
function refusalOf(
  failure: unknown,
  intl: IntlShape,
): { field: string; reason: string; violations: [FieldName, string[]][] } {
  const { status } = failure as UploadError;
  const violations = Object.entries(violationsOf(failure)).filter((entry): entry is [FieldName, string[]] =>
    isField(entry[0]),
  );
  if (status === 413)
    return {
      field: intl.formatMessage({ id: 'file.upload.tooLarge', defaultMessage: 'The file is too large to upload.' }),
      reason: '',
      violations,
    };
  if (status === 415)
    return {
      field: intl.formatMessage({
        id: 'file.upload.unsupported',
        defaultMessage:
          'This type of file is not accepted: upload a PDF, an image, an Office document, a ZIP or a text file.',
      }),
      reason: '',
      violations,
    };
  if (status === 'FETCH_ERROR')
    return {
      field: intl.formatMessage({
        id: 'file.upload.noAnswer',
        defaultMessage:
          'The upload did not reach the platform. A file this large may be refused; check it and try again.',
      }),
      reason: '',
      violations,
    };
  return { field: '', reason: errorOf(failure).description, violations };
}

/** Supervisors upload into a tenant they name; only they may list tenants. */
function TenantSelect(props: SelectProps<string>) {
  const [search, setSearch] = useState('');
  const { options, loading } = useTenantOptions(search, props.value);
  return (
    <Select<string>
      {...props}
      showSearch
      allowClear
      loading={loading}
      options={options}
      onSearch={setSearch}
      filterOption={(input, option) => matchesSearch(String(option?.label ?? ''), input)}
    />
  );
}

export function FileUploadForm({
  purpose = { kind: 'file' },
  onUploaded,
}: {
  purpose?: UploadPurpose;
  /** The platform's answer: the new file, the translation, or the file with its new content. */
  onUploaded?: (answer: unknown) => void;
}) {
  const intl = useIntl();
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  // Field ids are prefixed with it: several upload forms (and other forms) may share a page.
  const formName = `upload${useId()}`;
  const { upload, progress, uploading } = useFileUpload();
  const supervisor = useAppSelector(selectRoles).includes(ROLES.SUPERVISOR);
  const label = {
    file: intl.formatMessage({ id: 'file.upload.file', defaultMessage: 'File' }),
    name: intl.formatMessage({ id: 'file.upload.name', defaultMessage: 'Name' }),
    locale: intl.formatMessage({ id: 'file.upload.locale', defaultMessage: 'Language' }),
    tenant: intl.formatMessage({ id: 'file.upload.tenant', defaultMessage: 'Tenant' }),
  };

  const targetOf = (values: UploadValues): UploadTarget => {
    const name = values.name?.trim() || undefined;
    if (purpose.kind === 'translation')
      return { kind: 'translation', fileId: purpose.fileId, locale: values.locale ?? '', name };
    if (purpose.kind === 'content') return { kind: 'content', fileId: purpose.fileId, name: name ?? purpose.name };
    return { kind: 'file', name, locale: values.locale, tenant: values.tenant };
  };

  const submit = async (values: UploadValues) => {
    const chosen = values.file?.[0]?.originFileObj;
    if (!chosen) return;
    try {
      const answer = await upload(chosen, targetOf(values), chosen.name);
      form.resetFields();
      message.success(intl.formatMessage({ id: 'file.upload.done', defaultMessage: 'Uploaded' }));
      onUploaded?.(answer);
    } catch (failure) {
      const { field, reason, violations } = refusalOf(failure, intl);
      form.setFields([
        ...violations.map(([name, errors]) => ({ name, errors })),
        ...(field ? [{ name: 'file' as const, errors: [field] }] : []),
      ]);
      notification.error({
        message: intl.formatMessage({ id: 'file.upload.refused', defaultMessage: 'The file was not stored' }),
        description: field || reason,
      });
    }
  };

  return (
    <Form<UploadValues>
      form={form}
      name={formName}
      layout="vertical"
      onFinish={submit}
      disabled={uploading}
      initialValues={purpose.kind === 'translation' ? { locale: purpose.locale } : undefined}
      style={{ maxWidth: 640 }}
    >
      {purpose.kind === 'translation' && (
        <Form.Item name="locale" label={label.locale} rules={[requiredRule(intl, label.locale)]}>
          <LocaleSelect placeholder={label.locale} />
        </Form.Item>
      )}
      <Form.Item
        name="file"
        label={label.file}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[requiredRule(intl, label.file)]}
        extra={
          <FormattedMessage
            id="file.upload.accepted"
            defaultMessage="PDF, images (PNG, JPEG, GIF), Office documents (DOCX, XLSX, PPTX), ZIP or text"
          />
        }
      >
        <Upload.Dragger beforeUpload={() => false} maxCount={1} accept={ACCEPTED_UPLOADS} multiple={false}>
          <DropHint />
        </Upload.Dragger>
      </Form.Item>
      <Form.Item
        name="name"
        label={label.name}
        rules={[{ max: NAME_MAX }]}
        extra={
          purpose.kind === 'content' ? (
            <FormattedMessage id="file.upload.keepNameHint" defaultMessage="Leave empty to keep the current name" />
          ) : (
            <FormattedMessage
              id="file.upload.nameHint"
              defaultMessage="Leave empty to use the name of the uploaded file"
            />
          )
        }
      >
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      {purpose.kind === 'file' && (
        <Form.Item
          name="locale"
          label={label.locale}
          extra={
            <FormattedMessage
              id="file.upload.localeHint"
              defaultMessage="Optional: the file is also kept as this language's translation"
            />
          }
        >
          <LocaleSelect allowClear placeholder={label.locale} />
        </Form.Item>
      )}
      {purpose.kind === 'file' && supervisor && (
        <Form.Item name="tenant" label={label.tenant} rules={[requiredRule(intl, label.tenant)]}>
          <TenantSelect />
        </Form.Item>
      )}
      {progress !== null && (
        <Progress
          percent={progress}
          status="active"
          aria-label={intl.formatMessage({ id: 'file.upload.progress', defaultMessage: 'Upload progress' })}
        />
      )}
      <Button type="primary" htmlType="submit">
        <FormattedMessage id="file.upload.submit" defaultMessage="Upload" />
      </Button>
    </Form>
  );
}
