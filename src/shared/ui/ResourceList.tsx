/**
 * The one list page of every resource: ProTable fed by the resource's list query (RTK Query owns
 * the data; ProTable never fetches), with page, size, filters and sort kept in the address.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns, type ProFormInstance } from '@ant-design/pro-components';
import { Alert, App, Button, Space, theme } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { HydraItem } from '../../../contract';
import { errorOf, type FilterValue } from '../../api/hydra';
import type { ListParams } from '../../api/resources';
import { columnsOf, type AnyResourceDefinition, type ListColumn } from '../resource/defineResource';
import { csvColumnOf, exportedColumns, languagesOf } from '../resource/csvExport';
import { rowNameOf } from '../resource/bulkDelete';
import { matchesSearch } from '../resource/resourceOptions';
import { useVisibleToCaller } from '../resource/visibleTo';
import { filterKeyOf, initialOf, listFiltersOf } from '../resource/listParamsOf';
import { useLocalisedPath } from '../routing/useLocalisedPath';
import { useTableSettings } from '../resource/useTableSettings';
import { lazyPart } from '../routing/lazyPart';
import type { OptionsSelect as OptionsSelectType } from './OptionsSelect';
import { loadSelect } from './loadSelect';
import { listParamsFromSearch, searchFromListParams } from './listSearchParams';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { CsvExportButton } from './CsvExportButton';
import { LIST_ACTIONS_CLASS, listCardsCss } from './listCards';
import { opensRecord } from './rowOpening';
import { RowConfirm } from './RowConfirm';
import { scrollingTableCss, useScrollEdges } from './scrollingTable';
import { tableColumnOf } from './tableColumns';
import { useBulkDelete } from './useBulkDelete';
import { PageHeading } from './Heading';

const everyRow = () => () => true;

// A search field over another resource (the contracts' recipient company) is rare among lists:
// its select loads when first drawn, an empty one of the same size standing in meanwhile (antd's
// Select, itself not in a list's first load).
const EmptySelect = lazyPart(loadSelect);
const OptionsSelect = lazyPart<ComponentProps<typeof OptionsSelectType>>(
  () =>
    import(/* webpackChunkName: "options-select" */ './OptionsSelect').then((module) => ({
      default: module.OptionsSelect,
    })),
  () => <EmptySelect />,
);

/** A select's own search (spec section 5): accent- and case-insensitive on the option's text. */
const filterOption = (input: string, option?: { label?: unknown }) =>
  matchesSearch(typeof option?.label === 'string' ? option.label : '', input);

/** What a list offers beyond its rows; the defaults are the generic list page's. */
export interface ListActions<T> {
  /** The row link: 'edit' (default, with Delete), 'view' (a read-only list) or none (rows have no page). */
  rowLink?: 'edit' | 'view' | 'none';
  /** Whether rows offer Delete; default: with the 'edit' link. */
  removable?: boolean;
  /** More actions of a row (e.g. Sign), shown before the others. */
  rowActions?: (item: T) => ReactNode;
  /** Replaces the toolbar's Create button (e.g. a button opening a create modal); [] for none. */
  toolbar?: ReactNode[];
  /** More buttons before Create (each with its own key), e.g. the file gallery. */
  toolbarExtra?: ReactNode[];
  /** Starts loading the create and edit forms' code: called when the user points at Create or Edit. */
  preloadForms?: () => void;
}

/** Choices of a search field: fixed ones in ProTable's own select, a hook's in a searchable select. */
function searchOptions<T>(column: ListColumn<T>): Partial<ProColumns<T>> {
  const source = column.options;
  if (!source) return { valueType: column.valueType };
  if (Array.isArray(source))
    return {
      valueType: 'select',
      // A filter with a default always has a value: clearing it would only bring the default back.
      fieldProps: {
        options: source,
        showSearch: source.every((option) => typeof option.label === 'string'),
        filterOption,
        allowClear: initialOf(column) === undefined,
      },
    };
  return { renderFormItem: () => <OptionsSelect source={source} /> };
}

