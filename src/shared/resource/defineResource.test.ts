import {
  RESOURCES,
  contractProductBody,
  tenantBody,
  type ContractProduct,
  type ContractProductInput,
  type Tenant,
  type TenantInput,
} from '../../../contract';
import { resourceApi } from '../../api/resources';
import tenantResource from '../../features/tenants/tenant.resource';
import { columnsOf, defineResource, formFieldsOf } from './defineResource';

describe('fields written once', () => {
  it('give the list its columns and the form its inputs, in their order, each with its one label', () => {
    expect(columnsOf(tenantResource).map((column) => column.dataIndex)).toEqual([
      'name',
      'keycloakId',
      'defaultApplication',
      'roles',
    ]);
    const form = formFieldsOf(tenantResource);
    expect(form.map((field) => field.name)).toEqual(['name', 'keycloakId', 'defaultApplication', 'roles']);
    expect(form[0].label).toBe(columnsOf(tenantResource)[0].title);
  });

  it('take required and length from the body schema the platform validates with', () => {
    const [name, keycloakId] = formFieldsOf(tenantResource);
    expect(name).toMatchObject({ required: true, max: tenantBody.properties.name.maxLength });
    expect(keycloakId).toMatchObject({ required: false });
  });

  it("let a field's own word win over the schema, and derive each locale text's limits", () => {
    const product = defineResource<ContractProduct, ContractProductInput>({
      api: resourceApi(RESOURCES.contractProducts),
      schema: contractProductBody,
      title: { id: 't', defaultMessage: 't' },
      deleteConfirm: { id: 'd', defaultMessage: 'd' },
      fields: [
        {
          name: 'externalId',
          label: { id: 'e', defaultMessage: 'e' },
          form: { kind: 'text', required: true, max: 20 },
        },
        {
          name: 'translations',
          label: { id: 'x', defaultMessage: 'x' },
          form: {
            kind: 'translations',
            texts: [
              { name: 'title', label: { id: 'a', defaultMessage: 'a' } },
              { name: 'description', label: { id: 'b', defaultMessage: 'b' }, multiline: true },
            ],
          },
        },
      ],
    });
    const [externalId, translations] = formFieldsOf(product);
    expect(externalId).toMatchObject({ required: true, max: 20 });
    expect(translations.texts).toEqual([
      expect.objectContaining({ name: 'title', required: true, max: 255 }),
      expect.objectContaining({ name: 'description', required: false, max: 65535 }),
    ]);
  });

  it('leave fields the schema does not know as they are', () => {
    const form = defineResource<Tenant, TenantInput, 'nickname'>({
      api: resourceApi(RESOURCES.tenants),
      schema: tenantBody,
      title: { id: 't', defaultMessage: 't' },
      deleteConfirm: { id: 'd', defaultMessage: 'd' },
      fields: [{ name: 'nickname', label: { id: 'n', defaultMessage: 'n' }, form: { kind: 'text' } }],
    });
    expect(formFieldsOf(form)[0]).toEqual({ kind: 'text', name: 'nickname', label: { id: 'n', defaultMessage: 'n' } });
  });
});
