/** A tenant's widgets: the console's side of the resource the recipe adds (scripts/adding-a-resource). */
import {
  CALLS,
  callPath,
  RESOURCES,
  stockWidgetBody,
  type StockWidget,
  type StockWidgetInput,
} from '../../../contract';
import { api } from '../../api/api';
import { resourceApi } from '../../api/resources';
import { invalidatesItem } from '../../api/tags';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';

const widgets = resourceApi(RESOURCES.stockWidgets);

/** The special call, as every special call is asked for: its method and path from the contract. */
export const stockWidgetCalls = api.injectEndpoints({
  endpoints: (build) => ({
    polishStockWidget: build.mutation<StockWidget, StockWidget>({
      query: (widget) => ({
        url: callPath('stockWidgetPolish', { id: widget.id }),
        method: CALLS.stockWidgetPolish.method,
      }),
      invalidatesTags: (_result, error, widget) =>
        error ? [] : invalidatesItem(RESOURCES.stockWidgets.type, String(widget.id)),
    }),
  }),
});

export default defineResource<StockWidget, StockWidgetInput>({
  api: widgets,
  schema: stockWidgetBody,
  title: { id: 'widget.title', defaultMessage: 'Widgets' },
  deleteConfirm: { id: 'widget.deleteConfirm', defaultMessage: 'Delete this widget?' },
  fields: [
    {
      name: 'name',
      label: { id: 'widget.name', defaultMessage: 'Name' },
      column: { search: true, sorter: true },
      form: { kind: 'text' },
    },
  ],
  toFormValues: (widget) => ({ name: widget.name }),
  toBody: (values: FormValues): StockWidgetInput => ({ name: String(values.name ?? '') }),
});
