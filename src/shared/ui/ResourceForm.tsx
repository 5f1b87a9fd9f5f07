/**
 * The one create/edit page of every resource. Server violations (422) land on their fields and
 * the typed values stay; the error notification tells the rest (showingFieldErrors). Values typed
 * when the session ends come back after sign-in (useSessionDraft); leaving with changes not saved
 * asks first (useUnsavedChanges).
 */
import { ProCard, ProForm } from '@ant-design/pro-components';
import { App, Form, Skeleton } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { HydraItem } from '../../../contract';
import { showingFieldErrors } from '../../api/errorNotice';
import { errorOf, violationsOf } from '../../api/hydra';
import { WithHistory } from '../audit/WithHistory';
import { ErrorPage } from './ErrorPage';
import {
  formFieldsOf,
  type AnyResourceDefinition,
  type FormField,
  type FormMode,
  type FormValues,
} from '../resource/defineResource';
import { useVisibleToCaller } from '../resource/visibleTo';
import { translationFieldErrors } from '../resource/translations';
import { useLocalisedPath } from '../routing/useLocalisedPath';
import { PageHeading } from './Heading';
import { ResourceFieldInput, type Scope } from './ResourceFields';
import { useSessionDraft } from './useSessionDraft';
import { useUnsavedChanges } from './useUnsavedChanges';
import { tellOnNextPage } from './WithFeedback';

/** A select's scope (FormPart.scopedBy), when the field it depends on is on the caller's form. */
function scopeOf(field: FormField, fields: readonly FormField[], intl: IntlShape): Scope | undefined {
  const scopedBy = field.scopedBy;
  const by = scopedBy && fields.find((candidate) => candidate.name === scopedBy.field);
  return scopedBy && by ? { ...scopedBy, label: intl.formatMessage(by.label) } : undefined;
}

interface Props<T extends HydraItem, Input> {
  resource: AnyResourceDefinition<T, Input>;
  /** Route base of the screen: a created item goes back to its list at `/${route}`. */
  route: string;
  mode: 'create' | 'edit';
}

/**
 * The form of a definition's fields with its save: pages of their own (e.g. a template version,
 * whose route names its template) reuse it with their own save and initial values.
 */
export function ResourceFormBody<T extends HydraItem, Input>({
  resource,
  mode,
  initialValues,
  onSave,
  name,
}: {
  resource: AnyResourceDefinition<T, Input>;
  mode: FormMode;
  initialValues?: FormValues;
  onSave: (body: Input) => Promise<void>;
  /** Prefixes the inputs' ids, so two forms on one page do not share them. */
  name?: string;
}) {
  const intl = useIntl();
  const [form] = Form.useForm<FormValues>();
  const draft = useSessionDraft(form, name);
  const unsaved = useUnsavedChanges();
  const fields = useVisibleToCaller(formFieldsOf(resource));
  const toBody = (values: FormValues): Input => (resource.toBody ? resource.toBody(values, mode) : (values as Input));

  /**
   * The violations this form shows at its fields. Only fields on this form can show one; one item
   * of a list ('countries[2]') is shown at the list's field, and a locale's text, which the platform
   * names by its index in the sent list, at that locale's input.
   */
  const fieldErrorsOf = (violations: Record<string, string[]>, body: Input) => {
    const known = new Set(fields.map((field) => field.name));
    const byField = new Map<string, string[]>();
    for (const [path, errors] of Object.entries(violations)) {
      const name = known.has(path) ? path : path.replace(/\[\d+\]$/, '');
      if (known.has(name)) byField.set(name, [...(byField.get(name) ?? []), ...errors]);
    }
    return [
      ...translationFieldErrors(violations, fields, body),
      ...[...byField].map(([name, errors]) => ({ name, errors })),
    ];
  };

  const submit = async (values: FormValues): Promise<boolean> => {
    const body = toBody(values);
    const failed = unsaved.saving();
    try {
      await showingFieldErrors(
        (path) => fieldErrorsOf({ [path]: [] }, body).length > 0,
        () => onSave(body),
      );
      draft.saved();
      unsaved.saved();
      return true;
    } catch (failure) {
      failed();
      if (errorOf(failure).status === 401) draft.unauthorized(values);
      form.setFields(fieldErrorsOf(violationsOf(failure), body));
      return false;
    }
  };

  return (
    <>
      <ProForm<FormValues>
        form={form}
        name={name}
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={(changed, all) => {
          draft.onValuesChange(changed, all);
          unsaved.changed();
        }}
        layout="vertical"
        style={{ maxWidth: 640 }}
      >
        {draft.notice}
        {fields.map((field) => (
          <ResourceFieldInput key={field.name} field={field} scope={scopeOf(field, fields, intl)} />
        ))}
      </ProForm>
      {unsaved.prompt}
    </>
  );
}

