/**
 * /contract/my-list and /contract/my-list/{id}: the caller's contracts, and one contract with the
 * versions the caller may see, each opening its version page (documents, signing).
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Contract, ContractVersion } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { formatDate } from '../../i18n/filters';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useFamilyScreen } from '../../shared/routing/familyScreen';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { ResourceList } from '../../shared/ui/ResourceList';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { useCurrentUser } from '../../user';
import { VersionState } from './contractState';
import { ContractFacts } from './ContractFacts';
import myContractResource from './myContract.resource';
import { contracts, useVersionsOf } from './names';
import { CUSTOMER_ASSOCIATION_ROUTE, MY_CONTRACT_ROUTE } from './routes';
import { PageHeading } from '../../shared/ui/Heading';

function MyContractVersions({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const localised = useLocalisedPath();
  const { user } = useCurrentUser();
  const { data, isFetching, error } = useVersionsOf(contract);
  const columns: ColumnsType<ContractVersion> = [
    {
      key: 'sent',
      title: intl.formatMessage({ id: 'contract.version.sent', defaultMessage: 'Sent' }),
      render: (_, version) => formatDate(version.createdAt),
    },
    {
      key: 'addressee',
      title: intl.formatMessage({ id: 'myContract.addressedTo', defaultMessage: 'Addressed to' }),
      render: (_, version) =>
        version.recipientUser && version.recipientUser === user?.['@id'] ? (
          <FormattedMessage id="myContract.toYou" defaultMessage="You" />
        ) : (
          <FormattedMessage id="myContract.toColleague" defaultMessage="A colleague" />
        ),
    },
    {
      key: 'state',
      title: intl.formatMessage({ id: 'contract.state', defaultMessage: 'State' }),
      render: (_, version) => <VersionState version={version} />,
    },
    {
      key: 'open',
      title: intl.formatMessage({ id: 'resource.actions', defaultMessage: 'Actions' }),
      render: (_, version) => (
        <Link to={localised(`/${MY_CONTRACT_ROUTE}/${contract.id}/version/${version.id}`)}>
          <FormattedMessage id="resource.view" defaultMessage="View" />
        </Link>
      ),
    },
  ];
  return (
    <>
      {error && <Alert type="error" showIcon message={errorOf(error).description} style={{ marginBottom: 16 }} />}
      <Table<ContractVersion>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.items ?? []}
        pagination={false}
        locale={{ emptyText: intl.formatMessage({ id: 'contract.noVersions', defaultMessage: 'No version sent yet' }) }}
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
