/**
 * Wire types of the company, provider and user screens: items as the platform serialises them
 * and the bodies the console writes (relations as IRIs).
 */
import type { Iri, HydraItem } from './core';
import type { FromSchema } from 'json-schema-to-ts';
import type {
  addressBody,
  companyBody,
  companyChainAddressBody,
  companyChainBody,
  providerBody,
} from './schemas/companies';
import type { userBody } from './schemas/users';

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
export type AddressInput = FromSchema<typeof addressBody>;

/** The address part of a chain body: written in the same transaction as its company or provider. */
export type AddressChainInput = FromSchema<typeof companyChainAddressBody>;

/** `provider` of a company chain: an existing provider, a new one to create with the company, or none. */
export type ProviderChoice = Iri | null | { new: { name: string } };

/** Body of `POST /api/companies` and `PATCH /api/companies/{uuid}`. */
export type CompanyInput = FromSchema<typeof companyBody>;

/**
 * Body of `POST /api/companies/chain` and `PATCH /api/companies/{uuid}/chain`: a company body whose
 * address is written inline and whose provider may be created with it.
 */
export type CompanyChainInput = FromSchema<typeof companyChainBody>;

export interface Provider extends HydraItem {
  id: number;
  name: string;
  address: Iri | null;
  tenant: Iri | null;
}

/** Body of `POST /api/providers` and `PATCH /api/providers/{id}`. */
export type ProviderInput = FromSchema<typeof providerBody>;

/** Body of `POST /api/providers/chain` and `PATCH /api/providers/{id}/chain`. */
export interface ProviderChainInput {
  name: string;
  tenant?: Iri | null;
  address: AddressChainInput;
}

/** Body of `POST /api/users` and `PATCH /api/users/{id}`. */
export type UserInput = FromSchema<typeof userBody>;
