/**
 * /contract/my-list and /contract/my-list/{id}: the caller's contracts, and one contract with the
 * versions the caller may see, each opening its version page (documents, signing).
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, Skeleton } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Contract, ContractVersion } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useFamilyScreen } from '../../shared/routing/familyScreen';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { ResourceList } from '../../shared/ui/ResourceList';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { useCurrentUser } from '../../user';
import { VersionState } from './contractState';
import { ContractFacts } from './ContractFacts';
import myContractResource from './myContract.resource';
import { contracts, useVersionsOf } from './names';
import { CUSTOMER_ASSOCIATION_ROUTE, MY_CONTRACT_ROUTE } from './routes';
import { PageHeading } from '../../shared/ui/Heading';

/** Whom a version was sent to, as the caller sees it: itself or a colleague of its company. */
function Addressee({ version }: { version: ContractVersion }) {
  const { user } = useCurrentUser();
  return version.recipientUser && version.recipientUser === user?.['@id'] ? (
    <FormattedMessage id="myContract.toYou" defaultMessage="You" />
  ) : (
    <FormattedMessage id="myContract.toColleague" defaultMessage="A colleague" />
  );
}

const MY_VERSION_FIELDS: TableField<ContractVersion>[] = [
  { name: 'createdAt', label: { id: 'contract.version.sent', defaultMessage: 'Sent' }, column: { valueType: 'date' } },
  {
    name: 'recipientUser',
    label: { id: 'myContract.addressedTo', defaultMessage: 'Addressed to' },
    column: { render: (version) => <Addressee version={version} /> },
  },
  {
    name: 'state',
    label: { id: 'contract.state', defaultMessage: 'State' },
    column: { render: (version) => <VersionState version={version} /> },
  },
];

function MyContractVersions({ contract }: { contract: Contract }) {
  const localised = useLocalisedPath();
  const { data, isFetching, error } = useVersionsOf(contract);
  return (
    <>
      {error && <Alert type="error" showIcon message={errorOf(error).description} style={{ marginBottom: 16 }} />}
      <ResourceTable<ContractVersion>
        rowKey="id"
        loading={isFetching}
        fields={MY_VERSION_FIELDS}
        items={data?.items ?? []}
        emptyText={{ id: 'contract.noVersions', defaultMessage: 'No version sent yet' }}
        rowActions={(version) => (
          <Link to={localised(`/${MY_CONTRACT_ROUTE}/${contract.id}/version/${version.id}`)}>
            <FormattedMessage id="resource.view" defaultMessage="View" />
          </Link>
        )}
      />
    </>
  );
}

function MyContract({ id }: { id: string }) {
  const { data: contract, isLoading, error } = contracts.useGetQuery(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !contract) {
    const { status, title } = errorOf(error);
    return <ErrorPage status={status || 404} message={title} />;
  }
  return (
    <ProCard
      bordered
      title={
        <PageHeading>
          <TranslatedText translations={contract.templateTranslations} />
        </PageHeading>
      }
    >
      <ContractFacts
        contract={contract}
        companyLabel={{ id: 'myContract.company', defaultMessage: 'Company' }}
        marginBottom={24}
      />
      <h2 style={{ fontSize: 16 }}>
        <FormattedMessage id="contract.versions" defaultMessage="Versions" />
      </h2>
      <MyContractVersions contract={contract} />
    </ProCard>
  );
}

/** The caller's customer associations, where a customer signs them (a route without a menu row). */
function AssociationsLink() {
  const localised = useLocalisedPath();
  return (
    <Link to={localised(`/${CUSTOMER_ASSOCIATION_ROUTE}`)}>
      <FormattedMessage id="myContract.associations" defaultMessage="My customer associations" />
    </Link>
  );
}

export default function MyContractsPage() {
  const screen = useFamilyScreen();
  return (
    <WithFeedback>
      {screen.kind === 'item' ? (
        <MyContract key={screen.id} id={screen.id} />
      ) : (
        <ResourceList
          resource={myContractResource}
          route={MY_CONTRACT_ROUTE}
          rowLink="view"
          toolbar={[<AssociationsLink key="associations" />]}
        />
      )}
    </WithFeedback>
  );
}
