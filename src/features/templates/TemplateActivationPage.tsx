/**
 * /contract/template-company (template activation, tenant admins): choose a company, then the
 * templates it may use, one switch each deciding it (CompanyTemplateLinks). The company is kept in
 * the address.
 */
import { ProCard } from '@ant-design/pro-components';
import { Empty, Form } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { idFromIri, iriOf } from '../../api/hydra';
import { useCompanyOptions } from '../../shared/relations/companies';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { OptionsSelect } from '../../shared/ui/OptionsSelect';
import { CompanyTemplateLinks } from './CompanyTemplateLinks';
import { PageHeading } from '../../shared/ui/Heading';

function CompanySelect({ value, onChange }: { value?: string; onChange: (iri?: string) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'templateActivation.company', defaultMessage: 'Company' });
  // The console's reference select: searched on the platform, paged, the chosen company named on reload.
  return (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item label={label} htmlFor="template-activation-company">
        <OptionsSelect
          source={useCompanyOptions}
          id="template-activation-company"
          value={value}
          onChange={(next) => onChange(typeof next === 'string' ? next : undefined)}
          placeholder={intl.formatMessage({
            id: 'templateActivation.chooseCompany',
            defaultMessage: 'Choose a company',
          })}
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
          <PageHeading>
            {intl.formatMessage({ id: 'templateActivation.title', defaultMessage: 'Template activation' })}
          </PageHeading>
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
