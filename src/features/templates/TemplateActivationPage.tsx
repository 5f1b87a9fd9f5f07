/**
 * /contract/template-company (template activation, tenant admins): choose a company, then the
 * templates it may use and each link's activity and approval. The company is kept in the address.
 */
import { ProCard } from '@ant-design/pro-components';
import { Empty, Form, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { RESOURCES } from '../../../contract';
import { idFromIri, iriOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useCompanyOptions } from '../../shared/relations/companies';
import { matchesSearch } from '../../shared/resource/resourceOptions';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useTypedSearch } from '../../shared/ui/OptionsSelect';
import { CompanyTemplateLinks } from './CompanyTemplateLinks';

function CompanySelect({ value, onChange }: { value?: string; onChange: (iri?: string) => void }) {
  const intl = useIntl();
  const [search, setTyped] = useTypedSearch();
  const { options, loading } = useCompanyOptions(search);
  // The chosen company keeps its name when it is not among the options found (e.g. on reload).
  const { data: chosen } = resourceApi(RESOURCES.companies).useGetQuery(value ? idFromIri(value) : '', {
    skip: !value,
  });
  const shown = options.map((option) => ({ label: String(option.label), value: String(option.value) }));
  if (chosen && !shown.some((option) => option.value === chosen['@id']))
    shown.unshift({ label: chosen.name, value: chosen['@id'] });
  const label = intl.formatMessage({ id: 'templateActivation.company', defaultMessage: 'Company' });
  return (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item label={label} htmlFor="template-activation-company">
        <Select<string>
          id="template-activation-company"
          value={value}
          onChange={onChange}
          allowClear
          showSearch
          loading={loading}
          onSearch={setTyped}
          placeholder={intl.formatMessage({
            id: 'templateActivation.chooseCompany',
            defaultMessage: 'Choose a company',
          })}
          options={shown}
          filterOption={(input, option) => matchesSearch(String(option?.label ?? ''), input)}
        />
      </Form.Item>
    </Form>
  );
}

export default function TemplateActivationPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const uuid = params.get('company');
  const company = uuid ? iriOf('companies', uuid) : undefined;
  const choose = (iri?: string) => setParams(iri ? { company: idFromIri(iri) } : {});
  return (
    <WithFeedback>
      <ProCard
        bordered
        title={
          <h1 style={{ fontSize: 18, margin: 0 }}>
            {intl.formatMessage({ id: 'templateActivation.title', defaultMessage: 'Template activation' })}
          </h1>
        }
      >
        <CompanySelect value={company} onChange={choose} />
        {company ? (
          <CompanyTemplateLinks key={company} company={company} manage />
        ) : (
          <Empty
            description={
              <FormattedMessage
                id="templateActivation.pickCompany"
                defaultMessage="Choose a company to see and change the templates it may use."
              />
            }
          />
        )}
      </ProCard>
    </WithFeedback>
  );
}