function CreateForm<T extends HydraItem, Input>({ resource, route }: Omit<Props<T, Input>, 'mode'>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const [create] = resource.api.useCreateMutation();
  return (
    <ResourceFormBody
      resource={resource}
      mode="create"
      initialValues={resource.createValues}
      onSave={async (body) => {
        const created = await create(body).unwrap();
        tellOnNextPage(intl.formatMessage({ id: 'resource.created', defaultMessage: 'Created' }));
        const itemPath = resource.afterCreate === 'item' ? `/${resource.api.idOf(created)}` : '';
        navigate(localised(`/${route}${itemPath}`));
      }}
    />
  );
}

function EditForm<T extends HydraItem, Input>({ resource, id }: Pick<Props<T, Input>, 'resource'> & { id: string }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const { data: item, isLoading, error } = resource.api.useGetQuery(id);
  const [update] = resource.api.useUpdateMutation();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !item) {
    const { status, title } = errorOf(error);
    return <ErrorPage status={item ? status : status || 404} message={title} />;
  }
  const save = async (body: Input) => {
    await update({ id, body }).unwrap();
    message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
  };
  if (resource.useFormValues)
    return <WithRelatedValues resource={resource} item={item} useFormValues={resource.useFormValues} onSave={save} />;
  return (
    <ResourceFormBody
      resource={resource}
      mode="edit"
      initialValues={resource.toFormValues ? resource.toFormValues(item) : (item as unknown as FormValues)}
      onSave={save}
    />
  );
}

/** The form of an item whose values need related items: shown once they are loaded, as initial values only apply once. */
function WithRelatedValues<T extends HydraItem, Input>({
  resource,
  item,
  useFormValues,
  onSave,
}: {
  resource: AnyResourceDefinition<T, Input>;
  item: T;
  useFormValues: (item: T) => { values: FormValues; loading: boolean };
  onSave: (body: Input) => Promise<void>;
}) {
  const { values, loading } = useFormValues(item);
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <ResourceFormBody resource={resource} mode="edit" initialValues={values} onSave={onSave} />;
}

export function ResourceForm<T extends HydraItem, Input>({ resource, route, mode }: Props<T, Input>) {
  const intl = useIntl();
  const { id } = useParams();
  const editing = mode === 'edit' && Boolean(id);
  const action = editing
    ? intl.formatMessage({ id: 'resource.edit', defaultMessage: 'Edit' })
    : intl.formatMessage({ id: 'resource.create', defaultMessage: 'Create' });
  const title = `${intl.formatMessage(resource.title)} › ${action}`;
  return (
    <ProCard title={<PageHeading>{title}</PageHeading>} bordered>
      {editing && id ? (
        <WithHistory resource={resource.api.resource.path} id={id}>
          <EditForm key={id} resource={resource} id={id} />
        </WithHistory>
      ) : (
        <CreateForm resource={resource} route={route} />
      )}
    </ProCard>
  );
}
