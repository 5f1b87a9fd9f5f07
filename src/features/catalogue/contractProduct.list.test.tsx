import { screen, waitFor } from '@testing-library/react';
import type { ContractCategory, ContractProduct } from '../../../contract';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST, type RecordedRequest } from '../../testing/fakePlatform';

const WAIT = { timeout: 60000 };

const category = (id: number, title: string): ContractCategory => ({
  '@id': `/api/contract_categories/${id}`,
  '@type': 'ContractCategory',
  id,
  uuid: `cat-${id}`,
  externalId: `CAT-${id}`,
  tenant: '/api/tenants/1',
  translations: [{ locale: 'en', title }],
});

const product = (id: number, categoryId: number): ContractProduct => ({
  '@id': `/api/contract_products/${id}`,
  '@type': 'ContractProduct',
  id,
  externalId: `P-${id}`,
  tenant: '/api/tenants/1',
  category: `/api/contract_categories/${categoryId}`,
  translations: [{ locale: 'en', title: `Product ${id}`, description: null }],
});

const collection = (members: unknown[], total = members.length) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': total },
});

/**
 * Ten products in five categories. Before, every row read its category by IRI: five requests
 * per page (one per category, the cache merged repeats). Now the list names them from one page
 * of categories: one request, whatever the number of rows.
 */
it('names the categories of a page of products with one request, not one per row', async () => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  const categories = [1, 2, 3, 4, 5].map((id) => category(id, `Category ${id}`));
  const platform = installFakePlatform({
    'GET /api/users': () => collection([testUser()]),
    'GET /api/applications': () => collection([]),
    'GET /api/contract_products': () => collection(Array.from({ length: 10 }, (_, i) => product(i + 1, (i % 5) + 1))),
    'GET /api/contract_categories': () => collection(categories),
  });
  renderConsole({ path: '/contract/product', roles: ['ROLE_TENANT_ADMIN'] });
  await waitFor(() => expect(screen.getAllByText('Category 5')).toHaveLength(2), WAIT);
  const categoryReads = platform.requests.filter((request: RecordedRequest) =>
    request.path.startsWith('/api/contract_categories'),
  );
  expect(categoryReads.map((request) => request.path)).toEqual(['/api/contract_categories']);
});

it('reads a category that page does not hold by its IRI', async () => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  const platform = installFakePlatform({
    'GET /api/users': () => collection([testUser()]),
    'GET /api/applications': () => collection([]),
    'GET /api/contract_products': () => collection([product(1, 1), product(2, 200)]),
    'GET /api/contract_categories': () => collection([category(1, 'Energy')], 150),
    'GET /api/contract_categories/200': () => ({ status: 200, body: category(200, 'Rare') }),
  });
  renderConsole({ path: '/contract/product', roles: ['ROLE_TENANT_ADMIN'] });
  await waitFor(() => expect(screen.getByText('Rare')).toBeInTheDocument(), WAIT);
  expect(screen.getByText('Energy')).toBeInTheDocument();
  expect(platform.callsTo('GET', '/api/contract_categories/1')).toHaveLength(0);
});
