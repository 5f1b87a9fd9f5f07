/**
 * The address part of the company and provider forms. Field names are the platform's violation
 * paths ('address.street'), so a 422 on the address lands on its field; the chains take the
 * address as one nested object.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import type { MessageDescriptor } from 'react-intl';
import { RESOURCES, type Address, type AddressChainInput, type Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import type { FormValues, ResourceField } from '../../shared/resource/defineResource';
import { useCountryOptions } from '../../shared/relations/countries';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export type AddressFieldName = 'address.street' | 'address.postalCode' | 'address.city' | 'address.country';

/** The street, postal code and city: texts a new address cannot do without. */
function requiredText(
  name: AddressFieldName,
  label: MessageDescriptor,
): ResourceField<unknown, unknown, AddressFieldName> {
  return { name, label, form: { kind: 'text', required: true } };
}

/**
 * Form-only fields of the item's address, for any item that has one. Their lengths come from the
 * resource's chain schema; a new address needs all three texts even where a chain update does not.
 */
export const addressFields = <T>(): ResourceField<T, unknown, AddressFieldName>[] => [
  requiredText('address.street', { id: 'address.street', defaultMessage: 'Street' }),
  requiredText('address.postalCode', { id: 'address.postalCode', defaultMessage: 'Postal code' }),
  requiredText('address.city', { id: 'address.city', defaultMessage: 'City' }),
  {
    name: 'address.country',
    label: { id: 'address.country', defaultMessage: 'Country' },
    form: { kind: 'select', options: useCountryOptions },
  },
];

export function addressFormValues(address: Address | undefined): FormValues {
  return {
    'address.street': address?.street ?? undefined,
    'address.postalCode': address?.postalCode ?? undefined,
    'address.city': address?.city ?? undefined,
    'address.country': address?.country ?? undefined,
  };
}

export function addressBody(values: FormValues): AddressChainInput {
  return {
    street: text(values['address.street']),
    postalCode: text(values['address.postalCode']),
    city: text(values['address.city']),
    // A cleared country is sent as null: the address no longer names one.
    country: text(values['address.country']) || null,
  };
}

/** The linked address of an item being edited, read once the item is known. */
export function useLinkedAddress(iri: Iri | null): { address: Address | undefined; loading: boolean } {
  const { data, isLoading } = resourceApi(RESOURCES.addresses).useGetQuery(iri ? idFromIri(iri) : skipToken);
  return { address: data, loading: isLoading };
}

/** The form values of an item with a linked address: its own `values`, then its address's fields once read. */
export function useValuesWithAddress(iri: Iri | null, values: FormValues): { values: FormValues; loading: boolean } {
  const { address, loading } = useLinkedAddress(iri);
  return { loading, values: { ...values, ...addressFormValues(address) } };
}
