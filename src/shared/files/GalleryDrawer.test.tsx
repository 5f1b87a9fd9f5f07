import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoredFile } from '../../../contract';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GalleryDrawer } from './GalleryDrawer';

const WAIT = { timeout: 20000 };

const file = (id: number, name: string, mimeType: string, createdAt: string): StoredFile => ({
  '@id': `/api/files/${id}`,
  '@type': 'File',
  id,
  name,
  mimeType,
  size: 100,
  tenant: '/api/tenants/1',
  createdAt,
  updatedAt: createdAt,
  translations: [],
});
const FILES = [
  file(1, 'Acme logo.png', 'image/png', '2025-02-23T12:00:00.000Z'),
  file(2, 'Tarif.pdf', 'application/pdf', '2025-01-10T12:00:00.000Z'),
];

function platform() {
  return installFakePlatform({
    'GET /api/files': ({ search }) => {
      const name = search.get('name')?.toLowerCase() ?? '';
      const matching = FILES.filter((item) => item.name.toLowerCase().includes(name));
      return { status: 200, body: { 'hydra:member': matching, 'hydra:totalItems': matching.length } };
    },
    'POST /api/file/download': () => ({ status: 200, body: 'png bytes' }),
  });
}

/** The confirm button (found by its text: role queries are slow on antd's large trees). */
const chooseButton = () => screen.getByText('Choose').closest('button')!;

beforeEach(() => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  URL.createObjectURL = jest.fn(() => 'blob:thumbnail-1');
  URL.revokeObjectURL = jest.fn();
});

it('shows a thumbnail for images only, from an object URL that is revoked when the gallery goes', async () => {
  const fake = platform();
  const { unmount } = renderWithProviders(<GalleryDrawer open onClose={jest.fn()} onPick={jest.fn()} />);
  const thumbnail = await screen.findByAltText('Acme logo.png', {}, WAIT);
  expect(thumbnail).toHaveAttribute('src', 'blob:thumbnail-1');
  expect(screen.getByText('Tarif.pdf')).toBeInTheDocument();
  expect(screen.getByText('23 Feb 2025')).toBeInTheDocument();
  // Only the image's bytes were fetched.
  expect(fake.callsTo('POST', '/api/file/download').map((request) => request.body)).toEqual([
    { '@id': '/api/files/1' },
  ]);
  expect(screen.getByTestId('gallery-grid')).toHaveAttribute('data-columns', '5');
  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:thumbnail-1');
});

it('searches by name on the platform', async () => {
  const fake = platform();
  renderWithProviders(<GalleryDrawer open onClose={jest.fn()} onPick={jest.fn()} />);
  await screen.findByText('Tarif.pdf', {}, WAIT);
  fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'tarif' } });
  await waitFor(() => expect(screen.queryByText('Acme logo.png')).toBeNull(), WAIT);
  expect(fake.requests.some((request) => request.search.get('name') === 'tarif')).toBe(true);
});

it('picks several files when multiple, one otherwise, and hands them over on Choose', async () => {
  platform();
  const onPick = jest.fn();
  const onClose = jest.fn();
  const { unmount } = renderWithProviders(<GalleryDrawer open multiple onClose={onClose} onPick={onPick} />);
  fireEvent.click(await screen.findByLabelText('Acme logo.png', {}, WAIT));
  fireEvent.click(screen.getByLabelText('Tarif.pdf'));
  expect(screen.getByText('2 files chosen')).toBeInTheDocument();
  fireEvent.click(chooseButton());
  expect(onPick).toHaveBeenCalledWith([FILES[0], FILES[1]]);
  expect(onClose).toHaveBeenCalled();
  unmount();

  const onPickOne = jest.fn();
  renderWithProviders(<GalleryDrawer open onClose={jest.fn()} onPick={onPickOne} />);
  fireEvent.click(await screen.findByLabelText('Acme logo.png', {}, WAIT));
  // A click on the card picks too; in single mode it replaces the pick.
  fireEvent.click(screen.getByText('Tarif.pdf'));
  expect(screen.getByText('1 file chosen')).toBeInTheDocument();
  fireEvent.click(chooseButton());
  expect(onPickOne).toHaveBeenCalledWith([FILES[1]]);
});
