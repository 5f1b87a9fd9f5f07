/**
 * The files family (`/file`, `/file/create`, `/file/{id}`): the generic list with a gallery
 * button, the upload page and the detail page (a chunk of its own). One lazy chunk, mounted on all three routes.
 */
import { PictureOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Button } from 'antd';
import { Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { idFromIri } from '../../api/hydra';
import { FileUploadForm } from '../../shared/files/FileUploadForm';
import { GalleryDrawer } from '../../shared/files/GalleryDrawer';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { ResourceList } from '../../shared/ui/ResourceList';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import fileResource, { FILE_ROUTE } from './file.resource';
import { PageHeading } from '../../shared/ui/Heading';

// A file's page (its form, translations and History) is its own chunk: the list route loads none of it.
const FileDetailPage = lazy(() =>
  import(/* webpackChunkName: "file-detail" */ './FileDetailPage').then((module) => ({
    default: module.FileDetailPage,
  })),
);

/** Browsing the files as pictures: picking one opens it. */
function GalleryButton() {
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<PictureOutlined />} onClick={() => setOpen(true)}>
        <FormattedMessage id="file.gallery" defaultMessage="Gallery" />
      </Button>
      <GalleryDrawer
        open={open}
        onClose={() => setOpen(false)}
        onPick={([file]) => file && navigate(localised(`/${FILE_ROUTE}/${idFromIri(file['@id'])}`))}
      />
    </>
  );
}

function FileCreatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const title = `${intl.formatMessage(fileResource.title)} › ${intl.formatMessage({ id: 'file.upload.title', defaultMessage: 'Upload' })}`;
  return (
    <ProCard title={<PageHeading>{title}</PageHeading>} bordered>
      <FileUploadForm onUploaded={() => navigate(localised(`/${FILE_ROUTE}`))} />
    </ProCard>
  );
}

export default function FilesPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const creating = /\/create\/?$/.test(pathname);
  return (
    <WithFeedback>
      {creating ? (
        <FileCreatePage />
      ) : id ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <FileDetailPage key={id} id={id} />
        </Suspense>
      ) : (
        <ResourceList resource={fileResource} route={FILE_ROUTE} toolbarExtra={[<GalleryButton key="gallery" />]} />
      )}
    </WithFeedback>
  );
}
