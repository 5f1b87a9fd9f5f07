/**
 * The added resource over HTTP, as the platform answers it: its list and its one filter, an
 * unknown filter refused by name, its special call with the rights of an update, and the API
 * description. Every path, type and parameter comes from contract/.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CALLS, JSONLD, RESOURCES, callPath, type StockWidget } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';

const { path } = RESOURCES.stockWidgets;
let app: FastifyInstance;

before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

const json = { 'content-type': JSONLD };

async function created(user: string, name: string): Promise<StockWidget> {
  const answer = await as(app, user, { method: 'POST', url: `/api/${path}`, headers: json, payload: { name } });
  assert.equal(answer.statusCode, 201, answer.body);
  return answer.json();
}

test('a tenant admin creates widgets and its list filters them by name', async () => {
  await created('tenant.admin', 'Sprocket widget');
  await created('tenant.admin', 'Flange widget');
  const answer = await as(app, 'tenant.admin', { method: 'GET', url: `/api/${path}?name=sprocket` });
  assert.equal(answer.statusCode, 200, answer.body);
  const names = answer.json()['hydra:member'].map((item: StockWidget) => item.name);
  assert.deepEqual(names, ['Sprocket widget']);
  assert.equal(answer.json()['hydra:member'][0]['@type'], RESOURCES.stockWidgets.type);
});

test('a filter the list does not take is refused with its name', async () => {
  const answer = await as(app, 'tenant.admin', { method: 'GET', url: `/api/${path}?colour=red` });
  assert.equal(answer.statusCode, 400);
  assert.match(answer.body, /colour/);
});

test('the special call polishes a widget; another tenant and a reader are refused', async () => {
  const widget = await created('tenant.admin', 'Gear widget');
  const call = {
    method: CALLS.stockWidgetPolish.method,
    url: `/api/${callPath('stockWidgetPolish', { id: widget.id })}`,
  };
  assert.equal((await as(app, 'globex.admin', call)).statusCode, 404);
  assert.equal((await as(app, 'editor', call)).statusCode, 403);
  const answer = await as(app, 'tenant.admin', call);
  assert.equal(answer.statusCode, 200, answer.body);
  assert.equal(answer.json().name, 'GEAR WIDGET');
});

test('the API description names the list, its filter and the call', async () => {
  const document = (await as(app, 'tenant.admin', { method: 'GET', url: '/api/docs.json' })).json();
  const list = document.paths[`/api/${path}`].get;
  assert.ok(list.parameters.some((parameter: { name: string }) => parameter.name === 'name'));
  const callRoute = `/api/${CALLS.stockWidgetPolish.path}`;
  assert.ok(document.paths[callRoute]?.[CALLS.stockWidgetPolish.method.toLowerCase()], `${callRoute} is described`);
});
