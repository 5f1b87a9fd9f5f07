import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { initialSessionState } from '../../session/sessionSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import DocumentViewer, { type ViewedDocument } from './DocumentViewer';
import { ReadDocumentButton } from './ReadDocumentButton';

/**
 * pdf.js does not run in jsdom: its page view stands in for it, and a test makes it fail the way
 * pdf.js does on bytes that are no PDF.
 */
jest.mock('./PdfPages', () => ({
  __esModule: true,
  default: ({ blob, onError }: { blob: Blob; onError: (error: unknown) => void }) => (
    <div data-testid="pdf-pages" data-type={blob.type}>
      <button type="button" onClick={() => onError(new Error('Invalid PDF structure.'))}>
        fail as pdf.js does
      </button>
    </div>
  ),
}));

const WAIT = { timeout: 20000 };

const bytes = (type: string, status = 200) =>
  new Response(new Blob(['bytes'], { type }), { status, headers: { 'Content-Type': type } });

function platform(type: string) {
  return installFakePlatform({
    'POST /api/file/download': () => bytes(type),
    'POST /api/file-translation/download': () => bytes(type),
  });
}

const pdf: ViewedDocument = { iri: '/api/files/3', name: 'Tariff.pdf', mimeType: 'application/pdf' };
const downloadButton = () => screen.getByText('Download').closest('button')!;

beforeEach(() => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  URL.createObjectURL = jest.fn(() => 'blob:document-1');
  URL.revokeObjectURL = jest.fn();
});

it('shows an image from an object URL fetched with the bearer, and revokes it when the drawer closes', async () => {
  const fake = platform('image/png');
  const logo = { iri: '/api/files/1', name: 'Logo.png', mimeType: 'image/png' };
  const { rerender } = renderWithProviders(<DocumentViewer document={logo} open onClose={jest.fn()} />, {
    preloadedState: { session: { ...initialSessionState, accessToken: makeAccessToken() } },
  });
  const image = await screen.findByAltText('Logo.png', {}, WAIT);
  expect(image).toHaveAttribute('src', 'blob:document-1');
  const [request] = fake.callsTo('POST', '/api/file/download');
  expect(request.body).toEqual({ '@id': '/api/files/1' });
  expect(request.authorization).toMatch(/^Bearer ey/);
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();

  rerender(<DocumentViewer document={logo} open={false} onClose={jest.fn()} />);
  await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:document-1'), WAIT);
  expect(screen.queryByAltText('Logo.png')).not.toBeInTheDocument();
});

it('gives a PDF to the page view, and says so when pdf.js cannot read it, still offering Download', async () => {
  platform('application/pdf');
  renderWithProviders(<DocumentViewer document={pdf} open onClose={jest.fn()} />);
  const pages = await screen.findByTestId('pdf-pages', {}, WAIT);
  expect(pages).toHaveAttribute('data-type', 'application/pdf');
  // No object URL for a PDF: pdf.js reads the bytes.
  expect(URL.createObjectURL).not.toHaveBeenCalled();

  fireEvent.click(screen.getByText('fail as pdf.js does'));
  expect(await screen.findByText('This file is not a readable PDF.')).toBeInTheDocument();
  expect(screen.getByText('Download it to open it.')).toBeInTheDocument();
  expect(downloadButton()).toBeEnabled();
});

it('goes by the type the platform answers: a listed PDF that is text is not shown', async () => {
  platform('text/plain');
  renderWithProviders(<DocumentViewer document={pdf} open onClose={jest.fn()} />);
  expect(await screen.findByText('This type of file cannot be shown here.', {}, WAIT)).toBeInTheDocument();
  expect(screen.queryByTestId('pdf-pages')).not.toBeInTheDocument();
  expect(downloadButton()).toBeInTheDocument();
});

it('says a document without content has none, and fetches a file translation through its own call', async () => {
  const fake = installFakePlatform({
    'POST /api/file-translation/download': () => ({
      status: 404,
      body: { 'hydra:title': 'An error occurred', 'hydra:description': 'Not Found' },
    }),
  });
  const german = { iri: '/api/file_translations/7', name: 'Tarif.pdf', mimeType: 'application/pdf' };
  renderWithProviders(<DocumentViewer document={german} open onClose={jest.fn()} />);
  expect(await screen.findByText('Tarif.pdf has no content yet.', {}, WAIT)).toBeInTheDocument();
  expect(fake.callsTo('POST', '/api/file-translation/download')[0].body).toEqual({ '@id': german.iri });
  expect(fake.callsTo('POST', '/api/file/download')).toHaveLength(0);
});

describe('Read', () => {
  it('is offered for PDFs, images and unknown types, not for types the viewer cannot show', () => {
    installFakePlatform({});
    renderWithProviders(
      <>
        <ReadDocumentButton document={pdf} />
        <ReadDocumentButton document={{ iri: '/api/files/4', name: 'a.png', mimeType: 'image/png' }} />
        <ReadDocumentButton document={{ iri: '/api/file_translations/2', name: 'b.pdf' }} />
        <ReadDocumentButton
          document={{
            iri: '/api/files/5',
            name: 'c.docx',
            mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }}
        />
      </>,
    );
    expect(screen.getAllByText('Read')).toHaveLength(3);
  });

  it('loads the viewer when first clicked, which fetches the document then', async () => {
    const fake = platform('application/pdf');
    renderWithProviders(<ReadDocumentButton document={pdf} />);
    expect(fake.requests).toHaveLength(0);
    fireEvent.click(screen.getByText('Read'));
    expect(await screen.findByTestId('pdf-pages', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Tariff.pdf')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/file/download')).toHaveLength(1);
  });
});