export function ResourceList<T extends HydraItem, Input>({
  resource,
  route,
  rowLink = 'edit',
  removable = rowLink === 'edit',
  rowActions,
  toolbar,
  toolbarExtra = [],
  preloadForms,
}: {
  resource: AnyResourceDefinition<T, Input>;
  /** Route base of the screen: rows link to `/${route}/:id`, Create to `/${route}/create`. */
  route: string;
} & ListActions<T>) {
  const intl = useIntl();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const [search, setSearch] = useSearchParams();
  const formRef = useRef<ProFormInstance>(undefined);
  const visibleColumns = useVisibleToCaller(columnsOf(resource));
  const searchable = useMemo(() => visibleColumns.filter((column) => column.search), [visibleColumns]);
  // The same derivation as the route's early prefetch (listParamsOf), so both ask one query.
  const { filterKeys, defaults } = useMemo(() => listFiltersOf(searchable), [searchable]);
  const params = useMemo(() => listParamsFromSearch(search, filterKeys, defaults), [search, filterKeys, defaults]);
  const { data, isFetching, error, refetch } = resource.api.useListQuery(params);
  const { token } = theme.useToken();
  const tableBox = useRef<HTMLDivElement>(null);
  useScrollEdges(tableBox, data);
  const [remove] = resource.api.useDeleteMutation();
  const { idOf } = resource.api;
  const canChange = (resource.useCanChange ?? everyRow)();
  const canRemove = (resource.useCanRemove ?? everyRow)();
  const removableRow = (item: T) => canChange(item) && canRemove(item);
  /** The record's own page, where the row leads: its View link, or Edit where the caller may change it. */
  const pageOf = (item: T) =>
    rowLink === 'view' || (rowLink === 'edit' && canChange(item)) ? localised(`/${route}/${idOf(item)}`) : undefined;
  const table = useTableSettings(route);
  const firstColumn = visibleColumns[0]?.dataIndex;
  const bulk = useBulkDelete<T>({
    enabled: removable,
    items: data?.items ?? [],
    keyOf: (item) => String(idOf(item)),
    nameOf: (item) => rowNameOf(item, firstColumn, idOf(item)),
    canDelete: removableRow,
    remove: (item, quiet) => remove(quiet ? { id: idOf(item), quiet } : idOf(item)),
    countName: resource.countName,
  });
  /** The rows drawn: a bulk delete's rows leave at once, while it can still be undone. */
  const rows = useMemo(
    () => (data?.items ?? []).filter((item) => !bulk.hidden.has(String(idOf(item)))),
    [data?.items, bulk.hidden, idOf],
  );

  /** Form values by dataIndex ↔ filters by query key. */
  const formValues = useMemo(
    () =>
      Object.fromEntries(
        searchable.map((column) => [column.dataIndex, params.filters?.[filterKeyOf(column)] ?? undefined]),
      ),
    [searchable, params.filters],
  );
  // Back/forward change the address, not the form: bring the search form in line with it. Not for
  // the address a search of the form itself made: the form holds it already, and the list may draw
  // that address after the user has chosen the next filters (a navigation renders in a transition),
  // which the sync would undo before they are sent.
  const searchedByForm = useRef(false);
  useEffect(() => {
    if (searchedByForm.current) searchedByForm.current = false;
    else formRef.current?.setFieldsValue(formValues);
  }, [formValues]);

  const apply = (next: ListParams) => setSearch(searchFromListParams(next, defaults));
  const submitFilters = (values: Record<string, unknown>) => {
    const filters: Record<string, FilterValue> = {};
    for (const column of searchable) {
      const value = values[column.dataIndex];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        filters[filterKeyOf(column)] = value;
    }
    const next = searchFromListParams({ ...params, page: 1, filters }, defaults);
    // Only a search that moves the address draws anew (and reaches the sync above).
    if (next.toString() !== search.toString()) searchedByForm.current = true;
    setSearch(next);
  };

  const deleteItem = async (item: T) => {
    // A refusal is explained by the base query's notice (e.g. a signed contract cannot be deleted).
    const result = await remove(idOf(item));
    if (!('error' in result))
      message.success(intl.formatMessage({ id: 'resource.deleted', defaultMessage: 'Deleted' }));
  };

  const actionsColumn: ProColumns<T> = {
    title: intl.formatMessage({ id: 'resource.actions', defaultMessage: 'Actions' }),
    valueType: 'option',
    key: 'actions',
    // However wide the other columns, a row's actions stay in view at the right (the left right to left).
    fixed: 'right',
    className: LIST_ACTIONS_CLASS,
    // Rows the caller may not change offer nothing to do (the platform would refuse it anyway).
    render: (_, item) => {
      const page = pageOf(item);
      return (
        <Space key="actions" wrap>
          {rowActions?.(item)}
          {rowLink === 'view' && (
            <Link to={page!}>
              <FormattedMessage id="resource.view" defaultMessage="View" />
            </Link>
          )}
          {rowLink === 'edit' && page && (
            <Link to={page} onPointerEnter={preloadForms} onFocus={preloadForms}>
              <FormattedMessage id="resource.edit" defaultMessage="Edit" />
            </Link>
          )}
          {removable && removableRow(item) && (
            <RowConfirm question={intl.formatMessage(resource.deleteConfirm)} onConfirm={() => deleteItem(item)}>
              <FormattedMessage id="resource.delete" defaultMessage="Delete" />
            </RowConfirm>
          )}
        </Space>
      );
    },
  };

  const orderField = Object.keys(params.order ?? {})[0];
  const columns: ProColumns<T>[] = [
    ...visibleColumns.map((column): ProColumns<T> => ({
      ...tableColumnOf(column, intl),
      hideInSearch: !column.search,
      hideInTable: column.hideInTable,
      ...searchOptions(column),
      sorter: column.sorter,
      sortOrder:
        column.sorter && orderField === column.dataIndex
          ? params.order?.[orderField] === 'asc'
            ? 'ascend'
            : 'descend'
          : null,
      // A phone's card names each value (listCards.ts).
      onCell: () => ({ 'data-label': intl.formatMessage(column.title) }) as HTMLAttributes<HTMLElement>,
    })),
    // A read-only list whose rows lead nowhere (the audit trail) has nothing to put there.
    ...(rowLink === 'none' && !removable && !rowActions ? [] : [actionsColumn]),
  ];

  // The file holds what the table shows: its visible columns, in their order, titled and worded as on screen.
  const csvColumns = exportedColumns(
    resource.api.resource,
    table.shown(visibleColumns.filter((column) => !column.hideInTable).map((column) => column.dataIndex)).map((field) =>
      csvColumnOf(
        visibleColumns.find((c) => c.dataIndex === field)!,
        intl,
      ),
    ),
  );

  const failure = error ? errorOf(error) : undefined;
  return (
    <>
      {failure && (
        <Alert
          type="error"
          showIcon
          message={failure.title}
          description={failure.description}
          style={{ marginBottom: 16 }}
        />
      )}
      <style>
        {scrollingTableCss(token.colorSplit) +
          listCardsCss({
            border: token.colorBorderSecondary,
            label: token.colorTextSecondary,
            radius: token.borderRadiusLG,
          })}
      </style>
      <div ref={tableBox}>
        <ProTable<T>
          className="console-list"
          rowKey={(item) => String(idOf(item))}
          headerTitle={<PageHeading>{intl.formatMessage(resource.title)}</PageHeading>}
          columns={columns}
          dataSource={rows}
          onRow={(item) => {
            const page = pageOf(item);
            return page
              ? {
                  onClick: (event) => opensRecord(event) && navigate(page),
                  onPointerEnter: preloadForms,
                  style: { cursor: 'pointer' },
                }
              : {};
          }}
          loading={isFetching}
          formRef={formRef}
          form={{ initialValues: formValues }}
          search={searchable.length > 0 ? { labelWidth: 'auto' } : false}
          onSubmit={submitFilters}
          onReset={() => apply({ ...params, page: 1, filters: {} })}
          onChange={(_pagination, _filters, sorter) => {
            const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
            const field = typeof single?.field === 'string' ? single.field : undefined;
            const order =
              field && single?.order
                ? { [field]: single.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
                : {};
            if (JSON.stringify(order) !== JSON.stringify(params.order ?? {})) apply({ ...params, page: 1, order });
          }}
          pagination={{
            current: params.page,
            pageSize: params.itemsPerPage,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total, [from, to]) =>
              intl.formatMessage(
                { id: 'table.range', defaultMessage: '{from, number}–{to, number} of {total, number}' },
                { from, to, total },
              ),
            onChange: (page, pageSize) =>
              apply({ ...params, page: pageSize !== params.itemsPerPage ? 1 : page, itemsPerPage: pageSize }),
          }}
          options={{
            reload: () => void refetch(),
            density: true,
            setting: {
              draggable: true,
              checkable: true,
              children: <ColumnSettingsButton />,
            },
          }}
          columnsState={table.columnsState}
          {...bulk.table}
          size={table.density}
          onSizeChange={table.onDensityChange}
          toolBarRender={() => [
            <CsvExportButton
              key="csv"
              path={resource.api.resource.path}
              filters={params.filters}
              order={params.order}
              columns={csvColumns}
              total={data?.total}
              languages={languagesOf(data?.items ?? [], csvColumns)}
            />,
            ...(toolbar ?? [
              ...toolbarExtra,
              <Button
                key="create"
                type="primary"
                icon={<PlusOutlined />}
                onPointerEnter={preloadForms}
                onFocus={preloadForms}
                onClick={() => navigate(localised(`/${route}/create`))}
              >
                <FormattedMessage id="resource.create" defaultMessage="Create" />
              </Button>,
            ]),
          ]}
        />
      </div>
    </>
  );
}
