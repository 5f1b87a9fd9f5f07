/**
 * The customer-association modal keeps what was chosen when the session ends: after sign-in the
 * page opens the modal with it and says so, sends nothing by itself, and forgets the draft once
 * the association is created.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { draftFor, keepDraft } from '../../session/drafts';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';

const WAIT = { timeout: 60000 };
const KEY = '/contract/customer-association#customer-association';
const CHOSEN = { contract: '/api/contracts/5', company: '/api/companies/other', customer: '/api/users/7' };
const empty = { 'hydra:member': [], 'hydra:totalItems': 0 };

it('a draft from an ended session reopens the modal with its choices; Create sends them and drops the draft', async () => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  window.sessionStorage.clear();
  keepDraft(KEY, 'tina', CHOSEN);
  const platform = installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/applications': () => ({ status: 200, body: empty }),
    'GET /api/customer_associations': () => ({ status: 200, body: empty }),
    'GET /api/contracts': () => ({ status: 200, body: empty }),
    'GET /api/companies': () => ({ status: 200, body: empty }),
    // The contract's recipient company is another one: the company brought back must stay.
    'GET /api/contracts/5': () => ({
      status: 200,
      body: { '@id': '/api/contracts/5', '@type': 'Contract', id: 5, recipientCompany: '/api/companies/recipient' },
    }),
    'POST /api/customer_associations': () => ({
      status: 201,
      body: { '@id': '/api/customer_associations/1', '@type': 'CustomerAssociation', id: 1, ...CHOSEN },
    }),
  });

  renderConsole({ path: '/contract/customer-association', roles: ['ROLE_TENANT_ADMIN'] });
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  expect(within(dialog).getByText('What you typed before your session ended is back in the form.')).toBeInTheDocument();
  await waitFor(() => expect(platform.callsTo('GET', '/api/contracts/5')).not.toHaveLength(0), WAIT);
  expect(platform.callsTo('POST', '/api/customer_associations')).toHaveLength(0);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(platform.callsTo('POST', '/api/customer_associations')).toHaveLength(1), WAIT);
  expect(platform.callsTo('POST', '/api/customer_associations')[0].body).toEqual(CHOSEN);
  expect(draftFor(KEY, 'tina')).toBeNull();
});
