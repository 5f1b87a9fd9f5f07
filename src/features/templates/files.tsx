/**
 * The tenant's files as the attachment screens need them: options by name (searched on the
 * platform), a file's name with a download, through the one download call of the console, and
 * Read, which opens it in the console's viewer.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useIntl } from 'react-intl';
import { RESOURCES, type Iri } from '../../../contract';
import { errorOf, idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { saveBlob, useDownloadFileMutation } from '../../api/special/files';
import { ReadDocumentButton } from '../../shared/files/ReadDocumentButton';

const files = resourceApi(RESOURCES.files);
/** The file's name as a download link; '…' while it loads. */
export function FileDownload({ iri }: { iri: Iri }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const { data: file, error } = files.useGetQuery(idFromIri(iri));
  const [download, { isLoading }] = useDownloadFileMutation();
  if (error) return <>{errorOf(error).description}</>;
  if (!file) return <>…</>;
  const save = async () => {
    try {
      saveBlob(await download({ iri }).unwrap(), file.name);
    } catch (failure) {
      message.error(errorOf(failure).description);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={isLoading}
      onClick={save}
      title={intl.formatMessage({ id: 'templateVersion.download', defaultMessage: 'Download' })}
      style={{ paddingInline: 0 }}
    >
      {file.name}
    </Button>
  );
}

/** Read for a file the viewer shows (nothing while the file loads, or for other types). */
export function FileRead({ iri }: { iri: Iri }) {
  const { data: file } = files.useGetQuery(idFromIri(iri));
  if (!file) return null;
  return <ReadDocumentButton document={{ iri, name: file.name, mimeType: file.mimeType }} />;
}
