/**
 * Wire types of the company, provider and user screens: items as the platform serialises them
 * and the bodies the console writes (relations as IRIs).
 */
import type { Iri, HydraItem, Role } from './index';

/** A postal address as `/api/addresses/{id}` answers it. */
export interface Address extends HydraItem {
  id: number;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: Iri | null;
  tenant: Iri | null;
}

/** Body of `POST /api/addresses` and `PATCH /api/addresses/{id}`. */
export interface AddressInput {
  street: string;
  postalCode: string;
  city: string;
  country?: Iri | null;
  tenant?: Iri | null;
}

/** The address part of a chain body: written in the same transaction as its company or provider. */
export interface AddressChainInput {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: Iri | null;
}

/** `provider` of a company chain: an existing provider, a new one to create with the company, or none. */
export type ProviderChoice = Iri | null | { new: { name: string } };

/** Body of `POST /api/companies` and `PATCH /api/companies/{uuid}`. */
export interface CompanyInput {
  name: string;
  groupCompany?: boolean;
  resellerCompany?: boolean;
  activity?: boolean;
  tenant?: Iri | null;
  address?: Iri | null;
  provider?: Iri | null;
  contractCountry?: Iri | null;
}

/**
 * Body of `POST /api/companies/chain` and `PATCH /api/companies/{uuid}/chain`: a company body whose
 * address is written inline and whose provider may be created with it.
 */
export interface CompanyChainInput extends Omit<CompanyInput, 'address' | 'provider'> {
  address?: AddressChainInput;
  provider?: ProviderChoice;
}

export interface Provider extends HydraItem {
  id: number;
  name: string;
  address: Iri | null;
  tenant: Iri | null;
}

/** Body of `POST /api/providers` and `PATCH /api/providers/{id}`. */
export interface ProviderInput {
  name: string;
  address?: Iri | null;
  tenant?: Iri | null;
}

/** Body of `POST /api/providers/chain` and `PATCH /api/providers/{id}/chain`. */
export interface ProviderChainInput {
  name: string;
  tenant?: Iri | null;
  address?: AddressChainInput;
}

/** Body of `POST /api/users` and `PATCH /api/users/{id}`. */
export interface UserInput {
  userName: string;
  givenName?: string | null;
  familyName?: string | null;
  email?: string | null;
  roles?: Role[];
  activity?: boolean;
  locale?: string | null;
  tenant?: Iri | null;
  company?: Iri | null;
  applications?: Iri[];
}
